import HostSystem

/// The registry cache: what the scanner said about each plugin file, so that a warm `list` runs
/// no plugin code and starts no scanner.
///
/// The file, `${XDG_CACHE_HOME:-~/.cache}/animhost/registry-1.txt`, holds ScanRecord lines:
/// - a header: `animhost-registry  FORMAT  abi MAJOR.MINOR  protocol N  host STAMP  search HASH`,
///   where STAMP identifies the host executable and HASH the search path; any difference means
///   a full rescan;
/// - per file: `file  PATH  REALPATH  STAMP` (FileStamp.text), then the outcome's body records;
/// - `end  COUNT` last, so a truncated file is noticed.
/// It is written to a temporary file in the same directory, fsynced and renamed; the directory
/// has mode 0700.
package struct RegistryCache {
  /// One remembered file.
  package struct Entry: Equatable, Sendable {
    package var path: String
    package var realPath: String
    package var stamp: FileStamp
    package var outcome: ScanOutcome
  }

  /// The cache format version.
  package static let formatVersion = 1

  /// The cache file.
  package let path: String
  /// The header line this host expects.
  package let header: String

  /// A cache at a path, for this host and search path.
  package init(path: String, hostStamp: FileStamp?, searchPath: PluginSearchPath) {
    self.path = path
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for entry in searchPath.entries {
      for byte in (entry.path + "\u{0}" + entry.origin.rawValue + "\n").utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    header = ScanRecord.line([
      "animhost-registry", String(Self.formatVersion),
      "abi \(PluginLoader.hostMajor).\(PluginLoader.hostMinor)",
      "protocol \(ScannerChild.protocolVersion)", "host \(hostStamp?.text ?? "unknown")",
      "search " + String(hash, radix: 16),
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
    guard let bytes = try? FileSystem.readFile(at: path, options: .noFollow) else {
      return ([:], nil)
    }
    let corrupt = { (why: String) in
      (
        [String: Entry](),
        "ignoring corrupt registry cache '\(path)' (\(why)); rebuilding it" as String?
      )
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("animhost-registry\t") else { return corrupt("no header") }
    guard text.hasPrefix(header) else { return ([:], nil) }
    var lines = ScanRecord.lines(text.dropFirst(header.count))
    guard lines.last == "", lines.count >= 2 else { return corrupt("truncated") }
    lines.removeLast()
    let last = ScanRecord.fields(lines.removeLast())
    guard last.count == 2, last[0] == "end", let count = Int(last[1]) else {
      return corrupt("truncated")
    }
    var entries: [String: Entry] = [:]
    var current:
      (path: String, realPath: String, stamp: FileStamp, decoder: ScanRecord.BodyDecoder)?
    func finish() throws(ScanRecord.Malformed) {
      guard let c = current else { return }
      entries[c.path] = Entry(
        path: c.path, realPath: c.realPath, stamp: c.stamp, outcome: try c.decoder.outcome())
    }
    do throws(ScanRecord.Malformed) {
      for line in lines {
        let fields = ScanRecord.fields(line)
        if fields.first == "file" {
          try finish()
          guard fields.count == 4, let stamp = FileStamp(text: fields[3]) else {
            throw ScanRecord.Malformed(reason: "bad 'file' record")
          }
          current = (fields[1], fields[2], stamp, ScanRecord.BodyDecoder(path: fields[1]))
        } else if current != nil {
          try current?.decoder.feed(fields)
        } else {
          throw ScanRecord.Malformed(reason: "a record before any 'file'")
        }
      }
      try finish()
    } catch {
      return corrupt(error.reason)
    }
    guard entries.count == count else {
      return corrupt("\(entries.count) entries, the end record says \(count)")
    }
    return (entries, nil)
  }

  /// Writes the entries atomically; returns a warning when the cache cannot be written.
  package func save(_ entries: [Entry]) -> String? {
    var text = header
    for entry in entries {
      text += ScanRecord.line(["file", entry.path, entry.realPath, entry.stamp.text])
      text += ScanRecord.body(entry.outcome)
    }
    text += ScanRecord.line(["end", String(entries.count)])
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
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

  /// Creates the directory (and missing parents) with mode 0700, or makes an existing one of
  /// ours 0700; returns the problem when it is not a directory we own.
  static func makePrivateDirectory(_ directory: String) -> String? {
    let info: FileStatus
    if let found = try? FileSystem.linkStatus(of: directory) {
      info = found
    } else {
      let parent = directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? ""
      if !parent.isEmpty, (try? FileSystem.linkStatus(of: parent)) == nil,
        let problem = makePrivateDirectory(parent)
      {
        return problem
      }
      do throws(SystemError) {
        do throws(SystemError) {
          try FileSystem.makeDirectory(directory, permissions: 0o700)
        } catch  where error.code == .fileExists {}
        info = try FileSystem.linkStatus(of: directory)
      } catch {
        return "cannot create directory \(directory): \(error.code)"
      }
    }
    guard info.kind == .directory, info.owner == CurrentProcess.userID else {
      return "\(directory) is not a directory owned by you"
    }
    if info.permissions.rawValue & 0o077 != 0 {
      do {
        try FileSystem.setPermissions(0o700, of: directory)
      } catch {
        return "cannot make \(directory) private: \(error.code)"
      }
    }
    return nil
  }
}
