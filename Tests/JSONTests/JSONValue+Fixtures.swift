import JSON

// Shorthands for building value trees in the tests of this target.

extension JSONValue {
  /// `true`.
  static let `true` = JSONValue(.bool(true))
  /// `false`.
  static let `false` = JSONValue(.bool(false))
  /// `null`.
  static let null = JSONValue(.null)

  /// A number.
  static func number(_ value: Double) -> JSONValue { JSONValue(.number(value)) }
  /// A string.
  static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }
  /// An array.
  static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }
  /// An object from its members in order.
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(.object(members.map { JSONValue.Member(key: $0.0, value: $0.1) }))
  }
}
