import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A minimal, strict XML 1.0 well-formedness checker and reader for the SVG tests.
///
/// FoundationXML's `XMLParser` on Linux reports success for some malformed documents (`<a><b></a>`,
/// an unclosed `<a>`), so the tests check well-formedness with this reader: one root element, every tag
/// closed in order, attribute values quoted and unique per element, only the five predefined entities
/// and character references, no character XML 1.0 forbids, and nothing but comments, processing
/// instructions and white space outside the root. It does not handle DTDs or CDATA (the SVG writer
/// emits neither).
struct MiniXMLElement {
  var name: String
  var attributes: [String: String]
  var children: [MiniXMLElement] = []
  /// The element's own text (its character data, entities resolved), concatenated.
  var text = ""

  /// This element and every descendant, in document order.
  var all: [MiniXMLElement] {
    var result: [MiniXMLElement] = []
    var stack = [self]
    while let element = stack.popLast() {
      result.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    return result
  }
}

struct MiniXMLError: Error, CustomStringConvertible {
  let offset: Int
  let message: String
  var description: String { "XML error at scalar \(offset): \(message)" }
}

enum MiniXML {
  /// Parses `text`, throwing at the first well-formedness error.
  static func parse(_ text: String) throws -> MiniXMLElement {
    var reader = Reader(scalars: Array(text.unicodeScalars))
    return try reader.document()
  }

  /// Whether FoundationXML's parser reports no error (a second opinion; see the type's note).
  static func foundationAccepts(_ text: String) -> Bool {
    final class Delegate: NSObject, XMLParserDelegate {
      var errors = 0
      func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { errors += 1 }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    return parser.parse() && delegate.errors == 0
  }

  /// XML 1.0's `Char` production.
  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == ":" || scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || scalar.value >= 0xC0
  }

  static func isName(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar)
  }

  struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    func fail(_ message: String) -> MiniXMLError { MiniXMLError(offset: index, message: message) }

    var atEnd: Bool { index >= scalars.count }

    func peek(_ literal: String) -> Bool {
      let wanted = Array(literal.unicodeScalars)
      guard index + wanted.count <= scalars.count else { return false }
      return Array(scalars[index..<index + wanted.count]) == wanted
    }

    mutating func expect(_ literal: String) throws {
      guard peek(literal) else { throw fail("expected \"\(literal)\"") }
      index += literal.unicodeScalars.count
    }

    mutating func skipSpace() {
      while !atEnd, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
    }

    mutating func name() throws -> String {
      guard !atEnd, MiniXML.isNameStart(scalars[index]) else { throw fail("expected a name") }
      var result = ""
      while !atEnd, MiniXML.isName(scalars[index]) {
        result.unicodeScalars.append(scalars[index])
        index += 1
      }
      return result
    }

    /// Comments, processing instructions and white space (outside the root or between elements).
    mutating func miscellany() throws {
      while true {
        skipSpace()
        if peek("<!--") {
          try comment()
        } else if peek("<?") {
          let end = try search("?>")
          index = end + 2
        } else {
          return
        }
      }
    }

    mutating func comment() throws {
      try expect("<!--")
      let end = try search("--")
      index = end
      try expect("-->")  // "--" must not occur inside a comment
    }

    /// The index where `literal` next occurs, checking that every scalar before it is a legal character.
    func search(_ literal: String) throws -> Int {
      var position = index
      let wanted = Array(literal.unicodeScalars)
      while position + wanted.count <= scalars.count {
        if Array(scalars[position..<position + wanted.count]) == wanted { return position }
        guard MiniXML.isCharacter(scalars[position]) else {
          throw MiniXMLError(offset: position, message: "character U+\(String(scalars[position].value, radix: 16))")
        }
        position += 1
      }
      throw fail("unterminated construct, expected \"\(literal)\"")
    }

    mutating func document() throws -> MiniXMLElement {
      try miscellany()
      guard peek("<") else { throw fail("expected the root element") }
      let root = try element()
      try miscellany()
      guard atEnd else { throw fail("content after the root element") }
      return root
    }

    /// An element, read with an explicit stack (no recursion).
    mutating func element() throws -> MiniXMLElement {
      var stack: [MiniXMLElement] = []
      while true {
        if peek("</") {
          index += 2
          let name = try name()
          skipSpace()
          try expect(">")
          guard let finished = stack.popLast(), finished.name == name else {
            throw fail("unexpected end tag </\(name)>")
          }
          if stack.isEmpty { return finished }
          stack[stack.count - 1].children.append(finished)
        } else if peek("<!--") {
          try comment()
        } else if peek("<") {
          index += 1
          let name = try name()
          var attributes: [String: String] = [:]
          while true {
            let hadSpace = !atEnd && [" ", "\t", "\n", "\r"].contains(scalars[index])
            skipSpace()
            if peek("/>") || peek(">") { break }
            guard hadSpace else { throw fail("expected white space before an attribute") }
            let key = try self.name()
            skipSpace()
            try expect("=")
            skipSpace()
            guard !atEnd, scalars[index] == "\"" || scalars[index] == "'" else { throw fail("unquoted value") }
            let quote = scalars[index]
            index += 1
            var value = ""
            while !atEnd, scalars[index] != quote {
              guard scalars[index] != "<" else { throw fail("'<' in an attribute value") }
              value += try characterOrReference()
            }
            try expect(String(quote))
            guard attributes[key] == nil else { throw fail("duplicate attribute \(key)") }
            attributes[key] = value
          }
          let element = MiniXMLElement(name: name, attributes: attributes)
          if peek("/>") {
            index += 2
            if stack.isEmpty { return element }
            stack[stack.count - 1].children.append(element)
          } else {
            index += 1
            stack.append(element)
          }
        } else {
          guard !stack.isEmpty, !atEnd else { throw fail("unexpected end of input") }
          let piece = try characterOrReference()
          if piece == ">", index >= 3, scalars[index - 3] == "]", scalars[index - 2] == "]" {
            throw fail("\"]]>\" in text")
          }
          stack[stack.count - 1].text += piece
        }
      }
    }

    /// One character of text or an attribute value, or a resolved entity or character reference.
    mutating func characterOrReference() throws -> String {
      let scalar = scalars[index]
      guard MiniXML.isCharacter(scalar) else {
        throw fail("character U+\(String(scalar.value, radix: 16)) is not allowed in XML")
      }
      guard scalar == "&" else {
        index += 1
        return String(scalar)
      }
      let end = try search(";")
      let body = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      index = end + 1
      switch body {
      case "amp": return "&"
      case "lt": return "<"
      case "gt": return ">"
      case "quot": return "\""
      case "apos": return "'"
      default:
        let number: UInt32?
        if body.hasPrefix("#x") {
          number = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
          number = UInt32(body.dropFirst())
        } else {
          number = nil
        }
        guard let number, let referenced = Unicode.Scalar(number), MiniXML.isCharacter(referenced) else {
          throw fail("unknown or invalid reference &\(body);")
        }
        return String(referenced)
      }
    }
  }
}

@Suite("CLI: minimal XML checker")
struct MiniXMLTests {
  @Test func acceptsWellFormedDocuments() throws {
    let root = try MiniXML.parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <svg a="1" b='&lt;&amp;&#x41;&#66;'><g><text x="0">A &amp; B &quot;é&quot;</text><rect/></g></svg>

      """)
    #expect(root.name == "svg")
    #expect(root.attributes == ["a": "1", "b": "<&AB"])
    #expect(root.all.map(\.name) == ["svg", "g", "text", "rect"])
    #expect(root.all[2].text == "A & B \"é\"")
  }

  @Test func rejectsMalformedDocuments() {
    let malformed = [
      "", "<a>", "<a><b></a>", "<a></a><b/>", "<a>&</a>", "<a>&nbsp;</a>", "<a x='1' x='2'/>", "<a x=1/>",
      "<a>\u{1}</a>", "<a x=\"<\"/>", "text<a/>", "<a/>text", "<a><!-- x -- y --></a>", "<a>]]></a>",
      "<a x='1'y='2'/>", "<a>&#0;</a>", "<a>\u{FFFE}</a>", "<1a/>",
    ]
    for text in malformed {
      #expect(throws: MiniXMLError.self, "\(text.debugDescription)") { try MiniXML.parse(text) }
    }
  }
}
