/// The custom layouts a host offers by name: how the JSON format's `{"kind": "layout", "name": …, "values": …}`
/// (and the CLI) finds the ``Layout`` to make (S20.8).
///
/// ``standard`` holds the two layouts FlexLayout ships, `percentWidth` (``PercentWidthLayout``) and
/// `equalWidth` (``EqualWidthRow``); a host adds its own with ``register(_:_:)``.
public struct LayoutRegistry: Sendable {
  /// Makes a layout from the arguments a request gives it (the JSON form's `"values"`); throws to reject them.
  public typealias Factory = @Sendable (LayoutValues) throws(LayoutArgumentError) -> any Layout

  private var factories: [String: (make: Factory, properties: LayoutProperties?)] = [:]

  /// An empty registry.
  public init() {}

  /// Offers layouts made by `factory` under `name`, replacing any layout registered under it before.
  /// `properties`, when given, replace the made layout type's ``Layout/layoutProperties`` (a layout whose
  /// orientation is chosen when it is registered, as a C host's is).
  public mutating func register(_ name: String, properties: LayoutProperties? = nil, _ factory: @escaping Factory) {
    factories[name] = (factory, properties)
  }

  /// Removes the layout registered as `name`, if any.
  public mutating func unregister(_ name: String) {
    factories[name] = nil
  }

  /// The registered names, sorted.
  public var names: [String] { factories.keys.sorted() }

  /// The layout registered as `name` made from `arguments`; `nil` when no layout has that name.
  public func layout(named name: String, arguments: LayoutValues) throws(LayoutArgumentError) -> AnyLayout? {
    guard let entry = factories[name] else { return nil }
    return Self.erase(try entry.make(arguments), name: name, arguments: arguments, properties: entry.properties)
  }

  private static func erase<L: Layout>(
    _ layout: L, name: String, arguments: LayoutValues, properties: LayoutProperties?
  ) -> AnyLayout {
    AnyLayout(layout, name: name, arguments: arguments, properties: properties)
  }

  /// The layouts FlexLayout ships: `percentWidth` and `equalWidth`.
  public static let standard: LayoutRegistry = {
    var registry = LayoutRegistry()
    registry.register(PercentWidthLayout.name) { arguments throws(LayoutArgumentError) in
      try PercentWidthLayout(arguments: arguments)
    }
    registry.register(EqualWidthRow.name) { arguments throws(LayoutArgumentError) in
      try EqualWidthRow(arguments: arguments)
    }
    return registry
  }()
}

/// Why a registered layout rejected its arguments: the argument (`nil`: the arguments as a whole) and what is
/// wrong. The JSON format reports it at the argument's JSON Pointer (`/root/values/spacing`).
public struct LayoutArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The argument's name, or `nil`.
  public var argument: String?
  /// What is wrong, as a sentence fragment (`"spacing must be a finite number"`).
  public var message: String

  /// An error about `argument`.
  public init(argument: String?, _ message: String) {
    self.argument = argument
    self.message = message
  }

  public var description: String { message }
}

extension LayoutValues {
  /// The number named `name`, `fallback` when absent; throws when it is not a finite number.
  public func finiteNumber(_ name: String, default fallback: Double) throws(LayoutArgumentError) -> Double {
    guard storage[name] != nil else { return fallback }
    guard let value = number(name), value.isFinite else {
      throw LayoutArgumentError(argument: name, "\(name) must be a finite number")
    }
    return value
  }

  /// Throws for a name other than `allowed`.
  public func allowOnly(_ allowed: [String]) throws(LayoutArgumentError) {
    for name in storage.keys.sorted() where !allowed.contains(name) {
      let expected =
        allowed.isEmpty ? "takes no values" : "takes " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
      throw LayoutArgumentError(argument: name, "unknown value \"\(name)\": the layout \(expected)")
    }
  }
}
