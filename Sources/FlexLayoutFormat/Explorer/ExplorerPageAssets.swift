/// The style, legend and script of an explorer page (``ExplorerPage``), written into it inline.
///
/// The look follows `render`'s pictures (``LayoutPicture``): the root's dashed outline on light grey, the
/// leaves without an id as thin grey outlines, texts on the lines the layout wrapped them into (their characters,
/// or grey bars), and each identified node as a box coloured by its depth (the same ten colours) and labelled
/// with its id in 11-point type at the first of its corners, else above or below it, where the label covers no
/// word and no other label; hovering a box shows its id and frame. Boxes are styled by the family of their kind:
/// leaves filled, containers and splits outlined, modifiers and decorated nodes in thin dashes; hidden nodes
/// (S16.3) in faint dots, unfilled. The drawing is one CSS pixel per point at every width, in a frame that
/// scrolls when the widest window is wider than the page, and keeps the proposed width's edge in view. The
/// script draws the frames the page carries; it computes no layout.
enum ExplorerPageAssets {
  static let style = """
    :root { --thumb: 16px; font-family: Helvetica, Arial, sans-serif; color: #222; }
    body { margin: 16px 24px; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    h2 { font-size: 14px; margin: 16px 0 6px; }
    .summary { color: #444; font-size: 13px; margin: 0 0 10px; }
    .controls { display: flex; align-items: center; gap: 12px; position: sticky; top: 0; background: #fff;
      padding: 6px 0 22px; z-index: 1; }
    .controls label { font-weight: bold; font-size: 14px; }
    .track { position: relative; flex: 1; }
    #width { width: 100%; margin: 0; -webkit-appearance: none; appearance: none; height: 22px;
      background: transparent; }
    #width::-webkit-slider-runnable-track { height: 4px; background: #c9ced6; border-radius: 2px; }
    #width::-moz-range-track { height: 4px; background: #c9ced6; border-radius: 2px; }
    #width::-webkit-slider-thumb { -webkit-appearance: none; width: var(--thumb); height: var(--thumb);
      border-radius: 50%; background: #4e79a7; margin-top: -6px; border: 0; }
    #width::-moz-range-thumb { width: var(--thumb); height: var(--thumb); border-radius: 50%; background: #4e79a7;
      border: 0; }
    .ticks { position: absolute; left: 0; right: 0; top: 17px; height: 10px; pointer-events: none; }
    .tick { position: absolute; left: calc(var(--thumb) / 2 + (100% - var(--thumb)) * var(--at) / 100);
      width: 2px; margin-left: -1px; height: 8px; background: #e15759; }
    .tick::after { content: attr(data-width); position: absolute; top: 8px; left: -20px; width: 42px;
      text-align: center; font-size: 11px; color: #e15759; }
    #width-value { font: bold 14px Helvetica, Arial, sans-serif; min-width: 4em; }
    #status { font-size: 13px; color: #444; margin: 0 0 8px; min-height: 1.2em; }
    #drawing { border: 1px solid #e3e3e3; background: #fff; overflow: auto; }
    #canvas { display: block; touch-action: none; }
    #canvas text { font-family: Helvetica, Arial, sans-serif; }
    #canvas .strings text { font-family: Menlo, Consolas, monospace; }
    #canvas .strings text.styled { font-family: Inter, Helvetica Neue, Arial, sans-serif; }
    .edge { cursor: ew-resize; }
    .box:hover > rect { stroke-width: 2.5px; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 12px; color: #444; margin: 8px 0; }
    .legend svg { vertical-align: middle; margin-right: 4px; }
    .changes ol { padding-left: 0; list-style: none; font-size: 13px; margin: 0; }
    .changes li { margin: 2px 0; }
    .changes ul { margin: 2px 0 8px; padding-left: 22px; }
    .changes button { font: bold 13px Helvetica, Arial, sans-serif; border: 1px solid #ccc; border-radius: 4px;
      background: #f7f7f7; padding: 1px 8px; cursor: pointer; }
    .changes li.current > button { background: #4e79a7; border-color: #4e79a7; color: #fff; }
    #frames { font-size: 12px; }

    """

  /// What the styles mean, below the drawing.
  static let legend = """
    <div class="legend">
    <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="#4e79a7" fill-opacity="0.22" \
    stroke="#4e79a7"/></svg>leaf (filled)</span>
    <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="#4e79a7" fill-opacity="0.04" \
    stroke="#4e79a7" stroke-width="1.5"/></svg>container or split (outlined)</span>
    <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="none" stroke="#4e79a7" \
    stroke-width="0.75" stroke-dasharray="4 2"/></svg>modifier or decorated (thin dashes)</span>
    <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="none" stroke="#4e79a7" \
    stroke-opacity="0.6" stroke-dasharray="1 2"/></svg>hidden</span>
    <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="none" stroke="#b4b4b4" \
    stroke-width="0.5"/><rect x="4" y="5" width="9" height="4" fill="#8a9099" fill-opacity="0.55"/><rect x="15" \
    y="5" width="7" height="4" fill="#8a9099" fill-opacity="0.55"/></svg>content without an id, words</span>
    <span><svg width="26" height="14"><line x1="13" y1="0" x2="13" y2="14" stroke="#e15759" stroke-width="2" \
    stroke-dasharray="3 2"/></svg>proposed width: drag it</span>
    </div>
    """

  static let script = """
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("explorer-data").textContent);
      const count = data.count;
      const slots = data.nodes.length;
      const frames = new Float64Array(slots * 4);
      const velocities = new Float64Array(slots * 4);
      const touched = new Uint8Array(slots * 4);
      const visible = new Uint8Array(slots);
      const hidden = new Uint8Array(slots);
      let lines = data.texts.map(function () { return null; });
      // The drawn nodes in preorder: every slot but the clips (see ExplorerPage.swift).
      function preorder() {
        return data.nodes.map(function (_, slot) { return slot; }).filter(function (slot) {
          return data.nodes[slot][3] !== "clip";
        });
      }
      let order = preorder();
      let at = -1;
      const every = 32;
      const checkpoints = [];
      const slider = document.getElementById("width");
      const output = document.getElementById("width-value");
      const canvas = document.getElementById("canvas");
      const SVG = canvas.namespaceURI;
      const drawing = document.getElementById("drawing");
      // The ids' type size, in points: the drawing is one CSS pixel per point (ExploreTests pins both).
      const labelSize = 11;
      const status = document.getElementById("status");
      const framesText = document.getElementById("frames");
      const items = Array.prototype.slice.call(document.querySelectorAll("#changes > li"));

      function widthAt(index) { return data.from + index * data.step; }

      function apply(step) {
        // The frame records: see FrameChanges.swift. A component no record touches moves by its velocity.
        const records = step[0] || [];
        const last = [0, 0, 0, 0, 0, 0, 0, 0];
        let slot = -1;
        for (let i = 0; i < records.length;) {
          const code = records[i++];
          slot += Math.floor(code / 256) + 1;
          const operations = code % 256;
          for (let component = 0; component < 4; component += 1) {
            let operation = (operations >> (2 * component)) & 3;
            if (operation === 0) { continue; }
            let value;
            if (operation === 3) {
              operation = last[2 * component];
              value = last[2 * component + 1];
            } else {
              value = records[i++];
              last[2 * component] = operation;
              last[2 * component + 1] = value;
            }
            const cell = slot * 4 + component;
            if (operation === 1) {
              frames[cell] = value;
              velocities[cell] = 0;
            } else {
              frames[cell] = frames[cell] + value;
              velocities[cell] = value;
            }
            touched[cell] = 1;
          }
        }
        for (let cell = 0; cell < frames.length; cell += 1) {
          if (touched[cell]) { touched[cell] = 0; } else if (velocities[cell] !== 0) {
            frames[cell] = frames[cell] + velocities[cell];
          }
        }
        (step[1] || []).forEach(function (slot) { visible[slot] ^= 1; });
        (step[2] || []).forEach(function (slot) { hidden[slot] ^= 1; });
        if (step[3] && step[3].length) { order = step[3]; }
        const changed = step[4] || [];
        if (changed.length) { lines = lines.slice(); }
        for (let i = 0; i < changed.length;) {
          const text = changed[i];
          const count = Math.abs(changed[i + 1]);
          // Five numbers a line: first word, words, the first word's piece (first and end character, -1 when
          // whole) and the piece's width.
          lines[text] = changed.slice(i + 2, i + 2 + 5 * count);
          lines[text].truncated = changed[i + 1] < 0;
          i += 2 + 5 * count;
          if (lines[text].truncated) {
            // The last kept line as the pictures draw it: the ellipsis's x and width, the words kept, then five
            // numbers a word (index, x, width, the piece's first and end character, -1 when whole).
            const kept = changed[i + 2];
            lines[text].tail = {
              x: changed[i], width: changed[i + 1], words: changed.slice(i + 3, i + 3 + 5 * kept)
            };
            i += 3 + 5 * kept;
          }
        }
      }

      function seek(target) {
        if (target < at) {
          let k = Math.floor(target / every);
          while (k >= 0 && !checkpoints[k]) { k -= 1; }
          if (k >= 0) {
            const saved = checkpoints[k];
            frames.set(saved.frames);
            velocities.set(saved.velocities);
            visible.set(saved.visible);
            hidden.set(saved.hidden);
            order = saved.order;
            lines = saved.lines;
            at = k * every;
          } else {
            frames.fill(0);
            velocities.fill(0);
            visible.fill(0);
            hidden.fill(0);
            order = preorder();
            lines = data.texts.map(function () { return null; });
            at = -1;
          }
        }
        while (at < target) {
          at += 1;
          apply(data.steps[at]);
          if (at % every === 0 && !checkpoints[at / every]) {
            checkpoints[at / every] = {
              frames: frames.slice(), velocities: velocities.slice(), visible: visible.slice(),
              hidden: hidden.slice(), order: order, lines: lines
            };
          }
        }
      }

      function element(name, attributes, parent) {
        const node = document.createElementNS(SVG, name);
        for (const key in attributes) { node.setAttribute(key, String(attributes[key])); }
        if (parent) { parent.appendChild(node); }
        return node;
      }

      // A frame in points: with a grid, from its pixels as the engine rounds (ExplorerRecording.swift).
      function rectOf(slot) {
        const base = slot * 4;
        const grid = data.grid;
        if (grid === null) {
          return { x: frames[base], y: frames[base + 1], width: frames[base + 2], height: frames[base + 3] };
        }
        const x = frames[base] / grid;
        const y = frames[base + 1] / grid;
        return {
          x: x, y: y, width: (frames[base] + frames[base + 2]) / grid - x,
          height: (frames[base + 1] + frames[base + 3]) / grid - y
        };
      }

      // The viewBox: every frame of the sweep and every proposed width, with a margin, at one scale throughout. Its
      // edges are whole points, so that the browser sizes the drawing exactly one pixel per point.
      const margin = 12;
      const lastWidth = widthAt(count - 1);
      const left = Math.floor(Math.min(data.extent[0], 0) - margin);
      const top = Math.floor(Math.min(data.extent[1], 0) - margin);
      const right = Math.ceil(Math.max(data.extent[0] + data.extent[2], lastWidth) + margin);
      const bottom = Math.ceil(Math.max(data.extent[1] + data.extent[3], 1) + margin);
      canvas.setAttribute("viewBox", [left, top, right - left, bottom - top].join(" "));
      canvas.setAttribute("width", String(right - left));
      canvas.setAttribute("height", String(bottom - top));
      const layer = element("g", {}, canvas);
      const edge = element("g", { "class": "edge" }, canvas);
      const edgeHit = element("rect", { y: top, width: 16, height: bottom - top, fill: "transparent" }, edge);
      const edgeLine = element("line", {
        y1: top + 2, y2: bottom - 2, stroke: "#e15759", "stroke-width": 2, "stroke-dasharray": "6 4"
      }, edge);

      // The glyphs drawn (words, then labels), in cells of 64 × 16 points, so that a label covers none of them.
      const cells = new Map();
      function cellKeys(rect) {
        const keys = [];
        for (let row = Math.floor(rect.y / 16); row <= Math.floor((rect.y + rect.height) / 16); row += 1) {
          for (let column = Math.floor(rect.x / 64); column <= Math.floor((rect.x + rect.width) / 64); column += 1) {
            keys.push(row + ":" + column);
          }
        }
        return keys.length > 64 ? [] : keys;
      }
      function overlaps(a, b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      }
      function isFree(rect) {
        return cellKeys(rect).every(function (key) {
          return !(cells.get(key) || []).some(function (other) { return overlaps(rect, other); });
        });
      }
      function occupy(rect) {
        cellKeys(rect).forEach(function (key) {
          const list = cells.get(key);
          if (list) { list.push(rect); } else { cells.set(key, [rect]); }
        });
      }

      // A text's words on the lines the layout wrapped them into (the steps carry the number of words on each).
      // A node inside a scroll or a clipped node shows only in its clip: what of the subtree shows there.
      function clippedTo(slot, attributes) {
        const clip = data.nodes[slot][4];
        if (clip !== undefined && visible[clip]) { attributes["clip-path"] = "url(#clip-" + clip + ")"; }
        return attributes;
      }

      function drawWords(number, frame, bars, strings) {
        const text = data.texts[number];
        const wrapped = lines[number];
        const lineHeight = text[2];
        if (!wrapped || !(lineHeight > 0)) { return; }
        const space = text[1];
        const characters = text[5];
        const face = text[6];
        const fontSize = face ? face[0] : Math.min(lineHeight * 0.8, space / 0.6);
        const words = text[3];
        const count = wrapped.length / 5;
        const tail = wrapped.truncated ? wrapped.tail : null;
        function drawWord(line, x, position, word, piece, pieceStart, pieceEnd) {
          const baseline = frame.y + line * lineHeight + text[4];
          if (characters) {
            const attributes = {
              x: frame.x + x, y: baseline, "font-size": fontSize, textLength: word,
              lengthAdjust: "spacingAndGlyphs"
            };
            if (face) {
              attributes["class"] = "styled";
              attributes["font-weight"] = face[1];
            }
            const label = element("text", clippedTo(text[0], attributes), strings);
            label.textContent =
              piece ? Array.from(characters[position]).slice(pieceStart, pieceEnd).join("") : characters[position];
            occupy({ x: frame.x + x, y: baseline - fontSize * 0.8, width: word, height: fontSize * 1.05 });
          } else {
            const bar = {
              x: frame.x + x, y: frame.y + line * lineHeight + lineHeight * 0.3, width: word,
              height: lineHeight * 0.45
            };
            element("rect", clippedTo(text[0], Object.assign({}, bar)), bars);
            occupy(bar);
          }
        }
        for (let line = 0; line < count; line += 1) {
          if (tail && line === count - 1) {
            // S2.3: a text that dropped lines ends its last kept line, cut to make room, with an ellipsis inside
            // its frame.
            for (let k = 0; k < tail.words.length; k += 5) {
              const w = tail.words;
              drawWord(line, w[k + 1], w[k], w[k + 2], w[k + 3] >= 0, w[k + 3], w[k + 4]);
            }
            const ellipsis = element("text", clippedTo(text[0], {
              x: frame.x + tail.x, y: frame.y + line * lineHeight + text[4],
              "font-size": fontSize, textLength: tail.width, lengthAdjust: "spacingAndGlyphs",
              "class": face ? "styled ellipsis" : "ellipsis"
            }), strings);
            ellipsis.textContent = "…";
            continue;
          }
          let x = 0;
          const first = wrapped[5 * line], pieceStart = wrapped[5 * line + 2], pieceEnd = wrapped[5 * line + 3];
          for (let k = 0; k < wrapped[5 * line + 1] && first + k < words.length; k += 1) {
            const position = first + k;
            const piece = k === 0 && pieceStart >= 0;
            if (k > 0) { x = x + space; }
            const word = piece ? wrapped[5 * line + 4] : words[position];
            drawWord(line, x, position, word, piece, pieceStart, pieceEnd);
            x = x + word;
          }
        }
      }

      function draw() {
        while (layer.firstChild) { layer.removeChild(layer.firstChild); }
        const width = widthAt(at);
        const root = rectOf(0);
        element("rect", {
          x: root.x, y: root.y, width: root.width, height: root.height, fill: "#f7f7f7", stroke: "#888888",
          "stroke-width": 1, "stroke-dasharray": "4 3"
        }, layer);
        const clips = element("defs", {}, layer);
        data.nodes.forEach(function (node, slot) {
          if (node[3] !== "clip" || !visible[slot]) { return; }
          const frame = rectOf(slot);
          const clip = element("clipPath", { id: "clip-" + slot }, clips);
          element("rect", { x: frame.x, y: frame.y, width: frame.width, height: frame.height }, clip);
        });
        const content = element("g", { fill: "none", stroke: "#b4b4b4", "stroke-width": 0.5 }, layer);
        const words = element("g", { "class": "words", fill: "#8a9099", "fill-opacity": 0.55 }, layer);
        const strings = element("g", {
          "class": "strings", fill: "#222222", "font-family": "Menlo, Consolas, monospace"
        }, layer);
        order.forEach(function (slot) {
          if (visible[slot] && data.nodes[slot][1] === null && slot !== 0) {
            const frame = rectOf(slot);
            element("rect", clippedTo(slot, { x: frame.x, y: frame.y, width: frame.width, height: frame.height }), content);
          }
        });
        cells.clear();
        data.texts.forEach(function (text, number) {
          if (visible[text[0]] && hidden[text[0]] !== 1) { drawWords(number, rectOf(text[0]), words, strings); }
        });
        let labelled = 0;
        const frameLines = [];
        // The labels go over everything, in a layer of their own.
        const labels = element("g", { "class": "labels" });
        const rootArea = root.width * root.height;
        order.forEach(function (slot) {
          const node = data.nodes[slot];
          if (!visible[slot] || node[1] === null) { return; }
          const id = node[1];
          const frame = rectOf(slot);
          const colour = data.palette[node[2] % data.palette.length];
          const isHidden = hidden[slot] === 1;
          const box = element(
            "g", clippedTo(slot, { "class": "box " + node[3] + (isHidden ? " hidden" : ""), "data-id": id }), layer);
          const title = element("title", {}, box);
          title.textContent = id + ": x " + frame.x + ", y " + frame.y + ", " + frame.width + " \\u00d7 " + frame.height
            + " (" + node[3] + (isHidden ? ", hidden" : "") + ")";
          const style = { fill: colour, stroke: colour, "fill-opacity": 0.04, "stroke-width": 1.5 };
          if (node[3] === "leaf") {
            // A leaf of a quarter of the root or more (a background) is filled lightly: several stay light.
            style["fill-opacity"] = rootArea > 0 && frame.width * frame.height >= rootArea / 4 ? 0.04 : 0.22;
            style["stroke-width"] = 1;
          }
          if (node[3] === "modifier" || node[3] === "decorated") {
            style.fill = "none"; style["stroke-width"] = 0.75; style["stroke-dasharray"] = "4 2";
          }
          if (isHidden) {
            style.fill = "none"; style["stroke-opacity"] = 0.6; style["stroke-dasharray"] = "1 2";
            style["stroke-width"] = 1;
          }
          style.x = frame.x; style.y = frame.y; style.width = frame.width; style.height = frame.height;
          element("rect", style, box);
          // The id at the first of its places that covers no word and no label: inside the box at a corner, else
          // above or below it (labelSize-point type, 0.6 em a character, its glyphs about 1.1 em tall).
          const labelWidth = id.length * labelSize * 0.6;
          const labelHeight = labelSize * 1.1;
          const slots = [];
          if (labelWidth + 6 <= frame.width && labelHeight + 4 <= frame.height) {
            const left = frame.x + 3;
            const right = frame.x + frame.width - labelWidth - 3;
            const bottom = frame.y + frame.height - labelHeight - 2;
            slots.push([left, frame.y + 2], [right, frame.y + 2], [left, bottom], [right, bottom]);
          }
          slots.push([frame.x, frame.y - labelHeight - 1], [frame.x, frame.y + frame.height + 1]);
          const label = labelled < 5000 && slots.map(function (slot) {
            return { x: slot[0], y: slot[1], width: labelWidth, height: labelHeight };
          }).find(isFree);
          if (label) {
            occupy(label);
            labelled += 1;
            const text = element("text", clippedTo(slot, {
              x: label.x, y: label.y + labelSize * 0.85, "font-size": labelSize, fill: "#222222", stroke: "#ffffff",
              "stroke-width": 2.5, "stroke-opacity": 0.85, "paint-order": "stroke"
            }), labels);
            if (isHidden) { text.setAttribute("fill-opacity", "0.6"); }
            text.textContent = id;
          }
          frameLines.push(id + " " + frame.x + " " + frame.y + " " + frame.width + " " + frame.height
            + (isHidden ? " hidden" : ""));
        });
        layer.appendChild(labels);
        edgeHit.setAttribute("x", String(width - 8));
        edgeLine.setAttribute("x1", String(width));
        edgeLine.setAttribute("x2", String(width));
        framesText.textContent = frameLines.join("\\n");

        let selections = data.start.map(function (pair) { return pair.slice(); });
        data.transitions.forEach(function (transition) {
          if (transition[0] > at) { return; }
          transition[2].forEach(function (change) {
            selections = selections.filter(function (pair) { return pair[0] !== change[0]; });
            if (change[2] !== "hidden") { selections.push([change[0], change[2]]); }
          });
        });
        const known = data.nodes.map(function (node) { return node[1]; });
        selections.sort(function (a, b) { return known.indexOf(a[0]) - known.indexOf(b[0]); });
        const proposal = "width " + width + (data.height === null ? "" : ", height " + data.height);
        status.textContent = proposal + " \\u2014 size " + root.width + " \\u00d7 " + root.height
          + selections.map(function (pair) { return " \\u00b7 " + pair[0] + ": " + pair[1]; }).join("");
        output.textContent = String(width);
        let current = 0;
        data.transitions.forEach(function (transition, index) { if (transition[0] <= at) { current = index + 1; } });
        items.forEach(function (item, index) { item.classList.toggle("current", index === current); });
      }

      function indexOf(width) {
        const index = Math.round((width - data.from) / data.step);
        return Math.min(Math.max(isFinite(index) ? index : 0, 0), count - 1);
      }

      // The drawing is one pixel per point, so a wide window can be wider than the page: keep its edge in view.
      function revealEdge() {
        const edgeX = widthAt(at) - left;
        if (edgeX < drawing.scrollLeft + 24 || edgeX > drawing.scrollLeft + drawing.clientWidth - 24) {
          drawing.scrollLeft = Math.max(0, edgeX - drawing.clientWidth / 2);
        }
      }

      function show(index, updateHash, reveal) {
        seek(index);
        slider.value = String(widthAt(index));
        draw();
        if (reveal) { revealEdge(); }
        if (updateHash) {
          try { history.replaceState(null, "", "#width=" + widthAt(index)); } catch (error) { /* file: URLs */ }
        }
      }

      function fromHash() {
        const match = /width=([-0-9.e+]+)/.exec(location.hash);
        show(match ? indexOf(parseFloat(match[1])) : 0, false, true);
      }

      slider.addEventListener("input", function () { show(indexOf(parseFloat(slider.value)), true, true); });
      items.forEach(function (item) {
        item.querySelector("button").addEventListener("click", function () {
          show(indexOf(parseFloat(item.getAttribute("data-width"))), true, true);
        });
      });
      let dragging = false;
      function dragTo(event) {
        const point = canvas.createSVGPoint();
        point.x = event.clientX;
        point.y = event.clientY;
        const matrix = canvas.getScreenCTM();
        if (!matrix) { return; }
        show(indexOf(point.matrixTransform(matrix.inverse()).x), true, false);
      }
      edge.addEventListener("pointerdown", function (event) {
        dragging = true;
        try { edge.setPointerCapture(event.pointerId); } catch (error) { /* not an active pointer */ }
        event.preventDefault();
      });
      edge.addEventListener("pointermove", function (event) { if (dragging) { dragTo(event); } });
      edge.addEventListener("pointerup", function (event) { dragging = false; dragTo(event); });
      window.addEventListener("hashchange", fromHash);
      fromHash();
    })();

    """
}
