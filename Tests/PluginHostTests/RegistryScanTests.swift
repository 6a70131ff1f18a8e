import AnimHostTestSupport
import Testing

@testable import PluginHost

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// RegistryScan answers a remembered, unchanged regular file from one lstat and opens every
/// other file, so a stale entry never stands in for the file on disk (issue 18).
@Suite struct RegistryScanTests {
  /// How the remembered entry differs from the file on disk.
  enum Change: String, CaseIterable, Sendable {
    case none, stamp, realPath, symbolicLink
  }

  @Test(arguments: Change.allCases)
  func aRememberedFileIsTakenOnlyWhenUnchanged(change: Change) throws {
    let directory = try TestDirectory("registry-scan")
    let real = try directory.write(Array("not a plugin".utf8), as: "libReal.so")
    var path = real
    if change == .symbolicLink {
      path = directory.file("libLink.so")
      try #require(symlink(real, path) == 0)
    }
    let canonical = try #require(
      realpath(real, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
      })
    let stamp = try #require(FileStamp.of(path: real))
    var remembered = RegistryCache.Entry(
      path: path, realPath: canonical, stamp: stamp,
      outcome: .failed(PluginError(.missingEntry, subject: path, "remembered")))
    switch change {
    case .none, .symbolicLink: break
    case .stamp: remembered.stamp.modified -= 1
    case .realPath: remembered.realPath = canonical + "-elsewhere"
    }
    let searchPath = PluginSearchPath(
      entries: [.init(path: directory.path, origin: .option)], ignored: [])
    let scan = RegistryScan(
      searchPath: searchPath, allowInsecure: false, remembered: [path: remembered])
    let slot = try #require(scan.slots.first { $0.path == path })
    // Whether taken from the entry or from the opened file, the slot names the file on disk.
    #expect(slot.realPath == canonical)
    #expect(slot.stamp == stamp)
    #expect(slot.outcome == nil)
  }
}
