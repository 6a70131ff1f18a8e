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

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalDuringTheWriteRemovesTheTemporaryFile(signal: Int32, exitStatus: Int32) throws {
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
    // Poll until the temporary file exists: the render is then inside the guarded write.
    let deadline = Date().addingTimeInterval(120)
    var temporary: [String] = []
    while temporary.isEmpty, Date() < deadline {
      temporary = try RenderFormatTests.temporaryFiles(in: dir.path)
      if temporary.isEmpty {
        reaped = waitpid(pid, &status, WNOHANG) == pid
        try #require(!reaped, "the render ended before writing")
        usleep(2_000)
      }
    }
    try #require(temporary.count == 1, "the render never created its temporary file")
    kill(pid, signal)
    while !reaped, Date() < deadline {
      reaped = waitpid(pid, &status, WNOHANG) == pid
      if !reaped { usleep(2_000) }
    }
    try #require(reaped, "the render did not stop after the signal")
    #expect(status & 0x7F == 0, "killed by signal \(status & 0x7F) instead of exiting")
    #expect((status >> 8) & 0xFF == exitStatus)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}
