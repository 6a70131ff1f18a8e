import HostSystem

/// One pass over the search path for PluginRegistry with a scanner: the candidate files in
/// search order, each checked against the trust policy here and then answered from the cache
/// or by the scanner child.
struct RegistryScan {
  /// One candidate file.
  struct Slot {
    var path: String
    var origin: PluginSearchPath.Origin
    var realPath = ""
    /// Nil for a file refused before scanning (its refusal is never cached).
    var stamp: FileStamp?
    /// Nil until resolved.
    var outcome: ScanOutcome?
    var cacheable = false
  }

  /// The files, in search order; files reached twice (symlinks) appear once.
  private(set) var slots: [Slot] = []
  /// Warnings about insecure files allowed.
  private(set) var warnings: [String] = []

  /// Walks the search path and applies the trust policy to every `*.so` file.
  ///
  /// A regular file that `remembered` holds with its real path and stamp unchanged costs one
  /// `lstat`: its real path is its directory's (resolved once) and its name, which is what the
  /// kernel gives for the open file. Every other file is opened and checked as PluginFile does,
  /// which names whatever is wrong with it.
  init(
    searchPath: PluginSearchPath, allowInsecure: Bool,
    remembered: [String: RegistryCache.Entry] = [:]
  ) {
    var seen = Set<FileIdentity>()
    var verdicts = TrustPolicy.Verdicts()
    for entry in searchPath.entries {
      var directory: String??
      for path in PluginRegistry.candidates(in: entry.path) {
        var slot = Slot(path: path, origin: entry.origin)
        if let known = remembered[path] {
          if directory == nil { directory = Self.realDirectory(entry.path) }
          if let realDirectory = directory ?? nil,
            let unchanged = Self.unchanged(
              path, known, realDirectory: realDirectory, nameOffset: entry.path.utf8.count + 1,
              verdicts: &verdicts)
          {
            guard seen.insert(unchanged).inserted else { continue }
            slot.realPath = known.realPath
            slot.stamp = known.stamp
            slots.append(slot)
            continue
          }
        }
        do {
          // The ELF checks are left to the scanner child, which runs them before loading.
          let file = try PluginFile.open(
            path, allowInsecure: allowInsecure, checkingContents: false, verdicts: &verdicts
          ) { warnings.append($0) }
          defer { file.discard() }
          guard seen.insert(file.identity).inserted else { continue }
          slot.realPath = file.realPath
          slot.stamp = file.stamp
        } catch {
          slot.outcome = .failed(error)
        }
        slots.append(slot)
      }
    }
  }

  /// A search directory with its symbolic links resolved, or nil.
  private static func realDirectory(_ path: String) -> String? {
    guard let real = try? FileSystem.canonicalPath(path) else { return nil }
    return real.hasSuffix("/") ? real : real + "/"
  }

  /// The identity of a file when it is a regular file (not a link) whose real path and stamp
  /// are still the remembered ones and that passes the trust policy; nil when it must be
  /// opened and checked.
  private static func unchanged(
    _ path: String, _ known: RegistryCache.Entry, realDirectory: String, nameOffset: Int,
    verdicts: inout TrustPolicy.Verdicts
  ) -> FileIdentity? {
    guard let info = try? FileSystem.linkStatus(of: path), info.kind == .regular,
      FileStamp(info) == known.stamp
    else { return nil }
    guard Self.isJoined(known.realPath, realDirectory, path, from: nameOffset),
      TrustPolicy.problem(file: known.realPath, info: info, verdicts: &verdicts) == nil
    else { return nil }
    return FileIdentity(device: info.device, inode: info.inode)
  }

  /// Whether `whole` is `head` followed by `tail`'s bytes from `offset`, compared as contiguous
  /// bytes (the generic `starts(with:)` on UTF-8 views cost a twentieth of a warm `list`).
  private static func isJoined(_ whole: String, _ head: String, _ tail: String, from offset: Int)
    -> Bool
  {
    var whole = whole
    var head = head
    var tail = tail
    return whole.withUTF8 { w in
      head.withUTF8 { h in
        tail.withUTF8 { t in
          guard offset <= t.count, w.count == h.count + t.count - offset else { return false }
          return w[..<h.count].elementsEqual(h) && w[h.count...].elementsEqual(t[offset...])
        }
      }
    }
  }

  /// Answers every file from the remembered entries when its real path and stamp still match,
  /// and scans the others in one scanner run; returns whether anything was scanned.
  mutating func resolve(remembered: [String: RegistryCache.Entry], scanner: PluginScanner) -> Bool {
    var missing: [Int] = []
    for index in slots.indices where slots[index].outcome == nil {
      let slot = slots[index]
      if let entry = remembered[slot.path], entry.realPath == slot.realPath,
        entry.stamp == slot.stamp
      {
        slots[index].outcome = entry.outcome
        slots[index].cacheable = true
      } else {
        missing.append(index)
      }
    }
    guard !missing.isEmpty else { return false }
    let results = scanner.scan(missing.map { slots[$0].path })
    for index in missing {
      let result = results[slots[index].path]
      slots[index].outcome = result?.outcome
      slots[index].cacheable = result?.cacheable ?? false
    }
    return true
  }

  /// The entries to remember: every scanned or remembered file with a stamp.
  var cacheEntries: [RegistryCache.Entry] {
    slots.compactMap { slot in
      guard slot.cacheable, let stamp = slot.stamp, let outcome = slot.outcome else { return nil }
      return RegistryCache.Entry(
        path: slot.path, realPath: slot.realPath, stamp: stamp, outcome: outcome)
    }
  }
}
