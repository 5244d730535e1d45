#!/usr/bin/env python3
# Generates the per-character advance widths of the Inter typeface (regular and semibold) as a Swift table, so
# that FlexLayout can measure text with proportional widths without any font file at run time.
#
# Development time only: its outputs are committed, and nothing runs it during a build or a test.
#
#   apt-get install fonts-inter python3-fonttools       # Debian/Ubuntu: the fonts and fontTools
#   python3 Scripts/generate-text-metrics.py            # from the repository's root
#   python3 Scripts/generate-text-metrics.py --regular R.otf --semibold S.otf   # other font files
#
# (Use a python3 that can `import fontTools`: with pyenv in front, /usr/bin/python3 for the Debian package.)
#
# It writes three files (overwriting them; run twice, it writes the same bytes):
#   Sources/FlexLayout/Text/InterMetrics.swift                  the table and its lookup (generated; do not edit)
#   Sources/FlexLayout/Text/Inter-LICENSE.txt                   the font's copyright lines and the SIL OFL 1.1
#   Tests/FlexLayoutTests/Fixtures/text/inter-advances.json     a test fixture, read from the fonts a second way
#
# The table maps Unicode scalars to glyphs with the font's Windows Unicode BMP cmap subtable (3, 1) and reads
# the advance widths from the hmtx table. The fixture is read independently: fontTools' best cmap and the
# glyph set's widths, from separately opened fonts, so the test compares two readings of the font files.
# Without a static instance (only a variable font), instantiate one first, e.g.:
#   fonttools varLib.instancer InterVariable.ttf wght=400 -o Inter-Regular.ttf

import argparse
import json
import os
import re
import sys
import unicodedata

from fontTools.ttLib import TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FONT_DIR = "/usr/share/fonts/opentype/inter"
DEBIAN_COPYRIGHT = "/usr/share/doc/fonts-inter/copyright"
SWIFT_PATH = "Sources/FlexLayout/Text/InterMetrics.swift"
LICENSE_PATH = "Sources/FlexLayout/Text/Inter-LICENSE.txt"
FIXTURE_PATH = "Tests/FlexLayoutTests/Fixtures/text/inter-advances.json"

# The covered scalars: one table per contiguous range (Latin-1 Supplement and Latin Extended-A are adjacent,
# so they share one). (first, last, Swift name, description)
RANGES = [
    (0x0020, 0x007E, "BasicLatin", "Basic Latin"),
    (0x00A0, 0x017F, "Latin1AndExtendedA", "Latin-1 Supplement and Latin Extended-A"),
    (0x2000, 0x206F, "GeneralPunctuation", "General Punctuation"),
    (0x20A0, 0x20BF, "CurrencySymbols", "Currency Symbols"),
]

# The marker for "the font has no glyph for this scalar". Not 0: Inter maps U+200B ZERO WIDTH SPACE to a glyph
# whose advance is 0, which the lookup must tell from a missing glyph.
NO_GLYPH = 0xFFFF
PER_ROW = 8

# The fixture's characters (about 50, across every range; a few without a glyph, and U+200B with advance 0)
# and sentences.
FIXTURE_CHARACTERS = (
    " AiWMlm019.,!?@#~_agz"
    "\u00A0\u00E9\u00DF\u00D8\u00FC\u00A9\u00D7\u00BF\u00FF"
    "\u0100\u0142\u0152\u0151\u017E\u017F\u0149"
    "\u2013\u2014\u2026\u2018\u2019\u201C\u201D\u2022\u2030\u2009\u2003\u2044\u200B\u200C\u2060"
    "\u20AC\u20B9\u20BD\u20A9\u20BF"
)
FIXTURE_SENTENCES = [
    "The quick brown fox jumps over the lazy dog",
    "Hello, World!",
    "iiiiiiiiii",
    "WWWWWWWWWW",
    "Caf\u00E9 \u2013 na\u00EFve \u201Cquotes\u201D\u2026 \u20AC42, \u0141\u00F3d\u017A",
]

# The SIL Open Font License 1.1, as upstream Inter ships it (LICENSE.txt of github.com/rsms/inter).
OFL_PREAMBLE = """\
This Font Software is licensed under the SIL Open Font License, Version 1.1.
This license is copied below, and is also available with a FAQ at:
http://scripts.sil.org/OFL
"""
OFL_TEXT = """\
-----------------------------------------------------------
SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007
-----------------------------------------------------------

PREAMBLE
The goals of the Open Font License (OFL) are to stimulate worldwide
development of collaborative font projects, to support the font creation
efforts of academic and linguistic communities, and to provide a free and
open framework in which fonts may be shared and improved in partnership
with others.

The OFL allows the licensed fonts to be used, studied, modified and
redistributed freely as long as they are not sold by themselves. The
fonts, including any derivative works, can be bundled, embedded,
redistributed and/or sold with any software provided that any reserved
names are not used by derivative works. The fonts and derivatives,
however, cannot be released under any other type of license. The
requirement for fonts to remain under this license does not apply
to any document created using the fonts or their derivatives.

DEFINITIONS
"Font Software" refers to the set of files released by the Copyright
Holder(s) under this license and clearly marked as such. This may
include source files, build scripts and documentation.

"Reserved Font Name" refers to any names specified as such after the
copyright statement(s).

"Original Version" refers to the collection of Font Software components as
distributed by the Copyright Holder(s).

"Modified Version" refers to any derivative made by adding to, deleting,
or substituting -- in part or in whole -- any of the components of the
Original Version, by changing formats or by porting the Font Software to a
new environment.

"Author" refers to any designer, engineer, programmer, technical
writer or other person who contributed to the Font Software.

PERMISSION AND CONDITIONS
Permission is hereby granted, free of charge, to any person obtaining
a copy of the Font Software, to use, study, copy, merge, embed, modify,
redistribute, and sell modified and unmodified copies of the Font
Software, subject to the following conditions:

1) Neither the Font Software nor any of its individual components,
in Original or Modified Versions, may be sold by itself.

2) Original or Modified Versions of the Font Software may be bundled,
redistributed and/or sold with any software, provided that each copy
contains the above copyright notice and this license. These can be
included either as stand-alone text files, human-readable headers or
in the appropriate machine-readable metadata fields within text or
binary files as long as those fields can be easily viewed by the user.

3) No Modified Version of the Font Software may use the Reserved Font
Name(s) unless explicit written permission is granted by the corresponding
Copyright Holder. This restriction only applies to the primary font name as
presented to the users.

4) The name(s) of the Copyright Holder(s) or the Author(s) of the Font
Software shall not be used to promote, endorse or advertise any
Modified Version, except to acknowledge the contribution(s) of the
Copyright Holder(s) and the Author(s) or with their explicit written
permission.

5) The Font Software, modified or unmodified, in part or in whole,
must be distributed entirely under this license, and must not be
distributed under any other license. The requirement for fonts to
remain under this license does not apply to any document created
using the Font Software.

TERMINATION
This license becomes null and void if any of the above conditions are
not met.

DISCLAIMER
THE FONT SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO ANY WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT
OF COPYRIGHT, PATENT, TRADEMARK, OR OTHER RIGHT. IN NO EVENT SHALL THE
COPYRIGHT HOLDER BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
INCLUDING ANY GENERAL, SPECIAL, INDIRECT, INCIDENTAL, OR CONSEQUENTIAL
DAMAGES, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
FROM, OUT OF THE USE OR INABILITY TO USE THE FONT SOFTWARE OR FROM
OTHER DEALINGS IN THE FONT SOFTWARE.
"""


def fail(message):
    sys.exit("generate-text-metrics: " + message)


def font_version(font):
    """'3.019' from name ID 5 ('Version 3.019;git-0a5106e0b'), and the whole string."""
    full = font["name"].getDebugName(5) or ""
    match = re.match(r"Version ([0-9][0-9.]*)", full)
    if not match:
        fail("no version in the name table: %r" % full)
    return match.group(1), full


def vertical_metrics(font):
    """(ascender, descender, lineGap) from hhea; checked against OS/2's typo metrics."""
    hhea, os2 = font["hhea"], font["OS/2"]
    chosen = (hhea.ascent, hhea.descent, hhea.lineGap)
    typo = (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap)
    if chosen != typo:
        print("warning: hhea %r differs from OS/2 typo %r; using hhea" % (chosen, typo), file=sys.stderr)
    return chosen, bool(os2.fsSelection & (1 << 7))


def table_advances(font):
    """The table's reading: cmap subtable (3, 1) and hmtx. {range name: [advance or NO_GLYPH]}."""
    subtable = font["cmap"].getcmap(3, 1)
    if subtable is None:
        fail("the font has no Windows Unicode BMP cmap subtable (3, 1)")
    hmtx = font["hmtx"]
    tables = {}
    for first, last, name, _ in RANGES:
        row = []
        for value in range(first, last + 1):
            glyph = subtable.cmap.get(value)
            if glyph is None:
                row.append(NO_GLYPH)
                continue
            advance = hmtx[glyph][0]
            if not 0 <= advance < NO_GLYPH:
                fail("advance %d of U+%04X out of range" % (advance, value))
            row.append(advance)
        tables[name] = row
    return tables


def fixture_advance(cmap, glyphs, character):
    """The fixture's reading: the best cmap and the glyph set's width; None without a glyph."""
    glyph = cmap.get(ord(character))
    return None if glyph is None else int(glyphs[glyph].width)


def missing_runs(tables):
    """The scalars without a glyph, as 'U+0149' and 'U+200C–U+200F' runs, in order."""
    missing = []
    for first, _, name, _ in RANGES:
        missing += [first + i for i, v in enumerate(tables[name]) if v == NO_GLYPH]
    runs = []
    for value in missing:
        if runs and runs[-1][1] == value - 1:
            runs[-1][1] = value
        else:
            runs.append([value, value])
    return ["U+%04X" % a if a == b else "U+%04X–U+%04X" % (a, b) for a, b in runs]


def swift_rows(values, first):
    lines = []
    for start in range(0, len(values), PER_ROW):
        chunk = values[start:start + PER_ROW]
        cells = ", ".join("noGlyph" if v == NO_GLYPH else str(v) for v in chunk)
        lines.append("    %s,  // U+%04X" % (cells, first + start))
    return lines


def swift_source(version, full_version, files, units_per_em, metrics, use_typo, weights):
    ascender, descender, line_gap = metrics
    counts = {w: sum(v != NO_GLYPH for t in tables.values() for v in t) for w, tables in weights.items()}
    out = []
    add = out.append
    add("// Generated by Scripts/generate-text-metrics.py from Inter %s (SIL Open Font License 1.1, see" % version)
    add("// Sources/FlexLayout/Text/Inter-LICENSE.txt); do not edit.")
    add("//")
    add("// Font files: %s (regular, wght 400) and %s (semibold, wght 600)," % files)
    add("// name ID 5 \"%s\"." % full_version)
    add("")
    add("/// The advance widths of the Inter typeface, regular (weight 400) and semibold (weight 600), for measuring")
    add("/// text with proportional widths without any font file at run time.")
    add("///")
    add("/// Every value is in font units: divide by ``unitsPerEm`` and multiply by the point size for points")
    add("/// (`advance / unitsPerEm * pointSize`). The advances are the fonts' nominal ones (cmap and hmtx): no")
    add("/// kerning, no ligatures, no shaping: a text's width is the sum of its scalars' advances, which can")
    add("/// differ slightly from what a shaping renderer (with kerning and contextual forms) draws.")
    add("///")
    add("/// Covered scalars (%d with a glyph in regular, %d in semibold):" % (counts["regular"], counts["semibold"]))
    for first, last, _, description in RANGES:
        add("/// - U+%04X–U+%04X (%s)" % (first, last, description))
    add("///")
    add("/// Elsewhere, and for the covered scalars the font has no glyph for, ``advance(of:semibold:)`` returns")
    add("/// nil. Without a glyph:")
    for weight in ("regular", "semibold"):
        runs = missing_runs(weights[weight])
        line = "/// - %s: %s" % (weight, ", ".join(runs) if runs else "none")
        while len(line) > 116:
            cut = line.rindex(", ", 0, 116) + 1
            add(line[:cut])
            line = "///  " + line[cut:]
        add(line + ".")
    add("enum InterMetrics {")
    add("  /// The font units per em of both weights: the em square's size in the units of every other value here.")
    add("  static let unitsPerEm: Double = %d" % units_per_em)
    add("")
    typo_note = "which the font flags for use (USE_TYPO_METRICS)" if use_typo else "(USE_TYPO_METRICS unset)"
    add("  /// The ascender, in font units above the baseline: the hhea table's, which is what Apple platforms")
    add("  /// use; the same in both weights and equal to OS/2's typo ascender,")
    add("  /// %s." % typo_note)
    add("  static let ascender: Double = %d" % ascender)
    add("")
    add("  /// The descender, in font units, negative below the baseline (hhea's; equal to OS/2's typo descender).")
    add("  static let descender: Double = %d" % descender)
    add("")
    add("  /// The line gap, in font units: the extra space between lines (hhea's; equal to OS/2's typo line gap).")
    add("  /// The default line height is `ascender - descender + lineGap`.")
    add("  static let lineGap: Double = %d" % line_gap)
    add("")
    add("  /// The advance of `scalar`, in font units, in the regular (weight 400) or semibold (weight 600) face: the")
    add("  /// nominal advance of the glyph the font's cmap maps it to, with no kerning and no shaping. Nil outside")
    add("  /// the covered ranges, and for a covered scalar without a glyph. U+200B ZERO WIDTH SPACE has a glyph,")
    add("  /// with advance 0.")
    add("  static func advance(of scalar: Unicode.Scalar, semibold: Bool) -> Double? {")
    add("    let value = scalar.value")
    add("    let units: UInt16")
    add("    switch value {")
    for first, last, name, _ in RANGES:
        add("    case 0x%04X...0x%04X:" % (first, last))
        add("      units = (semibold ? semibold%s : regular%s)[Int(value - 0x%04X)]" % (name, name, first))
    add("    default:")
    add("      return nil")
    add("    }")
    add("    return units == noGlyph ? nil : Double(units)")
    add("  }")
    add("")
    add("  /// The tables' marker for a scalar the font has no glyph for (not 0: U+200B's glyph has advance 0).")
    add("  static let noGlyph: UInt16 = 0x%04X" % NO_GLYPH)
    for weight, label in (("regular", "regular (weight 400)"), ("semibold", "semibold (weight 600)")):
        for first, last, name, description in RANGES:
            add("")
            add("  /// The %s advances of U+%04X–U+%04X (%s)," % (label, first, last, description))
            add("  /// in font units, one per scalar from U+%04X; ``noGlyph`` where the font has no glyph." % first)
            add("  static let %s%s: [UInt16] = [" % (weight, name))
            out.extend(swift_rows(weights[weight][name], first))
            add("  ]")
    add("}")
    text = "\n".join(out) + "\n"
    for number, line in enumerate(text.split("\n"), 1):
        if len(line) > 120:
            fail("generated line %d is %d columns long" % (number, len(line)))
    return text, counts


def copyright_lines(fonts):
    lines = []
    for font in fonts:
        notice = font["name"].getDebugName(0)
        if notice and notice not in lines:
            lines.append(notice)
    return lines


def debian_copyright(path):
    """The upstream copyright line of the Debian package's 'Files: *' stanza, and its OFL stanza, if present."""
    if not os.path.exists(path):
        return None, None
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    holder = None
    match = re.search(r"^Files: \*\nCopyright: (.+)$", text, re.M)
    if match:
        holder = "Copyright " + match.group(1).strip()
    ofl = None
    match = re.search(r"^License: OFL-1\.1\n((?: .*\n)+)", text, re.M)
    if match:
        ofl = match.group(1)
    return holder, ofl


def words(text):
    text = text.lower().replace("&", " and ")
    return re.findall(r"[a-z0-9]+", text)


def license_text(fonts, files, full_version):
    lines = copyright_lines(fonts)
    holder, debian_ofl = debian_copyright(DEBIAN_COPYRIGHT)
    if holder and holder not in lines:
        lines.append(holder)
    if debian_ofl is not None:
        # Debian's copy drops the title, quotes and dashes; the words must still be the same licence.
        body = OFL_TEXT[OFL_TEXT.index("PREAMBLE"):]
        if words(debian_ofl) != words(body):
            print("warning: the Debian package's OFL text differs from the embedded one", file=sys.stderr)
    head = [
        "Inter typeface by The Inter Project Authors, https://github.com/rsms/inter",
        "",
        "FlexLayout's Sources/FlexLayout/Text/InterMetrics.swift holds advance widths derived from the font",
        "files %s and %s (%s)," % (files[0], files[1], full_version),
        "generated by Scripts/generate-text-metrics.py. They are distributed under the licence below.",
        "",
    ]
    return "\n".join(head + lines) + "\n\n" + OFL_PREAMBLE + "\n" + OFL_TEXT


def fixture_json(regular_path, semibold_path):
    data = {}
    per_weight = {}
    for weight, path in (("regular", regular_path), ("semibold", semibold_path)):
        font = TTFont(path)
        cmap, glyphs = font.getBestCmap(), font.getGlyphSet()
        data.setdefault("unitsPerEm", font["head"].unitsPerEm)
        os2 = font["OS/2"]
        data.setdefault("typoAscender", os2.sTypoAscender)
        data.setdefault("typoDescender", os2.sTypoDescender)
        data.setdefault("typoLineGap", os2.sTypoLineGap)
        per_weight[weight] = (cmap, glyphs)
        data[weight] = {c: fixture_advance(cmap, glyphs, c) for c in FIXTURE_CHARACTERS}
    sentences = []
    for sentence in FIXTURE_SENTENCES:
        entry = {"text": sentence}
        for weight, (cmap, glyphs) in per_weight.items():
            advances = [fixture_advance(cmap, glyphs, c) for c in sentence]
            if None in advances:
                fail("a fixture sentence has a character without a glyph: %r" % sentence)
            entry[weight] = sum(advances)
        sentences.append(entry)
    data["sentences"] = sentences
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"

    # Invisible characters (spaces other than U+0020, format controls) as \u escapes, to be readable.
    def escape(character):
        if character != " " and unicodedata.category(character) in ("Zs", "Zl", "Zp", "Cf"):
            return "\\u%04x" % ord(character)
        return character

    return "".join(escape(c) for c in text)


def write(relative, text):
    path = os.path.join(ROOT, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print("wrote %s (%d bytes)" % (relative, len(text.encode("utf-8"))))


def main():
    parser = argparse.ArgumentParser(description="Generate Inter's advance-width table for FlexLayout.")
    parser.add_argument("--regular", default=os.path.join(FONT_DIR, "Inter-Regular.otf"))
    parser.add_argument("--semibold", default=os.path.join(FONT_DIR, "Inter-SemiBold.otf"))
    args = parser.parse_args()

    regular, semibold = TTFont(args.regular), TTFont(args.semibold)
    if regular["OS/2"].usWeightClass != 400 or semibold["OS/2"].usWeightClass != 600:
        fail("expected weight classes 400 and 600, got %d and %d" % (
            regular["OS/2"].usWeightClass, semibold["OS/2"].usWeightClass))
    (version, full_version), other = font_version(regular), font_version(semibold)
    if other != (version, full_version):
        fail("the two fonts have different versions: %r and %r" % (full_version, other[1]))
    units_per_em = regular["head"].unitsPerEm
    if semibold["head"].unitsPerEm != units_per_em:
        fail("the two fonts have different unitsPerEm")
    metrics, use_typo = vertical_metrics(regular)
    if vertical_metrics(semibold) != (metrics, use_typo):
        fail("the two fonts have different vertical metrics")
    files = (os.path.basename(args.regular), os.path.basename(args.semibold))
    weights = {"regular": table_advances(regular), "semibold": table_advances(semibold)}

    swift, counts = swift_source(version, full_version, files, units_per_em, metrics, use_typo, weights)
    write(SWIFT_PATH, swift)
    write(LICENSE_PATH, license_text([regular, semibold], files, full_version))
    write(FIXTURE_PATH, fixture_json(args.regular, args.semibold))
    print("Inter %s, unitsPerEm %d, ascender/descender/lineGap %r, scalars with an advance: %r" % (
        version, units_per_em, metrics, counts))


if __name__ == "__main__":
    main()
