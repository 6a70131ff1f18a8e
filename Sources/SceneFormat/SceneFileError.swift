import JSON

/// A problem in a scene file: where it is (JSON path, line, column) and what is wrong.
package struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  package enum Code: String, Sendable {
    /// The file is not JSON (RFC 8259): a syntax error, a duplicate key, too deep, empty.
    case malformedJSON = "malformed-json"
    /// The file is JSON but not a scene: a wrong type, a missing or unknown field, a bad value.
    case invalidScene = "invalid-scene"
  }

  /// The kind of problem.
  package var code: Code
  /// The JSON path of the bad value, such as `$.presented.views[2].frame.width`.
  package var subject: String
  /// What is wrong and how to fix it, lowercase: `negative width -20; use 0 or more`.
  package var message: String
  /// Where the bad value (or syntax) is in the file.
  package var position: TextPosition

  /// The scene file's view of a located JSON error.
  init(_ error: JSONError) {
    switch error.code {
    case .syntax, .emptyDocument, .tooDeep, .duplicateKey: code = .malformedJSON
    case .wrongType, .missingKey, .unknownKey, .invalidValue: code = .invalidScene
    }
    subject = error.subject
    message =
      error.code == .emptyDocument
      ? "the file is empty; a scene file is one JSON object" : error.message
    position = error.position
  }

  /// `line 2, column 16, $.presenter: expected a screen object {...}, found a number`.
  package var description: String {
    "line \(position.line), column \(position.column), \(subject): \(message)"
  }
}
