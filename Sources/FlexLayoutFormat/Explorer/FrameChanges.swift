import FlexLayout

/// The frames that changed in one step of an explorer page (``ExplorerRecording``), written compactly: one
/// *record* per changed frame, in slot order, each a code followed by a number for some of its components.
///
/// The code is `skipped × 256 + operations`: `skipped` is the number of slots passed over since the record
/// before (since slot −1 at the start of the step), so the record's slot is the last one plus `skipped + 1`;
/// `operations` holds two bits per component, x in bits 0–1, y in 2–3, width in 4–5 and height in 6–7:
///
/// - 0: unchanged;
/// - 1: set to the next number;
/// - 2: add the next number (used only where the addition gives the new value exactly, in IEEE double
///   arithmetic, and its text is shorter than the value's);
/// - 3: do what the last record of this step that changed this component did (set its value, or add its
///   number), used only where that gives the new value exactly.
///
/// Numbers are written by ``JSONWriter/number(_:)``, so they read back exactly. Whole rows and columns of boxes
/// moving or growing alike thus cost a few characters each.
struct FrameChanges {
  /// What a record did to one component.
  enum Operation: Equatable {
    case set(Double)
    case add(Double)

    func applied(to value: Double) -> Double {
      switch self {
      case .set(let new): return new
      case .add(let amount): return value + amount
      }
    }
  }

  /// The records as JSON numbers, without brackets.
  private(set) var numbers: [String] = []
  private var lastSlot = -1
  /// Per component, what the last record that changed it did.
  private var lastOperations: [Operation?] = [nil, nil, nil, nil]

  /// Adds the record of `slot`, whose frame changed from `old` to `new`; slots come in ascending order.
  mutating func append(slot: Int, from old: Rect, to new: Rect) {
    let olds = [old.x, old.y, old.width, old.height]
    let news = [new.x, new.y, new.width, new.height]
    var code = (slot - lastSlot - 1) * 256
    var values: [String] = []
    for component in 0..<4 {
      let (before, after) = (olds[component], news[component])
      guard before != after else { continue }
      if let last = lastOperations[component], last.applied(to: before) == after {
        code += 3 << (2 * component)
        continue
      }
      let value = JSONWriter.number(after)
      let amount = after - before
      let amountText = JSONWriter.number(amount)
      if before + amount == after, amountText.utf8.count < value.utf8.count {
        code += 2 << (2 * component)
        values.append(amountText)
        lastOperations[component] = .add(amount)
      } else {
        code += 1 << (2 * component)
        values.append(value)
        lastOperations[component] = .set(after)
      }
    }
    numbers.append(String(code))
    numbers += values
    lastSlot = slot
  }
}
