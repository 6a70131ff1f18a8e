import AnimHostTestSupport
import Foundation
import Testing

/// Nothing that did not come from animhost reaches the terminal raw, and nothing is echoed
/// without bound (issue 22, items 1 and 2).
@Suite struct TerminalSafetyTests {
  private func noRawControl(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }
  }

  @Test("a plugin file named with escape sequences is shown escaped by list and warnings")
  func hostileFileName() throws {
    let dir = try TestDirectory("hostile-name")
    let name = "lib\u{1B}]0;PWNED\u{7}\u{1B}[2J.so"
    try Data("not a plugin".utf8).write(to: URL(fileURLWithPath: dir.file(name)))
    let result = try AnimHostProcess.run(["list", "--all", "--plugin-dir", dir.path])
    #expect(noRawControl(result.stdout) && noRawControl(result.stderr))
    #expect((result.stdout + result.stderr).contains("lib\\e]0;PWNED\\u{7}\\e[2J.so"))
  }

  @Test("an output path with escape sequences is escaped in the exit-73 message")
  func hostileOutputPath() throws {
    let dir = try TestDirectory("hostile-output")
    let output = dir.file("missing\u{1B}[2J/x.gif")
    let result = try AnimHostProcess.run(["render", "grow", "-o", output])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(noRawControl(result.stderr))
    #expect(result.stderr.contains("missing\\e[2J"), "\(result.stderr)")
  }

  @Test("a 100,000-character animator name is echoed cut, with its full length")
  func hugeName() throws {
    let name = String(repeating: "x", count: 100_000)
    let result = try AnimHostProcess.run(["info", name])
    #expect(result.status == 66)
    #expect(result.stderr.count < 3000, "\(result.stderr.count) characters")
    #expect(result.stderr.contains("characters)"), "\(result.stderr.prefix(300))")
  }
}
