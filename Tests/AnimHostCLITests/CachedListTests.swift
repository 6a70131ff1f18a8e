import AnimHostTestSupport
import Foundation
import PluginHost
import Testing

/// The registry cache as the command line sees it: it notices replaced files, survives garbage,
/// lives in a private directory, and sits beside the trust checks, which run on every list.
@Suite struct CachedListTests {
  @Test func theCacheDirectoryIsPrivate() throws {
    let cache = try TestDirectory("cache")
    let list = try AnimHostProcess.run(["list"], environment: ["XDG_CACHE_HOME": cache.path])
    #expect(list.status == 0)
    var info = stat()
    #expect(stat(cache.path + "/animhost", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    #expect(
      ScannerFixtures.cacheText(in: cache).hasPrefix(
        "animhost-registry\t\(RegistryCache.formatVersion)\t"))
  }

  /// A rebuilt plugin of the same size whose mtime is set back to the old one (renamed in, or
  /// rewritten in place) is still noticed: by its inode, or by its change time.
  @Test(arguments: [true, false])
  func aReplacedFileIsNoticedEvenWithTheSameSizeAndMtime(renamed: Bool) throws {
    let dir = try TestDirectory("replaced")
    let cache = try TestDirectory("cache")
    let plugin = try ScannerFixtures.build(id: "gen-one", named: "libGen.so", in: dir)
    let environment = ScannerFixtures.environment(cache: cache)
    let first = try AnimHostProcess.run(
      ["list", "--plugin-dir", dir.path], environment: environment)
    #expect(first.stdout.contains("gen-one"))
    var old = stat()
    stat(plugin, &old)
    let next = try ScannerFixtures.build(id: "gen-two", named: "libGen.next", in: dir)
    if renamed {
      #expect(rename(next, plugin) == 0)
    } else {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: next))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: plugin))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: bytes)
      try handle.close()
    }
    var times = [old.st_atim, old.st_mtim]
    #expect(utimensat(AT_FDCWD, plugin, &times, 0) == 0)
    var new = stat()
    stat(plugin, &new)
    #expect(
      new.st_size == old.st_size && new.st_mtim.tv_sec == old.st_mtim.tv_sec
        && new.st_mtim.tv_nsec == old.st_mtim.tv_nsec)
    let second = try AnimHostProcess.run(
      ["list", "--plugin-dir", dir.path], environment: environment)
    #expect(second.status == 0)
    #expect(
      second.stdout.contains("gen-two") && !second.stdout.contains("gen-one"), "\(second.stdout)")
  }

  @Test func theSamePluginUnderASymlinkListsOnce() throws {
    let dir = try TestDirectory("symlink")
    try ScannerFixtures.build(id: "linked-fade", named: "libFade.so", in: dir)
    #expect(symlink(dir.file("libFade.so"), dir.file("libLink.so")) == 0)
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
    #expect(list.stdout.components(separatedBy: "linked-fade").count == 2, "\(list.stdout)")
    #expect(list.stdout.contains("grow"))
  }

  /// A world-writable directory or file is refused with its path and mode, on every run (the
  /// trust check is never cached), and `--allow-insecure` lets it in with a warning.
  @Test(arguments: ["directory", "file"])
  func aWorldWritablePlaceIsRefused(what: String) throws {
    let dir = try TestDirectory("insecure")
    let plugin = try ScannerFixtures.build(id: "open-fade", named: "libOpen.so", in: dir)
    let target = what == "directory" ? dir.path : plugin
    #expect(chmod(target, what == "directory" ? 0o777 : 0o666) == 0)
    let cache = try TestDirectory("cache")
    let environment = ScannerFixtures.environment(cache: cache)
    for _ in 0..<2 {
      let list = try AnimHostProcess.run(
        ["list", "--plugin-dir", dir.path], environment: environment)
      #expect(list.status == 0)
      #expect(
        list.stderr.contains(
          "refusing \(plugin): bad ownership or modes for \(what) \(target) "
            + "(mode 0\(what == "directory" ? "777" : "666")"
        ),
        "\(list.stderr)")
      #expect(!list.stdout.contains("open-fade") && list.stdout.contains("grow"))
    }
    let allowed = try AnimHostProcess.run(
      ["list", "--allow-insecure", "--plugin-dir", dir.path], environment: environment)
    #expect(
      allowed.stderr.contains("loading insecure plugin \(plugin) because of --allow-insecure"))
    #expect(allowed.stdout.contains("open-fade") && allowed.stdout.contains("grow"))
    chmod(target, 0o755)
  }

  /// A cache file of random bytes, one cut short, or one edited to declare an animator no plugin
  /// has (renaming `grow`), gives one warning and is rebuilt.
  @Test(arguments: ["random", "truncated", "edited"])
  func aBrokenCacheIsRebuiltWithOneWarning(damage: String) throws {
    let cache = try TestDirectory("cache")
    let environment = ScannerFixtures.environment(cache: cache)
    let file = ScannerFixtures.cacheFile(in: cache)
    #expect(try AnimHostProcess.run(["list"], environment: environment).status == 0)
    let good = try Data(contentsOf: URL(fileURLWithPath: file))
    let broken =
      switch damage {
      case "random": Data((0..<4096).map { _ in UInt8.random(in: 0...255) })
      case "truncated": good.prefix(good.count / 2)
      default:
        Data(
          String(decoding: good, as: UTF8.self)
            .replacingOccurrences(of: "\tgrow\t", with: "\tplanted\t").utf8)
      }
    #expect(broken != good)
    try broken.write(to: URL(fileURLWithPath: file))
    let list = try AnimHostProcess.run(["list"], environment: environment)
    #expect(list.status == 0)
    #expect(
      list.stderr.hasPrefix("animhost: warning: ignoring corrupt registry cache '\(file)' ("),
      "\(list.stderr)")
    #expect(
      list.stderr.hasSuffix("); rebuilding it\n") && list.stderr.split(separator: "\n").count == 1)
    #expect(list.stdout.contains("grow") && list.stdout.contains("card"))
    #expect(!list.stdout.contains("planted"))
    let again = try AnimHostProcess.run(["list"], environment: environment)
    #expect(again.stderr.isEmpty && again.stdout == list.stdout)
    #expect(
      ScannerFixtures.cacheText(in: cache) == String(decoding: good, as: UTF8.self),
      "rebuilt as it was")
  }
}
