import HostSystem

/// Loads successive generations of one plugin file for `play --watch`.
///
/// Each generation is copied to a unique private path (`DIR/<pid>-<attempt>-<name>`, the
/// directory mode 0700), so that glibc, which recognises loaded images by path name and by
/// device and inode, maps it as a new image, and so that rebuilding the watched file in place
/// never rewrites pages of an image that is running. The copy is checked like any plugin file,
/// scanned in the child scanner first (a build that crashes or hangs in its entry point is
/// reported, not fatal), then loaded here from the checked descriptor. Images are never closed;
/// the copy is unlinked once loaded (the open descriptor and the mapping keep it alive), and
/// after a failure, so nothing is left behind.
package struct GenerationLoader {
  /// The plugin file as found in its directory: the one that is watched and copied.
  package let source: String
  /// The animator each generation must still declare.
  package let animatorID: String
  /// The private directory the copies are made in.
  package let directory: String
  /// The child scanner; nil loads without it (`--in-process`).
  package let scanner: PluginScanner?
  /// Whether insecure files may be loaded.
  package let allowInsecure: Bool
  /// Copies made so far, for unique names.
  private var attempts = 0

  /// A loader for one animator of one plugin file.
  package init(
    source: String, animatorID: String, directory: String, scanner: PluginScanner?,
    allowInsecure: Bool
  ) {
    self.source = source
    self.animatorID = animatorID
    self.directory = directory
    self.scanner = scanner
    self.allowInsecure = allowInsecure
  }

  /// `${XDG_CACHE_HOME:-~/.cache}/animhost/generations`, or nil when neither is an absolute path.
  package static func defaultDirectory(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/animhost/generations"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.cache/animhost/generations"
    }
    return nil
  }

  /// A generation copied into the private directory, waiting to be scanned and loaded.
  package struct Staged: Sendable {
    /// The private copy.
    package let copy: String
  }

  /// Copies the file as it is now, checks, scans and loads the copy, and returns the animator;
  /// its plugin path is the watched file's.
  /// - Throws: PluginError naming the watched file when this generation cannot be used.
  package mutating func load(warn: (String) -> Void) throws(PluginError) -> LoadedAnimator {
    let staged = try stage(warn: warn)
    return try finish(staged, scanned: scan(staged))
  }

  /// Checks the watched file against the trust policy and copies it to a new private path.
  /// - Throws: PluginError naming the watched file.
  package mutating func stage(warn: (String) -> Void) throws(PluginError) -> Staged {
    attempts += 1
    let original = try PluginFile.open(source, allowInsecure: allowInsecure, warn: warn)
    defer { original.discard() }
    let name = source.split(separator: "/").last.map(String.init) ?? "plugin.so"
    let copy = directory + "/\(CurrentProcess.id)-\(attempts)-\(name)"
    do {
      try makeCopy(of: original.descriptor, at: copy)
    } catch {
      try? FileSystem.removeFile(copy)
      throw error
    }
    return Staged(copy: copy)
  }

  /// Scans the copy in the child scanner: nil without one.
  ///
  /// It only waits for the child, so `play --watch` runs it on another thread and keeps playing.
  package func scan(_ staged: Staged) -> ScanOutcome? {
    scanner?.scan([staged.copy])[staged.copy]?.outcome
  }

  /// Checks the scan's outcome, loads the copy here and removes the file (the open descriptor
  /// keeps the image); returns the animator, its plugin path the watched file's.
  /// - Throws: PluginError naming the watched file when this generation cannot be used.
  package func finish(_ staged: Staged, scanned: ScanOutcome?) throws(PluginError) -> LoadedAnimator
  {
    let copy = staged.copy
    defer { try? FileSystem.removeFile(copy) }
    do {
      var found = try loadCopy(copy, scanned: scanned)
      found.metadata.plugin.path = source
      return found
    } catch {
      throw PluginError(error.code, subject: source, error.message.replacingAll(copy, with: source))
    }
  }

  /// Checks the copy and the scan's outcome, and loads it here.
  private func loadCopy(_ copy: String, scanned: ScanOutcome?) throws(PluginError) -> LoadedAnimator
  {
    let file = try PluginFile.open(copy, allowInsecure: allowInsecure) { _ in }
    switch scanned {
    case .failed(let error):
      file.discard()
      throw error
    case .animators(let list) where !list.contains(where: { $0.id == animatorID }):
      file.discard()
      throw noLongerDeclared()
    case .animators, nil:
      break
    }
    let found = try PluginLoader.load(file)
    guard let match = found.first(where: { $0.id == animatorID }) else { throw noLongerDeclared() }
    return match
  }

  /// Checks a scanned copy for a run in a child process: the scan must have found the animator (it
  /// is how the host learns the new build's metadata without loading it).
  ///
  /// Opens and checks the copy and removes it from disk (the open descriptor keeps it); returns the
  /// metadata, its plugin path the watched file's, and the open file, which the caller runs and
  /// discards.
  /// - Throws: PluginError naming the watched file when this generation cannot be used.
  package func checked(
    _ staged: Staged, scanned: ScanOutcome?
  ) throws(PluginError) -> (animator: AnimatorMetadata, file: PluginFile) {
    let copy = staged.copy
    defer { try? FileSystem.removeFile(copy) }
    do throws(PluginError) {
      guard case .animators(let list)? = scanned else {
        if case .failed(let error)? = scanned { throw error }
        throw PluginError(.unreadable, subject: copy, "\(copy): was not scanned; report a bug")
      }
      guard var animator = list.first(where: { $0.id == animatorID }) else {
        throw noLongerDeclared()
      }
      let file = try PluginFile.open(copy, allowInsecure: allowInsecure) { _ in }
      animator.plugin.path = source
      return (animator, file)
    } catch {
      throw PluginError(error.code, subject: source, error.message.replacingAll(copy, with: source))
    }
  }

  private func noLongerDeclared() -> PluginError {
    PluginError(
      .notFound, subject: source,
      "\(source): no longer declares animator '\(animatorID)'; put it back or play another")
  }

  /// Copies the open file to a new private file (mode 0700), replacing a stale one of that name.
  private func makeCopy(of descriptor: FileDescriptor, at copy: String) throws(PluginError) {
    let failed = { (what: String) in
      PluginError(
        .unreadable, subject: source,
        "\(source): cannot copy it into \(directory) to load it: \(what); check that directory")
    }
    if let problem = RegistryCache.makePrivateDirectory(directory) { throw failed(problem) }
    let create = { () throws(SystemError) -> FileDescriptor in
      try FileDescriptor.open(
        copy, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: 0o700)
    }
    let fd: FileDescriptor
    do {
      do {
        fd = try create()
      } catch  where error.code == .fileExists {
        try? FileSystem.removeFile(copy)
        fd = try create()
      }
    } catch {
      throw failed("\(error.code)")
    }
    try fd.closeAfter { () throws(PluginError) in
      var offset: Int64 = 0
      while true {
        do throws(SystemError) {
          let chunk = try descriptor.read(fromAbsoluteOffset: offset, count: 1 << 16)
          guard !chunk.isEmpty else { return }
          try fd.writeAll(chunk)
          offset += Int64(chunk.count)
        } catch {
          throw failed("\(error.code)")
        }
      }
    }
  }
}
