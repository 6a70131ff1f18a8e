import AnimHostTestSupport
import Foundation
import Testing

/// `animhost list` on a narrow terminal: one line per animator, file names instead of paths, the
/// summary shortened; piped output keeps everything.
@Suite(
  .enabled(if: TmuxPane.isAvailable, "tmux is not installed (Debian package tmux)"),
  .timeLimit(.minutes(1)))
struct ListTerminalTests {
  @Test func aNarrowTerminalGetsOneLinePerAnimator() throws {
    let xdg = try TestDirectory("xdg").path
    let cache = try TestDirectory("cache").path
    let command =
      "env -u ANIMHOST_PLUGIN_PATH XDG_DATA_HOME=\(xdg) XDG_CACHE_HOME=\(cache) "
      + "\(BuiltProducts.executable) list; "
      + "echo animhost-exit=$?; exec sleep 120"
    let pane = try TmuxPane(columns: 100, rows: 30, command: command)
    defer { pane.kill() }
    try pane.waitUntil("the exit marker") { try pane.capture().contains("animhost-exit=") }
    // The whole history: the list may be longer than the pane is tall.
    let history = try pane.tmux(["capture-pane", "-p", "-S", "-", "-t", "play"]).stdout
    let lines = history.split(separator: "\n").map(String.init)
    #expect(lines.contains("animhost-exit=0"))
    let grow = try #require(lines.first { $0.hasPrefix("grow ") })
    // The summary gives way first, then the plugin's file name (never a path).
    #expect(grow.contains("libGrowFromButton") && !grow.contains("/"), "\(history)")
    #expect(lines.contains { $0.hasPrefix("snow ") && $0.contains("…") })
    #expect(lines.allSatisfy { $0.count <= 100 }, "a line wraps:\n\(history)")
    let piped = try AnimHostProcess.run(["list"])
    #expect(piped.stdout.contains("/libGrowFromButton.so") && !piped.stdout.contains("…"))
  }

  /// A plugin file whose name would retitle and clear the terminal (issue 22, item 1) is shown
  /// escaped: the pane keeps its title and its earlier lines.
  @Test func aHostileFileNameCannotActOnTheTerminal() throws {
    let dir = try TestDirectory("hostile-tmux")
    try Data("not a plugin".utf8).write(
      to: URL(fileURLWithPath: dir.file("lib\u{1B}]0;PWNED\u{7}\u{1B}[2J.so")))
    let cache = try TestDirectory("cache").path
    let command =
      "echo before-marker; env -u ANIMHOST_PLUGIN_PATH XDG_CACHE_HOME=\(cache) "
      + "\(BuiltProducts.executable) list --all --plugin-dir \(dir.path); "
      + "echo animhost-exit=$?; exec sleep 120"
    let pane = try TmuxPane(columns: 200, rows: 80, command: command)
    defer { pane.kill() }
    try pane.waitUntil("the exit marker") { try pane.capture().contains("animhost-exit=") }
    let screen = try pane.capture()
    #expect(screen.contains("before-marker"), "the screen was cleared:\n\(screen)")
    #expect(screen.contains("lib\\e]0;PWNED\\u{7}\\e[2J.so"), "\(screen)")
    let title = try pane.tmux(["display-message", "-p", "-t", "play", "#{pane_title}"])
    #expect(!title.stdout.contains("PWNED"), "the pane was retitled: \(title.stdout)")
  }
}
