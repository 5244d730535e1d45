/// The six constraints a flexible leaf (S2.2) and a flexible frame (S5.2) share, reached by the names their
/// fields are described with (``FieldDescriptor/flexibleConstraints``): one table of names for both.
protocol FlexibleConstraints {
  /// A constraint's value: a length for a leaf, an optional length for a frame.
  associatedtype Constraint
  var minWidth: Constraint { get set }
  var idealWidth: Constraint { get set }
  var maxWidth: Constraint { get set }
  var minHeight: Constraint { get set }
  var idealHeight: Constraint { get set }
  var maxHeight: Constraint { get set }
}

extension FlexibleConstraints {
  /// Calls `body` with the constraint named `name` (`"minWidth"` … `"maxHeight"`) and returns its result, or
  /// returns nil for any other name. Reached by plain property access: a key path written in this generic
  /// context would be instantiated by the runtime at every call (thousands of instructions, and the field
  /// checks of every compile make six such calls per flexible leaf).
  mutating func withConstraint<Result>(named name: String, _ body: (inout Constraint) -> Result) -> Result? {
    switch name {
    case "minWidth": body(&minWidth)
    case "idealWidth": body(&idealWidth)
    case "maxWidth": body(&maxWidth)
    case "minHeight": body(&minHeight)
    case "idealHeight": body(&idealHeight)
    case "maxHeight": body(&maxHeight)
    default: nil
    }
  }
}

extension FlexibleLeaf: FlexibleConstraints {}
extension FlexibleFrame: FlexibleConstraints {}
