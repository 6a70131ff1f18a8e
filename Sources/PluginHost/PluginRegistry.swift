import HostSystem
import Messages

/// A plugin file that could not be used, and why.
package struct PluginFailure: Equatable, Sendable {
  package var path: String
  package var error: PluginError
  /// Where the file was found; failures in the executable's own directory are quiet, because
  /// that directory also holds libraries that are not plugins.
  package var origin: PluginSearchPath.Origin
}

/// Every animator found on the search path; the first file to declare an id wins.
///
/// By default plugins are scanned in a child process (PluginScanner) and the results are kept
/// in the registry cache (RegistryCache), so listing and resolving names never runs plugin code
/// in this process; `load` then loads only the chosen animator's plugin here.
package struct PluginRegistry: Sendable {
  /// How to scan.
  package struct Options: Sendable {
    /// The scanner; nil scans in this process (`--in-process`), without the cache.
    package var scanner: PluginScanner?
    /// The cache file; nil scans every file every time.
    package var cachePath: String?
    /// Whether to ignore the cache's entries (`--rescan`); the cache is still rewritten.
    package var rescan: Bool

    package init(scanner: PluginScanner?, cachePath: String?, rescan: Bool = false) {
      self.scanner = scanner
      self.cachePath = cachePath
      self.rescan = rescan
    }

    /// Scanning in this process, without a cache: for debugging plugins, and for tests.
    package static let inProcess = Options(scanner: nil, cachePath: nil)
  }

  /// The usable animators, in search order.
  package private(set) var animators: [AnimatorMetadata] = []
  /// Files that failed, in search order.
  package private(set) var failures: [PluginFailure] = []
  /// Warnings: shadowed ids, insecure files allowed, ignored search entries, a corrupt cache.
  package private(set) var warnings: [String] = []
  /// Animators hidden by an earlier one with the same id.
  package private(set) var shadowed: [AnimatorMetadata] = []
  /// Entries named `*.so` that are not plugin files (a directory, a FIFO, a dangling link),
  /// with why they were skipped; shown by `list --all`.
  package var skipped: [(path: String, reason: String)] {
    searchPath.entries.flatMap { Self.skippedEntries(in: $0.path) }
  }
  /// The search path that was scanned.
  package let searchPath: PluginSearchPath
  /// Whether insecure files may be loaded.
  package let allowInsecure: Bool
  /// Where each usable animator's id is in `animators` (a linear search per animator was
  /// quadratic in the number of animators).
  private var positions: [String: Int] = [:]
  /// Animators already loaded in this process by an in-process scan, by plugin path and id.
  private var loaded: [String: LoadedAnimator] = [:]

  /// Scans every directory of the search path in this process: regular `*.so` files, not
  /// recursive, sorted by name.
  package init(searchPath: PluginSearchPath, allowInsecure: Bool) {
    self.init(searchPath: searchPath, allowInsecure: allowInsecure, options: .inProcess)
  }

  /// Scans every directory of the search path: regular `*.so` files, not recursive, sorted by
  /// name, checked against the trust policy here and scanned as the options say.
  package init(searchPath: PluginSearchPath, allowInsecure: Bool, options: Options) {
    self.searchPath = searchPath
    self.allowInsecure = allowInsecure
    warnings = searchPath.ignored
    guard let scanner = options.scanner else {
      scanInProcess()
      return
    }
    let cache = options.cachePath.map {
      RegistryCache(
        path: $0, hostStamp: PluginScanner.currentExecutable.flatMap(FileStamp.of(path:)),
        searchPath: searchPath)
    }
    let remembered = cache?.load() ?? (entries: [:], warning: nil)
    let usable = options.rescan ? [:] : remembered.entries
    var found = RegistryScan(
      searchPath: searchPath, allowInsecure: allowInsecure, remembered: usable)
    warnings += found.warnings
    if let warning = remembered.warning { warnings.append(warning) }
    let changed = found.resolve(remembered: usable, scanner: scanner)
    if let cache,
      changed || remembered.warning != nil || remembered.entries.count != found.cacheEntries.count,
      let warning = cache.save(found.cacheEntries)
    {
      warnings.append(warning)
    }
    for slot in found.slots {
      switch slot.outcome {
      case .animators(let list): add(list)
      case .failed(let error):
        failures.append(PluginFailure(path: slot.path, error: error, origin: slot.origin))
      case nil: break
      }
    }
  }

  private mutating func scanInProcess() {
    var opened = Set<FileIdentity>()
    for entry in searchPath.entries {
      for path in Self.candidates(in: entry.path) {
        let file: PluginFile
        do {
          file = try PluginFile.open(path, allowInsecure: allowInsecure) { warnings.append($0) }
        } catch {
          failures.append(PluginFailure(path: path, error: error, origin: entry.origin))
          continue
        }
        guard opened.insert(file.identity).inserted else {
          file.discard()
          continue
        }
        do {
          let found = try PluginLoader.load(file)
          for animator in found { loaded[Self.key(animator.plugin.path, animator.id)] = animator }
          add(found.map(\.metadata))
        } catch {
          opened.remove(file.identity)
          failures.append(PluginFailure(path: path, error: error, origin: entry.origin))
        }
      }
    }
  }

  private static func key(_ path: String, _ id: String) -> String { path + "\u{0}" + id }

  private mutating func add(_ found: [AnimatorMetadata]) {
    for animator in found {
      if let winner = positions[animator.id].map({ animators[$0] }) {
        shadowed.append(animator)
        warnings.append(
          "animator '\(animator.id)' (\(animator.plugin.version), \(animator.plugin.path)) "
            + "is shadowed by '\(winner.id)' (\(winner.plugin.version), \(winner.plugin.path)); "
            + "the first in the search path wins"
        )
      } else {
        positions[animator.id] = animators.count
        animators.append(animator)
      }
    }
  }

  /// Loads an animator's plugin in this process (checking the file again) and returns the
  /// animator with its descriptor.
  /// - Throws: PluginError when the file no longer loads or no longer declares the animator.
  package func load(_ animator: AnimatorMetadata) throws(PluginError) -> LoadedAnimator {
    let path = animator.plugin.path
    if let found = loaded[Self.key(path, animator.id)] { return found }
    let file = try PluginFile.open(path, allowInsecure: allowInsecure) { _ in }
    let found = try PluginLoader.load(file)
    guard let match = found.first(where: { $0.id == animator.id }) else {
      throw PluginError(
        .notFound, subject: animator.id,
        "\(path): no longer declares animator '\(animator.id)'; run 'animhost list --rescan'")
    }
    return match
  }

  /// Loads the animator with this id in this process.
  /// - Throws: PluginError.notFound with a suggestion, or why its plugin does not load.
  package func load(named name: String) throws(PluginError) -> LoadedAnimator {
    try load(try animator(named: name))
  }

  /// The `*.so` files of a directory, sorted; a missing directory has none.
  package static func candidates(in directory: String) -> [String] {
    var names: [String] = []
    for entry in (try? DirectoryListing.entries(of: directory)) ?? [] {
      let name = entry.name
      guard Self.isPluginName(name) else { continue }
      // The entry's type saves a stat; symlinks and file systems that do not say are stat'ed.
      if entry.kind != .regular {
        guard entry.kind == .symbolicLink || entry.kind == nil,
          (try? FileSystem.status(of: directory + "/" + name))?.kind == .regular
        else { continue }
      }
      names.append(name)
    }
    return names.sorted().map { directory + "/" + $0 }
  }

  /// Whether a directory entry's name is a plugin's (`*.so`, not hidden).
  ///
  /// Compared as bytes: String's Unicode-aware `hasSuffix` was a tenth of a warm `list`'s walk.
  static func isPluginName(_ name: String) -> Bool {
    let bytes = name.utf8
    return bytes.count > 3 && bytes.first != 0x2E && bytes.suffix(3).elementsEqual(".so".utf8)
  }

  /// The `*.so` entries of a directory that are not regular files, and what each is.
  static func skippedEntries(in directory: String) -> [(path: String, reason: String)] {
    var result: [(path: String, reason: String)] = []
    for entry in (try? DirectoryListing.entries(of: directory)) ?? [] {
      let name = entry.name
      guard isPluginName(name), entry.kind != .regular else { continue }
      let path = directory + "/" + name
      let target = try? FileSystem.status(of: path)
      guard target?.kind != .regular else { continue }
      let what: String =
        switch target?.kind {
        case .directory?: "a directory"
        case nil: "a link to nothing"
        default: "not a regular file"
        }
      result.append((path, "\(what), not a plugin file; skipped"))
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Failures worth telling the user about: all but non-plugins in the executable's directory.
  package var reportableFailures: [PluginFailure] {
    failures.filter { !($0.origin == .executable && $0.error.code == .missingEntry) }
  }

  /// The metadata of the animator with this id.
  /// - Throws: PluginError.notFound with a suggestion and the list of ids.
  package func animator(named name: String) throws(PluginError) -> AnimatorMetadata {
    if let found = animators.first(where: { $0.id == name }) { return found }
    let ids = animators.map(\.id)
    let shown = escapedForTerminal(name)
    var message = "no animator named '\(shown)'"
    if let suggestion = Suggestion.closest(to: name, in: ids) {
      message += "; did you mean '\(suggestion)'?"
    }
    message +=
      ids.isEmpty
      ? "\nno animators were found; see 'animhost list --all'"
      : "\navailable: " + ids.joined(separator: ", ")
    throw PluginError(.notFound, subject: name, message)
  }
}
