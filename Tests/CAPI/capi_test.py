#!/usr/bin/env python3
"""The C interface, tested from Python through ctypes (Tests/CAPI/run.sh runs it).

Builds Examples.inbox() (Sources/FlexLayout/Examples/Inbox.swift) node for node through libFlexLayoutC,
with styled text leaves made from strings (flexlayout_create_text_styled, measured in Inter by the library),
sweeps it across every width from 320 to 1440 points (height 768), plus every 16th width right-to-left at
display scale 2, and compares every node's frame, visibility and selection bit for bit with the Swift API's
answer: the JSON entry point laying out the request that `flexlayout example inbox` prints, with an id added
to every node (annotate.py) so that the result lists every node. Then checks a measure callback written in
Python and a few errors.

Usage: capi_test.py LIBRARY.so INBOX_REQUEST.json
Exits 0 when everything matches, 1 otherwise.
"""
import ctypes
import json
import math
import os
import struct
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import annotate  # noqa: E402

c_node = ctypes.c_uint64
c_status = ctypes.c_int
UNSPECIFIED = float("nan")
INFINITY = float("inf")
APPEND = -1

OK, INVALID_ARGUMENT, INVALID_HANDLE, KIND_MISMATCH, LAYOUT_FAILED, INVALID_REQUEST = 0, 1, 2, 8, 13, 17
INVALID_NODE, BUFFER_TOO_SMALL = 11, 19
ROLE_NONE, ROLE_BUTTON = 0, 1
SELECTION_NONE, SELECTION_CHILD, SELECTION_COLUMNS, SELECTION_WIDTHS = 0, 1, 2, 3
HALIGN_CENTER, HALIGN_LEADING = 0, 1
VALIGN_CENTER = 0
ALIGN_LEADING, ALIGN_TOP_LEADING = 1, 5
AXES_HORIZONTAL, AXES_VERTICAL = 1, 2
TYPE_SIZE_LARGE = 3
# flexlayout_text_style, as the header numbers them.
STYLE_TITLE2 = 6
STYLE_HEADLINE = 2
STYLE_BODY = 3
STYLE_CALLOUT = 8
STYLE_CAPTION = 5
LEFT_TO_RIGHT, RIGHT_TO_LEFT = 0, 1
KIND_VIEW_THAT_FITS, KIND_BUCKETS, KIND_SPLIT, KIND_GRID = 17, 18, 19, 16


class Size(ctypes.Structure):
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double)]


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("width", ctypes.c_double), ("height", ctypes.c_double)]


class Environment(ctypes.Structure):
    _fields_ = [("display_scale", ctypes.c_double), ("dynamic_type_size", ctypes.c_int), ("layout_direction", ctypes.c_int)]


class Selection(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int), ("child", ctypes.c_int64), ("count", ctypes.c_size_t)]


class Statistics(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int64) for name in (
        "size_computations", "cache_hits", "measure_calls", "placements", "placements_reused", "nodes",
        "changed_nodes", "departed_nodes", "reused_nodes", "recomputed_nodes")]


MEASURE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_double, ctypes.c_double, ctypes.POINTER(Size))


class ViewDimensions(ctypes.Structure):
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double), ("guides", ctypes.c_double * 8)]


GUIDE_FN = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_void_p, ctypes.POINTER(ViewDimensions))
GUIDE_LEADING, GUIDE_TRAILING, GUIDE_FIRST_TEXT_BASELINE = 0, 2, 6
LAYOUT_SIZE = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, ctypes.c_double, ctypes.c_double, ctypes.c_void_p, ctypes.POINTER(Size))
LAYOUT_PLACE = ctypes.CFUNCTYPE(
    None, ctypes.c_void_p, Rect, ctypes.c_double, ctypes.c_double, ctypes.c_void_p)


class LayoutCallbacks(ctypes.Structure):
    _fields_ = [("size_that_fits", LAYOUT_SIZE), ("place_subviews", LAYOUT_PLACE)]

VALIGN_FIRST_TEXT_BASELINE = 3
HALIGN_LEADING = 1


def load(path):
    lib = ctypes.CDLL(path)
    p, d, i32, i64, size_t = ctypes.c_void_p, ctypes.c_double, ctypes.c_int32, ctypes.c_int64, ctypes.c_size_t
    signatures = {
        "flexlayout_tree_create": (p, []),
        "flexlayout_tree_free": (c_status, [p]),
        "flexlayout_status_name": (ctypes.c_char_p, [c_status]),
        "flexlayout_last_error_code": (c_status, []),
        "flexlayout_last_error_message": (ctypes.c_char_p, []),
        "flexlayout_last_error_path": (ctypes.c_char_p, []),
        "flexlayout_last_error_node": (c_node, []),
        "flexlayout_create_fixed": (c_node, [p, d, d]),
        "flexlayout_create_text_string": (c_node, [p, ctypes.c_char_p, d, d, i32]),
        "flexlayout_create_text_styled": (c_node, [p, ctypes.c_char_p, ctypes.c_int, i32]),
        "flexlayout_create_measured": (c_node, [p, MEASURE, p]),
        "flexlayout_create_spacer": (c_node, [p, d]),
        "flexlayout_create_hstack": (c_node, [p, d, ctypes.c_int]),
        "flexlayout_create_vstack": (c_node, [p, d, ctypes.c_int]),
        "flexlayout_create_frame": (c_node, [p, d, d, ctypes.c_int]),
        "flexlayout_create_flexible_frame": (c_node, [p, d, d, d, d, d, d, ctypes.c_int]),
        "flexlayout_create_padding": (c_node, [p, d, d, d, d]),
        "flexlayout_create_scroll": (c_node, [p, ctypes.c_int]),
        "flexlayout_create_view_that_fits": (c_node, [p, ctypes.c_int]),
        "flexlayout_create_buckets": (c_node, [p, ctypes.c_int, ctypes.POINTER(d), size_t, ctypes.POINTER(d), size_t]),
        "flexlayout_create_split": (c_node, [p, d, i64]),
        "flexlayout_set_id": (c_status, [p, c_node, ctypes.c_char_p]),
        "flexlayout_set_root": (c_status, [p, c_node]),
        "flexlayout_set_children": (c_status, [p, c_node, ctypes.POINTER(c_node), size_t]),
        "flexlayout_insert_column": (c_status, [p, c_node, c_node, i64, d, d, d, d]),
        "flexlayout_insert": (c_status, [p, c_node, c_node, i64]),
        "flexlayout_get_child_count": (c_status, [p, c_node, ctypes.POINTER(size_t)]),
        "flexlayout_get_child": (c_status, [p, c_node, size_t, ctypes.POINTER(c_node)]),
        "flexlayout_mark_dirty": (c_status, [p, c_node]),
        "flexlayout_get_kind": (c_status, [p, c_node, ctypes.POINTER(ctypes.c_int)]),
        "flexlayout_layout": (c_status, [p, d, d, ctypes.POINTER(Environment)]),
        "flexlayout_get_size": (c_status, [p, ctypes.POINTER(Size)]),
        "flexlayout_get_frame": (c_status, [p, c_node, ctypes.POINTER(Rect)]),
        "flexlayout_get_frames": (c_status, [p, ctypes.POINTER(c_node), size_t, ctypes.POINTER(Rect)]),
        "flexlayout_is_visible": (c_status, [p, c_node, ctypes.POINTER(ctypes.c_bool)]),
        "flexlayout_get_marks": (c_status, [p, c_node, ctypes.POINTER(ctypes.c_uint32)]),
        "flexlayout_get_selection": (c_status, [p, c_node, ctypes.POINTER(Selection)]),
        "flexlayout_get_selection_columns": (c_status, [p, c_node, ctypes.POINTER(i64), size_t, ctypes.POINTER(size_t)]),
        "flexlayout_get_selection_widths": (c_status, [p, c_node, ctypes.POINTER(d), size_t, ctypes.POINTER(size_t)]),
        "flexlayout_get_statistics": (c_status, [p, ctypes.POINTER(Statistics)]),
        "flexlayout_layout_json": (c_status, [ctypes.c_char_p, size_t, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(size_t)]),
        "flexlayout_string_free": (None, [p]),
        "flexlayout_create_alignment_guide": (c_node, [p, ctypes.c_int, ctypes.c_int, ctypes.c_int, d, d]),
        "flexlayout_set_alignment_guide_function": (c_status, [p, c_node, GUIDE_FN, p]),
        "flexlayout_set_text_baseline": (c_status, [p, c_node, d]),
        "flexlayout_create_layout": (c_node, [p, ctypes.c_char_p, ctypes.POINTER(LayoutCallbacks), i32, p]),
        "flexlayout_subviews_count": (i32, [p]),
        "flexlayout_subview_size": (Size, [p, i32, d, d]),
        "flexlayout_subview_value": (d, [p, i32, ctypes.c_char_p, d]),
        "flexlayout_subview_place": (i32, [p, i32, d, d, d, d, d, d]),
        "flexlayout_set_layout_value": (c_status, [p, c_node, ctypes.c_char_p, d]),
        "flexlayout_set_role": (c_status, [p, c_node, ctypes.c_int]),
        "flexlayout_get_role": (c_status, [p, c_node, ctypes.POINTER(ctypes.c_int)]),
        "flexlayout_set_audit": (c_status, [p, c_node, d, ctypes.c_char_p]),
        "flexlayout_get_audit_min_width": (c_status, [p, c_node, ctypes.POINTER(d)]),
        "flexlayout_get_audit_allow": (c_status, [p, c_node, ctypes.c_char_p, size_t, ctypes.POINTER(size_t)]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments
    return lib


class APIError(Exception):
    pass


class Tree:
    """A thin wrapper: every call that returns a status raises on failure."""

    def __init__(self, lib):
        self.lib = lib
        self.tree = lib.flexlayout_tree_create()

    def check(self, status, what):
        if status != OK:
            raise APIError("%s: %s: %s" % (what, self.lib.flexlayout_status_name(status).decode(),
                                           self.lib.flexlayout_last_error_message().decode()))

    def node(self, node, what):
        if node == 0:
            self.check(self.lib.flexlayout_last_error_code(), what)
        return node

    def create(self, kind, *arguments):
        return self.node(getattr(self.lib, "flexlayout_create_" + kind)(self.tree, *arguments), kind)

    def call(self, name, *arguments):
        self.check(getattr(self.lib, "flexlayout_" + name)(self.tree, *arguments), name)

    def children(self, parent, children):
        array = (c_node * len(children))(*children)
        self.call("set_children", parent, array, len(children))
        return parent

    def wrap(self, modifier, child):
        return self.children(modifier, [child])

    def with_id(self, node, node_id):
        self.call("set_id", node, node_id.encode())
        return node

    def free(self):
        self.check(self.lib.flexlayout_tree_free(self.tree), "tree_free")


# Examples.inbox(), node for node.

def build_inbox(t, messages=12):
    def label(string, style=STYLE_BODY, line_limit=0):
        return t.create("text_styled", string.encode(), style, line_limit)

    def hstack(children):
        return t.children(t.create("hstack", UNSPECIFIED, VALIGN_CENTER), children)

    def vstack(children, spacing=UNSPECIFIED, alignment=HALIGN_CENTER):
        return t.children(t.create("vstack", spacing, alignment), children)

    def padding(top, leading, bottom, trailing, child):
        return t.wrap(t.create("padding", top, leading, bottom, trailing), child)

    def spacer(length=8):
        return t.create("spacer", length)

    def button(title):
        return padding(6, 12, 6, 12, label(title, line_limit=1))

    def sidebar():
        rows = [hstack([t.create("fixed", 24, 24), label(name, line_limit=1), spacer(),
                        label("12", STYLE_CALLOUT, 1)])
                for name in ["Inbox", "VIPs", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"]]
        return padding(8, 8, 8, 8, vstack(rows + [spacer(0)], alignment=HALIGN_LEADING))

    def message_row(index, row_id):
        senders = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov"]
        subjects = ["Quarterly report", "Lunch on Friday?", "Re: layout engine benchmarks", "Invitation"]
        sender, subject, time = senders[index % 4], subjects[index % 4], "09:4%d" % (index % 10)
        one_line = hstack([t.wrap(t.create("frame", 120, UNSPECIFIED, ALIGN_LEADING),
                                  label(sender, STYLE_HEADLINE, 1)),
                           label(subject, line_limit=1), spacer(), label(time, STYLE_CAPTION, 1)])
        two_lines = vstack([hstack([label(sender, STYLE_HEADLINE, 1), spacer(), label(time, STYLE_CAPTION, 1)]),
                            label(subject, line_limit=1)],
                           spacing=2, alignment=HALIGN_LEADING)
        fits = t.children(t.create("view_that_fits", AXES_HORIZONTAL), [one_line, two_lines])
        row = padding(8, 12, 8, 12, fits)
        return t.with_id(row, row_id) if row_id else row

    def message_list(prefix=""):
        rows = [message_row(i, prefix + "first-row" if i == 0 else None) for i in range(messages)]
        return t.wrap(t.create("scroll", AXES_VERTICAL), vstack(rows, spacing=0))

    def detail(prefix):
        actions = t.children(t.create("view_that_fits", AXES_HORIZONTAL), [
            hstack([button("Reply"), button("Forward"), button("Archive")]),
            hstack([button("Reply"), button("More")]),
        ])
        text = ("The resize sweep now reuses every subtree whose proposal did not change, so only the detail "
                "column is laid out again while the window is dragged.")
        stack = vstack([
            t.with_id(label("Re: layout engine benchmarks", STYLE_TITLE2, 2), prefix + "detail-title"),
            t.with_id(actions, prefix + "actions"),
            label(text),
            spacer(0),
        ], spacing=12, alignment=HALIGN_LEADING)
        frame = t.create("flexible_frame", UNSPECIFIED, UNSPECIFIED, INFINITY, UNSPECIFIED, UNSPECIFIED, INFINITY,
                         ALIGN_TOP_LEADING)
        return t.wrap(frame, padding(16, 16, 16, 16, stack))

    def split(divider, collapsed, columns):
        node = t.create("split", divider, collapsed)
        for child, widths in columns:
            t.call("insert_column", node, child, APPEND, *widths)
        return node

    doubles = ctypes.c_double * 2
    buckets = t.create("buckets", 0, doubles(680, 960), 2, doubles(760, 1080), 2)
    return t.with_id(t.children(buckets, [
        t.with_id(message_list(), "compact-list"),
        t.with_id(split(1, 0, [
            (t.with_id(message_list("two-"), "two-list"), (320, 360, 420, UNSPECIFIED)),
            (detail("two-"), (300, UNSPECIFIED, INFINITY, UNSPECIFIED)),
        ]), "two-columns"),
        t.with_id(split(1, 1, [
            (t.with_id(sidebar(), "sidebar"), (220, 240, 280, 0.22)),
            (t.with_id(message_list("three-"), "three-list"), (340, 360, 440, 0.34)),
            (detail("three-"), (300, UNSPECIFIED, INFINITY, UNSPECIFIED)),
        ]), "three-columns"),
    ]), "inbox")


def bits(value):
    """A double's bits, -0 read as +0 (JSON has no -0)."""
    return struct.pack("<d", float(value) + 0.0)


def preorder(t, node):
    """The tree's nodes in preorder, walked through the interface."""
    order, pending = [], [node]
    while pending:
        node = pending.pop()
        order.append(node)
        count = ctypes.c_size_t()
        t.call("get_child_count", node, ctypes.byref(count))
        children = []
        for index in range(count.value):
            child = c_node()
            t.call("get_child", node, index, ctypes.byref(child))
            children.append(child.value)
        pending.extend(reversed(children))
    return order


def reference_result(lib, request, width, height, environment):
    request = dict(request)
    request["proposal"] = {"width": width, "height": height}
    if environment:
        request["environment"] = environment
    text = json.dumps(request).encode()
    result, length = ctypes.c_void_p(), ctypes.c_size_t()
    status = lib.flexlayout_layout_json(text, len(text), ctypes.byref(result), ctypes.byref(length))
    if status != OK:
        raise APIError("layout_json: " + lib.flexlayout_last_error_message().decode())
    try:
        return json.loads(ctypes.string_at(result.value, length.value).decode())
    finally:
        lib.flexlayout_string_free(result)


def hostile(lib, seed, trials):
    """Random trees of every kind with hostile fields (NaN, infinities, +-1e308, negative and huge counts,
    enums out of range), random edits with stale, foreign and made-up handles, layouts in invalid
    environments: every call must return a status of the header (a crash fails the test by itself)."""
    import random
    rng = random.Random(seed)
    p, d, n, i, i64, size_t = ctypes.c_void_p, ctypes.c_double, c_node, ctypes.c_int, ctypes.c_int64, ctypes.c_size_t

    class GridColumn(ctypes.Structure):
        _fields_ = [("sizing", i), ("minimum", d), ("maximum", d), ("spacing", d), ("alignment", i)]

    kinds = {
        "fixed": [d, d], "flexible": [d] * 6, "spacer": [d], "hstack": [d, i], "vstack": [d, i], "zstack": [i],
        "frame": [d, d, i], "flexible_frame": [d] * 6 + [i], "padding": [d] * 4, "fixed_size": [ctypes.c_bool] * 2,
        "aspect_ratio": [d, i], "scroll": [i], "container_relative_frame": [i, i64, i64, d, d, i],
        "flow": [d, d, i], "view_that_fits": [i], "split": [d, i64], "background": [i], "overlay": [i], "offset": [d, d], "position": [d, d], "hidden": [], "clipped": [], "geometry_reader": [], "divider": [], "ignores_safe_area": [ctypes.c_uint32],
        "safe_area_inset": [i, d, i], "safe_area_padding": [ctypes.c_uint32, d], "dynamic_type_size": [i, i],
    }
    for kind, arguments in kinds.items():
        function = getattr(lib, "flexlayout_create_" + kind)
        function.restype, function.argtypes = n, [p] + arguments
    lib.flexlayout_create_text.restype, lib.flexlayout_create_text.argtypes = n, [p, ctypes.POINTER(d), size_t, d, d, ctypes.c_int32]
    lib.flexlayout_create_grid.restype, lib.flexlayout_create_grid.argtypes = n, [p, ctypes.POINTER(GridColumn), size_t, d]
    edits = {
        "remove_from_parent": [p, n], "move": [p, n, n, i64], "replace": [p, n, n], "destroy": [p, n],
        "set_layout_priority": [p, n, d], "set_fixed": [p, n, d, d], "clear_children": [p, n],
        "set_split_column": [p, n, i64, d, d, d, d],
    }
    for name, arguments in edits.items():
        function = getattr(lib, "flexlayout_" + name)
        function.restype, function.argtypes = c_status, arguments
    values = [0.0, 1.0, 8.0, 50.0, 300.0, 0.5, 1e7, -1.0, float("nan"), float("inf"), -float("inf"), 1e308, -1e308, 5e-324]
    counts = [0, 1, 2, 3, -1, -2, 2 ** 62, -2 ** 63]
    enums = [0, 1, 2, 3, 5, 8, 9, 12, -1, 2 ** 31 - 1]
    statuses = {}

    def value():
        return rng.choice(values)

    for _ in range(trials):
        tree = lib.flexlayout_tree_create()
        nodes = [0, 12345, 2 ** 64 - 1]

        def create(depth):
            kind = rng.choice(list(kinds) + ["text", "grid"] + (["fixed"] * 4 if depth > 2 else []))
            if kind == "text":
                words = (d * 3)(value(), value(), value())
                return lib.flexlayout_create_text(tree, words, rng.choice([0, 1, 3]), value(), value(), rng.choice([0, 1, -1, 3]))
            if kind == "grid":
                columns = (GridColumn * 2)(*[GridColumn(rng.choice(enums), value(), value(), value(), rng.choice(enums)) for _ in range(2)])
                return lib.flexlayout_create_grid(tree, columns, rng.choice([0, 1, 2]), value())
            arguments = []
            for argument in kinds[kind]:
                arguments.append(value() if argument is d else rng.choice(counts) if argument is i64
                                 else rng.random() < 0.5 if argument is ctypes.c_bool else rng.choice(enums))
            node = getattr(lib, "flexlayout_create_" + kind)(tree, *arguments)
            for _ in range(rng.randint(0, 3) if depth < 4 else 0):
                child = create(depth + 1)
                if kind == "split":
                    lib.flexlayout_insert_column(tree, node, child, APPEND, value(), value(), value(), value())
                else:
                    lib.flexlayout_insert(tree, node, child, rng.choice([APPEND, 0, 2, -7]))
                nodes.append(child)
            return node

        root = create(0)
        nodes.append(root)
        lib.flexlayout_set_root(tree, root)
        for _ in range(12):
            name = rng.choice(list(edits) + ["layout"] * 4)
            if name == "layout":
                environment = Environment(rng.choice([UNSPECIFIED, 1.0, 3.0, 0.0, -1.0, INFINITY]), rng.choice(enums), rng.choice(enums))
                status = lib.flexlayout_layout(tree, value(), value(), ctypes.byref(environment) if rng.random() < 0.7 else None)
                frame = Rect()
                lib.flexlayout_get_frame(tree, rng.choice(nodes), ctypes.byref(frame))
            else:
                arguments = []
                for argument in edits[name][1:]:
                    arguments.append(rng.choice(nodes) if argument is n else value() if argument is d else rng.choice(counts))
                status = getattr(lib, "flexlayout_" + name)(tree, *arguments)
            statuses[status] = statuses.get(status, 0) + 1
        if lib.flexlayout_tree_free(tree) != OK:
            raise APIError("tree_free failed")
    unknown = [status for status in statuses if not 0 <= status <= 19]
    if unknown:
        raise APIError("unknown statuses %r" % unknown)
    return statuses


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    lib = load(sys.argv[1])
    with open(sys.argv[2], encoding="utf-8") as file:
        request = json.load(file)
    ids = annotate.annotate(request)

    failures = []

    def fail(message):
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)
        if len(failures) > 30:
            sys.exit("too many failures")

    t = Tree(lib)
    root = build_inbox(t)
    t.call("set_root", root)
    nodes = preorder(t, root)
    if len(nodes) != len(ids):
        sys.exit("FAIL: the ctypes tree has %d nodes, the Swift example %d" % (len(nodes), len(ids)))
    kinds = []
    for node in nodes:
        kind = ctypes.c_int()
        t.call("get_kind", node, ctypes.byref(kind))
        kinds.append(kind.value)
    adaptive = {KIND_VIEW_THAT_FITS, KIND_BUCKETS, KIND_SPLIT, KIND_GRID}
    node_array = (c_node * len(nodes))(*nodes)
    frames = (Rect * len(nodes))()

    cases = [("standard", None, None, 1),
             ("scale 2, right-to-left", {"displayScale": 2, "layoutDirection": "rightToLeft"},
              Environment(2, TYPE_SIZE_LARGE, RIGHT_TO_LEFT), 16)]
    layouts = compared = selections_compared = 0
    for name, environment_json, environment, step in cases:
        for width in range(320, 1441, step):
            expected = reference_result(lib, request, width, 768, environment_json)
            t.call("layout", float(width), 768.0, ctypes.byref(environment) if environment else None)
            layouts += 1
            size = Size()
            t.call("get_size", ctypes.byref(size))
            if bits(size.width) != bits(expected["size"]["width"]) or bits(size.height) != bits(expected["size"]["height"]):
                fail("%s width %d: size %r x %r" % (name, width, size.width, size.height))
            t.call("get_frames", node_array, len(nodes), frames)
            listed = {frame["id"]: frame for frame in expected["frames"]}
            seen = 0
            for k, node in enumerate(nodes):
                visible = ctypes.c_bool()
                t.call("is_visible", node, ctypes.byref(visible))
                want = listed.get(ids[k])
                if visible.value != (want is not None):
                    fail("%s width %d: node %s visible %s, the reference %s" % (name, width, ids[k], visible.value,
                                                                            want is not None))
                    continue
                if not visible.value:
                    continue
                seen += 1
                frame = frames[k]
                got = [frame.x, frame.y, frame.width, frame.height]
                wanted = [want["x"], want["y"], want["width"], want["height"]]
                compared += 1
                if [bits(v) for v in got] != [bits(v) for v in wanted]:
                    fail("%s width %d: node %s frame %r, expected %r" % (name, width, ids[k], got, wanted))
                marks = ctypes.c_uint32()
                t.call("get_marks", node, ctypes.byref(marks))
                if (bool(marks.value & 1) != want.get("hidden", False)  # FLEXLAYOUT_MARK_HIDDEN
                        or bool(marks.value & 2) != want.get("clipsToBounds", False)):  # ..._CLIPS_TO_BOUNDS
                    fail("%s width %d: node %s marks %d, the reference %r" % (name, width, ids[k], marks.value, want))
                if kinds[k] not in adaptive:
                    continue
                selection = Selection()
                t.call("get_selection", node, ctypes.byref(selection))
                reference = expected["selections"].get(ids[k])
                if selection.kind == SELECTION_NONE:
                    value = None
                elif selection.kind == SELECTION_CHILD:
                    value = selection.child
                else:
                    count = ctypes.c_size_t()
                    if selection.kind == SELECTION_COLUMNS:
                        buffer = (ctypes.c_int64 * selection.count)()
                        t.call("get_selection_columns", node, buffer, selection.count, ctypes.byref(count))
                        value = list(buffer)
                    else:
                        buffer = (ctypes.c_double * selection.count)()
                        t.call("get_selection_widths", node, buffer, selection.count, ctypes.byref(count))
                        value = [bits(v) for v in buffer]
                        reference = reference and [bits(v) for v in reference]
                selections_compared += value is not None
                if value != reference:
                    fail("%s width %d: node %s selection %r, expected %r" % (name, width, ids[k], value, reference))
            if seen != len(expected["frames"]):
                fail("%s width %d: %d visible nodes, the reference %d" % (name, width, seen, len(expected["frames"])))
    t.free()
    print("inbox (ctypes): %d nodes, %d layouts, %d frames and %d selections compared bit for bit with the Swift API"
          % (len(nodes), layouts, compared, selections_compared))

    # A measure callback in Python, and errors.
    calls = []

    @MEASURE
    def measure(context, width, height, result):
        calls.append((width, height))
        if not math.isnan(width) and width < 0:
            return 1
        result[0].width = 50.0 if math.isnan(width) else min(width, 50.0)
        result[0].height = 20.0
        return 0

    t = Tree(lib)
    leaf = t.create("measured", measure, None)
    stack = t.children(t.create("hstack", UNSPECIFIED, VALIGN_CENTER), [t.create("fixed", 10, 10), leaf])
    t.call("set_root", stack)
    t.call("layout", 40.0, 100.0, None)
    frame = Rect()
    t.call("get_frame", leaf, ctypes.byref(frame))
    statistics = Statistics()
    t.call("get_statistics", ctypes.byref(statistics))
    if (frame.x, frame.width, frame.height) != (18.0, 22.0, 20.0) or statistics.measure_calls != len(calls) or not calls:
        fail("measured leaf at %r with %d calls (%d counted)" % ((frame.x, frame.width, frame.height), len(calls),
                                                                statistics.measure_calls))
    if lib.flexlayout_insert(t.tree, leaf, t.create("fixed", 1, 1), APPEND) != KIND_MISMATCH or lib.flexlayout_last_error_node() != leaf:
        fail("a child for a leaf is not a kind mismatch naming the leaf")
    if lib.flexlayout_mark_dirty(t.tree, 42) != INVALID_HANDLE:
        fail("a made-up handle is not rejected")
    if lib.flexlayout_layout(None, 1.0, 1.0, None) != INVALID_ARGUMENT:
        fail("a NULL tree is not rejected")
    t.free()
    bad = b'{"proposal": {"width": 10, "height": 10}, "root": {"kind": "fixed", "width": -1, "height": 1}}'
    result = ctypes.c_void_p()
    status = lib.flexlayout_layout_json(bad, len(bad), ctypes.byref(result), None)
    if status != INVALID_REQUEST or lib.flexlayout_last_error_path() != b"/root/width" or result.value:
        fail("an invalid request: %d %r" % (status, lib.flexlayout_last_error_path()))

    # Alignment guides (S19): a baseline row, and a leading guide computed in Python.
    t = Tree(lib)
    big = t.create("text_string", b"Title", 14.0, 34.0, 0)
    small = t.create("text_string", b"caption", 6.0, 14.0, 0)
    t.call("set_text_baseline", small, 10.0)
    row = t.children(t.create("hstack", 8.0, VALIGN_FIRST_TEXT_BASELINE), [big, small])
    t.call("set_root", row)
    t.call("layout", 400.0, 200.0, None)
    big_frame, small_frame = Rect(), Rect()
    t.call("get_frame", big, ctypes.byref(big_frame))
    t.call("get_frame", small, ctypes.byref(small_frame))
    if big_frame.y + 0.8 * 34 != small_frame.y + 10:
        fail("first baselines at %r and %r" % (big_frame.y + 0.8 * 34, small_frame.y + 10))

    @GUIDE_FN
    def trailing_less_eight(context, dimensions):
        return dimensions[0].guides[GUIDE_TRAILING] - 8

    column = t.create("vstack", 0.0, HALIGN_LEADING)
    plain = t.create("fixed", 50.0, 10.0)
    guided_child = t.create("fixed", 50.0, 10.0)
    guide = t.create("alignment_guide", GUIDE_LEADING, 0, GUIDE_LEADING, 0.0, 0.0)
    t.children(guide, [guided_child])
    t.children(column, [plain, guide])
    t.call("set_alignment_guide_function", guide, trailing_less_eight, None)
    t.call("set_root", column)
    t.call("layout", 400.0, 200.0, None)
    plain_frame, guided_frame = Rect(), Rect()
    t.call("get_frame", plain, ctypes.byref(plain_frame))
    t.call("get_frame", guided_child, ctypes.byref(guided_frame))
    if plain_frame.x - guided_frame.x != 42:
        fail("a leading guide at trailing - 8 moves the child %r left, not 42" % (plain_frame.x - guided_frame.x))
    t.free()
    print("alignment guides (ctypes): a baseline row and a Python guide callback")

    # Custom layouts (S20): a Python layout stacking its children from the bottom up, each `inset` (a layout
    # value) in from the leading edge.
    @LAYOUT_SIZE
    def bottom_up_size(context, width, height, subviews, result):
        total, widest = 0.0, 0.0
        for i in range(lib.flexlayout_subviews_count(subviews)):
            size = lib.flexlayout_subview_size(subviews, i, width, float("nan"))
            inset = lib.flexlayout_subview_value(subviews, i, b"inset", 0.0)
            total += size.height
            widest = max(widest, size.width + inset)
        result[0].width, result[0].height = widest, total
        return 0

    @LAYOUT_PLACE
    def bottom_up_place(context, bounds, width, height, subviews):
        y = bounds.y + bounds.height
        for i in range(lib.flexlayout_subviews_count(subviews)):
            inset = lib.flexlayout_subview_value(subviews, i, b"inset", 0.0)
            lib.flexlayout_subview_place(subviews, i, bounds.x + inset, y, 0.0, 1.0, width, float("nan"))
            y -= lib.flexlayout_subview_size(subviews, i, width, float("nan")).height

    t = Tree(lib)
    callbacks = LayoutCallbacks(bottom_up_size, bottom_up_place)
    stack = t.node(lib.flexlayout_create_layout(t.tree, b"bottomUp", ctypes.byref(callbacks), -1, None), "layout")
    first, second = t.create("fixed", 40.0, 10.0), t.create("fixed", 30.0, 20.0)
    t.children(stack, [first, second])
    t.call("set_layout_value", second, b"inset", 5.0)
    t.call("set_root", stack)
    t.call("layout", 300.0, 300.0, None)
    first_frame, second_frame = Rect(), Rect()
    t.call("get_frame", first, ctypes.byref(first_frame))
    t.call("get_frame", second, ctypes.byref(second_frame))
    if (first_frame.x, first_frame.y, second_frame.x, second_frame.y) != (0, 20, 5, 0):
        fail("a Python layout placed its children at %r" % ((first_frame.x, first_frame.y, second_frame.x, second_frame.y),))
    t.free()
    print("custom layouts (ctypes): a layout written in Python, reading a layout value")

    # Audit annotations: a role and the audit fields, set and read back; an unknown check name and a buffer too
    # small are errors; layout ignores them.
    t = Tree(lib)
    button = t.create("fixed", 60.0, 44.0)
    label = t.create("text_string", b"Inspector", 8.0, 17.0, 0)
    row = t.children(t.create("hstack", UNSPECIFIED, VALIGN_CENTER), [button, label])
    t.call("set_root", row)
    t.call("layout", 300.0, 100.0, None)
    t.call("set_role", button, ROLE_BUTTON)
    t.call("set_audit", label, 320.0, b"min-width, text-truncated")
    role, min_width, size = ctypes.c_int(), ctypes.c_double(), ctypes.c_size_t()
    t.call("get_role", button, ctypes.byref(role))
    t.call("get_audit_min_width", label, ctypes.byref(min_width))
    t.call("get_audit_allow", label, None, 0, ctypes.byref(size))
    allow = ctypes.create_string_buffer(size.value)
    t.call("get_audit_allow", label, allow, size.value, ctypes.byref(size))
    if (role.value, min_width.value, allow.value) != (ROLE_BUTTON, 320.0, b"text-truncated,min-width"):
        fail("audit annotations read back as %r" % ((role.value, min_width.value, allow.value),))
    small = ctypes.create_string_buffer(5)
    status = lib.flexlayout_get_audit_allow(t.tree, label, small, 5, ctypes.byref(size))
    if status != BUFFER_TOO_SMALL or size.value != 25 or small.value != b"text":
        fail("a buffer too small: %d, size %d, %r" % (status, size.value, small.value))
    status = lib.flexlayout_set_audit(t.tree, label, 10.0, b"overlap,outside-windw")
    message = lib.flexlayout_last_error_message().decode()
    if status != INVALID_ARGUMENT or 'unknown check "outside-windw" (did you mean "outside-window"?)' not in message:
        fail("an unknown check name: %d %s" % (status, message))
    if lib.flexlayout_set_audit(t.tree, label, -1.0, None) != INVALID_NODE or \
            lib.flexlayout_last_error_path() != b"/root/children/1/audit/minWidth":
        fail("a negative min width: %r" % lib.flexlayout_last_error_path())
    t.call("get_audit_min_width", label, ctypes.byref(min_width))
    if min_width.value != 320.0:
        fail("a failed set_audit changed the min width to %r" % min_width.value)
    t.call("layout", 300.0, 100.0, None)
    statistics = Statistics()
    t.call("get_statistics", ctypes.byref(statistics))
    if statistics.changed_nodes or statistics.recomputed_nodes:
        fail("annotations changed the layout: %d changed, %d recomputed" % (statistics.changed_nodes,
                                                                          statistics.recomputed_nodes))
    t.call("set_audit", label, UNSPECIFIED, None)
    t.call("get_audit_min_width", label, ctypes.byref(min_width))
    t.call("get_audit_allow", label, allow, len(allow), ctypes.byref(size))
    if not math.isnan(min_width.value) or allow.value != b"" or size.value != 1:
        fail("cleared annotations read back as %r, %r" % (min_width.value, allow.value))
    t.free()
    print("audit annotations (ctypes): set, read back, refused and ignored by layout")

    statuses = hostile(lib, seed=9, trials=400)
    print("hostile input: %d calls on 400 random trees, every one answered with a status (%d OK, %d errors)"
          % (sum(statuses.values()), statuses.get(OK, 0), sum(statuses.values()) - statuses.get(OK, 0)))

    if failures:
        print("%d failure(s)" % len(failures), file=sys.stderr)
        sys.exit(1)
    print("all ctypes checks passed")


if __name__ == "__main__":
    main()
