#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A plugin file that could not be used, and why.
package struct PluginFailure: Equatable, Sendable {
  package var path: String
  package var error: PluginError
  /// Where the file was found; failures in the executable's own directory are quiet, because
  /// that directory also holds libraries that are not plugins.
  package var origin: PluginSearchPath.Origin
}

/// Every animator found on the search path; the first file to declare an id wins.
package struct PluginRegistry: Sendable {
  /// The usable animators, in search order.
  package private(set) var animators: [AnimatorInfo] = []
  /// Files that failed, in search order.
  package private(set) var failures: [PluginFailure] = []
  /// Warnings: shadowed ids, insecure files allowed, ignored search entries.
  package private(set) var warnings: [String] = []
  /// Animators hidden by an earlier one with the same id.
  package private(set) var shadowed: [AnimatorInfo] = []
  /// The search path that was scanned.
  package let searchPath: PluginSearchPath

  /// Scans every directory of the search path: regular `*.so` files, not recursive, sorted by name.
  package init(searchPath: PluginSearchPath, allowInsecure: Bool) {
    self.searchPath = searchPath
    warnings = searchPath.ignored
    var loaded = Set<FileIdentity>()
    for entry in searchPath.entries {
      for path in Self.candidates(in: entry.path) {
        let file: PluginFile
        do {
          file = try PluginFile.open(path, allowInsecure: allowInsecure) { warnings.append($0) }
        } catch {
          failures.append(PluginFailure(path: path, error: error, origin: entry.origin))
          continue
        }
        guard loaded.insert(file.identity).inserted else {
          file.discard()
          continue
        }
        do {
          add(try PluginLoader.load(file))
        } catch {
          // Once dlopen succeeded the image stays mapped (RTLD_NODELETE) under the name
          // /proc/self/fd/N, so its descriptor must stay open: a reused N would make glibc hand
          // back this image for another file. Only a failed dlopen frees the descriptor.
          if error.code == .loadFailed { file.discard() }
          loaded.remove(file.identity)
          failures.append(PluginFailure(path: path, error: error, origin: entry.origin))
        }
      }
    }
  }

  private mutating func add(_ found: [AnimatorInfo]) {
    for animator in found {
      if let winner = animators.first(where: { $0.id == animator.id }) {
        shadowed.append(animator)
        warnings.append(
          "animator '\(animator.id)' (\(animator.plugin.version), \(animator.plugin.path)) is shadowed by "
            + "'\(winner.id)' (\(winner.plugin.version), \(winner.plugin.path)); the first in the search path wins")
      } else {
        animators.append(animator)
      }
    }
  }

  /// The `*.so` files of a directory, sorted; a missing directory has none.
  static func candidates(in directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
      }
      guard name.hasSuffix(".so"), !name.hasPrefix(".") else { continue }
      var info = stat()
      let path = directory + "/" + name
      guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      names.append(name)
    }
    return names.sorted().map { directory + "/" + $0 }
  }

  /// Failures worth telling the user about: all but non-plugins in the executable's directory.
  package var reportableFailures: [PluginFailure] {
    failures.filter { !($0.origin == .executable && $0.error.code == .missingEntry) }
  }

  /// The animator with this id.
  /// - Throws: PluginError.notFound with a suggestion and the list of ids.
  package func animator(named name: String) throws(PluginError) -> AnimatorInfo {
    if let found = animators.first(where: { $0.id == name }) { return found }
    let ids = animators.map(\.id)
    let shown = escapedForTerminal(name)
    var message = "no animator named '\(shown)'"
    if let suggestion = Suggestion.closest(to: name, in: ids) {
      message += "; did you mean '\(suggestion)'?"
    }
    message += ids.isEmpty ? "\nno animators were found; see 'animhost list --all'" : "\navailable: " + ids.joined(separator: ", ")
    throw PluginError(.notFound, subject: name, message)
  }
}

/// Finds the closest name for "did you mean".
package enum Suggestion {
  /// The candidate with the smallest edit distance, if it is close enough to be a typo.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
    guard let best = scored.min(by: { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }) else {
      return nil
    }
    let limit = max(2, min(word.count, best.candidate.count) / 3)
    return best.distance <= limit || best.candidate.hasPrefix(word) ? best.candidate : nil
  }

  /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
