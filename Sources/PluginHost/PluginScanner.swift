import HostSystem
import Messages

/// Scans plugin files in a child process, so that a plugin that crashes or hangs in its entry
/// point cannot take the host down: the host re-executes itself as `animhost __scan` (see
/// ScannerChild), reads the results from the child's fd 3 and, when the child dies or times out,
/// blames the file it had started and not finished and rescans the rest in a new child.
package struct PluginScanner: Sendable {
  /// What the scan said about one file.
  package struct Result: Equatable, Sendable {
    /// The animators, or why the file cannot be used.
    package var outcome: ScanOutcome
    /// False when the failure says nothing about the file (the scanner could not run), so it
    /// must not be remembered.
    package var cacheable: Bool
  }

  /// The executable to run as the scanner: the host itself.
  package var executable: String
  /// Seconds one child may take for its batch before it is killed.
  package var timeout: Double
  /// Whether the child's stdout and stderr reach ours (stderr); otherwise they go to /dev/null.
  package var showOutput: Bool

  package init(executable: String, timeout: Double, showOutput: Bool = false) {
    self.executable = executable
    self.timeout = timeout
    self.showOutput = showOutput
  }

  /// The running executable, resolved from /proc/self/exe.
  package static var currentExecutable: String? { CurrentProcess.executablePath }

  /// Scans the files, each path as found in its directory, and returns a result for each.
  package func scan(_ paths: [String]) -> [String: Result] {
    var results: [String: Result] = [:]
    var pending = paths
    while !pending.isEmpty {
      let batch = ScannerBatch.run(
        executable: executable, paths: pending, timeout: timeout, showOutput: showOutput)
      for (path, outcome) in batch.outcomes {
        results[path] = Result(outcome: outcome, cacheable: true)
      }
      var culprit: String?
      if let started = batch.started, let error = blame(started, batch.ending) {
        results[started] = Result(outcome: .failed(error), cacheable: true)
        culprit = started
      }
      let before = pending.count
      pending.removeAll { results[$0] != nil }
      guard pending.count < before, culprit != nil || batch.ending != .finished else {
        // No progress, or the scanner finished without mentioning some files: give up on them
        // for this run without remembering anything.
        let why = batch.ending.description
        for path in pending {
          let error = PluginError(
            .crashed, subject: path,
            "\(path): the plugin scanner failed (\(why)); "
              + "run 'animhost list --in-process' to scan without it"
          )
          results[path] = Result(outcome: .failed(error), cacheable: false)
        }
        break
      }
    }
    return results
  }

  /// The error for the file a child was loading when it ended abnormally.
  private func blame(_ path: String, _ ending: ScannerBatch.Ending) -> PluginError? {
    let debug =
      "skipped until the file changes; debug it with 'animhost list --in-process --rescan'"
    switch ending {
    case .finished, .failedToStart, .protocolError: return nil
    case .signaled(let signal):
      return PluginError(
        .crashed, subject: path,
        "\(path): crashed while being scanned (\(Self.signalName(signal))); \(debug)")
    case .exited(let status):
      return PluginError(
        .crashed, subject: path,
        "\(path): the plugin ended the scanner with exit status \(status) while loading; \(debug)")
    case .timedOut:
      return PluginError(
        .timedOut, subject: path,
        "\(path): timed out after \(plainNumber(timeout)) s while being scanned; \(debug)")
    }
  }

  /// A signal's name, such as SIGSEGV.
  package static func signalName(_ signal: Int32) -> String {
    Signal(rawValue: signal).description
  }
}
