/// The invariants of a ``LiveTree`` besides its arena's (`ArenaInvariants.swift`), checked in one place: the
/// per-node columns against the arena, subtree sizes and heights against a recount, the edit list, the root, the
/// id tables, the scaled-length table and the audit-annotation tables.
///
/// Debug builds check them before and after every layout (each edit batch ends in one); the random-edit tests
/// and the soak call ``checkInvariants()`` after every step. O(nodes); never on a release build's hot path.
extension LiveTree {
  /// Every invariant that does not hold, one line each (empty when the tree is sound). The derived facts are
  /// checked too when the tree is settled: laid out, with no edit since.
  package func invariantViolations() -> [String] {
    let settled = last != nil && dirty.isEmpty && layoutStructure == structure
    var problems = arena.invariantViolations(settled: settled).map { "arena: " + $0 }
    func fail(_ message: String) { problems.append(message) }

    // Columns: one per node number, alive exactly where the arena's number is in use.
    if columns.count != arena.nodeEnd { fail("\(columns.count) node columns for \(arena.nodeEnd) node numbers") }
    let free = Set(arena.freeNodes)
    for node in 0..<Swift.min(columns.count, arena.nodeEnd) {
      let alive = states[node].contains(.alive)
      if alive == free.contains(Int32(node)) { fail("node \(node): alive \(alive), free \(!alive)") }
      if alive && generations[node] > Self.maximumGeneration { fail("node \(node): generation beyond the limit") }
    }
    let alive = (0..<Swift.min(columns.count, arena.nodeEnd)).filter { states[$0].contains(.alive) }
    func isAlive(_ entry: Int32) -> Bool { Int(entry) < columns.count && states[Int(entry)].contains(.alive) }

    // Subtree sizes always; heights when settled (a refresh brings them up to date).
    for node in alive {
      var size: Int32 = 1
      var height: Int32 = 1
      for slot in arena.slots(of: node) {
        let child = Int(arena.childList[slot])
        size += subtreeSizes[child]
        height = Swift.max(height, heights[child] + 1)
      }
      if subtreeSizes[node] != size { fail("node \(node): subtree size \(subtreeSizes[node]), recount \(size)") }
      if settled && isAttached(node) && heights[node] != height {
        fail("node \(node): height \(heights[node]), recount \(height)")
      }
    }

    // The root.
    if rootSlot >= 0 {
      if rootSlot >= columns.count || !states[rootSlot].contains(.alive) { fail("the root \(rootSlot) is not alive") }
      if arena.parents[rootSlot] >= 0 { fail("the root \(rootSlot) has parent \(arena.parents[rootSlot])") }
    }

    // The edit list: every node marked listed is in it. (An entry without the mark is stale, a node destroyed
    // after its edit, and is skipped by the refresh; its number may be listed again.)
    var listed = Set<Int32>()
    for entry in dirty {
      if entry < 0 || Int(entry) >= columns.count { fail("edit list entry \(entry) is no node number") }
      listed.insert(entry)
    }
    for node in alive where states[node].contains(.listed) && !listed.contains(Int32(node)) {
      fail("node \(node) is marked listed but is not in the edit list")
    }

    // Ids: both directions agree, the arena's copy matches, shared ids are the ones several nodes have.
    for (entry, id) in idsByNode {
      if !isAlive(entry) { fail("id \"\(id)\" on node \(entry), which is not alive") }
      if nodesByID[id]?.filter({ $0 == entry }).count != 1 { fail("node \(entry): id \"\(id)\" not listed once") }
      if arena.nodeIDs[entry] != id {
        fail("node \(entry): the arena's id is \(String(describing: arena.nodeIDs[entry]))")
      }
    }
    for (id, entries) in nodesByID {
      if entries.isEmpty { fail("id \"\(id)\" has an empty entry") }
      for entry in entries where idsByNode[entry] != id { fail("id \"\(id)\" lists node \(entry), whose id differs") }
      if (entries.count > 1) != sharedIDs.contains(id) { fail("id \"\(id)\": shared mark wrong for \(entries.count)") }
    }
    if arena.nodeIDs.count != idsByNode.count {
      fail("the arena has \(arena.nodeIDs.count) ids, the tree \(idsByNode.count)")
    }
    for entry in scaledNodes.keys where !isAlive(entry) {
      fail("scaled lengths kept for node \(entry), which is not alive")
    }

    // Audit annotations: kept for alive nodes only; empty annotations are none, never kept.
    for entry in rolesByNode.keys where !isAlive(entry) { fail("a role kept for node \(entry), which is not alive") }
    for (entry, audit) in auditsByNode {
      if !isAlive(entry) { fail("audit annotations kept for node \(entry), which is not alive") }
      if audit.isEmpty { fail("node \(entry): empty audit annotations kept") }
    }
    return problems
  }

  /// Traps with every violated invariant (see ``invariantViolations()``).
  package func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "LiveTree invariants:\n" + problems.joined(separator: "\n"))
  }
}
