/// Where a command writes: standard output and standard error, captured in tests.
package final class Console {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  /// A console over two sinks.
  package init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    writeOut = out
    writeErr = err
  }

  /// Writes a line to standard output.
  package func print(_ line: String) { writeOut(line + "\n") }
  /// Writes text to standard output as is.
  package func write(_ text: String) { writeOut(text) }
  /// Writes `animhost: warning: …` to standard error.
  package func warn(_ message: String) { writeErr("animhost: warning: \(message)\n") }
  /// Writes `animhost: error: …` to standard error.
  package func error(_ message: String) { writeErr("animhost: error: \(message)\n") }
  /// Writes a plain line to standard error.
  package func note(_ line: String) { writeErr(line + "\n") }
}
