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
  /// The constraint named `name` (`"minWidth"` … `"maxHeight"`), or nil for any other name.
  static func constraint(named name: String) -> WritableKeyPath<Self, Constraint>? {
    switch name {
    case "minWidth": \.minWidth
    case "idealWidth": \.idealWidth
    case "maxWidth": \.maxWidth
    case "minHeight": \.minHeight
    case "idealHeight": \.idealHeight
    case "maxHeight": \.maxHeight
    default: nil
    }
  }
}

extension FlexibleLeaf: FlexibleConstraints {}
extension FlexibleFrame: FlexibleConstraints {}
