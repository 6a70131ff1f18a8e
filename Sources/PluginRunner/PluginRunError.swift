import PluginHost
import TransitionEngine

/// The one error of the run child's boundary: why a run in a child process produced no
/// timeline, or why bytes from the other side are not the run protocol.
package struct PluginRunError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  package enum Code: Equatable, Sendable {
    /// The child was killed by a signal (a crash, an abort, a trap, or the CPU limit).
    case crashed(signal: String)
    /// A plugin call did not return within the time limit, and the child was stopped.
    case timedOut
    /// The child exited (a plugin called `exit`) before sending a timeline.
    case exited(status: Int32)
    /// The child could not be started, or spoke something other than the run protocol.
    case failedToRun
    /// The engine refused the run (never completed, a limit exceeded): its error.
    case engine(EngineError.Code)
    /// The plugin no longer loads or declares the animator: its error.
    case plugin(PluginError.Code)
    /// Bytes that do not follow the run protocol (a request, a message, a timeline).
    case malformed
    /// Data in a newer protocol version than this animhost reads.
    case unsupportedVersion
  }

  /// What went wrong.
  package var code: Code
  /// The animator's id, or what was being read.
  package var subject: String
  /// One line: the animator, the plugin file, the call, the cause and what to do.
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
