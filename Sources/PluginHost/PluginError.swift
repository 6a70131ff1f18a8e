/// An error at the plugin boundary: a file that cannot be used, or a bad request to a plugin.
package struct PluginError: Error, Equatable, CustomStringConvertible {
  /// The kind of failure; each has its own wording and exit code in the CLI.
  package enum Code: String, Sendable {
    /// Not an ELF shared object, empty or truncated.
    case notELF = "not-elf"
    /// dlopen refused the file.
    case loadFailed = "load-failed"
    /// The file has no animator_plugin_entry_v1.
    case missingEntry = "missing-entry"
    /// The entry returned NULL.
    case refused
    /// The ABI major differs or the minor is newer than the host's.
    case abiMismatch = "abi-mismatch"
    /// A descriptor field is missing or invalid.
    case invalidDescriptor = "invalid-descriptor"
    /// Bad ownership or modes on the file or a directory above it.
    case insecure
    /// The file or directory cannot be read.
    case unreadable
    /// The plugin crashed or ended the scanner process while it was being scanned.
    case crashed
    /// The plugin did not finish loading within the scanner's timeout.
    case timedOut = "timed-out"
    /// No animator has this id.
    case notFound = "not-found"
    /// A --set parameter is unknown or its value is invalid.
    case badParameter = "bad-parameter"
  }

  /// The kind of failure.
  package var code: Code
  /// The file or value the error is about.
  package var subject: String
  /// One line: what went wrong and how to fix it.
  package var message: String

  package init(_ code: Code, subject: String, _ message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  package var description: String { message }
}
