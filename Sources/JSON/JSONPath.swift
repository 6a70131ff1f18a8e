/// A place in a JSON document as a JSONPath: `$.presented.views[2].frame.width`.
package struct JSONPath: Equatable, Sendable, CustomStringConvertible {
  /// One step down: an object member or an array element.
  package enum Component: Equatable, Sendable {
    /// An object member by key.
    case key(String)
    /// An array element by index.
    case index(Int)
  }

  /// The steps from the root.
  package var components: [Component] = []

  /// The document's root, `$`.
  package static let root = JSONPath()

  /// The path of a member of the object here.
  package func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// The path of an element of the array here.
  package func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// The path as text: `$`, then `.key`, `["odd key"]` and `[index]` steps.
  package var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let i): text += "[\(i)]"
      case .key(let key) where Self.isIdentifier(key): text += "." + key
      case .key(let key):
        let escaped = key.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }
        text += "[\"" + String(escaped) + "\"]"
      }
    }
    return text
  }

  /// Whether a key can be written as `.key` in a path: ASCII letters, digits and `_`.
  private static func isIdentifier(_ key: String) -> Bool {
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.isASCII && scalar.properties.isAlphabetic
    }
    guard let first = key.unicodeScalars.first, isLetter(first) else { return false }
    return key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }
}
