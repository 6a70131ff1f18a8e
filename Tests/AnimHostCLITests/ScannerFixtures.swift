import AnimHostTestSupport
import Foundation
import PluginHost

/// C fixture plugins for the scanner: a working fade whose entry point first runs some C, such
/// as a crash, an abort or an endless loop, and helpers to read the registry cache.
enum ScannerFixtures {
  /// What a fixture's entry point does before it returns its descriptor.
  enum Entry: String, CaseIterable, Sendable {
    case segfault, abort, trap, hang, exit, prints, slow

    /// The C statements.
    var code: String {
      switch self {
      case .segfault: "*(volatile int *)0 = 1;"
      case .abort: "abort();"
      case .trap: "__builtin_trap();"
      case .hang: "for (;;) {}"
      case .exit: "exit(3);"
      case .prints: "printf(\"HELLO FROM THE PLUGIN\\n\"); fflush(stdout);"
      case .slow: "usleep(400000);"
      }
    }
  }

  /// Compiles a fade animator with this id (and plugin version) whose entry point runs `entry`
  /// first.
  @discardableResult
  static func build(
    id: String, version: String = "0.1.0", entry: Entry? = nil, named name: String,
    in directory: TestDirectory
  ) throws -> String {
    var source = CFixtures.fade(id: id).replacingOccurrences(
      of: "\"0.1.0\"", with: "\"\(version)\"")
    if let entry {
      source =
        "#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
        + source.replacingOccurrences(
          of: "return major == ANIMATOR_ABI_MAJOR ? &plugin : NULL;",
          with: "\(entry.code)\n    return major == ANIMATOR_ABI_MAJOR ? &plugin : NULL;")
    }
    return try FixtureCompiler.build(source, named: name, in: directory)
  }

  /// An environment that keeps one registry cache across runs: the cache home, and a fixed
  /// XDG data home (a new one would change the search path, which invalidates the cache).
  static func environment(cache: TestDirectory) -> [String: String] {
    ["XDG_CACHE_HOME": cache.path, "XDG_DATA_HOME": cache.path + "/data"]
  }

  /// The inode of the registry cache file: a rewrite (temporary file and rename) changes it.
  static func cacheInode(in cacheHome: TestDirectory) -> UInt64 {
    var info = stat()
    return stat(cacheFile(in: cacheHome), &info) == 0 ? UInt64(info.st_ino) : 0
  }

  /// The registry cache file under a cache home.
  static func cacheFile(in cacheHome: TestDirectory) -> String {
    cacheHome.path + "/animhost/registry-\(RegistryCache.formatVersion).txt"
  }

  /// The registry cache's text, or "" when there is none.
  static func cacheText(in cacheHome: TestDirectory) -> String {
    (try? String(contentsOfFile: cacheFile(in: cacheHome), encoding: .utf8)) ?? ""
  }
}
