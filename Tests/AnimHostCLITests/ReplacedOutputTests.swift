import AnimHostTestSupport
import Foundation
import Testing

/// Replacing an output file keeps its mode, and a file the user could not write is refused
/// with exit 73 instead of being swapped for one the user owns (issue 22, item 5).
@Suite struct ReplacedOutputTests {
  /// Whether the tests can run animhost as another user (`nobody`, through `setpriv`).
  static let canSwitchUser = getuid() == 0 && FileManager.default.fileExists(atPath: setpriv)
  static let setpriv = "/usr/bin/setpriv"
  static let nobody: uid_t = 65534

  private func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test("replacing an output keeps its mode", arguments: [0o600, 0o640, 0o700])
  func keepsTheMode(mode: Int) throws {
    let dir = try TestDirectory("replace-mode")
    let output = dir.file("out.png")
    try Data("old".utf8).write(to: URL(fileURLWithPath: output))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: output)
    let result = try AnimHostProcess.run(["render", "grow", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try self.mode(output) == mode)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)).starts(with: [0x89, 0x50]))
  }

  /// Runs `render grow -o <output>` as `nobody`.
  private func renderAsNobody(_ output: String, cache: String) throws -> ProcessRunner.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_CACHE_HOME"] = cache
    environment["XDG_DATA_HOME"] = cache
    return try ProcessRunner.run(
      Self.setpriv,
      [
        "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
        BuiltProducts.executable, "render", "grow", "-o", output,
      ], environment: environment, currentDirectory: "/")
  }

  /// A read-only file of the user's own, and another user's file in the user's directory.
  @Test(
    "a file the user could not write is refused with exit 73 and left as it was",
    .enabled(if: canSwitchUser, "needs root to run animhost as nobody through setpriv"),
    arguments: [(UInt32(65534), 0o444), (UInt32(0), 0o644)])
  func refusesAFileTheUserCouldNotWrite(owner: UInt32, mode: Int) throws {
    let dir = try TestDirectory("replace-refused")
    let cache = try TestDirectory("replace-cache")
    for path in [dir.path, cache.path] {
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path)
    }
    let output = dir.file("out.gif")
    try Data("old".utf8).write(to: URL(fileURLWithPath: output))
    try #require(chown(output, owner, owner) == 0)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: output)
    let result = try renderAsNobody(output, cache: cache.path)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "cannot replace '\(output)': you may not write it (mode 0\(String(mode, radix: 8)), "
          + "owner uid \(owner)); write to another file or change its permissions first"),
      "\(result.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "old")
    #expect(try self.mode(output) == mode)
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    #expect((attributes[.ownerAccountID] as? NSNumber)?.uint32Value == owner)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.gif"])
  }
}
