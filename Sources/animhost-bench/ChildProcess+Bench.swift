import HostSystem

/// Runs programs for the benchmark and reads what they cost.
extension ChildProcess {
  /// The result of a run: the shell's exit status, peak resident memory in bytes, and stdout.
  struct BenchRun {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    /// The peak resident memory in bytes.
    var peakRSS: Int
    /// What it wrote to stdout.
    var output: String
  }

  /// Runs a program found in PATH (or at a path) to the end, stdin and stderr on /dev/null and
  /// stdout captured.
  ///
  /// Nil when it cannot start. The peak RSS is wait4's `ru_maxrss`.
  static func runToEnd(_ executable: String, _ arguments: [String]) -> BenchRun? {
    guard let pipe = try? FileDescriptor.pipe() else { return nil }
    defer { try? pipe.readEnd.close() }
    let child: ChildProcess
    do {
      defer { try? pipe.writeEnd.close() }
      child = try ChildProcess.spawn(
        executable, arguments: [executable] + arguments,
        fileActions: [
          .open(0, path: "/dev/null", .readOnly, []), .duplicate(pipe.writeEnd, as: 1),
          .open(2, path: "/dev/null", .writeOnly, []),
        ],
        searchingPath: true)
    } catch {
      return nil
    }
    let output = (try? pipe.readEnd.readToEnd()) ?? []
    guard let ended = try? child.wait() else { return nil }
    return BenchRun(
      status: ended.status.shellStatus, peakRSS: ended.peakResidentBytes,
      output: String(decoding: output, as: UTF8.self))
  }
}
