import AnimHostTestSupport
import Foundation
import Testing

@testable import PluginHost

/// The cache is believed only when it is private and intact (issue 22, item 6).
extension RegistryCacheTests {
  private func savedCache() throws -> (RegistryCache, directory: String) {
    let directory = try TestDirectory("registry-trust")
    let cache = RegistryCache(
      path: directory.path + "/animhost/registry.txt", hostStamp: Self.stamp,
      searchPath: Self.searchPath)
    #expect(cache.save(Self.entries) == nil)
    return (cache, directory.path + "/animhost")
  }

  /// Replaces the first occurrence of `old` in the cache file, keeping its mode and owner.
  private func edit(_ cache: RegistryCache, _ old: String, _ new: String) throws {
    let text = try String(contentsOfFile: cache.path, encoding: .utf8)
    let range = try #require(text.range(of: old), "'\(old)' is not in the cache")
    try Data(text.replacingCharacters(in: range, with: new).utf8).write(
      to: URL(fileURLWithPath: cache.path))
  }

  @Test(
    "an edited record or a changed count is rebuilt with a warning",
    arguments: [("/p/libX.so", "/p/libY.so"), ("timed out", "timed in"), ("end\t2", "end\t1")])
  func anEditedCacheIsRebuilt(old: String, new: String) throws {
    let (cache, _) = try savedCache()
    try edit(cache, old, new)
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(
      loaded.warning?.hasPrefix("ignoring corrupt registry cache '\(cache.path)'") == true,
      "\(loaded.warning ?? "")")
  }

  @Test(
    "a cache directory or file writable by others is not believed",
    arguments: [(true, 0o777), (true, 0o720), (false, 0o666), (false, 0o620)])
  func writableByOthers(directory isDirectory: Bool, mode: Int) throws {
    let (cache, directory) = try savedCache()
    let target = isDirectory ? directory : cache.path
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target)
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(
      loaded.warning
        == "ignoring registry cache '\(cache.path)': \(target) is writable by others (mode "
        + "0\(String(mode, radix: 8))); plugins are rescanned")
  }

  @Test("a symbolic link in place of the cache directory is not believed")
  func symlinkedDirectory() throws {
    let (cache, directory) = try savedCache()
    let real = directory + "-real"
    try FileManager.default.moveItem(atPath: directory, toPath: real)
    try FileManager.default.createSymbolicLink(atPath: directory, withDestinationPath: real)
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(loaded.warning?.contains("\(directory) is not a directory") == true)
  }

  @Test("a FIFO in place of the cache file is refused at once instead of hanging")
  func fifoIsRefused() throws {
    let (cache, _) = try savedCache()
    try FileManager.default.removeItem(atPath: cache.path)
    try #require(mkfifo(cache.path, 0o600) == 0)
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(loaded.warning?.contains("\(cache.path) is not a regular file") == true)
  }

  @Test(
    "a cache file that belongs to another user is not believed",
    .enabled(if: getuid() == 0, "needs root to give the file to another user"))
  func anotherUsersFile() throws {
    let (cache, _) = try savedCache()
    try #require(chown(cache.path, 65534, 65534) == 0)
    let loaded = cache.load()
    #expect(loaded.entries.isEmpty)
    #expect(loaded.warning?.contains("belongs to uid 65534, not to you") == true)
  }
}
