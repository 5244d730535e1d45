import FlexLayout
import Testing

@testable import FlexLayoutTesting

extension Properties {
  /// Right-to-left is the exact mirror of left-to-right (S1.4, D14).
  @Suite struct DirectionProperty {
    @Test("right-to-left mirrors every frame's edges: x' = W − (x + w), the rest unchanged")
    func rightToLeftMirrors() {
      PropertyRunner.checkLayouts("right-to-left mirrors", keep: Cases.isExact, generate: Cases.exact) { value in
        var mirrored = value.environment
        mirrored.layoutDirection = .rightToLeft
        let node = value.tree.node()
        for solver in Solver.allCases {
          let ltr = solver.layout(node, value.proposal, value.environment)
          let rtl = solver.layout(node, value.proposal, mirrored)
          switch (ltr, rtl) {
          case (.laidOut(let a), .laidOut(let b)):
            let width = a.size.width
            for index in a.frames.indices where a.visibility[index] {
              let f = a.frames[index]
              let expected = Rect(x: (width - (f.x + f.width)) + 0, y: f.y, width: f.width, height: f.height)
              if !sameBits(expected, b.frames[index]) {
                return "\(solver): node #\(index) is \(b.frames[index]) right-to-left, expected \(expected) "
                  + "(\(f) left-to-right)"
              }
            }
          case (.failed, .failed):
            break
          default:
            return "\(solver): \(rtl.summary) right-to-left, \(ltr.summary) left-to-right"
          }
        }
        return nil
      }
    }
  }
}
