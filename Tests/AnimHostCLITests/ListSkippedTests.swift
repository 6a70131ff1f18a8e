import AnimHostTestSupport
import Foundation
import Testing

/// `list --all` names the `*.so` entries that are not plugin files (issue 22, item 7).
@Suite struct ListSkippedTests {
  @Test("a directory named like a plugin is listed as skipped, with why")
  func directoryIsSkipped() throws {
    let dir = try TestDirectory("skipped")
    try FileManager.default.createDirectory(
      atPath: dir.file("libfolder.so"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir.file("libdangling.so"), withDestinationPath: dir.file("missing"))
    let result = try AnimHostProcess.run(["list", "--all", "--plugin-dir", dir.path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("SKIPPED") })
    #expect(
      lines.contains {
        $0.contains("libfolder.so") && $0.contains("a directory, not a plugin file")
      })
    #expect(lines.contains { $0.contains("libdangling.so") && $0.contains("a link to nothing") })
    let plain = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(!plain.stdout.contains("SKIPPED"), "only with --all")
  }
}
