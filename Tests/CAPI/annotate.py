#!/usr/bin/env python3
"""Gives every node of a FlexLayout request an id, so that the result JSON lists every node's frame.

The result JSON of `flexlayout layout` (and of flexlayout_layout_json) has frames only for nodes with an id.
To compare *every* node of a tree built through the C interface with the Swift API's answer, the reference
request gets an id on each node that has none: "#<k>", k being the node's preorder index (a node, then its
children in order: `children`, a modifier's `child`, a split's `columns[i].child`), the order in which
FlexLayout numbers nodes. Ids do not affect layout. Numbers are written back exactly (Python's float repr
is the shortest round-trip form).

Usage: annotate.py REQUEST.json OUT_REQUEST.json OUT_IDS.txt
OUT_IDS.txt gets one id per line, in preorder (existing ids kept).
"""
import json
import sys


def children(node):
    if "children" in node:
        return node["children"]
    if "child" in node:
        return [node["child"]]
    if node.get("kind") == "split":
        return [column["child"] for column in node["columns"]]
    return []


def annotate(request):
    """Adds the ids in place; returns the ids in preorder."""
    ids = []
    pending = [request["root"]]
    while pending:
        node = pending.pop()
        if "id" not in node:
            node_id = "#%d" % len(ids)
            items = list(node.items())
            node.clear()
            node["kind"] = dict(items)["kind"]
            node["id"] = node_id
            for key, value in items:
                if key != "kind":
                    node[key] = value
        ids.append(node["id"])
        pending.extend(reversed(children(node)))
    return ids


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as file:
        request = json.load(file)
    if "environment" in request:
        sys.exit("annotate.py: expected a request in the default environment")
    ids = annotate(request)
    if len(set(ids)) != len(ids):
        sys.exit("annotate.py: ids are not unique")
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        json.dump(request, file, ensure_ascii=False)
        file.write("\n")
    with open(sys.argv[3], "w", encoding="utf-8") as file:
        file.write("".join(node_id + "\n" for node_id in ids))


if __name__ == "__main__":
    main()
