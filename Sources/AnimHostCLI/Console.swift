import Messages

/// Where a command writes: standard output and standard error, captured in tests.
package final class Console {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  /// A console over two sinks.
  package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    writeOut = out
    writeErr = err
  }

  /// Writes a line (or lines) to standard output, each made safe for the terminal.
  package func print(_ line: String) { writeOut(Self.safe(line, limit: 4096) + "\n") }
  /// Writes text to standard output as is (JSON, tables made safe cell by cell, frames).
  package func write(_ text: String) { writeOut(text) }
  /// Writes `animhost: warning: …` to standard error, made safe for the terminal.
  package func warn(_ message: String) {
    writeErr("animhost: warning: \(Self.safe(message, limit: 1000))\n")
  }
  /// Writes `animhost: error: …` to standard error, made safe for the terminal.
  package func error(_ message: String) {
    writeErr("animhost: error: \(Self.safe(message, limit: 1000))\n")
  }
  /// Writes a plain line to standard error, made safe for the terminal.
  package func note(_ line: String) { writeErr(Self.safe(line, limit: 1000) + "\n") }

  /// The one place text reaches the terminal: every line's control characters made visible
  /// (a file name with an escape sequence cannot retitle or clear the terminal) and each line
  /// cut at `limit` characters with its full length; the line breaks animhost wrote stay.
  static func safe(_ text: String, limit: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { shownOnTerminal(String($0), limit: limit) }.joined(separator: "\n")
  }
}
