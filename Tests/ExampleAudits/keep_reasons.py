"""Development-time helper of Tests/ExampleAudits/run.sh --write: merges a freshly written baseline with the
committed one. Entries are coarsened to their check, nodes and Dynamic Type size (both directions and any height:
the built-in examples mirror exactly right to left), each keeps the reason of the committed entry it matches, and a
new one takes the reason of a committed entry of the same check (or "NEW: give a reason"). Prints the baseline."""
import json
import sys

old_path, new_path = sys.argv[1], sys.argv[2]
try:
    old = json.load(open(old_path))["accepted"]
except FileNotFoundError:
    old = []
written = json.load(open(new_path))["accepted"]
new = []
seen = set()
for entry in written:
    coarse = {"check": entry["check"], "nodes": entry["nodes"], "dynamicTypeSize": entry["dynamicTypeSize"],
              "reason": entry["reason"]}
    identity = (coarse["check"], tuple(coarse["nodes"]), coarse["dynamicTypeSize"])
    if identity not in seen:
        seen.add(identity)
        new.append(coarse)


def key(entry):
    return (entry["check"], tuple(entry["nodes"]), entry.get("dynamicTypeSize"), entry.get("layoutDirection"),
            entry.get("height"))


reasons = {key(entry): entry["reason"] for entry in old}
by_check = {}
for entry in old:
    by_check.setdefault(entry["check"], entry["reason"])
for entry in new:
    entry["reason"] = reasons.get(key(entry)) or by_check.get(entry["check"]) or "NEW: give a reason"
lines = [json.dumps(entry, ensure_ascii=False) for entry in new]
print('{\n  "flexlayoutAuditBaseline": 1,\n  "accepted": [\n' + ",\n".join("    " + line for line in lines)
      + ("\n" if lines else "") + "  ]\n}")
