import Messages

/// Reads the members of one JSON object with typed getters whose errors name the JSON path.
package struct JSONObjectReader {
  /// The object's path.
  package let path: JSONPath
  /// Where the object starts.
  package let offset: Int
  /// The members, in document order.
  private let members: [JSONValue.Member]

  /// Checks that the value is an object with only known keys (unknown ones get "did you mean").
  ///
  /// - Parameters:
  ///   - value: The value that must be an object.
  ///   - path: Where the value is, for errors.
  ///   - what: The object's name with its article for messages: `a scene`, `a frame`.
  ///   - keys: Every key the object may have, in the order messages list them.
  /// - Throws: JSONError when the value is not an object or has an unknown key.
  package init(_ value: JSONValue, path: JSONPath, what: String, keys: [String]) throws(JSONError) {
    guard case .object(let members) = value.kind else {
      throw JSONError(
        .wrongType, at: path, offset: value.offset,
        "expected \(what) object {...}, found \(value.typeDescription)")
    }
    for member in members where !keys.contains(member.key) {
      let hint =
        Suggestion.closest(to: member.key, in: keys).map { "did you mean '\($0)'?" }
        ?? "the fields of \(what) are " + keys.joined(separator: ", ")
      throw JSONError(
        .unknownKey, at: path.appending(member.key), offset: member.keyOffset,
        "unknown field '\(member.key)'; \(hint)")
    }
    self.path = path
    self.offset = value.offset
    self.members = members
  }

  /// The value of a member, or nil when the key is absent.
  package func optional(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// Where a member's value starts, or the object when the key is absent.
  package func offset(of key: String) -> Int {
    optional(key)?.offset ?? offset
  }

  /// An error about a member whose value has the right type but is not allowed.
  package func invalidValue(_ key: String, _ message: String) -> JSONError {
    JSONError(.invalidValue, at: path.appending(key), offset: offset(of: key), message)
  }

  /// The value of a member that must be there; `example` shows a value in the message.
  package func required(_ key: String, example: String) throws(JSONError) -> JSONValue {
    guard let value = optional(key) else {
      throw JSONError(
        .missingKey, at: path.appending(key), offset: offset,
        "missing field '\(key)'; add \"\(key)\": \(example)")
    }
    return value
  }

  /// A string member, or nil when absent.
  package func string(_ key: String) throws(JSONError) -> String? {
    guard let value = optional(key) else { return nil }
    guard case .string(let text) = value.kind else {
      throw JSONError(
        .wrongType, at: path.appending(key), offset: value.offset,
        "expected a string, found \(value.typeDescription); put the text in double quotes")
    }
    return text
  }

  /// A Boolean member (`true` or `false`), or nil when absent.
  package func bool(_ key: String) throws(JSONError) -> Bool? {
    guard let value = optional(key) else { return nil }
    guard case .bool(let flag) = value.kind else {
      throw JSONError(
        .wrongType, at: path.appending(key), offset: value.offset,
        "expected true or false, found \(value.typeDescription)")
    }
    return flag
  }

  /// A number member, or nil when absent; `minimum` rejects smaller values, named by `what`.
  package func number(
    _ key: String, minimum: Double? = nil, what: String = "value"
  ) throws(JSONError) -> Double? {
    guard let value = optional(key) else { return nil }
    let number: Double
    switch value.kind {
    case .number(let n): number = n
    case .string(let text) where Double(text) != nil:
      throw JSONError(
        .wrongType, at: path.appending(key), offset: value.offset,
        "expected a number, found the string \"\(text)\"; remove the quotes")
    default:
      throw JSONError(
        .wrongType, at: path.appending(key), offset: value.offset,
        "expected a number, found \(value.typeDescription)")
    }
    if let minimum, number < minimum {
      let bound = minimum == 0 ? "0 or more" : "at least \(minimum)"
      throw JSONError(
        .invalidValue, at: path.appending(key), offset: value.offset,
        "negative \(what) \(Self.format(number)); use \(bound)")
    }
    return number
  }

  /// An array member's elements with their paths, or nil when absent.
  package func array(_ key: String) throws(JSONError) -> [(value: JSONValue, path: JSONPath)]? {
    guard let value = optional(key) else { return nil }
    guard case .array(let elements) = value.kind else {
      throw JSONError(
        .wrongType, at: path.appending(key), offset: value.offset,
        "expected an array [...], found \(value.typeDescription)")
    }
    return elements.enumerated().map { ($0.element, path.appending(key).appending($0.offset)) }
  }

  /// A number as a file would write it, for messages: `-20`, `1.5`.
  package static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
