/// A line and column in a text file, both counted from 1; columns count characters.
package struct TextPosition: Equatable, Sendable {
  package var line: Int
  package var column: Int

  /// A position from its line and column.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A place in a JSON document as a JSONPath: `$.presented.views[2].frame.width`.
struct JSONPath: Equatable, Sendable, CustomStringConvertible {
  /// One step down: an object member or an array element.
  enum Component: Equatable, Sendable {
    /// An object member by key.
    case key(String)
    /// An array element by index.
    case index(Int)
  }

  /// The steps from the root.
  var components: [Component] = []

  /// The document's root, `$`.
  static let root = JSONPath()

  /// The path of a member of the object here.
  func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }

  /// The path of an element of the array here.
  func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

  /// The path as text: `$`, then `.key`, `["odd key"]` and `[index]` steps.
  var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let i): text += "[\(i)]"
      case .key(let key) where Self.isIdentifier(key): text += "." + key
      case .key(let key):
        text += "[\"" + String(key.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }) + "\"]"
      }
    }
    return text
  }

  /// Whether a key can be written as `.key` in a path.
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else {
      return false
    }
    return key.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
  }
}

/// A parsed JSON value with the byte offset where it starts, for error messages.
struct JSONValue: Sendable {
  /// One member of an object, in file order, with the byte offset of its key.
  struct Member: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONValue
  }

  /// What the value is.
  enum Kind: Sendable {
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
    /// An object's members in file order.
    case object([Member])
  }

  /// What the value is.
  var kind: Kind
  /// Where the value starts.
  var offset: Int

  /// The value's type for messages: `a number`, `an object`.
  var typeDescription: String {
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
