#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many cases each property runs and from which seeds, read once from the environment (the defaults of
/// ``PropertyCheck/run(name:cases:seed:baseSeed:filter:generate:shrink:describe:property:)``).
///
/// - `FLEXLAYOUT_PROPERTY_CASES`: cases per property (default 1,000; a value that is not a positive integer is
///   ignored). Properties whose single case is expensive run a documented fraction of it (see
///   ``cases(scaledBy:)``), never fewer than one.
/// - `FLEXLAYOUT_SEED`: run exactly one case, the one with this seed (decimal or `0x` hex), in every
///   property selected by `--filter`. A failure report prints the seed to use.
/// - `FLEXLAYOUT_BASE_SEED`: vary the whole run (default fixed, so CI is reproducible).
/// - `FLEXLAYOUT_FULL_COUNT`: every property at the full count (the soak sets it); any value but empty or `0`.
///
/// Seeds that do not parse are ignored (the default applies).
public enum PropertyConfig {
  /// The default base seed: "FLEXLAYO" in ASCII.
  public static let defaultBaseSeed: UInt64 = 0x464C_4558_4C41_594F

  /// Cases per property: `FLEXLAYOUT_PROPERTY_CASES`, else 1,000.
  public static let cases: Int = {
    guard let text = environment("FLEXLAYOUT_PROPERTY_CASES"), let value = Int(text), value > 0 else {
      return 1_000
    }
    return value
  }()

  /// The one case seed to rerun, if any: `FLEXLAYOUT_SEED`.
  public static let seed: UInt64? = environment("FLEXLAYOUT_SEED").flatMap(parseSeed)

  /// The base seed all case seeds derive from: `FLEXLAYOUT_BASE_SEED`, else ``defaultBaseSeed``.
  public static let baseSeed: UInt64 = environment("FLEXLAYOUT_BASE_SEED").flatMap(parseSeed) ?? defaultBaseSeed

  /// Whether every property runs the full count, the expensive ones included (`FLEXLAYOUT_FULL_COUNT=1`, set by
  /// the soak: a property run at a fraction finds its rare failures that much later).
  public static let fullCount: Bool = environment("FLEXLAYOUT_FULL_COUNT").map { $0 != "0" && !$0.isEmpty } ?? false

  /// The case count scaled by `factor` and rounded up (at least 1), for properties whose cases are much more
  /// expensive; the whole count under ``fullCount``.
  public static func cases(scaledBy factor: Double) -> Int {
    if fullCount { return cases }
    return Swift.max(1, Int((Double(cases) * factor).rounded(.up)))
  }

  /// The seeds of the cases of `property`: `FLEXLAYOUT_SEED` alone when set, else `count` seeds derived
  /// from the base seed and the property's name (so properties draw independent streams). `count` ≥ 0.
  public static func caseSeeds(property: String, count: Int) -> [UInt64] {
    caseSeeds(property: property, count: count, seed: seed, baseSeed: baseSeed)
  }

  /// The seeds of the cases of `property`: `seed` alone when given, else `count` seeds derived from `baseSeed` and
  /// the property's name (its FNV-1a hash, XORed into `baseSeed`, seeds a ``SplitMix64`` whose draws are the
  /// case seeds).
  public static func caseSeeds(property: String, count: Int, seed: UInt64?, baseSeed: UInt64) -> [UInt64] {
    if let seed { return [seed] }
    var generator = SplitMix64(seed: baseSeed ^ fnv1a(property))
    return (0..<count).map { _ in generator.next() }
  }

  /// Parses a decimal or `0x`-prefixed hexadecimal seed, ignoring spaces and tabs around it; `nil` when it is
  /// not one (empty, negative, other characters, or above `UInt64.max`).
  public static func parseSeed(_ text: String) -> UInt64? {
    var trimmed = Substring(text)
    while let first = trimmed.first, isBlank(first) { trimmed.removeFirst() }
    while let last = trimmed.last, isBlank(last) { trimmed.removeLast() }
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16) }
    return UInt64(trimmed)
  }

  /// Whether `character` is a tab or a space separator (Unicode category Zs): what Foundation's
  /// `CharacterSet.whitespaces` holds, which `parseSeed` trimmed before the kit left Foundation.
  private static func isBlank(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
  }

  /// A seed as the failure reports print it: `0x` and 16 lowercase hex digits.
  public static func format(_ seed: UInt64) -> String {
    let hex = String(seed, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// FNV-1a over the UTF-8 bytes of `text` (stable across processes, unlike `Hasher`).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01B3
    }
    return hash
  }

  /// The environment variable `name`, read with the C library's `getenv` (no Foundation).
  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
