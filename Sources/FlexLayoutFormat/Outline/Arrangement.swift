import FlexLayout

/// What an adaptive container's selection means for the arrangement on screen: the chosen child, the
/// visible split columns, or the number of grid cell columns (not their widths, which change with every
/// size).
enum Arrangement: Hashable {
  case child(Int)
  case columns([Int])
  case cellColumns(Int)

  init(_ selection: Selection) {
    switch selection {
    case .child(let index): self = .child(index)
    case .columns(let columns): self = .columns(columns)
    case .widths(let widths): self = .cellColumns(widths.count)
    }
  }
}
