import HostSystem
import Messages

/// Where a command writes: standard output and standard error, captured in tests.
///
/// A failed write to standard output is remembered, not thrown, so a command finishes its
/// cleanup; `AnimHost.run` turns it into exit 74 (a full disk) or a quiet end (a closed pipe).
package final class Console {
  private let writeOut: (String) throws(SystemError) -> Void
  private let writeErr: (String) throws(SystemError) -> Void
  /// The first write to standard output that failed; nothing more is written after it.
  package private(set) var outputFailure: SystemError?

  /// A console over two sinks.
  package init(
    out: @escaping (String) throws(SystemError) -> Void,
    err: @escaping (String) throws(SystemError) -> Void
  ) {
    writeOut = out
    writeErr = err
  }

  /// Writes a line (or lines) to standard output, each made safe for the terminal.
  package func print(_ line: String) { write(Self.safe(line, limit: 4096) + "\n") }
  /// Writes text to standard output as is (JSON, tables made safe cell by cell, frames).
  package func write(_ text: String) {
    guard outputFailure == nil else { return }
    do throws(SystemError) { try writeOut(text) } catch { outputFailure = error }
  }
  /// Writes `animhost: warning: …` to standard error, made safe for the terminal.
  package func warn(_ message: String) {
    writeError("animhost: warning: \(Self.safe(message, limit: 1000))\n")
  }
  /// Writes `animhost: error: …` to standard error, made safe for the terminal.
  package func error(_ message: String) {
    writeError("animhost: error: \(Self.safe(message, limit: 1000))\n")
  }
  /// Writes a plain line to standard error, made safe for the terminal.
  package func note(_ line: String) { writeError(Self.safe(line, limit: 1000) + "\n") }

  /// Standard error has nowhere to report its own failure; a lost diagnostic is dropped.
  private func writeError(_ text: String) { try? writeErr(text) }

  /// The one place text reaches the terminal: every line's control characters made visible
  /// (a file name with an escape sequence cannot retitle or clear the terminal) and each line
  /// cut at `limit` characters with its full length; the line breaks animhost wrote stay.
  static func safe(_ text: String, limit: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { shownOnTerminal(String($0), limit: limit) }.joined(separator: "\n")
  }
}
