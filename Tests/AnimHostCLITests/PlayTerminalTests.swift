import AnimHostTestSupport
import Foundation
import Testing

/// A detached tmux session of fixed size on a private server, for driving a real terminal.
struct TmuxPane {
  static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isAvailable: Bool { executable != nil }

  /// The private server's socket name.
  let socket = "animhost-test-\(UUID().uuidString.prefix(8))"
  /// Where command output is collected.
  let directory: TestDirectory

  /// Starts a session of `columns × rows` running a shell command.
  init(columns: Int, rows: Int, command: String) throws {
    directory = try TestDirectory("tmux")
    let result = try tmux([
      "new-session", "-d", "-s", "play", "-x", "\(columns)", "-y", "\(rows)", command,
    ])
    guard result.status == 0 else {
      throw Failure(description: "tmux new-session failed with status \(result.status)")
    }
  }

  /// An error driving tmux.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What a tmux command printed and how it exited.
  struct Result {
    var status: Int32
    var stdout: String
  }

  /// Runs a tmux command against the private server.
  ///
  /// It is spawned with no blocked signals and default handlers: a test runs on a Dispatch
  /// thread that blocks signals, and a tmux server inheriting that mask never reaps its panes.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> Result {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["TMUX"] = nil
    let path = try #require(Self.executable)
    let output = directory.file("tmux-\(UUID().uuidString.prefix(8)).out")
    defer { unlink(output) }
    let argv = [path, "-L", socket, "-f", "/dev/null"] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = Self.withCStrings(argv) { cArgv in
      Self.withCStrings(envp) { cEnvp in
        posix_spawn(&pid, path, &actions, &attributes, cArgv, cEnvp)
      }
    }
    guard spawned == 0 else { throw Failure(description: "cannot run tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return Result(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdout: text)
  }

  /// Calls the body with a NULL-terminated array of C strings.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }

  /// The visible screen; with escapes, colours are shown as SGR sequences.
  func capture(escapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p", "-t", "play"] + (escapes ? ["-e"] : [])).stdout
  }

  /// A tmux format value for the pane, such as `#{alternate_on}`.
  func value(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "play", format]).stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Sends keys to the pane.
  func send(_ keys: String) throws { try tmux(["send-keys", "-t", "play", keys]) }

  /// Polls until the condition holds, failing after the deadline with what the screen showed.
  func waitUntil(_ what: String, seconds: Double = 20, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return }
      usleep(50_000)
    }
    throw Failure(description: "timed out waiting for \(what); screen:\n\(try capture())")
  }

  /// Ends the private server (only this test's).
  func kill() { _ = try? tmux(["kill-server"]) }
}

/// `animhost play` in a real terminal (tmux), as smoke tests: picture and caption, then the
/// terminal restored after `q` and SIGTERM.
///
/// Playback itself (timing, keys, signals, resizing) is tested on a manual clock in
/// `TerminalPlayerTests` and `TerminalSessionTests`.
@Suite(
  .enabled(if: TmuxPane.isAvailable, "tmux is not installed (Debian package tmux)"),
  .timeLimit(.minutes(1)))
struct PlayTerminalTests {
  /// The shell command: play in a private environment, then print the exit code as a marker.
  static func command(_ play: String, colorterm: String, pidFile: String) throws -> String {
    let xdg = try TestDirectory("xdg").path
    let inner =
      "echo \\$\\$ > \(pidFile); exec env -u ANIMHOST_PLUGIN_PATH XDG_DATA_HOME=\(xdg) "
      + "COLORTERM=\(colorterm) \(BuiltProducts.executable) \(play)"
    return "sh -c 'sh -c \"\(inner)\"; echo animhost-exit=$?; exec sleep 120'"
  }

  /// Starts `play` in an 80 × 40 pane and waits for the caption and coloured cells.
  static func startPlaying(colorterm: String, colourEscape: String) throws -> (TmuxPane, pid: pid_t)
  {
    let dir = try TestDirectory("tmux")
    let pidFile = dir.file("pid")
    let pane = try TmuxPane(
      columns: 80, rows: 40,
      command: try command("play grow --loop", colorterm: colorterm, pidFile: pidFile))
    try pane.waitUntil("the caption and coloured cells") {
      let screen = try pane.capture(escapes: true)
      return screen.contains("grow · ") && screen.contains("q quits")
        && screen.contains(colourEscape)
    }
    #expect(try pane.value("#{alternate_on} #{cursor_flag}") == "1 0")
    let pid = try #require(
      pid_t(
        String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    return (pane, pid)
  }

  /// Waits for the exit marker and checks the normal screen is back with the cursor shown.
  static func expectRestored(_ pane: TmuxPane, exitCode: Int32) throws {
    try pane.waitUntil("the exit marker") { try pane.capture().contains("animhost-exit=") }
    let screen = try pane.capture()
    #expect(screen.contains("animhost-exit=\(exitCode)"), "screen:\n\(screen)")
    #expect(!screen.contains("q quits"))
    #expect(try pane.value("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test(arguments: [("truecolor", "48;2;"), ("", "48;5;")])
  func qQuitsAndRestoresTheTerminal(colorterm: String, colourEscape: String) throws {
    let (pane, _) = try Self.startPlaying(colorterm: colorterm, colourEscape: colourEscape)
    defer { pane.kill() }
    try pane.send("q")
    try Self.expectRestored(pane, exitCode: 0)
  }

  @Test(arguments: [SIGTERM, SIGQUIT, SIGHUP])
  func aTerminatingSignalRestoresTheTerminalAndExits128PlusIt(_ signal: Int32) throws {
    let (pane, pid) = try Self.startPlaying(colorterm: "truecolor", colourEscape: "48;2;")
    defer { pane.kill() }
    #expect(Foundation.kill(pid, signal) == 0)
    try Self.expectRestored(pane, exitCode: 128 + signal)
  }
}
