import FlexLayout

/// The configurations that differ only in width: one height, Dynamic Type size, direction and display scale.
public struct AuditStreamConfiguration: Sendable, Hashable {
  public var height: Double?
  public var displayScale: Double?
  public var dynamicTypeSize: DynamicTypeSize
  public var layoutDirection: LayoutDirection
  public var safeAreaInsets: EdgeInsets

  public init(
    height: Double?, displayScale: Double?, dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection,
    safeAreaInsets: EdgeInsets
  ) {
    self.height = height
    self.displayScale = displayScale
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
  }

  /// The environment the stream lays out in.
  public var environment: LayoutEnvironment {
    LayoutEnvironment(
      displayScale: displayScale, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
      safeAreaInsets: safeAreaInsets)
  }
}

/// An arrangement of the whole screen (every adaptive container's choice) over a closed width interval of one
/// stream, edges exact to 1/1024 pt like findings'.
public struct ArrangementSpan: Sendable, Hashable {
  public var configuration: AuditStreamConfiguration
  public var from: Double
  public var to: Double
  /// `inbox: child 2; three-columns: columns 0, 1, 2`: each laid-out adaptive container by id (or JSON Pointer).
  public var description: String
}

/// Sweeps one stream: lays the screen out at every width of the matrix with one warm engine (or the reference
/// solver), observes the checks at each, and refines by bisection the edge of every finding and arrangement that
/// changes between two samples, to 1/1024 pt. Findings are kept only while open, so memory follows the findings,
/// not the widths.
final class AuditStream {
  let screen: AuditScreen
  let checks: ConfigurationChecks
  let options: AuditOptions
  let matrix: AuditMatrix
  let configuration: AuditStreamConfiguration
  private let environment: LayoutEnvironment
  private let engine: LayoutEngine?
  private let reportsText: Bool
  /// Layouts done (samples and refinement).
  private(set) var layouts = 0

  /// The grid edges are refined to.
  static let resolution = 1.0 / 1024

  init(
    screen: AuditScreen, tree: LayoutTree, matrix: AuditMatrix, options: AuditOptions,
    configuration: AuditStreamConfiguration
  ) {
    self.screen = screen
    self.checks = ConfigurationChecks(screen: screen, options: options)
    self.options = options
    self.matrix = matrix
    self.configuration = configuration
    environment = configuration.environment
    reportsText =
      options.checks.contains(.textTruncated) || options.checks.contains(.wordOverflow)
      || options.checks.contains(.wordBroken) || options.checks.contains(.breaksAtTextSize)
    if options.solver == .engine {
      let engine = LayoutEngine(tree)
      engine.reportsTextLines = reportsText
      self.engine = engine
    } else {
      engine = nil
    }
  }

  // MARK: Samples

  /// One layout and what it shows.
  struct Sample {
    var width: Double
    var result: LayoutResult?
    var observations: [FindingKey: Observation]
    var arrangement: ScreenArrangement
  }

  func window(_ width: Double) -> AuditWindow {
    AuditWindow(
      width: width, height: configuration.height, insets: configuration.safeAreaInsets,
      direction: configuration.layoutDirection)
  }

  func sample(_ width: Double) -> Sample {
    layouts += 1
    let proposal = ProposedSize(width: width, height: configuration.height)
    do {
      let result: LayoutResult
      if let engine {
        result = try engine.layout(proposal: proposal, environment: environment)
      } else {
        result = try ReferenceSolver.layout(
          screen.root, proposal: proposal, environment: environment, reportingTextLines: reportsText)
      }
      return Sample(
        width: width, result: result, observations: checks.observe(result, in: window(width)),
        arrangement: ScreenArrangement(result))
    } catch {
      // A configuration the screen cannot be laid out in is a finding of its own (Docs/Audits.md).
      let node = screen.node(atPointer: error.path)
      // Keyed by the node alone (messages name the proposal, which changes with the width): one finding over the
      // widths where the layout fails at that node, with its first width's message.
      let key = FindingKey(code: FindingKey.layoutErrorCode, nodes: node.map { [$0] } ?? [])
      let observation = Observation(key: key, amount: 0, unit: "", message: error.message)
      return Sample(width: width, result: nil, observations: [key: observation], arrangement: ScreenArrangement(nil))
    }
  }

  // MARK: The sweep

  /// What a key says of a sample: a finding present or not, a container's arrangement.
  enum EdgeKey: Hashable {
    case finding(FindingKey)
    case container(Int)
  }

  private func state(_ key: EdgeKey, _ sample: Sample) -> AnyHashable {
    switch key {
    case .finding(let finding): return sample.observations[finding] != nil
    case .container(let node): return sample.arrangement[node]
    }
  }

  /// A finding while it holds.
  private struct OpenFinding {
    var key: FindingKey
    var from: Double
    var nodes: [AuditFinding.Node]
    var amount: Double
    var unit: String
    var message: String
  }

  /// Runs the sweep; returns its findings (in the order they closed) and arrangement spans.
  func run() -> (findings: [AuditFinding], arrangements: [ArrangementSpan]) {
    var findings: [AuditFinding] = []
    var spans: [ArrangementSpan] = []
    let count = matrix.widthCount
    guard count > 0 else { return ([], []) }
    var open: [FindingKey: OpenFinding] = [:]
    var previous = sample(matrix.width(0))
    for (key, observation) in previous.observations { open[key] = opening(observation, previous) }
    // The sweep's samples drop their result once read: the engine then writes its next frames in place instead
    // of copying them away from a result still held (a refinement's probes keep theirs).
    previous.result = nil
    var spanStart = previous.width
    var lastChange: [Int: Double] = [:]

    func close(_ key: FindingKey, to width: Double) {
      guard let finding = open.removeValue(forKey: key) else { return }
      findings.append(self.finding(finding, to: width))
    }

    for index in 1..<count {
      let current = sample(matrix.width(index))
      var keys: [EdgeKey] = []
      for key in current.observations.keys where previous.observations[key] == nil { keys.append(.finding(key)) }
      for key in previous.observations.keys where current.observations[key] == nil { keys.append(.finding(key)) }
      let containers = previous.arrangement.changes(to: current.arrangement)
      keys += containers.map(EdgeKey.container)
      if !keys.isEmpty {
        var edges: [EdgeKey: (before: Sample, after: Sample)] = [:]
        refine(previous, current, keys, into: &edges)
        // Findings that end, then findings that start, each at its own edge.
        for (key, edge) in edges {
          guard case .finding(let finding) = key else { continue }
          if let observation = edge.before.observations[finding] {
            if let amount = open[finding]?.amount { open[finding]!.amount = Swift.max(amount, observation.amount) }
            close(finding, to: edge.before.width)
          } else if let observation = edge.after.observations[finding] {
            open[finding] = opening(observation, edge.after)
          }
        }
        // Arrangements: one transition per distinct edge, in width order.
        var transitions: [Double: (before: Sample, after: Sample, containers: [Int])] = [:]
        for (key, edge) in edges {
          guard case .container(let node) = key else { continue }
          transitions[edge.after.width, default: (edge.before, edge.after, [])].containers.append(node)
        }
        for width in transitions.keys.sorted() {
          let transition = transitions[width]!
          spans.append(span(from: spanStart, to: transition.before.width, transition.before.arrangement))
          spanStart = width
          findings += jump(transition.before, transition.after, transition.containers.sorted())
          for node in transition.containers {
            let (old, new) = (transition.before.arrangement[node], transition.after.arrangement[node])
            guard old != nil, new != nil else {
              lastChange[node] = nil
              continue
            }
            if let start = lastChange[node], width - start < options.flickerWidth,
              options.checks.contains(.flicker), !screen.allows(.flicker, [node])
            {
              findings.append(flicker(node, from: start, to: transition.before.width, held: width - start, old!))
            }
            lastChange[node] = width
          }
        }
      }
      for (key, observation) in current.observations {
        if let amount = open[key]?.amount { open[key]!.amount = Swift.max(amount, observation.amount) }
      }
      previous = current
      previous.result = nil
    }
    for key in open.keys { close(key, to: previous.width) }
    spans.append(span(from: spanStart, to: previous.width, previous.arrangement))
    return (findings, spans)
  }

  /// Bisects between `low` and `high` until every key's change lies between two widths at most 1/1024 pt
  /// apart; records for each key the samples on both sides of its edge. Keys are split by their state at the
  /// midpoint, so keys that change together cost one bisection.
  private func refine(
    _ low: Sample, _ high: Sample, _ keys: [EdgeKey], into edges: inout [EdgeKey: (before: Sample, after: Sample)]
  ) {
    guard let middle = Self.midpoint(low.width, high.width) else {
      for key in keys { edges[key] = (low, high) }
      return
    }
    let probe = sample(middle)
    var left: [EdgeKey] = []
    var right: [EdgeKey] = []
    for key in keys {
      if state(key, probe) == state(key, low) { right.append(key) } else { left.append(key) }
    }
    if !left.isEmpty { refine(low, probe, left, into: &edges) }
    if !right.isEmpty { refine(probe, high, right, into: &edges) }
  }

  /// A width strictly between `low` and `high`, on the 1/1024-pt grid when one lies between them, or `nil` when
  /// they are within 1/1024 pt of each other.
  static func midpoint(_ low: Double, _ high: Double) -> Double? {
    guard high - low > resolution else { return nil }
    let snapped = (((low + high) / 2) / resolution).rounded(.down) * resolution
    if snapped > low && snapped < high { return snapped }
    let plain = low + (high - low) / 2
    return plain > low && plain < high ? plain : nil
  }

  // MARK: Findings

  private func opening(_ observation: Observation, _ sample: Sample) -> OpenFinding {
    let nodes = observation.key.nodes.map { node in
      sample.result.map { screen.findingNode(node, $0) }
        ?? AuditFinding.Node(id: screen.ids[node], pointer: screen.pointers[node], index: node, frame: .zero)
    }
    return OpenFinding(
      key: observation.key, from: sample.width, nodes: nodes, amount: observation.amount, unit: observation.unit,
      message: observation.message)
  }

  private func finding(_ open: OpenFinding, to width: Double) -> AuditFinding {
    AuditFinding(
      check: open.key.check, nodes: open.nodes, dynamicTypeSize: configuration.dynamicTypeSize,
      layoutDirection: configuration.layoutDirection, height: configuration.height,
      displayScale: configuration.displayScale, from: open.from, to: width, amount: open.amount, unit: open.unit,
      message: open.message)
  }

  private func span(from: Double, to: Double, _ arrangement: ScreenArrangement) -> ArrangementSpan {
    ArrangementSpan(configuration: configuration, from: from, to: to, description: arrangement.description(screen))
  }

  /// `flicker`: container `node` showed `shown` only from `from` to `to` (`held` points) between two changes.
  private func flicker(_ node: Int, from: Double, to: Double, held: Double, _ shown: ContainerArrangement)
    -> AuditFinding
  {
    AuditFinding(
      check: AuditCheck.flicker.rawValue,
      nodes: [AuditFinding.Node(id: screen.ids[node], pointer: screen.pointers[node], index: node, frame: .zero)],
      dynamicTypeSize: configuration.dynamicTypeSize, layoutDirection: configuration.layoutDirection,
      height: configuration.height, displayScale: configuration.displayScale, from: from, to: to, amount: held,
      unit: "points", message: "shows \(shown) for only")
  }

  /// `layout-jump`: the shift score of the transition from `before` to `after` when it exceeds the limit, the
  /// farthest-moving leaves (up to three) as its nodes.
  private func jump(_ before: Sample, _ after: Sample, _ containers: [Int]) -> [AuditFinding] {
    guard options.checks.contains(.layoutJump), let a = before.result ?? sample(before.width).result,
      let b = after.result ?? sample(after.width).result
    else { return [] }
    let height = configuration.height ?? Swift.max(a.frames[0].maxY, b.frames[0].maxY)
    let viewport = Rect(x: 0, y: 0, width: after.width, height: height)
    let shift = LayoutShift.measure(
      before: a, after: b, viewport: viewport, screen: screen, movedDistance: options.movedDistance)
    guard shift.score > options.maximumShiftScore else { return [] }
    let movers = shift.moved.prefix(3).map(\.node)
    guard !screen.allows(.layoutJump, movers + containers) else { return [] }
    let names = containers.map { screen.ids[$0].map { "\"\($0)\"" } ?? screen.pointers[$0] }
    return [
      AuditFinding(
        check: AuditCheck.layoutJump.rawValue, nodes: movers.sorted().map { screen.findingNode($0, a, after: b) },
        dynamicTypeSize: configuration.dynamicTypeSize, layoutDirection: configuration.layoutDirection,
        height: configuration.height, displayScale: configuration.displayScale, from: after.width, to: after.width,
        amount: shift.score, unit: "shift score",
        message: "when \(names.joined(separator: ", ")) change\(names.count == 1 ? "s" : "") arrangement, "
          + "\(shift.moved.count) leaves move (the farthest \(ConfigurationChecks.points(shift.moved[0].distance)) pt)")
    ]
  }
}

extension AuditScreen {
  /// The node a JSON Pointer names (`/root/children/1`), or the node whose field it names
  /// (`/root/children/1/width`), or `nil`.
  func node(atPointer pointer: String) -> Int? {
    var path = Substring(pointer)
    while !path.isEmpty {
      if let node = pointers.firstIndex(where: { $0 == path }) { return node }
      guard let slash = path.lastIndex(of: "/") else { return nil }
      path = path[..<slash]
    }
    return nil
  }
}
