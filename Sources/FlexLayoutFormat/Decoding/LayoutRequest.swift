import FlexLayout

/// The version of the JSON request and result format this build reads and writes.
///
/// A request may state `"formatVersion": 1`; a request without it is read as version 1. Version 1 covers
/// the leaves `fixed`, `flexible`, `text` and `spacer`; the containers `hstack`, `vstack` and `zstack`;
/// the adaptive containers `flow`, `grid`, `viewThatFits`, `buckets` and `split`; the modifiers `frame`,
/// `padding`, `fixedSize`, `aspectRatio`, `scroll` and `containerRelativeFrame`; and scaled lengths
/// (`{"scaled": 24, "relativeTo": "body"}`). Later versions only add kinds and fields, so a valid
/// version-1 request stays valid and lays out the same. See Docs/Format.md.
public let flexLayoutFormatVersion = 1

/// One layout request: a tree, the size proposed to its root, and the environment.
///
/// In JSON: `{"formatVersion": 1, "proposal": {"width": W, "height": H}, "environment": {...},
/// "root": NODE}` (Docs/Format.md). Decode with ``init(json:options:)``; encode with ``json()``.
public struct LayoutRequest: Sendable {
  /// The size proposed to the root; `nil` on an axis asks for the ideal size.
  public var proposal: ProposedSize
  /// Display scale, Dynamic Type size and layout direction.
  public var environment: LayoutEnvironment
  /// The tree.
  public var root: Node

  /// Creates a request.
  public init(root: Node, proposal: ProposedSize = .unspecified, environment: LayoutEnvironment = .standard) {
    self.root = root
    self.proposal = proposal
    self.environment = environment
  }

  /// Decodes a request from UTF-8 JSON bytes, strictly: every problem found (up to
  /// ``DecodingOptions/maximumErrors``) is reported with its JSON Pointer.
  ///
  /// - Throws: ``FormatError``; its ``FormatError/exitCode`` is 3 when a limit was exceeded, else 1.
  public init(json bytes: [UInt8], options: DecodingOptions = .strict) throws(FormatError) {
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes, limits: options.jsonLimits)
    } catch {
      throw FormatError(error)
    }
    self = try RequestDecoder(document: document, options: options).decodeRequest().request
  }

  /// Decodes a request from JSON text; see ``init(json:options:)-([UInt8],_)``.
  public init(json text: String, options: DecodingOptions = .strict) throws(FormatError) {
    try self.init(json: Array(text.utf8), options: options)
  }

  /// Decodes a request from a parsed document.
  public init(document: JSONDocument, options: DecodingOptions = .strict) throws(FormatError) {
    self = try RequestDecoder(document: document, options: options).decodeRequest().request
  }

  /// The request as pretty-printed JSON; see ``requestJSON(root:proposal:environment:)``.
  public func json() -> String {
    requestJSON(root: root, proposal: proposal, environment: environment)
  }
}

/// How strictly a request is read, and the limits that protect the reader.
public struct DecodingOptions: Sendable {
  /// Top-level members accepted besides `formatVersion`, `proposal`, `environment` and `root`.
  ///
  /// Their values may be any JSON and are not interpreted by ``LayoutRequest``. Empty in strict mode.
  public var metadataKeys: Set<String>
  /// The most problems reported before decoding stops (default 20).
  public var maximumErrors: Int
  /// The most nodes in a tree (default 2,000,000); more is a limit error.
  public var maximumNodes: Int
  /// The deepest tree, counting the root as depth 1 (default ``Node/maximumDepth``, 4,096); deeper is a
  /// limit error.
  public var maximumNodeDepth: Int
  /// The JSON reader's limits (nesting 10,000, 16 million values, 128 MiB).
  public var jsonLimits: JSONReader.Limits
  /// The custom layouts a `{"kind": "layout"}` node may name (default ``LayoutRegistry/standard``, the shipped
  /// ones); an unregistered name is an `unknownLayout` issue at the node's `name`.
  public var layouts: LayoutRegistry

  /// Creates options; the defaults are strict mode.
  public init(
    metadataKeys: Set<String> = [], maximumErrors: Int = 20, maximumNodes: Int = 2_000_000,
    maximumNodeDepth: Int = Node.maximumDepth, jsonLimits: JSONReader.Limits = .standard,
    layouts: LayoutRegistry = .standard
  ) {
    self.layouts = layouts
    self.metadataKeys = metadataKeys
    self.maximumErrors = maximumErrors
    self.maximumNodes = maximumNodes
    self.maximumNodeDepth = maximumNodeDepth
    self.jsonLimits = jsonLimits
  }

  /// Strict mode, which the CLI uses: only the request's own members are accepted.
  public static let strict = DecodingOptions()

  /// Fixture mode: also accepts the metadata members of test-case files (``LayoutFixture/metadataKeys``).
  public static let fixture = DecodingOptions(metadataKeys: LayoutFixture.metadataKeys)
}

/// A test case: a request plus the frames it is expected to produce, as stored in
/// `Tests/FlexLayoutTests/Fixtures/cases/*.json`.
///
/// `expected` maps node ids to partial frames: only the fields present are asserted. `tolerance`
/// (default 1e-6) is the largest allowed absolute difference. The other metadata members (`source`,
/// `confidence`, `notes`, `derivedNotMeasured`, `expectedCounts`, `expectedSource`) are accepted and
/// not interpreted.
public struct LayoutFixture: Sendable {
  /// The top-level members a fixture may carry besides the request's own.
  public static let metadataKeys: Set<String> = [
    "expected", "source", "confidence", "notes", "tolerance", "derivedNotMeasured", "expectedCounts",
    "expectedSource",
  ]

  /// The default comparison tolerance, in points.
  public static let defaultTolerance = 1e-6

  /// The request.
  public var request: LayoutRequest
  /// The expected frames, in document order.
  public var expected: [ExpectedFrame]
  /// The largest allowed absolute difference per field, in points.
  public var tolerance: Double

  /// Creates a fixture.
  public init(request: LayoutRequest, expected: [ExpectedFrame], tolerance: Double = LayoutFixture.defaultTolerance) {
    self.request = request
    self.expected = expected
    self.tolerance = tolerance
  }

  /// Decodes a fixture file in fixture mode (``DecodingOptions/fixture``).
  public init(json bytes: [UInt8]) throws(FormatError) {
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw FormatError(error)
    }
    self = try RequestDecoder(document: document, options: .fixture).decodeFixture()
  }
}

/// A partially known frame: only the fields that are not `nil` are asserted.
public struct ExpectedFrame: Hashable, Sendable {
  /// The id of the node the frame belongs to.
  public var id: String
  /// The expected x coordinate in root coordinates, if asserted.
  public var x: Double?
  /// The expected y coordinate in root coordinates, if asserted.
  public var y: Double?
  /// The expected width, if asserted.
  public var width: Double?
  /// The expected height, if asserted.
  public var height: Double?

  /// Creates an expectation.
  public init(id: String, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil) {
    self.id = id
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The asserted fields as (name, value) pairs in the order x, y, width, height.
  public var fields: [(name: String, value: Double)] {
    [("x", x), ("y", y), ("width", width), ("height", height)].compactMap { name, value in
      value.map { (name, $0) }
    }
  }

  /// The differences between this expectation and `frame`, one message per field that differs by
  /// more than `tolerance`; empty when the frame matches.
  public func mismatches(in frame: Rect, tolerance: Double) -> [String] {
    let actual = ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height]
    return fields.compactMap { name, value in
      let got = actual[name] ?? .nan
      return Swift.abs(got - value) <= tolerance ? nil : "\(id).\(name): expected \(value), got \(got)"
    }
  }
}
