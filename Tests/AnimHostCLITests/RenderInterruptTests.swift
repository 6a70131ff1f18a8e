import AnimHostTestSupport
import Foundation
import Testing

/// Ctrl-C or SIGTERM during a render leaves neither the output nor the temporary file.
@Suite struct RenderInterruptTests {
  /// The environment `AnimHostProcess` runs animhost in.
  static func environment() throws -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_DATA_HOME"] = try TestDirectory("xdg").path
    environment["XDG_CACHE_HOME"] = try TestDirectory("cache").path
    return environment
  }

  /// Starts animhost as a shell would: no blocked signals, default dispositions, output to
  /// /dev/null. (Foundation's Process passes on the test runner's blocked-signal mask.)
  static func spawn(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([BuiltProducts.executable] + arguments).map { strdup($0) } + [nil]
    let envp = try environment().map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, BuiltProducts.executable, &actions, &attributes, argv, envp)
    try #require(status == 0, "posix_spawn failed: \(status)")
    return pid
  }

  /// Whether the process has a file in `directory` open: the output being written, which has
  /// no name there while it is anonymous (`O_TMPFILE`, shown as `#inode (deleted)`).
  static func isWriting(_ pid: pid_t, in directory: String) -> Bool {
    let fds = "/proc/\(pid)/fd"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? []
    return entries.contains { entry in
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: fds + "/" + entry)
      return target?.hasPrefix(directory + "/") == true
    }
  }

  /// How a signal ends a render: an exit status, or death by the signal itself.
  enum Ending: Sendable, CustomStringConvertible {
    case exits(Int32)
    case killed
    var description: String {
      switch self {
      case .exits(let status): "exit \(status)"
      case .killed: "killed"
      }
    }
  }

  static let signals: [(Int32, Ending)] = [
    (SIGINT, .exits(130)), (SIGTERM, .exits(143)), (SIGHUP, .exits(129)), (SIGPIPE, .killed),
    (SIGUSR1, .killed), (SIGALRM, .killed), (SIGUSR2, .killed),
    // As a crash does: nothing runs at all, and still no name is left.
    (SIGKILL, .killed),
  ]

  @Test(
    "a signal or a crash during the write leaves neither the output nor a temporary file",
    arguments: signals)
  func aSignalDuringTheWriteLeavesNothing(signal: Int32, ending: Ending) throws {
    let dir = try TestDirectory("interrupt")
    // 4000x4000 pixels at 240 fps: long enough to be caught in the middle of the write.
    let pid = try Self.spawn([
      "render", "grow", "-o", dir.file("slow.gif"), "--size", "1000x1000", "--scale", "4", "--fps",
      "240",
    ])
    var status: Int32 = 0
    var reaped = false
    defer {
      if !reaped {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
      }
    }
    // Poll until the output is open: the render is then inside the guarded write.
    let deadline = Date().addingTimeInterval(120)
    var writing = false
    while !writing, Date() < deadline {
      writing = Self.isWriting(pid, in: dir.path)
      if !writing {
        reaped = waitpid(pid, &status, WNOHANG) == pid
        try #require(!reaped, "the render ended before writing")
        usleep(2_000)
      }
    }
    try #require(writing, "the render never opened its output")
    kill(pid, signal)
    while !reaped, Date() < deadline {
      reaped = waitpid(pid, &status, WNOHANG) == pid
      if !reaped { usleep(2_000) }
    }
    try #require(reaped, "the render did not stop after the signal")
    switch ending {
    case .exits(let exitStatus):
      #expect(status & 0x7F == 0, "killed by signal \(status & 0x7F) instead of exiting")
      #expect((status >> 8) & 0xFF == exitStatus)
    case .killed:
      #expect(status & 0x7F == signal, "ended with wait status \(status)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}
