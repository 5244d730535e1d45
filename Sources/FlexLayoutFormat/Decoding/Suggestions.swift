/// "Did you mean …?" suggestions by edit distance.
package enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Close enough: equal ignoring case, or within an edit distance (insertions, deletions,
  /// substitutions, adjacent transpositions) of 1 for words of up to 4 characters and 2 for longer
  /// ones. Ties go to the earlier candidate.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    // SwiftUI's and UIKit's spellings of our names first: they are not typos, and often far from ours.
    if let spelled = swiftUISpellings[word], candidates.contains(spelled) { return spelled }
    let lowered = Array(word.lowercased())
    guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
    let allowed = lowered.count <= 2 ? 0 : (lowered.count <= 4 ? 1 : 2)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Names a porter from SwiftUI (or UIKit, or CSS) writes, and the format's name for the same thing: alignment
  /// and guide names (`.firstTextBaseline` is "firstBaseline" in UIKit, `topLeft` a corner in UIKit and CSS),
  /// kinds (`Color` is a flexible leaf; `ScrollView`, `HStack`, …).
  static let swiftUISpellings: [String: String] = [
    "firstBaseline": "firstTextBaseline", "lastBaseline": "lastTextBaseline", "topLeft": "topLeading",
    "topRight": "topTrailing", "bottomLeft": "bottomLeading", "bottomRight": "bottomTrailing", "left": "leading",
    "right": "trailing",
    "HStack": "hstack", "VStack": "vstack", "ZStack": "zstack", "ScrollView": "scroll", "Spacer": "spacer",
    "Text": "text", "Divider": "divider", "ViewThatFits": "viewThatFits", "GeometryReader": "geometryReader",
    "LazyVGrid": "grid", "Grid": "grid", "Rectangle": "flexible", "Color": "color",
  ]

  /// ` (did you mean "x"?)` or the empty string.
  static func hint(for word: String, in candidates: some Sequence<String>) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " (did you mean \"\(match)\"?)"
  }

  /// Optimal string alignment distance.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = Swift.min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
