import AnimHostTestSupport
import Foundation
import PluginHost
import Testing

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@Suite struct PluginFileTests {
  /// Files that are not ELF shared objects: rejected before dlopen, with the file's own reason.
  @Test(
    arguments: [
      ("x.so", Array("this is not a shared object\n".utf8), "not an ELF shared object"),
      ("empty.so", [], "empty"),
      (
        "short.so", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00],
        "truncated ELF file (10 bytes)"
      ),
      ("magic.so", [0x7F, 0x45, 0x4C, 0x46], "truncated ELF file (4 bytes)"),
      ("elf-ish.so", [0x7F, 0x45, 0x4C], "not an ELF shared object"),
    ] as [(String, [UInt8], String)])
  func notELF(name: String, bytes: [UInt8], cause: String) throws {
    let directory = try TestDirectory("not-elf")
    let path = try directory.write(bytes, as: name)
    let error = try PluginScan.failureBesideRealPlugin(path, in: directory)
    #expect(error.code == .notELF)
    #expect(error.subject == path)
    expectMessage(error, path: path, cause: cause, fix: "remove it from the plugin directory")
  }

  /// The first 4096 bytes of a real plugin have an intact header but segments past the end of the
  /// file, on which dlopen would die with SIGBUS.
  ///
  /// Run in a child process so that a regression is reported instead of taking down the test run.
  @Test func truncatedRealPluginIsReportedAndOthersLoad() async throws {
    let directory = try TestDirectory("truncated")
    let whole = try #require(
      FileManager.default.contents(atPath: BuiltProducts.plugin("GrowFromButton")))
    let path = try directory.write(Array(whole.prefix(4096)), as: "libz-truncated.so")
    try await PluginScan.expectIsolatedFailure(
      path, in: directory, code: .notELF, message: [path, "truncated", "rebuild"])
  }

  /// A file that cannot be found or opened is unreadable, with the path and a fix.
  @Test func missingFileIsUnreadable() throws {
    let directory = try TestDirectory("missing")
    let path = directory.file("absent.so")
    let error = try #require(PluginScan.load(path).failure)
    #expect(error.code == .unreadable)
    expectMessage(
      error, path: path, cause: "cannot open: No such file or directory",
      fix: "check that it exists")
  }

  /// A readable real plugin opens, and its identity is its device and inode.
  @Test func openRecordsIdentityAndRealPath() throws {
    let directory = try TestDirectory("identity")
    let path = try directory.copy(
      BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    let link = directory.file("link.so")
    #expect(symlink(path, link) == 0)
    var warnings: [String] = []
    let first = try PluginFile.open(path, allowInsecure: false) { warnings.append($0) }
    let second = try PluginFile.open(link, allowInsecure: false) { warnings.append($0) }
    defer {
      first.discard()
      second.discard()
    }
    #expect(first.identity == second.identity)
    #expect(second.path == link)
    #expect(second.realPath == first.realPath)
    #expect(warnings.isEmpty)
  }
}

extension Result {
  /// The error, or nil on success.
  var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
