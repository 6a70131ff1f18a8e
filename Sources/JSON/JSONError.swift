/// A problem in a JSON document: what kind, where (JSON path, line, column) and what to do.
///
/// The parser throws it for text that is not JSON; `JSONObjectReader` and the decoders built on
/// it throw it for JSON that does not have the expected shape.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  package enum Code: String, Sendable {
    /// The text is not JSON: a stray character, a bad string, number or escape, a comment.
    case syntax
    /// The document holds only whitespace.
    case emptyDocument = "empty-document"
    /// Arrays and objects nest deeper than `JSONParser.maxDepth`.
    case tooDeep = "too-deep"
    /// An object has the same key twice.
    case duplicateKey = "duplicate-key"
    /// A value has another type than the reader expects.
    case wrongType = "wrong-type"
    /// An object lacks a key the reader requires.
    case missingKey = "missing-key"
    /// An object has a key the reader does not know.
    case unknownKey = "unknown-key"
    /// A value has the right type but is not allowed: out of range, an unknown name.
    case invalidValue = "invalid-value"
  }

  /// The kind of problem.
  package var code: Code
  /// The JSON path of the bad value (or of the value being read), such as `$.views[2].frame`.
  package var subject: String
  /// What is wrong and how to fix it, lowercase: `negative width -20; use 0 or more`.
  package var message: String
  /// The byte offset of the bad value (or syntax) in the document.
  package var offset: Int
  /// The line and column of `offset`, once `locate(in:)` has seen the document.
  package var position = TextPosition(line: 1, column: 1)

  /// An error about the value at `path`, which starts at byte `offset`.
  package init(_ code: Code, at path: JSONPath, offset: Int, _ message: String) {
    self.code = code
    self.subject = path.description
    self.offset = offset
    self.message = message
  }

  /// Sets `position` from `offset` in the document's bytes (the parser does it for its errors).
  package mutating func locate(in bytes: [UInt8]) {
    position = TextPosition(offset: offset, in: bytes)
  }

  /// `line 2, column 16, $.presenter: expected a screen object {...}, found a number`.
  package var description: String {
    "line \(position.line), column \(position.column), \(subject): \(message)"
  }
}
