#if canImport(Glibc)
  @preconcurrency import Glibc
#endif
import Foundation

/// Runs programs for the benchmark and reads what they cost.
enum ChildProcess {
  /// The result of a run: exit status, peak resident memory in bytes, and its stdout.
  struct Result {
    var status: Int32
    var peakRSS: Int
    var output: String
  }

  /// Runs a program to the end with stdout captured and stderr discarded; reads the child's
  /// peak RSS from wait4's rusage (ru_maxrss, kilobytes on Linux).
  static func run(_ executable: String, _ arguments: [String]) -> Result? {
    let outputPath = NSTemporaryDirectory() + "animhost-bench-\(getpid()).out"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    unlink(outputPath)
    let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(status: exit, peakRSS: Int(usage.ru_maxrss) * 1024, output: output)
  }
}
