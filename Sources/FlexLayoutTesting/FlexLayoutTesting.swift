/// FlexLayoutTesting: layout audits of people's own screens (``LayoutAudit``: every width, Dynamic Type size
/// and direction of a matrix, findings with exact width intervals; Docs/Audits.md) and the property-test kit
/// that FlexLayout's own tests use (seeded generators, a shrinker, a runner whose failure report carries a
/// one-line replay).
///
/// Standard library only, and independent of any test framework: every check answers with values (findings,
/// failure reports) that a Swift Testing `#expect`, an XCTest `XCTAssert` or a command line turns into a
/// failure.
public enum FlexLayoutTesting {
  /// The version of the audit's checks and finding format (it changes when a check's definition does).
  public static let auditVersion = 1
}
