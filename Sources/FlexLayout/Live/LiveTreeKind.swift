extension LiveTree {
  /// What a live node is: a ``Node/Kind``, the kind and its fields without children. Children are attached
  /// through the tree (``LiveTree/insert(_:into:at:)``), so they can be edited one by one and keep their
  /// handles. Fields are checked when the tree is laid out, not when they are set, so a tree may pass through
  /// invalid states while it is edited.
  public typealias Kind = Node.Kind
  /// The families of kinds, by the children they take (``KindFamily``).
  public typealias Family = KindFamily
  /// The widths of one split column (``FlexLayout/SplitColumnWidths``).
  public typealias SplitColumnWidths = FlexLayout.SplitColumnWidths
}
