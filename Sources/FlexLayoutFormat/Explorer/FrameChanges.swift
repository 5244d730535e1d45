import FlexLayout

/// The frames of an explorer page from one width to the next (``ExplorerRecording``): every drawn node's frame
/// and how fast it is moving, and the records that correct what that motion predicts.
///
/// Each slot holds four components — x, y, width and height, in the page's unit (points, or pixels of the
/// display scale's grid: ``ExplorerRecording``) — and a velocity for each, all 0 before the first step. A step
/// is a list of *records*, in slot order; a component no record of the step touches moves by its velocity (a
/// window being resized moves most frames by the same amount from one width to the next, so most steps need
/// few records). A record is a code followed by a number for some of its components. The code is
/// `skipped × 256 + operations`: `skipped` is the number of slots passed over since the record before (since
/// slot −1 at the start of the step), so the record's slot is the last one plus `skipped + 1`; `operations`
/// holds two bits per component, x in bits 0–1, y in 2–3, width in 4–5 and height in 6–7:
///
/// - 0: moved by its velocity, as predicted;
/// - 1: set to the next number, and the velocity to 0;
/// - 2: moved by the next number (from its value at the step before), which becomes the velocity; used only
///   where that addition gives the new value exactly, in IEEE double arithmetic;
/// - 3: what the last record of this step that changed this component did (set the same value, or move by the
///   same number), used only where that gives the new value exactly.
///
/// Numbers are written by ``JSONWriter/number(_:)``, so they read back exactly.
struct FrameChanges {
  /// What a record did to one component.
  enum Operation: Equatable {
    case set(Double)
    case add(Double)

    /// The new value of a component that was `value`.
    func applied(to value: Double) -> Double {
      switch self {
      case .set(let new): return new
      case .add(let amount): return value + amount
      }
    }

    /// The velocity it leaves.
    var velocity: Double {
      switch self {
      case .set: return 0
      case .add(let amount): return amount
      }
    }
  }

  /// Per slot, its four components and their velocities, as the page's script has them after the last step.
  private var values: [Double]
  private var velocities: [Double]

  /// A page of `slots` drawn nodes.
  init(slots: Int) {
    values = [Double](repeating: 0, count: slots * 4)
    velocities = values
  }

  /// The records of the next step: each slot of `frames` (slot and its four components in the page's unit) is a
  /// laid-out node whose frame is known, in ascending slot order, `moving` when it was laid out at the width
  /// before too (a node that appears is set where it is, not given its jump as a velocity); every other
  /// component moves by its velocity.
  mutating func step(_ frames: [(slot: Int, components: [Double], moving: Bool)]) -> [String] {
    var numbers: [String] = []
    var touched = [Bool](repeating: false, count: values.count)
    var lastSlot = -1
    var lastOperations: [Operation?] = [nil, nil, nil, nil]
    for (slot, components, moving) in frames {
      var code = 0
      var written: [String] = []
      for component in 0..<4 {
        let cell = slot * 4 + component
        let (before, after) = (values[cell], components[component])
        guard (before + velocities[cell]).bitPattern != after.bitPattern else { continue }
        let operation: Operation
        if let last = lastOperations[component], last.applied(to: before).bitPattern == after.bitPattern {
          code += 3 << (2 * component)
          operation = last
        } else {
          let amount = after - before
          operation = moving && (before + amount).bitPattern == after.bitPattern ? .add(amount) : .set(after)
          switch operation {
          case .add(let amount):
            code += 2 << (2 * component)
            written.append(JSONWriter.number(amount))
          case .set(let value):
            code += 1 << (2 * component)
            written.append(JSONWriter.number(value))
          }
          lastOperations[component] = operation
        }
        values[cell] = after
        velocities[cell] = operation.velocity
        touched[cell] = true
      }
      guard code != 0 else { continue }
      numbers.append(String((slot - lastSlot - 1) * 256 + code))
      numbers += written
      lastSlot = slot
    }
    for cell in values.indices where !touched[cell] { values[cell] = values[cell] + velocities[cell] }
    return numbers
  }
}
