extension Examples {
  /// **Poll card** (issue 15's constructs in one screen): a question, four options and a footer in a card
  /// with a background and an unread badge over its top-trailing corner.
  ///
  /// - Each option's percentage sits in the room of an invisible "100%": the text `hidden()` keeps its
  ///   width and an `overlay(alignment: .trailing)` draws the real value, so every percentage column is
  ///   as wide as the widest possible value and the options' labels line up.
  /// - Each option row has a flexible `background` (the result bar a renderer fills to the share).
  /// - The badge is an `overlay` moved 8 points out of the corner with `offset`: it changes no frame.
  /// - A `divider` separates the options from the footer.
  /// - A tab bar sits along the bottom in a `safeAreaInset`; the screen's background `ignoresSafeArea` and
  ///   reaches under it, while the card stays above it.
  /// - The footer is one row while it fits (`viewThatFits`), else two lines: the row needs its two footnote
  ///   labels (159.490… and 219.947… points in Inter at 13 points) and the spacer's 8, so the card's content
  ///   must be 387.4375 points wide; with the card's 16-point padding and the screen's 16-point margins that
  ///   is a window of **451.4375** points. The footnote style grows with Dynamic Type (19 points at
  ///   xxxLarge: 626.5625); the card is at most 640 wide (608 for its content), so at accessibility sizes,
  ///   where the row needs 679 points or more, the footer always takes two lines.
  public static func pollCard() -> Node {
    let options = [
      ("SwiftUI", "62%"), ("UIKit with Auto Layout", "23%"), ("A layout engine of our own", "9%"),
      ("Something else", "6%"),
    ]
    let rows = options.enumerated().map { index, option -> Node in
      Node.hstack(
        spacing: 8,
        [
          clipped(option.0, lineLimit: 1).id("option-\(index)-title"), .spacer(minLength: 8),
          label("100%", lineLimit: 1).hidden().id("option-\(index)-sizer")
            .overlay(alignment: .trailing, label(option.1, lineLimit: 1).id("option-\(index)-percent"))
            .id("option-\(index)-room"),
        ]
      )
      .padding(EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
      .background(alignment: .leading, Node.flexible().id("option-\(index)-bar"))
      .id("option-\(index)")
    }
    let votes = "1,234 votes · 18 % turnout"
    let ends = "Poll ends in 2 days · results are final"
    let footer = Node.viewThatFits(
      in: .horizontal,
      [
        .hstack(
          spacing: 0,
          [label(votes, .footnote, lineLimit: 1), .spacer(minLength: 8), label(ends, .footnote, lineLimit: 1)]
        )
        .id("footer-row"),
        .vstack(spacing: 4, alignment: .leading, [label(votes, .footnote), label(ends, .footnote)])
          .id("footer-stacked"),
      ]
    ).id("footer")
    let card = Node.vstack(
      spacing: 10, alignment: .leading,
      [clipped("Which layout engine do your screens use?", .headline, lineLimit: 2).id("question")] + rows + [
        Node.divider().id("divider"), footer,
      ]
    )
    .padding(16)
    .background(Node.flexible().id("card-background"))
    .overlay(alignment: .topTrailing, Node.fixed(width: 22, height: 22).id("badge").offset(x: 8, y: -8))
    .id("card")
    // A tab bar under the screen, SwiftUI's safeAreaInset(edge: .bottom) { VStack(spacing: 0) { Divider(); bar } }:
    // the screen's background reaches under it (ignoresSafeArea), the card does not.
    let tabs = (0..<4).map { index -> Node in
      let tab = Node.vstack(spacing: 2, [icon(), label("Tab \(index + 1)", .caption2, lineLimit: 1)])
      return tab.frame(maxWidth: .infinity).id("tab-\(index)")
    }
    let tabBar = Node.vstack(
      spacing: 0,
      [
        Node.divider().id("tab-divider"),
        Node.hstack(spacing: 0, tabs).padding(EdgeInsets(top: 6, leading: 0, bottom: 4, trailing: 0)),
      ]
    ).id("tab-bar")
    return card.frame(maxWidth: 640).padding(16).id("poll")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background(Node.flexible().id("screen-background").ignoresSafeArea())
      .safeAreaInset(edge: .bottom, spacing: 0, tabBar).id("screen")
  }
}
