import AnimHostTestSupport
import Foundation
import Testing

/// `animhost play NAME --watch` in a real terminal (tmux), as smoke tests: a real rebuild is
/// reloaded as generation 2, and `q` quits at once while a hanging build is checked.
///
/// Broken builds, the status row and the generations are tested on a manual clock in
/// `PluginWatcherTests` and `TerminalPlayerTests`, the real builds' messages in
/// `PluginGenerationsTests`.
@Suite(
  .enabled(if: TmuxPane.isAvailable, "tmux is not installed (Debian package tmux)"),
  .timeLimit(.minutes(1)))
struct WatchTerminalTests {
  static let id = "watch-fade"

  static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  /// Builds a file in the build directory and renames it over the watched plugin, as a build tool
  /// does.
  static func replace(
    _ plugin: String, in build: TestDirectory, _ make: (TestDirectory, String) throws -> Void
  ) throws {
    let staged = build.file("staged-\(UUID().uuidString.prefix(8)).so")
    try make(build, staged)
    #expect(rename(staged, plugin) == 0)
  }

  /// A `play --watch` of `libW.so` (a first good build) running in a tmux pane.
  struct Watch {
    let build: TestDirectory
    let cache: TestDirectory
    let plugin: String
    let pane: TmuxPane

    /// Builds the first generation and starts playing it with `VAR=value` settings added.
    static func start(environment: String = "") throws -> Watch {
      let plugins = try TestDirectory("watch-plugins")
      let build = try TestDirectory("watch-build")
      let cache = try TestDirectory("watch-cache")
      let plugin = plugins.file("libW.so")
      try WatchTerminalTests.replace(plugin, in: build) { dir, path in
        try ScannerFixtures.build(id: id, named: WatchTerminalTests.name(path), in: dir)
      }
      let xdg = try TestDirectory("xdg").path
      let inner =
        "exec env -u ANIMHOST_PLUGIN_PATH XDG_DATA_HOME=\(xdg) XDG_CACHE_HOME=\(cache.path) "
        + "\(environment) \(BuiltProducts.executable) play \(id) --watch --plugin-dir "
        + plugins.path
      let command = "sh -c 'sh -c \"\(inner)\"; echo animhost-exit=$?; exec sleep 120'"
      let pane = try TmuxPane(columns: 200, rows: 40, command: command)
      return Watch(build: build, cache: cache, plugin: plugin, pane: pane)
    }
  }

  /// The status row (the last line) and the caption above it.
  static func bottom(_ pane: TmuxPane) throws -> (caption: String, status: String) {
    let lines = try pane.capture().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let rows = lines.count >= 40 ? Array(lines.prefix(40)) : lines
    return (rows.dropLast().last ?? "", rows.last ?? "")
  }

  @Test func aNewBuildIsReloadedAndLoggedAfterPlayback() throws {
    let watch = try Watch.start()
    let (build, cache, plugin, pane) = (watch.build, watch.cache, watch.plugin, watch.pane)
    defer { pane.kill() }
    try pane.waitUntil("generation 1") {
      try Self.bottom(pane).status == "watching libW.so (version 0.1.0, generation 1)"
    }
    try Self.replace(plugin, in: build) { dir, path in
      try ScannerFixtures.build(id: Self.id, version: "0.2.0", named: Self.name(path), in: dir)
    }
    try pane.waitUntil("generation 2") {
      try Self.bottom(pane).status == "reloaded libW.so (version 0.2.0, generation 2)"
    }
    try pane.send("q")
    try pane.waitUntil("the exit marker") { try pane.capture().contains("animhost-exit=") }
    let screen = try pane.tmux(["capture-pane", "-p", "-J", "-t", "play"]).stdout
    #expect(
      screen.contains(
        "animhost: reloaded \(plugin) (version 0.2.0, generation 2)\nanimhost-exit=0\n"),
      "screen:\n\(screen)")
    #expect(try pane.value("#{alternate_on} #{cursor_flag}") == "0 1")
    let copies = try FileManager.default.contentsOfDirectory(
      atPath: cache.file("animhost/generations"))
    #expect(copies.isEmpty, "copies left behind: \(copies)")
  }

  /// A new build is checked on another thread: while it hangs in its entry point, the previous
  /// generation keeps playing, `q` quits at once, and the scanner does not outlive the host.
  @Test func quittingWhileAHangingBuildIsCheckedLeavesNoScanner() throws {
    let watch = try Watch.start(environment: "ANIMHOST_SCAN_TIMEOUT=60")
    let (build, cache, plugin, pane) = (watch.build, watch.cache, watch.plugin, watch.pane)
    defer { pane.kill() }
    try pane.waitUntil("generation 1") {
      try Self.bottom(pane).status.hasPrefix("watching libW.so")
    }
    try Self.replace(plugin, in: build) { dir, path in
      try ScannerFixtures.build(id: Self.id, entry: .hang, named: Self.name(path), in: dir)
    }
    try pane.waitUntil("the check on the status row") {
      try Self.bottom(pane).status == "checking the new build of libW.so…"
    }
    #expect(Self.scanners(under: cache.path).count == 1)
    let caption = try Self.bottom(pane).caption
    try pane.waitUntil("generation 1 playing on") { try Self.bottom(pane).caption != caption }
    try pane.send("q")
    try pane.waitUntil("the exit marker", seconds: 5) {
      try pane.capture().contains("animhost-exit=0")
    }
    try pane.waitUntil("the scanner has exited", seconds: 5) {
      Self.scanners(under: cache.path).isEmpty
    }
  }

  /// A new build runs its transitions in a run child: one that crashes while animating is
  /// reported on the status row and generation 1 plays on; one that hangs is stopped at the call
  /// limit, `q` quits at once meanwhile, the terminal is restored and no run child is left.
  @Test(arguments: ["crash", "hang"])
  func aBuildThatCrashesOrHangsWhileAnimatingLeavesPlaybackGoing(_ kind: String) throws {
    let watch = try Watch.start(environment: "ANIMHOST_CALL_TIMEOUT=\(kind == "hang" ? 60 : 2)")
    let (build, cache, plugin, pane) = (watch.build, watch.cache, watch.plugin, watch.pane)
    defer { pane.kill() }
    try pane.waitUntil("generation 1") {
      try Self.bottom(pane).status.hasPrefix("watching libW.so")
    }
    try Self.replace(plugin, in: build) { dir, path in
      let source = CFixtures.fade(
        id: Self.id, animating: kind == "crash" ? CFixtures.segfault : CFixtures.spinForever)
      _ = try FixtureCompiler.build(source, named: Self.name(path), in: dir)
    }
    if kind == "crash" {
      try pane.waitUntil("the crash on the status row") {
        try Self.bottom(pane).status.hasPrefix(
          "animhost: error: animator 'watch-fade' (libW.so) crashed in animateTransition(using:) "
            + "(SIGSEGV)")
      }
    } else {
      try pane.waitUntil("the run child to start") { !Self.runChildren(of: cache.path).isEmpty }
      #expect(try Self.bottom(pane).status == "checking the new build of libW.so…")
    }
    let caption = try Self.bottom(pane).caption
    try pane.waitUntil("generation 1 playing on") { try Self.bottom(pane).caption != caption }
    try pane.send("q")
    try pane.waitUntil("the exit marker", seconds: 5) {
      try pane.capture().contains("animhost-exit=0")
    }
    #expect(try pane.value("#{alternate_on} #{cursor_flag}") == "0 1")
    try pane.waitUntil("no run child left", seconds: 5) { Self.runChildren(of: cache.path).isEmpty }
  }

  /// Live run children started by a host whose cache directory is `directory`.
  static func runChildren(of directory: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { name in
      guard let pid = Int32(name), ScannerIsolationTests.isRunning(pid),
        let arguments = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
        let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ")
      else { return false }
      return String(decoding: arguments, as: UTF8.self).contains("__run")
        && String(decoding: environment, as: UTF8.self).contains("XDG_CACHE_HOME=\(directory)")
    }
  }

  /// Live scanner processes whose arguments name a file under `directory`.
  static func scanners(under directory: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { name in
      guard Int32(name) != nil,
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
        ScannerIsolationTests.isRunning(Int32(name) ?? 0)
      else { return false }
      let arguments = String(decoding: data, as: UTF8.self)
      return arguments.contains("__scan") && arguments.contains(directory)
    }
  }
}
