/// The characters a picture or an explorer page draws for a text's characters: the ones a viewer's monospaced
/// font is sure to have, so that no character shows as an empty box (".notdef").
///
/// A character (a grapheme cluster, one `charWidth` wide in the text model) is drawn as it is when each of its
/// scalars is a letter, a mark, a number or a space separator of any script (a viewer that reads the script has
/// a font for it and falls back to it), or one of the punctuation and symbols of WGL4 (Windows Glyph List 4,
/// which Menlo, Consolas, DejaVu Sans Mono, Liberation Mono and Courier New all cover: ASCII, Latin-1, dashes,
/// quotes, `…`, `•`, `€`, `™`, arrows, box drawing, `☺`, `♥`). Otherwise an emoji (a cluster with a scalar
/// shown as emoji by default, a variation selector 16 or a regional indicator) is drawn as `☺` and any other
/// character as `•`; each stays one character, so the word keeps its width.
enum GlyphFallback {
  /// What an emoji is drawn as.
  static let emoji: Character = "☺"
  /// What another character without a sure glyph is drawn as.
  static let other: Character = "•"

  /// `word` with each character a viewer may have no glyph for replaced (see the type).
  static func drawable<S: StringProtocol>(_ word: S) -> String {
    var result = ""
    result.reserveCapacity(word.utf8.count)
    for character in word {
      result.append(drawable(character))
    }
    return result
  }

  /// `character`, or what is drawn instead (see the type).
  static func drawable(_ character: Character) -> Character {
    var isEmoji = false
    var isSure = true
    for scalar in character.unicodeScalars {
      let properties = scalar.properties
      if properties.isEmojiPresentation || scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value) {
        isEmoji = true
      }
      if !isSureGlyph(scalar) { isSure = false }
    }
    if isEmoji { return emoji }
    return isSure ? character : other
  }

  /// Whether a monospaced font, or the viewer's fallback for the scalar's script, draws `scalar`.
  static func isSureGlyph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
      .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .spaceSeparator:
      return true
    default:
      return wgl4Symbols.contains { $0.contains(scalar.value) }
    }
  }

  /// The punctuation and symbol ranges of WGL4 (its letters are letters above), with all of box drawing and
  /// the block elements, which every font of the list draws.
  static let wgl4Symbols: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0xFF, 0x2C6...0x2C7, 0x2C9...0x2C9, 0x2D8...0x2DD, 0x384...0x385, 0x387...0x387,
    0x2013...0x2015, 0x2017...0x201E, 0x2020...0x2022, 0x2026...0x2026, 0x2030...0x2030, 0x2032...0x2033,
    0x2039...0x203A, 0x203C...0x203C, 0x203E...0x203E, 0x2044...0x2044, 0x20A3...0x20A4, 0x20A7...0x20A7,
    0x20AC...0x20AC, 0x2105...0x2105, 0x2113...0x2113, 0x2116...0x2116, 0x2122...0x2122, 0x2126...0x2126,
    0x212E...0x212E, 0x2190...0x2195, 0x21A8...0x21A8, 0x2202...0x2202, 0x2206...0x2206, 0x220F...0x220F,
    0x2211...0x2212, 0x2215...0x2215, 0x2219...0x221A, 0x221E...0x221F, 0x2229...0x2229, 0x222B...0x222B,
    0x2248...0x2248, 0x2260...0x2261, 0x2264...0x2265, 0x2302...0x2302, 0x2310...0x2310, 0x2320...0x2321,
    0x2500...0x259F, 0x25A0...0x25A1, 0x25AA...0x25AC, 0x25B2...0x25B2, 0x25BA...0x25BA, 0x25BC...0x25BC,
    0x25C4...0x25C4, 0x25CA...0x25CB, 0x25CF...0x25CF, 0x25D8...0x25D9, 0x25E6...0x25E6, 0x263A...0x263C,
    0x2640...0x2640, 0x2642...0x2642, 0x2660...0x2660, 0x2663...0x2663, 0x2665...0x2666, 0x266A...0x266B,
  ]
}
