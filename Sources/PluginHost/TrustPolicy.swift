import HostSystem

/// OpenSSH StrictModes for plugins: the file and every directory above it must be owned by root
/// or the user and must not be group- or world-writable.
///
/// One deliberate difference from OpenSSH: a root-owned directory with the sticky bit (such as
/// /tmp) is accepted as a parent, because nobody else can rename or delete the entries in it.
package enum TrustPolicy {
  /// What is wrong with the file or a directory above it, or nil when all is well.
  package static func problem(file: String, info: FileStatus) -> String? {
    var verdicts = Verdicts()
    return problem(file: file, info: info, verdicts: &verdicts)
  }

  /// What is wrong with the file or a directory above it, reusing the verdicts on directories
  /// already checked in this pass (a plugin directory's 200 files share one chain of parents).
  package static func problem(file: String, info: FileStatus, verdicts: inout Verdicts) -> String? {
    if let problem = check(path: file, info: info, isDirectory: false) { return problem }
    return verdicts.problem(directory: FileSystem.directory(of: file))
  }

  /// The directories checked so far in one pass over the search path, and what was wrong with
  /// each chain (nil when it passed).
  package struct Verdicts {
    private var known: [String: String?] = [:]

    /// An empty memo.
    package init() {}

    /// The problem with a directory or one above it.
    mutating func problem(directory: String) -> String? {
      if let verdict = known[directory] { return verdict }
      let verdict: String?
      let info: FileStatus
      do {
        info = try FileSystem.status(of: directory)
      } catch {
        verdict = "cannot stat directory \(directory): \(error.code)"
        known[directory] = verdict
        return verdict
      }
      if let problem = TrustPolicy.check(path: directory, info: info, isDirectory: true) {
        verdict = problem
      } else {
        verdict = directory == "/" ? nil : problem(directory: FileSystem.directory(of: directory))
      }
      known[directory] = verdict
      return verdict
    }
  }

  fileprivate static func check(path: String, info: FileStatus, isDirectory: Bool) -> String? {
    let mode = info.permissions
    let owner = info.owner
    let kind = isDirectory ? "directory" : "file"
    let ownerOK = owner == 0 || owner == CurrentProcess.userID
    let writable = mode.isWritableByOthers
    let stickyRoot = isDirectory && owner == 0 && info.isSticky
    guard !ownerOK || (writable && !stickyRoot) else { return nil }
    let octal = mode.description
    let fix =
      ownerOK ? "run 'chmod go-w \(path)'" : "make it owned by you or root (owner uid is \(owner))"
    return "bad ownership or modes for \(kind) \(path) (mode \(octal), owner uid \(owner)); \(fix)"
  }
}
