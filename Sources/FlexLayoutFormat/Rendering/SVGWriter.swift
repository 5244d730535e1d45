/// A small writer of SVG documents: elements with attributes and text, escaped so that the output is
/// always well-formed XML 1.0.
///
/// Attribute values and text are escaped (`&`, `<`, `>`, `"`, `'`), and characters XML 1.0 does not
/// allow at all, even escaped (control characters other than tab, line feed and carriage return, and
/// U+FFFE/U+FFFF), are replaced by U+FFFD. Elements are indented two spaces per level. Used by `render` and
/// by FlexLayoutBench's plots.
package struct SVGWriter {
  private(set) var text = ""
  private var open: [String] = []

  /// Starts a document of `width` × `height` user units (points), with a matching `viewBox`.
  package init(width: Double, height: Double) {
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let size = [("width", Self.number(width)), ("height", Self.number(height))]
    start(
      "svg",
      [("xmlns", "http://www.w3.org/2000/svg")] + size
        + [("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))")])
  }

  /// Opens an element; close it with ``end()``.
  package mutating func start(_ name: String, _ attributes: [(String, String)] = []) {
    text += indentation + "<" + name + Self.attributes(attributes) + ">\n"
    open.append(name)
  }

  /// Closes the innermost open element.
  package mutating func end() {
    guard let name = open.popLast() else { return }
    text += indentation + "</" + name + ">\n"
  }

  /// A complete element, empty or holding `content` as text.
  package mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String? = nil) {
    text += indentation + "<" + name + Self.attributes(attributes)
    if let content {
      text += ">" + Self.escape(content) + "</" + name + ">\n"
    } else {
      text += "/>\n"
    }
  }

  /// An XML comment; `--` inside it is broken up, as XML requires.
  mutating func comment(_ content: String) {
    var safe = Self.escape(content)
    while safe.contains("--") { safe = safe.replacingDoubleHyphens() }
    text += indentation + "<!-- " + safe + " -->\n"
  }

  /// Closes every open element and returns the document.
  package mutating func finish() -> String {
    while !open.isEmpty { end() }
    return text
  }

  private var indentation: String { String(repeating: "  ", count: open.count) }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// `text` escaped for XML text and attribute values, with characters XML forbids replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A coordinate rounded to a thousandth of a point, in the shortest form (`12`, `43.333`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return JSONWriter.number((value * 1000).rounded() / 1000)
  }
}

extension String {
  fileprivate func replacingDoubleHyphens() -> String {
    var result = ""
    var previous: Character?
    for character in self {
      if character == "-", previous == "-" { result += " " }
      result.append(character)
      previous = character
    }
    return result
  }
}
