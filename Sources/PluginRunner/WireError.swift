/// An error crossing the run child's boundary: a malformed message, or a child that failed.
package struct WireError: Error, Equatable, CustomStringConvertible {
  /// What kind of failure it is.
  package enum Code: String, Sendable {
    /// The bytes do not follow the protocol.
    case malformed
    /// The data uses a newer protocol version than this host reads.
    case unsupportedVersion = "unsupported-version"
  }

  /// What kind of failure it is.
  package var code: Code
  /// What was being read.
  package var subject: String
  /// One line for people: what went wrong, naming the input.
  package var message: String

  /// An error with its code, subject and message.
  package init(_ code: Code, subject: String, _ message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
