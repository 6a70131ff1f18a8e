#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// OpenSSH StrictModes for plugins: the file and every directory above it must be owned by root
/// or the user and must not be group- or world-writable.
///
/// One deliberate difference from OpenSSH: a root-owned directory with the sticky bit (such as
/// /tmp) is accepted as a parent, because nobody else can rename or delete the entries in it.
package enum TrustPolicy {
  /// What is wrong with the file or a directory above it, or nil when all is well.
  package static func problem(file: String, info: stat) -> String? {
    if let problem = check(path: file, info: info, isDirectory: false) { return problem }
    var directory = parent(of: file)
    while true {
      var dirInfo = stat()
      guard stat(directory, &dirInfo) == 0 else {
        return "cannot stat directory \(directory): \(errnoText())"
      }
      if let problem = check(path: directory, info: dirInfo, isDirectory: true) { return problem }
      if directory == "/" { return nil }
      directory = parent(of: directory)
    }
  }

  private static func check(path: String, info: stat, isDirectory: Bool) -> String? {
    let mode = info.st_mode & 0o7777
    let owner = info.st_uid
    let kind = isDirectory ? "directory" : "file"
    let ownerOK = owner == 0 || owner == getuid()
    let writable = mode & 0o022 != 0
    let stickyRoot = isDirectory && owner == 0 && mode & 0o1000 != 0
    guard !ownerOK || (writable && !stickyRoot) else { return nil }
    let octal = "0" + String(mode, radix: 8)
    let fix =
      ownerOK ? "run 'chmod go-w \(path)'" : "make it owned by you or root (owner uid is \(owner))"
    return "bad ownership or modes for \(kind) \(path) (mode \(octal), owner uid \(owner)); \(fix)"
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }
}
