import Messages
import PluginHost

/// Reads the members of one JSON object with typed getters whose errors name the JSON path.
struct JSONObjectReader {
  /// The object's path.
  let path: JSONPath
  /// Where the object starts.
  let offset: Int
  /// The members, in file order.
  private let members: [JSONValue.Member]

  /// Checks that the value is an object and has only known keys (unknown ones get "did you mean").
  init(_ value: JSONValue, path: JSONPath, what: String, keys: [String]) throws(SceneFileError) {
    guard case .object(let members) = value.kind else {
      throw SceneFileError(path, at: value.offset, "expected \(what) object {...}, found \(value.typeDescription)")
    }
    for member in members where !keys.contains(member.key) {
      let hint = Suggestion.closest(to: member.key, in: keys).map { "did you mean '\($0)'?" }
        ?? "the fields of \(what) are " + keys.joined(separator: ", ")
      throw SceneFileError(path.appending(member.key), at: member.keyOffset, "unknown field '\(member.key)'; \(hint)")
    }
    self.path = path
    self.offset = value.offset
    self.members = members
  }

  /// The value of a member, or nil when the key is absent.
  func optional(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// The value of a member that must be there.
  func required(_ key: String, example: String) throws(SceneFileError) -> JSONValue {
    guard let value = optional(key) else {
      throw SceneFileError(path.appending(key), at: offset, "missing field '\(key)'; add \"\(key)\": \(example)")
    }
    return value
  }

  /// A string member, or nil when absent.
  func string(_ key: String) throws(SceneFileError) -> String? {
    guard let value = optional(key) else { return nil }
    guard case .string(let text) = value.kind else {
      throw SceneFileError(path.appending(key), at: value.offset, "expected a string, found \(value.typeDescription); put the text in double quotes")
    }
    return text
  }

  /// A number member, or nil when absent; `minimum` rejects smaller values with `what`.
  func number(_ key: String, minimum: Double? = nil, what: String = "value") throws(SceneFileError) -> Double? {
    guard let value = optional(key) else { return nil }
    let number: Double
    switch value.kind {
    case .number(let n): number = n
    case .string(let text) where Double(text) != nil:
      throw SceneFileError(path.appending(key), at: value.offset, "expected a number, found the string \"\(text)\"; remove the quotes")
    default:
      throw SceneFileError(path.appending(key), at: value.offset, "expected a number, found \(value.typeDescription)")
    }
    if let minimum, number < minimum {
      let bound = minimum == 0 ? "0 or more" : "at least \(minimum)"
      throw SceneFileError(path.appending(key), at: value.offset, "negative \(what) \(Self.format(number)); use \(bound)")
    }
    return number
  }

  /// An array member's elements with their paths, or nil when absent.
  func array(_ key: String) throws(SceneFileError) -> [(value: JSONValue, path: JSONPath)]? {
    guard let value = optional(key) else { return nil }
    guard case .array(let elements) = value.kind else {
      throw SceneFileError(path.appending(key), at: value.offset, "expected an array [...], found \(value.typeDescription)")
    }
    return elements.enumerated().map { ($0.element, path.appending(key).appending($0.offset)) }
  }

  /// A number as the file would write it: `-20`, `1.5`.
  static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
