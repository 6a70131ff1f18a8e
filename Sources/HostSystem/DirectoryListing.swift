#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// One name in a directory, with the kind `readdir` reports for free.
package struct DirectoryEntry: Equatable, Sendable {
  /// The name, without the directory.
  package var name: String
  /// The kind from `d_type`, or nil when the file system does not say (`DT_UNKNOWN`).
  package var kind: FileStatus.Kind?
}

/// Lists directories.
package enum DirectoryListing {
  /// The entries of a directory, `.` and `..` excluded, in the order the file system gives.
  ///
  /// The corresponding C functions are `opendir(3)`, `readdir(3)` and `closedir(3)`.
  /// - Throws: SystemError with the directory as its subject, such as `.noSuchFileOrDirectory`.
  package static func entries(of directory: String) throws(SystemError) -> [DirectoryEntry] {
    guard let handle = system_opendir(directory) else {
      throw SystemError(.current, operation: "open directory", subject: directory)
    }
    defer { _ = system_closedir(handle) }
    var entries: [DirectoryEntry] = []
    while let entry = system_readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      entries.append(DirectoryEntry(name: name, kind: kind(ofType: entry.pointee.d_type)))
    }
    return entries
  }

  /// The kind for a `d_type`.
  private static func kind(ofType type: UInt8) -> FileStatus.Kind? {
    switch Int32(type) {
    case Int32(DT_REG): .regular
    case Int32(DT_DIR): .directory
    case Int32(DT_LNK): .symbolicLink
    case Int32(DT_UNKNOWN): nil
    default: .other
    }
  }
}
