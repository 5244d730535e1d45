#!/usr/bin/env python3
"""Compares Inter's widths (Sources/FlexLayout/Text/InterMetrics.swift, summed advances, no kerning, no
tracking) with the iOS system font's widths published in pointfreeco/swift-snapshot-testing's testTraits
fixtures (UILabel frame widths, rounded up to the pixel; Docs/Decisions.md FL-30). Development time only:
run `python3 Scripts/compare-inter-with-sf.py` from the repository root."""
import re, sys
SRC = "Sources/FlexLayout/Text/InterMetrics.swift"
txt = open(SRC).read()
UPM = float(re.search(r"unitsPerEm: Double = (\d+)", txt).group(1))
tables = {}
for m in re.finditer(r"static let (\w+): \[UInt16\] = \[(.*?)\]", txt, re.S):
    body = re.sub(r"//[^\n]*", "", m.group(2))
    tables[m.group(1)] = [0xFFFF if t == "noGlyph" else int(t) for t in re.findall(r"noGlyph|\d+", body)]
RANGES = [(0x20, 0x7E, "BasicLatin"), (0xA0, 0x17F, "Latin1AndExtendedA"),
          (0x2000, 0x206F, "GeneralPunctuation"), (0x20A0, 0x20BF, "CurrencySymbols")]
for lo, hi, n in RANGES:
    for w in ("regular", "semibold"):
        assert len(tables[w + n]) == hi - lo + 1, (w + n, len(tables[w + n]))
def advance(ch, semibold=False):
    v = ord(ch)
    for lo, hi, n in RANGES:
        if lo <= v <= hi:
            u = tables[("semibold" if semibold else "regular") + n][v - lo]
            return None if u == 0xFFFF else u
    return None
def width(s, size, semibold=False):
    tot = 0
    for ch in s:
        a = advance(ch, semibold)
        if a is None: raise ValueError("no advance for %r" % ch)
        tot += a
    return tot * size / UPM
if __name__ == "__main__":
    print(UPM, width("Hello, World!", 17), width("Hello, World!", 17, True))
# (string, size, semibold, style, published width, pixel scale, era label)
data = [
 # era A: iOS 12-13 simulators, @2x, 2018-12..2020-02 commits
 ("What's",17,True,"headline",55.5,2,"A"),("the",17,False,"body",25,2,"A"),("point",17,False,"body",39,2,"A"),("?",15,False,"subheadline",7.5,2,"A"),
 ("What's",16,True,"headline",53,2,"A"),("the",16,False,"body",24,2,"A"),("point",16,False,"body",37,2,"A"),("?",14,False,"subheadline",7.5,2,"A"),
 # era B: @3x, 2019-12..2025-06 commits
 ("What's",17,True,"headline",55.6667,3,"B"),("the",17,False,"body",25,3,"B"),("point",17,False,"body",39,3,"B"),("?",15,False,"subheadline",7.6667,3,"B"),
 ("What's",16,True,"headline",52.6667,3,"B"),("the",16,False,"body",23.6667,3,"B"),("point",16,False,"body",37,3,"B"),("?",14,False,"subheadline",7.3333,3,"B"),
 # era C: @3x, 2024-08..2025 commits (newer Xcode/iOS)
 ("What's",17,True,"headline",56.3333,3,"C"),("the",17,False,"body",24.6667,3,"C"),("point",17,False,"body",38.6667,3,"C"),("?",15,False,"subheadline",7.6667,3,"C"),
 ("What's",16,True,"headline",53.6667,3,"C"),("the",16,False,"body",23.6667,3,"C"),("point",16,False,"body",37,3,"C"),("?",14,False,"subheadline",7.3333,3,"C"),
]
errs=[]; rows=[]
for s,sz,sb,style,W,scale,era in data:
    I = width(s,sz,sb)
    lo = W - 1/scale  # true width in (lo, W]
    e = (I-W)/W*100
    e_hi = (I-lo)/lo*100   # error if true SF width were at the low end
    rows.append((era,s,sz,sb,style,W,scale,I,e,e_hi))
    errs.append((era,s,sz,e,e_hi))
for r in rows:
    print("%s | %-7r | %2d %-8s %-11s | SF %.4f (@%dx) | Inter %.3f | err %+.1f%% .. %+.1f%%" % (r[0],r[1],r[2],"semibold" if r[3] else "regular",r[4],r[5],r[6],r[7],r[8],r[9]))
import statistics as st
for sel,name in [(lambda r: True,"all"),(lambda r: r[1]!="?","excl ?"),(lambda r: r[3] is False and r[1]!="?","regular words"),(lambda r: r[3],"semibold")]:
    sub=[r for r in rows if sel(r)]
    e=[r[8] for r in sub]; eh=[r[9] for r in sub]; mid=[(a+b)/2 for a,b in zip(e,eh)]
    print(name, len(sub), "mean signed %.2f%% (range-mid %.2f%%)"%(st.mean(e),st.mean(mid)), "mean |e| %.2f%%"%st.mean(abs(x) for x in e), "mean |mid| %.2f%%"%st.mean(abs(x) for x in mid), "worst |e| %.2f%%"%max(abs(x) for x in e), "worst bound %.2f%%"%max(max(abs(a),abs(b)) for a,b in zip(e,eh)))
