/// A JSON value tree; parsed values keep the byte offset where each value and key starts.
///
/// Two values are equal when their content is: where they were in a file does not count, so a
/// parsed tree equals one built in code.
package struct JSONValue: Equatable, Sendable {
  /// One member of an object, in document order, with the byte offset of its key.
  package struct Member: Equatable, Sendable {
    /// The key, escapes decoded.
    package var key: String
    /// Where the key starts in the document (0 for a member built in code).
    package var keyOffset: Int
    /// The member's value.
    package var value: JSONValue

    /// A member; `keyOffset` is only meaningful for a parsed one.
    package init(key: String, keyOffset: Int = 0, value: JSONValue) {
      self.key = key
      self.keyOffset = keyOffset
      self.value = value
    }

    /// Members are equal when their keys and values are; offsets do not count.
    package static func == (a: Member, b: Member) -> Bool {
      a.key == b.key && a.value == b.value
    }
  }

  /// What the value is.
  package enum Kind: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, escapes decoded.
    case string(String)
    /// An array's elements in order.
    case array([JSONValue])
    /// An object's members in document order (a parsed object never repeats a key).
    case object([Member])
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value starts in the document (0 for a value built in code).
  package var offset: Int

  /// A value; `offset` is only meaningful for a parsed one.
  package init(_ kind: Kind, offset: Int = 0) {
    self.kind = kind
    self.offset = offset
  }

  /// Values are equal when their content is; offsets do not count.
  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    a.kind == b.kind
  }

  /// The value's type for messages: `a number`, `an object`.
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
