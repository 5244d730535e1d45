#!/usr/bin/env bash
# Checks `flexlayout explore` in a real browser (issue 17; Docs/CLI.md, `explore`): writes the page of a built-in
# example or a request file, opens it headless at three widths (the page honours `#width=W`), dumps the DOM and
# checks that the boxes drawn — every identified node's `<g class="box …" data-id="…">` and the `<rect>` in it —
# are exactly the frames `flexlayout layout --width W` prints: the same ids in the same (drawing) order, the same
# x, y, width and height to the last bit, and the same hidden marks; and, as the browser lays the page out, that
# the drawing is one pixel per point and every id label at least 11 pixels (issue 28.4).
#
# Usage: Scripts/check-explorer.sh [<example>|<request.json> [<width> ...]]     (default: inbox 400 700 1100)
#   The widths are whole numbers from 320 to 1440, widths of the page's (default) sweep. The page is also loaded
#   once with the slider moved through them from the last to the first, and checked at the first.
#
# Needs a Chromium-family browser (chromium, chromium-browser, google-chrome) for its --dump-dom, and python3 to
# read the DOM and the JSON. Without a browser it prints why and exits 0 ("skipped"): `swift test` never needs it.
# Debian: apt-get update && apt-get install -y chromium.
#
# Environment: FLEXLAYOUT (a flexlayout binary; default: `swift build --product flexlayout`, debug), BROWSER (the
# browser to run), PYTHON (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."

example=${1:-inbox}
if [[ $# -gt 0 ]]; then shift; fi
widths=("$@")
if [[ ${#widths[@]} -eq 0 ]]; then widths=(400 700 1100); fi
for width in "${widths[@]}"; do
  # The page's sweep is the default one, every point from 320 to 1440.
  if ! [[ $width =~ ^[0-9]+$ ]] || ((width < 320 || width > 1440)); then
    echo "usage: $0 [<example>|<request.json> [<width> ...]]: each width a whole number from 320 to 1440, not '$width'" >&2
    exit 64
  fi
done

browser=${BROWSER:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" > /dev/null; then browser=$candidate; break; fi
  done
fi
if [[ -z $browser ]]; then
  if command -v firefox > /dev/null; then
    echo "skipped: only firefox is installed, which cannot dump a page's DOM headless; install chromium" \
      "(apt-get install -y chromium) to run this check"
  else
    echo "skipped: no headless browser (chromium or firefox) is installed; install chromium" \
      "(apt-get install -y chromium) to run this check"
  fi
  exit 0
fi
python=${PYTHON:-python3}
if ! command -v "$python" > /dev/null; then
  echo "skipped: $python is not installed; it reads the dumped DOM"
  exit 0
fi

if [[ -n ${FLEXLAYOUT:-} ]]; then
  flexlayout=$FLEXLAYOUT
else
  echo "== swift build --product flexlayout"
  swift build --product flexlayout
  flexlayout="$(swift build --show-bin-path)/flexlayout"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -f $example ]]; then cp "$example" "$work/request.json"; else "$flexlayout" example "$example" > "$work/request.json"; fi
"$flexlayout" explore "$work/request.json" -o "$work/page.html"
echo "== $example: page of $(wc -c < "$work/page.html") bytes; browser: $browser"

# compare.py DOM LAYOUT WIDTH: the boxes of a dumped page against a `flexlayout layout` result.
cat > "$work/compare.py" <<'PYTHON'
import json
import sys
from html.parser import HTMLParser

dom_path, layout_path, width = sys.argv[1], sys.argv[2], float(sys.argv[3])


class Boxes(HTMLParser):
    """The drawn boxes, in document order: id, [x, y, width, height] and whether marked hidden."""

    def __init__(self):
        super().__init__()
        self.boxes = []
        self.box = None
        self.shown_width = None
        self.in_output = False
        self.probe = None

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "body" and "data-probe" in attributes:
            self.probe = json.loads(attributes["data-probe"])
        if tag == "g" and "data-id" in attributes:
            self.box = {"id": attributes["data-id"], "hidden": "hidden" in attributes.get("class", "").split()}
            self.boxes.append(self.box)
        elif tag == "rect" and self.box is not None and "frame" not in self.box:
            self.box["frame"] = [float(attributes[name]) for name in ("x", "y", "width", "height")]
        elif tag == "output" and attributes.get("id") == "width-value":
            self.in_output = True

    def handle_endtag(self, tag):
        if tag == "g":
            self.box = None
        elif tag == "output":
            self.in_output = False

    def handle_data(self, data):
        if self.in_output and data.strip():
            self.shown_width = float(data)


parser = Boxes()
with open(dom_path, encoding="utf-8") as dom:
    parser.feed(dom.read())
with open(layout_path, encoding="utf-8") as layout:
    frames = json.load(layout)["frames"]
expected = [(f["id"], [f["x"], f["y"], f["width"], f["height"]], f.get("hidden", False)) for f in frames]
drawn = [(b["id"], b.get("frame"), b["hidden"]) for b in parser.boxes]
problems = []
if parser.shown_width != width:
    problems.append(f"the page shows width {parser.shown_width}, not {width:g}")
if [e[0] for e in expected] != [d[0] for d in drawn]:
    problems.append(f"ids drawn {[d[0] for d in drawn]} but laid out {[e[0] for e in expected]}")
for (id, frame, hidden), (_, drawn_frame, drawn_hidden) in zip(expected, drawn):
    if frame != drawn_frame or hidden != drawn_hidden:
        problems.append(f"{id}: drawn {drawn_frame} hidden {drawn_hidden}, laid out {frame} hidden {hidden}")
if not expected:
    problems.append("no frames to compare")
if parser.probe is None:
    problems.append("the probe did not run")
else:
    if parser.probe["scale"] != 1:
        problems.append(f"the drawing is at scale {parser.probe['scale']}, not one pixel per point")
    if parser.probe["labels"] == 0:
        problems.append("no id is labelled")
    elif parser.probe["smallest"] < 11:
        problems.append(f"an id label is {parser.probe['smallest']} pixels, less than 11")
for problem in problems[:20]:
    print(f"error: width {width:g}: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"width {width:g}: {len(drawn)} boxes drawn, each exactly as 'flexlayout layout' lays it out;"
      f" scale {parser.probe['scale']:g}, {parser.probe['labels']} labels of at least {parser.probe['smallest']:g} px")
PYTHON

failed=0
check() { # check DOM_FILE WIDTH: compares with `flexlayout layout --width WIDTH`
  "$flexlayout" layout "$work/request.json" --width "$2" > "$work/layout-$2.json"
  "$python" "$work/compare.py" "$1" "$work/layout-$2.json" "$2" || failed=1
}
dump() { # dump URL OUTPUT
  "$browser" --headless --no-sandbox --disable-gpu --dump-dom "$1" > "$2" 2>> "$work/browser.log"
}

# A probe, added at the end of the page, notes on <body> what the browser made of the drawing: its scale (screen
# pixels per point) and its id labels' number and smallest size in screen pixels.
probe="<script>(function () { const canvas = document.getElementById('canvas');"
probe+=" const scale = canvas.getScreenCTM().a; let smallest = Infinity; let labels = 0;"
probe+=" canvas.querySelectorAll('.labels text').forEach(function (label) { labels += 1;"
probe+=" smallest = Math.min(smallest, parseFloat(getComputedStyle(label).fontSize) * scale); });"
probe+=" document.body.setAttribute('data-probe', JSON.stringify({ scale: scale, labels: labels,"
probe+=" smallest: labels ? smallest : 0 })); })();</script>"
awk -v script="$probe" '/^<\/body>$/ { print script } { print }' "$work/page.html" > "$work/probed.html"

echo "-- opened at each width (#width=W)"
for width in "${widths[@]}"; do
  dump "file://$work/probed.html#width=$width" "$work/dom-$width.html"
  check "$work/dom-$width.html" "$width"
done

# The slider moved through the widths from the last to the first (going back in the sweep too), as a person
# dragging it would: an added script sets its value and sends an input event for each.
reversed=()
for ((index = ${#widths[@]} - 1; index >= 0; index--)); do reversed+=("${widths[index]}"); done
moves=$(IFS=,; echo "${reversed[*]}")
script="<script>const slider = document.getElementById('width'); for (const width of [$moves]) {"
script+=" slider.value = String(width); slider.dispatchEvent(new Event('input')); }</script>"
awk -v script="$script$probe" '/^<\/body>$/ { print script } { print }' "$work/page.html" > "$work/moved.html"
echo "-- the slider moved to ${moves//,/, }"
dump "file://$work/moved.html" "$work/dom-moved.html"
check "$work/dom-moved.html" "${widths[0]}"
if [[ $failed -ne 0 ]]; then
  echo "FAILED: the page's boxes differ from flexlayout layout (DOM and logs kept in $work)" >&2
  trap - EXIT
  exit 1
fi
echo "ok"
