import AnimHostTestSupport
import Foundation
import Testing

@testable import PluginHost

/// The registry cache file: it round-trips, is private, and anything wrong with it means a
/// rescan, with a warning when the file is damaged.
@Suite struct RegistryCacheTests {
  static let searchPath = PluginSearchPath(
    entries: [.init(path: "/plugins", origin: .option)], ignored: [])
  static let stamp = FileStamp(
    device: 1, inode: 2, size: 3, modified: 1_700_000_000_123_456_789, changed: 5)
  static let entries = [
    RegistryCache.Entry(
      path: "/plugins/libA.so", realPath: "/real/libA.so", stamp: stamp,
      outcome: .failed(
        PluginError(.timedOut, subject: "/plugins/libA.so", "/plugins/libA.so: timed out after 1 s")
      )),
    RegistryCache.Entry(
      path: "/p/libX.so", realPath: "/p/libX.so",
      stamp: FileStamp(device: 1, inode: 9, size: 9, modified: 9, changed: 9),
      outcome: .animators(
        ScanRecordTests.outcomes.first.map {
          if case .animators(let list) = $0 { list } else { [] }
        } ?? [])),
  ]

  private func cache(
    in directory: TestDirectory, host: FileStamp? = stamp, searchPath: PluginSearchPath = searchPath
  ) -> RegistryCache {
    RegistryCache(
      path: directory.path + "/animhost/registry.txt", hostStamp: host, searchPath: searchPath)
  }

  @Test func entriesRoundTripInAPrivateDirectory() throws {
    let directory = try TestDirectory("registry-cache")
    #expect(cache(in: directory).save(Self.entries) == nil)
    let loaded = cache(in: directory).load()
    #expect(loaded.warning == nil)
    #expect(loaded.entries == Dictionary(uniqueKeysWithValues: Self.entries.map { ($0.path, $0) }))
    var info = stat()
    #expect(stat(directory.path + "/animhost", &info) == 0 && info.st_mode & 0o777 == 0o700)
  }

  /// Another host binary or another search path: a silent rescan.
  @Test(arguments: [true, false])
  func aDifferentHeaderIsASilentMiss(otherHost: Bool) throws {
    let directory = try TestDirectory("registry-cache")
    #expect(cache(in: directory).save(Self.entries) == nil)
    let other =
      otherHost
      ? cache(in: directory, host: FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5))
      : cache(
        in: directory,
        searchPath: PluginSearchPath(entries: [.init(path: "/other", origin: .option)], ignored: [])
      )
    let loaded = other.load()
    #expect(loaded.entries.isEmpty && loaded.warning == nil)
  }

  @Test(arguments: [0, 1, 7, 100, 300])
  func aDamagedFileIsEmptyWithAWarning(keep: Int) throws {
    let directory = try TestDirectory("registry-cache")
    let cache = cache(in: directory)
    #expect(cache.save(Self.entries) == nil)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: cache.path))
    try bytes.prefix(keep).write(to: URL(fileURLWithPath: cache.path))
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(
      loaded.warning?.hasPrefix("ignoring corrupt registry cache '\(cache.path)'") == true,
      "\(loaded.warning ?? "")")
  }

  @Test func randomBytesAreEmptyWithAWarning() throws {
    let directory = try TestDirectory("registry-cache")
    let cache = cache(in: directory)
    #expect(cache.save([]) == nil)
    try Data((0..<10_000).map { _ in UInt8.random(in: 0...255) }).write(
      to: URL(fileURLWithPath: cache.path))
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty && loaded.warning?.contains("rebuilding it") == true)
  }
}
