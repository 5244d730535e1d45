/// A key for a value a child carries for the custom layout around it (SwiftUI's `LayoutValueKey`), read by the
/// layout through ``LayoutSubview/subscript(_:)``.
///
/// A key has a ``name``: the JSON format (`"layoutValues": {"percent": 0.25}`) and the C interface store values
/// by name, so a key whose `Value` is `Double`, `String`, `Bool`, `[Double]` or `[String]` reads values given
/// there too.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The value of a child that sets none.
  static var defaultValue: Value { get }
  /// The key's name; by default the type's name.
  static var name: String { get }
}

extension LayoutValueKey {
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
}

/// Named values: those a node carries for its custom-layout parent (``Node/layoutValues``), and the arguments a
/// custom layout is made from (``AnyLayout/arguments``).
///
/// The JSON format writes values of type `Double`, `String`, `Bool`, `[Double]` and `[String]`; a value of
/// another type lives in Swift only.
public struct LayoutValues: Sendable, CustomStringConvertible {
  /// The values by name.
  public var storage: [String: any Sendable]

  /// No values.
  public init(_ storage: [String: any Sendable] = [:]) {
    self.storage = storage
  }

  /// Whether there is no value.
  public var isEmpty: Bool { storage.isEmpty }

  /// The value for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    get { storage[K.name] as? K.Value ?? K.defaultValue }
    set { storage[K.name] = newValue }
  }

  /// The value named `name`, of any type.
  public subscript(name: String) -> (any Sendable)? {
    get { storage[name] }
    set { storage[name] = newValue }
  }

  /// The number named `name` (an `Int` reads as a `Double`), or `nil`.
  public func number(_ name: String) -> Double? { Self.number(storage[name]) }

  /// `value` as a number (an `Int` reads as a `Double`), or `nil`.
  static func number(_ value: (any Sendable)?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as Int: return Double(value)
    default: return nil
    }
  }

  /// The numbers named `name`, or `nil`.
  public func numbers(_ name: String) -> [Double]? { storage[name] as? [Double] }

  public var description: String {
    "[" + storage.keys.sorted().map { "\($0): \(storage[$0]!)" }.joined(separator: ", ") + "]"
  }
}
