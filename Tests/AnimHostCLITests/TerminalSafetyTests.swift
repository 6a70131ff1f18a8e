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

  /// A huge value echoed back: the command, the exit code it must give.
  struct HugeEcho: Sendable, CustomStringConvertible {
    var label: String
    var arguments: @Sendable (TestDirectory) throws -> [String]
    var status: Int32
    var description: String { label }
  }

  static let hugeEchoes: [HugeEcho] = [
    HugeEcho(
      label: "a 100,000-character animator name",
      arguments: { _ in
        ["info", String(repeating: "x", count: 100_000)]
      }, status: 66),
    HugeEcho(
      label: "a 100,000-digit number",
      arguments: { _ in
        ["render", "grow", "-o", "/tmp/never.png", "--at", String(repeating: "9", count: 100_000)]
      }, status: 64),
    HugeEcho(
      label: "a scene with a 512 KB key",
      arguments: { dir in
        let scene = dir.file("key.json")
        let key = String(repeating: "k", count: 1 << 19)
        try Data(#"{"\#(key)": 1}"#.utf8).write(to: URL(fileURLWithPath: scene))
        return ["render", "grow", "--scene", scene, "-o", dir.file("x.gif")]
      }, status: 65),
  ]

  @Test("a huge value is echoed cut, with its full length", arguments: hugeEchoes)
  func hugeValue(_ c: HugeEcho) throws {
    let dir = try TestDirectory("huge-echo")
    let result = try AnimHostProcess.run(try c.arguments(dir))
    #expect(result.status == c.status, "\(result.stderr.prefix(300))")
    #expect(result.stderr.count < 3000, "\(result.stderr.count) characters")
    #expect(result.stderr.contains("characters)"), "\(result.stderr.prefix(300))")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy {
        $0.hasSuffix(".json")
      })
  }
}
