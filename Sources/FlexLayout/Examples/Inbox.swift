extension Examples {
  /// **Inbox**, a mail screen whose arrangement follows the width it really has:
  ///
  /// - `buckets` on the width at **680** and **960** points (**760** and **1080** at accessibility Dynamic
  ///   Type sizes, given explicitly): one column below 680, list + detail below 960, sidebar + list +
  ///   detail from 960.
  /// - Two columns: a `split` with the list at min 320 / ideal 360 / max 420 and the detail taking the
  ///   rest (min 300).
  /// - Three columns: a `split` with 1-point dividers, the sidebar at clamp(22 % of the width, 220, 280),
  ///   the list at clamp(34 %, 340, 440) and the detail taking the rest (min 300).
  /// - Each message row is a `viewThatFits` of a one-line row (sender, subject, spacer, time) and a
  ///   two-line row (sender over subject); the detail's actions are a `viewThatFits` of three labelled
  ///   buttons and one button plus a "More" menu.
  public static func inbox(messages: Int = 12) -> Node {
    let list = messageList(count: messages)
    return .buckets(
      thresholds: [680, 960], accessibilityThresholds: [760, 1080],
      [
        list.id("compact-list"),
        .split(
          [
            SplitColumn(min: 320, ideal: 360, max: 420, messageList(count: messages, prefix: "two-").id("two-list")),
            SplitColumn(min: 300, detail(prefix: "two-")),
          ], dividerWidth: 1
        ).id("two-columns"),
        .split(
          [
            SplitColumn(min: 220, ideal: 240, max: 280, fraction: 0.22, sidebar().id("sidebar")),
            SplitColumn(
              min: 340, ideal: 360, max: 440, fraction: 0.34,
              messageList(count: messages, prefix: "three-").id("three-list")),
            SplitColumn(min: 300, detail(prefix: "three-")),
          ], dividerWidth: 1, collapsedColumn: 1
        ).id("three-columns"),
      ]
    ).id("inbox")
  }

  static func sidebar() -> Node {
    let mailboxes = ["Inbox", "VIPs", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"]
    return .vstack(
      alignment: .leading,
      mailboxes.map { name in
        .hstack([icon(), clipped(name, lineLimit: 1), .spacer(), label("12", .callout, lineLimit: 1)])
      } + [.spacer(minLength: 0)]
    ).padding(8)
  }

  static func messageList(count: Int, prefix: String = "") -> Node {
    .vstack(
      spacing: 0,
      (0..<count).map { index in
        messageRow(index, id: index == 0 ? "\(prefix)first-row" : nil)
      }
    ).scroll()
  }

  static func messageRow(_ index: Int, id: String?) -> Node {
    let senders = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov"]
    let subjects = ["Quarterly report", "Lunch on Friday?", "Re: layout engine benchmarks", "Invitation"]
    let sender = clipped(senders[index % senders.count], .headline, lineLimit: 1)
    let subject = clipped(subjects[index % subjects.count], lineLimit: 1)
    let time = label("09:4\(index % 10)", .caption, lineLimit: 1)
    var row = Node.viewThatFits(
      in: .horizontal,
      [
        .hstack([sender.frame(width: 120, alignment: .leading), subject, .spacer(), time]),
        .vstack(spacing: 2, alignment: .leading, [.hstack([sender, .spacer(), time]), subject]),
      ]
    ).padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
    if let id { row = row.id(id) }
    return row
  }

  static func detail(prefix: String) -> Node {
    .vstack(
      spacing: 12, alignment: .leading,
      [
        clipped("Re: layout engine benchmarks", .title2, lineLimit: 2).id("\(prefix)detail-title"),
        .viewThatFits(
          in: .horizontal,
          [
            .hstack([button("Reply"), button("Forward"), button("Archive")]),
            .hstack([button("Reply"), button("More")]),
          ]
        ).id("\(prefix)actions"),
        label(
          "The resize sweep now reuses every subtree whose proposal did not change, so only the detail "
            + "column is laid out again while the window is dragged."
        ),
        .spacer(minLength: 0),
      ]
    ).padding().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
