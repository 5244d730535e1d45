/// The audit annotations of live nodes: a node's ``NodeRole`` and ``NodeAudit``, what the layout audit reads
/// about it (the JSON format's `"role"` and `"audit"` members; ``Node/role``, ``Node/audit`` in a value tree).
///
/// Layout never reads them: setting them marks nothing dirty, and the next layout's results and reports
/// (``LiveLayout/changedHandles``, ``LiveLayout/recomputedNodes``) are what they would have been without the
/// edit. They are kept per node until it is destroyed, copied in by ``LiveTree/create(from:)`` and written out by
/// ``LiveTree/snapshot()`` and ``LiveTree/node(of:)``.
extension LiveTree {
  /// Sets or clears (`nil`) what the node is to a person using the screen, for the layout audit: a
  /// ``NodeRole/button`` is a touch target. Marks nothing dirty. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func setRole(_ role: NodeRole?, of node: NodeHandle) throws(LiveTreeError) {
    rolesByNode[Int32(try slot(node))] = role
  }

  /// The node's role for the layout audit, or `nil` when it has none (the default).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func role(of node: NodeHandle) throws(LiveTreeError) -> NodeRole? {
    rolesByNode[Int32(try slot(node))]
  }

  /// Sets or clears (`nil`) what the node tells the layout audit: its minimum useful width in points
  /// (``NodeAudit/minWidth``: a finite length ≥ 0, or `nil` for none) and the checks intended for it
  /// (``NodeAudit/allow``). The annotations replace the node's previous ones as a whole; empty annotations
  /// (``NodeAudit/isEmpty``) are none, so ``audit(of:)`` answers `nil` after setting them. Marks nothing
  /// dirty. O(1).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``; ``LiveTreeError/Code/invalidNode`` when the minimum width
  ///   is NaN, negative or infinite, naming the node (its path ends in `/audit/minWidth` when it is attached
  ///   under the root) with the validator's error in ``LiveTreeError/layoutError``. Nothing changes when it
  ///   throws.
  public func setAudit(_ audit: NodeAudit?, of node: NodeHandle) throws(LiveTreeError) {
    let index = try slot(node)
    if let audit {
      do throws(LayoutError) {
        try audit.checkFields(id: idsByNode[Int32(index)])
      } catch {
        throw invalidField(index, error)
      }
    }
    setAuditEntry(audit, of: index)
  }

  /// The node's audit annotations, or `nil` when it has none (the default; empty annotations are none).
  ///
  /// - Throws: ``LiveTreeError/Code/invalidHandle``.
  public func audit(of node: NodeHandle) throws(LiveTreeError) -> NodeAudit? {
    auditsByNode[Int32(try slot(node))]
  }
}
