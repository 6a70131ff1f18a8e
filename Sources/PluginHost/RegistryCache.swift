import HostSystem

/// The registry cache: what the scanner said about each plugin file, so that a warm `list` runs
/// no plugin code and starts no scanner.
///
/// The file, `${XDG_CACHE_HOME:-~/.cache}/animhost/registry-3.txt`, holds ScanRecord lines:
/// - a header: `animhost-registry  FORMAT  abi MAJOR.MINOR  protocol N  host STAMP  search HASH`,
///   where STAMP identifies the host executable and HASH the search path; any difference means
///   a full rescan;
/// - per file: `file  PATH  REALPATH  STAMP` (FileStamp.text), then the outcome's body records
///   (format 2 also gave each file its own checksum, which the whole file's covers);
/// - `end  COUNT  SUM` last (SUM over everything before it), so an edited or truncated file is
///   noticed and rebuilt.
/// It is written atomically (`AtomicFile`); the directory has mode 0700. Loading applies the
/// plugin trust rules: the directory and the file must be the user's own and writable by no
/// one else, and the file a regular file (opened non-blocking, so a FIFO cannot hang us).
package struct RegistryCache {
  /// One remembered file.
  package struct Entry: Equatable, Sendable {
    package var path: String
    package var realPath: String
    package var stamp: FileStamp
    package var outcome: ScanOutcome
  }

  /// The cache format version.
  package static let formatVersion = 3

  /// The cache file.
  package let path: String
  /// The header line this host expects.
  package let header: String

  /// A cache at a path, for this host and search path.
  package init(path: String, hostStamp: FileStamp?, searchPath: PluginSearchPath) {
    self.path = path
    let hash = Self.checksum(
      searchPath.entries.map { $0.path + "\u{0}" + $0.origin.rawValue + "\n" }.joined())
    header = ScanRecord.line([
      "animhost-registry", String(Self.formatVersion),
      "abi \(PluginLoader.hostMajor).\(PluginLoader.hostMinor)",
      "protocol \(ScannerChild.protocolVersion)", "host \(hostStamp?.text ?? "unknown")",
      "search " + hash,
    ])
  }

  /// The default cache file, or nil when neither XDG_CACHE_HOME nor HOME is an absolute path.
  package static func defaultPath(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/animhost/registry-\(formatVersion).txt"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.cache/animhost/registry-\(formatVersion).txt"
    }
    return nil
  }

  /// The remembered files by path.
  ///
  /// A missing cache or one from another host or search path is empty; a corrupt or truncated one
  /// is empty with a warning.
  package func load() -> (entries: [String: Entry], warning: String?) {
    let bytes: [UInt8]
    switch readTrusted() {
    case .missing: return ([:], nil)
    case .untrusted(let why):
      return ([:], "ignoring registry cache '\(path)': \(why); plugins are rescanned")
    case .read(let read): bytes = read
    }
    return bytes.withUnsafeBufferPointer {
      RegistryCacheReader(path: path, header: header).read($0)
    }
  }

  /// Writes the entries atomically; returns a warning when the cache cannot be written.
  package func save(_ entries: [Entry]) -> String? {
    var text = header
    for entry in entries {
      text += ScanRecord.line(["file", entry.path, entry.realPath, entry.stamp.text])
      text += ScanRecord.body(entry.outcome)
    }
    text += ScanRecord.line(["end", String(entries.count), Self.checksum(text)])
    let directory = FileSystem.directory(of: path)
    if let problem = Self.makePrivateDirectory(directory) {
      return "cannot write registry cache '\(path)': \(problem); plugins are rescanned on every run"
    }
    // The file keeps mkstemp's mode 0600.
    do {
      let file = try AtomicFile(path: path, temporaryPrefix: ".registry-")
      try file.write(Array(text.utf8))
      try file.commit()
    } catch {
      return
        "cannot write registry cache '\(path)': \(error.code); plugins are rescanned on every run"
    }
    return nil
  }
}
