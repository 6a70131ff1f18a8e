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
  init(searchPath: PluginSearchPath, allowInsecure: Bool) {
    var seen = Set<FileIdentity>()
    var verdicts = TrustPolicy.Verdicts()
    for entry in searchPath.entries {
      for path in PluginRegistry.candidates(in: entry.path) {
        var slot = Slot(path: path, origin: entry.origin)
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
