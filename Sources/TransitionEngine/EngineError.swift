/// An error from running a transition: the animator broke the contract or the request is bad.
package struct EngineError: Error, Equatable, CustomStringConvertible {
  /// The kind of failure.
  package enum Code: String, Sendable {
    /// completeTransition was never called in time.
    case timeout
    /// The request cannot run (no such scene, a bad size or fps).
    case badRequest
    /// The animator went over one of the `EngineLimits` that end a run.
    case limitExceeded
  }

  /// The kind of failure.
  package var code: Code
  /// What failed: the animator id or the bad value.
  package var subject: String
  /// One line that says what went wrong and how to fix it.
  package var message: String

  package init(_ code: Code, subject: String, _ message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  package var description: String { message }
}
