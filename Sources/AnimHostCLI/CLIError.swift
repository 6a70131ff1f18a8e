/// An error the CLI reports: a message for stderr and the exit code it maps to.
package struct CLIError: Error, Equatable, CustomStringConvertible {
  /// The sysexits-style exit codes animhost uses.
  package enum ExitCode: Int32, Sendable {
    case ok = 0
    /// `animhost check` found an animator that breaks a rule.
    case ruleFailed = 1
    /// Bad arguments (EX_USAGE).
    case usage = 64
    /// A bad input file (EX_DATAERR).
    case dataError = 65
    /// An animator, scene or file that does not exist (EX_NOINPUT).
    case notFound = 66
    /// A plugin or animator failed (EX_SOFTWARE).
    case software = 70
    /// An output file cannot be written (EX_CANTCREAT).
    case cannotCreate = 73
    /// Standard output could not be written, such as on a full disk (EX_IOERR).
    case ioError = 74
  }

  /// The exit code.
  package var code: ExitCode
  /// What the error is about: the bad value or file.
  package var subject: String
  /// The message after `animhost: error: `; it may span lines (a list of ids).
  package var message: String

  package init(_ code: ExitCode, subject: String = "", _ message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  package var description: String { message }

  /// A usage error.
  static func usage(_ message: String, subject: String = "") -> CLIError {
    CLIError(.usage, subject: subject, message)
  }
}
