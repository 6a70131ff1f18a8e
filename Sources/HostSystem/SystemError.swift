/// An error from the operating system: the errno, what it was about (a path or an operation),
/// and a message that says both.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The C library's error number.
  package var code: Errno
  /// The path, descriptor or operation the call was about.
  package var subject: String
  /// What went wrong, such as `cannot open '/x': No such file or directory`.
  package var message: String

  /// An error with its parts.
  package init(_ code: Errno, subject: String, message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  /// An error whose message reads `cannot <operation> '<subject>': <strerror>`.
  package init(_ code: Errno, operation: String, subject: String) {
    self.init(code, subject: subject, message: "cannot \(operation) '\(subject)': \(code)")
  }

  /// The message.
  package var description: String { message }
}

/// Runs a call that returns -1 and sets errno when it fails, again while it fails with EINTR;
/// the one place that retries interrupted calls.
func valueOrErrno<Value: FixedWidthInteger>(
  retryOnInterrupt: Bool = true, _ call: () -> Value
) -> Result<Value, Errno> {
  while true {
    let value = call()
    guard value == -1 else { return .success(value) }
    let code = Errno.current
    if retryOnInterrupt, code == .interrupted { continue }
    return .failure(code)
  }
}

/// Runs a call that returns 0 or an error number (pthread and posix_spawn style).
func statusOrErrno(_ call: () -> Int32) -> Result<Void, Errno> {
  let status = call()
  return status == 0 ? .success(()) : .failure(Errno(rawValue: status))
}

/// Turning an errno result into a thrown SystemError.
extension Result where Failure == Errno {
  /// The value, or a SystemError about an operation on a subject.
  func get(_ operation: String, _ subject: String) throws(SystemError) -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let code): throw SystemError(code, operation: operation, subject: subject)
    }
  }
}
