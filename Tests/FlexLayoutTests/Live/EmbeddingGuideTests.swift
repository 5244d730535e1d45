// The code of Docs/Embedding.md, compiled and run by the tests below. Every ```swift block of the guide
// appears verbatim in this file (`guideBlocksAreInThisFile` checks it): edit both together.
import Foundation
import Testing

// MARK: - Guide code

import FlexLayout
import Synchronization

/// A string the host measures with its own text engine. Here a stand-in: every character advances
/// 0.55 em, lines are 1.25 em, and the text wraps at the proposed width.
struct Label: Sendable {
  var string: String
  var pointSize: Double = 15

  func measure(_ proposal: ProposedSize) -> Size {
    let advance = pointSize * 0.55
    let lineHeight = pointSize * 1.25
    let ideal = Double(string.count) * advance
    guard let width = proposal.width, width < ideal else { return Size(width: ideal, height: lineHeight) }
    let perLine = max(Int(width / advance), 1)
    let lines = (string.count + perLine - 1) / perLine
    return Size(width: Double(min(perLine, string.count)) * advance, height: Double(lines) * lineHeight)
  }
}

/// Image sizes the host learns when images finish loading, on any thread.
final class ImageSizes: Sendable {
  private let sizes = Mutex<[String: Size]>([:])

  func set(_ size: Size, for name: String) { sizes.withLock { $0[name] = size } }
  func size(of name: String) -> Size { sizes.withLock { $0[name] } ?? Size(width: 32, height: 32) }
}

/// A message list kept in a live tree: one row per message, avatar and text side by side.
final class MessageList {
  let tree = LiveTree()
  let images: ImageSizes
  private(set) var avatars: [NodeHandle] = []
  private(set) var subjects: [NodeHandle] = []

  init(images: ImageSizes, messages: [(sender: String, subject: String)]) throws(LiveTreeError) {
    self.images = images
    let list = tree.create(.vstack(spacing: 0, alignment: .leading), id: "list")
    try tree.setRoot(list)
    for message in messages { try append(message) }
  }

  /// Adds a row: `padding(8) { hstack { avatar; vstack { sender; subject } } }`.
  func append(_ message: (sender: String, subject: String)) throws(LiveTreeError) {
    let name = "avatar of \(message.sender)"
    let images = self.images
    let avatar = tree.create(.measured(MeasuredLeaf { _ in images.size(of: name) }))
    let sender = Label(string: message.sender, pointSize: 13)
    let subject = Label(string: message.subject)
    let subjectLeaf = tree.create(.measured(MeasuredLeaf { subject.measure($0) }))
    let text = tree.create(.vstack(spacing: 2, alignment: .leading))
    try tree.insert(tree.create(.measured(MeasuredLeaf { sender.measure($0) })), into: text)
    try tree.insert(subjectLeaf, into: text)
    let row = tree.create(.hstack(spacing: 8, alignment: .top))
    try tree.insert(avatar, into: row)
    try tree.insert(text, into: row)
    let padding = tree.create(.padding(EdgeInsets(all: 8)))
    try tree.insert(row, into: padding)
    guard let list = tree.root else { throw LiveTreeError(.noRoot, message: "the list is gone") }
    try tree.insert(padding, into: list)
    avatars.append(avatar)
    subjects.append(subjectLeaf)
  }

  /// New text for a subject: a new measure function, which drops the leaf's cached answers.
  func setSubject(_ string: String, of message: Int) throws(LiveTreeError) {
    let label = Label(string: string)
    try tree.setMeasure({ label.measure($0) }, of: subjects[message])
  }

  /// Removes a message's row; its handles become invalid.
  func removeMessage(_ message: Int) throws(LiveTreeError) {
    // avatar → hstack → padding: destroying the padding destroys the whole row.
    guard let row = try tree.parent(of: avatars[message]), let padding = try tree.parent(of: row) else { return }
    try tree.remove(padding)
    avatars.remove(at: message)
    subjects.remove(at: message)
  }
}

/// A retained-mode renderer's view of the screen: one layer per laid-out node, placed in its parent's layer
/// (as CALayers are).
struct Screen {
  var layers: [NodeHandle: (parent: NodeHandle?, frame: Rect)] = [:]
  var updates = 0

  /// Sets the layers whose placement changed since the previous layout, creating them or moving them (with
  /// their sublayers) under their parent's layer; then removes the layers of the nodes no longer laid out,
  /// each with the sublayers still below it.
  mutating func apply(_ layout: LiveLayout, from tree: LiveTree) throws {
    for node in layout.changedHandles {
      updates += 1
      guard let frame = try tree.placement(of: node) else { continue }
      layers[node] = (try tree.parent(of: node), frame)
    }
    for node in layout.departedHandles { removeLayer(node) }
  }

  private mutating func removeLayer(_ node: NodeHandle) {
    layers[node] = nil
    for (child, layer) in layers where layer.parent == node { removeLayer(child) }
  }
}

func runMessageList() throws -> (MessageList, Screen, [LiveLayout]) {
  let images = ImageSizes()
  let list = try MessageList(
    images: images,
    messages: [
      ("Ada Lovelace", "Notes on the Analytical Engine"), ("Grace Hopper", "Compilers, a proposal"),
      ("Alan Kay", "Dynabook sketches"),
    ])
  var screen = Screen()
  var layouts: [LiveLayout] = []

  // First frame: a phone-sized window, the height left to the content.
  layouts.append(try list.tree.layout(proposal: ProposedSize(width: 320, height: nil)))
  try screen.apply(layouts.last!, from: list.tree)

  // The window is resized: the same engine runs again and reuses every answer it can.
  layouts.append(try list.tree.layout(proposal: ProposedSize(width: 600, height: nil)))
  try screen.apply(layouts.last!, from: list.tree)

  // Edits: a subject changes, a message arrives, another is deleted.
  try list.setSubject("Re: Notes on the Analytical Engine (corrected)", of: 0)
  try list.append(("Barbara Liskov", "Substitution"))
  try list.removeMessage(1)
  layouts.append(try list.tree.layout(proposal: ProposedSize(width: 600, height: nil)))
  try screen.apply(layouts.last!, from: list.tree)

  // An avatar finished loading on another thread: the tree cannot see that, so say so.
  images.set(Size(width: 48, height: 48), for: "avatar of Barbara Liskov")
  try list.tree.markDirty(list.avatars[2])
  layouts.append(try list.tree.layout(proposal: ProposedSize(width: 600, height: nil)))
  try screen.apply(layouts.last!, from: list.tree)
  return (list, screen, layouts)
}

func accessibilityOrder(_ tree: LiveTree) throws -> [Rect] {
  // Visible content leaves, top to bottom and leading to trailing (right to left in RTL layouts).
  try tree.readingOrder().compactMap { try tree.frame(of: $0) }
}

func laidOutConcurrently() async throws -> [Size] {
  // One tree per task; the results are Sendable values.
  try await withThrowingTaskGroup(of: Size.self) { group in
    for width in [320.0, 768, 1024] {
      group.addTask {
        let tree = LiveTree(root: Examples.inbox())
        return try tree.layout(proposal: ProposedSize(width: width, height: 700)).size
      }
    }
    return try await group.reduce(into: []) { $0.append($1) }
  }
}

// MARK: - Tests

extension Live {
  @Suite("Embedding guide")
  struct EmbeddingGuideTests {
    @Test("the guide's walkthrough: incremental redraws keep the screen equal to a full layout")
    func walkthrough() throws {
      let (list, screen, layouts) = try runMessageList()
      // The screen holds a layer for exactly the nodes of the last layout, each where the layout placed it.
      let nodes = try list.tree.laidOutNodes()
      #expect(Set(screen.layers.keys) == Set(nodes) && nodes.count == layouts[3].nodeCount)
      for node in nodes {
        let layer = try #require(screen.layers[node])
        #expect(try layer.frame == list.tree.placement(of: node) && layer.parent == list.tree.parent(of: node))
      }
      // The last layout equals the reference solver on the same tree.
      let reference = try ReferenceSolver.layout(list.tree.snapshot(), proposal: ProposedSize(width: 600, height: nil))
      #expect(try reference.firstBitDifference(from: list.tree.result()) == nil)
      // The resize and the edits updated less than everything.
      #expect(layouts[1].changedHandles.count < layouts[1].nodeCount)
      #expect(layouts[3].changedHandles.count < layouts[3].nodeCount)
      #expect(layouts[2].departedHandles.count == 1, "the removed row's padding: its layer takes the row with it")
      #expect(try list.tree.frame(of: list.avatars[2])?.size == Size(width: 48, height: 48))
      #expect(layouts[1].statistics.measureCalls < layouts[0].statistics.measureCalls + 12)
      #expect(screen.updates < layouts.map(\.nodeCount).reduce(0, +))
    }

    @Test("reading order and concurrent trees, as in the guide")
    func readingOrderAndConcurrency() async throws {
      let (list, _, _) = try runMessageList()
      let order = try accessibilityOrder(list.tree)
      #expect(order.count == 9, "three rows of avatar, sender, subject")
      #expect(zip(order, order.dropFirst()).allSatisfy { $0.y <= $1.y || $0.x < $1.x })
      let sizes = try await laidOutConcurrently()
      #expect(Set(sizes.map(\.width)) == [320, 768, 1024])
    }

    @Test("every Swift block of Docs/Embedding.md is in this file")
    func guideBlocksAreInThisFile() throws {
      let here = URL(fileURLWithPath: #filePath)
      let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let guide = try String(contentsOf: root.appendingPathComponent("Docs/Embedding.md"), encoding: .utf8)
      let source = try String(contentsOf: here, encoding: .utf8)
      let blocks = guide.components(separatedBy: "```swift\n").dropFirst().map {
        $0.components(separatedBy: "\n```")[0]
      }
      #expect(blocks.count >= 5)
      for block in blocks {
        #expect(source.contains(block), "not in EmbeddingGuideTests.swift:\n\(block)")
      }
    }
  }
}
