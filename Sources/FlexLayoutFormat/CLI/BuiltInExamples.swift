/// The examples built into the tool (`flexlayout examples`), each a complete request in the JSON format.
///
/// They use only the kinds of format version 1; the adaptive containers of a later version will make
/// them respond to width changes.
public struct BuiltInExample: Sendable {
  /// The name used on the command line.
  public let name: String
  /// One line describing the screen.
  public let summary: String
  /// The ids whose frames `flexlayout demo` prints, in order.
  public let highlights: [String]
  /// The request, as JSON text ending in a newline.
  public let json: String

  /// Every built-in example, in the order `flexlayout examples` lists them.
  public static let all: [BuiltInExample] = [inbox, productPage, articleGrid]

  /// The example called `name`, if any.
  public static func named(_ name: String) -> BuiltInExample? {
    all.first { $0.name == name }
  }

  /// A three-column mail screen: mailboxes, the message list and the open message.
  public static let inbox = BuiltInExample(
    name: "inbox",
    summary: "A three-column mail screen: mailboxes (240 wide), message list (360 wide), message.",
    highlights: ["sidebar", "list", "row-1", "detail", "detail-body"],
    json: #"""
      {
        "formatVersion": 1,
        "proposal": {"width": 1024, "height": 768},
        "root": {"kind": "hstack", "id": "inbox", "spacing": 0, "alignment": "top", "children": [
          {"kind": "frame", "id": "sidebar", "width": 240, "alignment": "topLeading", "child":
            {"kind": "padding", "all": 12, "child":
              {"kind": "vstack", "alignment": "leading", "spacing": 4, "children": [
                {"kind": "text", "id": "mailboxes-title", "text": "Mailboxes", "charWidth": 9, "lineHeight": 22},
                {"kind": "hstack", "id": "mailbox-inbox", "children": [
                  {"kind": "text", "text": "Inbox"}, {"kind": "spacer"}, {"kind": "text", "text": "12"}]},
                {"kind": "hstack", "id": "mailbox-flagged", "children": [
                  {"kind": "text", "text": "Flagged"}, {"kind": "spacer"}, {"kind": "text", "text": "3"}]},
                {"kind": "hstack", "id": "mailbox-drafts", "children": [
                  {"kind": "text", "text": "Drafts"}, {"kind": "spacer"}, {"kind": "text", "text": "1"}]},
                {"kind": "hstack", "id": "mailbox-sent", "children": [
                  {"kind": "text", "text": "Sent"}, {"kind": "spacer"}]},
                {"kind": "hstack", "id": "mailbox-archive", "children": [
                  {"kind": "text", "text": "Archive"}, {"kind": "spacer"}]},
                {"kind": "spacer"}
              ]}}},
          {"kind": "frame", "id": "list", "width": 360, "alignment": "topLeading", "child":
            {"kind": "vstack", "alignment": "leading", "spacing": 0, "children": [
              {"kind": "padding", "all": 12, "child":
                {"kind": "hstack", "id": "list-header", "children": [
                  {"kind": "text", "text": "Inbox", "charWidth": 12, "lineHeight": 28},
                  {"kind": "spacer"},
                  {"kind": "text", "text": "Edit"}]}},
              {"kind": "padding", "id": "row-1", "top": 8, "leading": 12, "bottom": 8, "trailing": 12, "child":
                {"kind": "vstack", "alignment": "leading", "spacing": 2, "children": [
                  {"kind": "hstack", "children": [
                    {"kind": "text", "text": "Ada Lovelace"}, {"kind": "spacer"}, {"kind": "text", "text": "9:41"}]},
                  {"kind": "text", "text": "Notes on the Analytical Engine", "lineLimit": 1},
                  {"kind": "text", "text": "I have finished the translation and added a few notes of my own.",
                    "lineLimit": 2}]}},
              {"kind": "padding", "id": "row-2", "top": 8, "leading": 12, "bottom": 8, "trailing": 12, "child":
                {"kind": "vstack", "alignment": "leading", "spacing": 2, "children": [
                  {"kind": "hstack", "children": [
                    {"kind": "text", "text": "Grace Hopper"}, {"kind": "spacer"},
                    {"kind": "text", "text": "Yesterday"}]},
                  {"kind": "text", "text": "Found the bug", "lineLimit": 1},
                  {"kind": "text", "text": "It was a moth, taped into the log book for posterity.",
                    "lineLimit": 2}]}},
              {"kind": "padding", "id": "row-3", "top": 8, "leading": 12, "bottom": 8, "trailing": 12, "child":
                {"kind": "vstack", "alignment": "leading", "spacing": 2, "children": [
                  {"kind": "hstack", "children": [
                    {"kind": "text", "text": "Alan Turing"}, {"kind": "spacer"},
                    {"kind": "text", "text": "Monday"}]},
                  {"kind": "text", "text": "Can machines think?", "lineLimit": 1},
                  {"kind": "text", "text": "I propose to consider the question in a new form: the imitation game.",
                    "lineLimit": 2}]}},
              {"kind": "spacer"}
            ]}},
          {"kind": "frame", "id": "detail", "maxWidth": "infinity", "maxHeight": "infinity",
            "alignment": "topLeading", "child":
            {"kind": "padding", "all": 20, "child":
              {"kind": "vstack", "alignment": "leading", "spacing": 12, "children": [
                {"kind": "text", "id": "detail-subject", "text": "Notes on the Analytical Engine",
                  "charWidth": 11, "lineHeight": 28},
                {"kind": "hstack", "id": "detail-header", "children": [
                  {"kind": "text", "text": "From: Ada Lovelace"}, {"kind": "spacer"},
                  {"kind": "text", "text": "9:41"}]},
                {"kind": "text", "id": "detail-body", "lineHeight": 20, "text":
                  "I have finished the translation of the memoir and added a few notes of my own."},
                {"kind": "text", "id": "detail-note", "lineHeight": 20, "text":
                  "Note G describes how the engine could compute the Bernoulli numbers."}
              ]}}}
        ]}
      }

      """#)

  /// A product screen: navigation bar, image, title, price, description, actions and reviews.
  public static let productPage = BuiltInExample(
    name: "product-page",
    summary: "A shop's product screen: image, title, price, description, buttons and reviews.",
    highlights: ["nav", "gallery", "title", "price", "add-to-cart", "reviews"],
    json: #"""
      {
        "formatVersion": 1,
        "proposal": {"width": 390, "height": 844},
        "environment": {"displayScale": 3},
        "root": {"kind": "vstack", "id": "page", "spacing": 0, "children": [
          {"kind": "padding", "top": 12, "leading": 16, "bottom": 12, "trailing": 16, "child":
            {"kind": "hstack", "id": "nav", "spacing": 16, "children": [
              {"kind": "text", "text": "Shop", "charWidth": 11, "lineHeight": 24},
              {"kind": "spacer"},
              {"kind": "text", "text": "Search"},
              {"kind": "text", "text": "Bag (2)"}]}},
          {"kind": "scroll", "id": "content", "axes": ["vertical"], "child":
            {"kind": "vstack", "alignment": "leading", "spacing": 16, "children": [
              {"kind": "aspectRatio", "ratio": 1.3333, "contentMode": "fit", "child":
                {"kind": "flexible", "id": "gallery"}},
              {"kind": "padding", "top": 0, "leading": 16, "bottom": 0, "trailing": 16, "child":
                {"kind": "vstack", "id": "details", "alignment": "leading", "spacing": 8, "children": [
                  {"kind": "text", "id": "title", "text": "Walnut Desk Lamp", "charWidth": 12, "lineHeight": 30},
                  {"kind": "hstack", "children": [
                    {"kind": "text", "id": "price", "text": "$129.00", "charWidth": 10, "lineHeight": 22},
                    {"kind": "spacer"},
                    {"kind": "text", "text": "4.8 stars (1,204)"}]},
                  {"kind": "text", "id": "description", "lineLimit": 4, "text":
                    "A warm, dimmable lamp turned from one block of walnut, with a linen shade."},
                  {"kind": "hstack", "id": "actions", "spacing": 12, "children": [
                    {"kind": "frame", "maxWidth": "infinity", "minHeight": 44, "maxHeight": 44, "child":
                      {"kind": "flexible", "id": "add-to-cart"}},
                    {"kind": "frame", "width": 44, "height": 44, "child":
                      {"kind": "flexible", "id": "favorite"}}]}]}},
              {"kind": "padding", "top": 0, "leading": 16, "bottom": 16, "trailing": 16, "child":
                {"kind": "vstack", "id": "reviews", "alignment": "leading", "spacing": 8, "children": [
                  {"kind": "text", "text": "Reviews", "charWidth": 10, "lineHeight": 24},
                  {"kind": "text", "text": "Lovely light, and the wood grain is beautiful.", "lineLimit": 3},
                  {"kind": "text", "text": "Smaller than I expected, but perfect for a bedside table.",
                    "lineLimit": 3}]}}
            ]}}
        ]}
      }

      """#)

  /// A magazine front page: a heading and two rows of three article cards, in a vertical scroll view.
  public static let articleGrid = BuiltInExample(
    name: "article-grid",
    summary: "A magazine front page: two rows of three article cards in a scroll view.",
    highlights: ["heading", "row-1", "card-1", "image-1", "card-2", "card-4"],
    json: #"""
      {
        "formatVersion": 1,
        "proposal": {"width": 1024, "height": 768},
        "root": {"kind": "scroll", "id": "page", "axes": ["vertical"], "child":
          {"kind": "padding", "all": 24, "child":
            {"kind": "vstack", "id": "content", "alignment": "leading", "spacing": 24, "children": [
              {"kind": "text", "id": "heading", "text": "Latest articles", "charWidth": 16, "lineHeight": 34},
              {"kind": "hstack", "id": "row-1", "alignment": "top", "spacing": 16, "children": [
                {"kind": "frame", "id": "card-1", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-1"}},
                    {"kind": "text", "text": "The quiet return of the fountain pen", "lineHeight": 22,
                      "lineLimit": 2},
                    {"kind": "text", "text": "Why a slower way of writing is winning over a faster generation.",
                      "lineLimit": 3}]}},
                {"kind": "frame", "id": "card-2", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-2"}},
                    {"kind": "text", "text": "Ten bridges worth the detour", "lineHeight": 22, "lineLimit": 2},
                    {"kind": "text", "text": "Stone, steel and rope: crossings worth the trip.",
                      "lineLimit": 3}]}},
                {"kind": "frame", "id": "card-3", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-3"}},
                    {"kind": "text", "text": "Bread, slowly", "lineHeight": 22, "lineLimit": 2},
                    {"kind": "text", "text": "A baker's case for the three-day loaf.", "lineLimit": 3}]}}]},
              {"kind": "hstack", "id": "row-2", "alignment": "top", "spacing": 16, "children": [
                {"kind": "frame", "id": "card-4", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-4"}},
                    {"kind": "text", "text": "What the tide tables know", "lineHeight": 22, "lineLimit": 2},
                    {"kind": "text", "text": "Two centuries of harmonic analysis in a pocket booklet.",
                      "lineLimit": 3}]}},
                {"kind": "frame", "id": "card-5", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-5"}},
                    {"kind": "text", "text": "Small rooms, big ideas", "lineHeight": 22, "lineLimit": 2},
                    {"kind": "text", "text": "Architects on designing homes under thirty square metres.",
                      "lineLimit": 3}]}},
                {"kind": "frame", "id": "card-6", "maxWidth": "infinity", "alignment": "topLeading", "child":
                  {"kind": "vstack", "alignment": "leading", "spacing": 8, "children": [
                    {"kind": "aspectRatio", "ratio": 1.7778, "child": {"kind": "flexible", "id": "image-6"}},
                    {"kind": "text", "text": "The case for boredom", "lineHeight": 22, "lineLimit": 2},
                    {"kind": "text", "text": "Psychologists on what an idle mind gets up to.", "lineLimit": 3}]}}]}
            ]}}}
      }

      """#)
}
