#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Operations on paths: status, whole-file reads, directories, modes, renames and links.
package enum FileSystem {
  /// The status of the file at a path, following symbolic links.
  ///
  /// The corresponding C function is `stat(2)`.
  package static func status(of path: String) throws(SystemError) -> FileStatus {
    var info = stat()
    _ = try valueOrErrno { system_stat(path, &info) }.get("stat", path)
    return FileStatus(info)
  }

  /// The status of a path itself, a symbolic link included.
  ///
  /// The corresponding C function is `lstat(2)`.
  package static func linkStatus(of path: String) throws(SystemError) -> FileStatus {
    var info = stat()
    _ = try valueOrErrno { system_lstat(path, &info) }.get("stat", path)
    return FileStatus(info)
  }

  /// The whole file, at most `limit` bytes, opened with `options` (such as `.noFollow`).
  /// - Throws: SystemError with the path as its subject, such as `.noSuchFileOrDirectory`.
  package static func readFile(
    at path: String, options: FileDescriptor.OpenOptions = [], limit: Int = .max
  ) throws(SystemError) -> [UInt8] {
    let file = try FileDescriptor.open(path, .readOnly, options: options)
    return try file.closeAfter { () throws(SystemError) in
      do throws(SystemError) {
        return try file.readToEnd(limit: limit)
      } catch {
        throw SystemError(error.code, operation: "read", subject: path)
      }
    }
  }

  /// Whether something exists at the path (a dangling symbolic link does not).
  ///
  /// The corresponding C function is `access(2)` with `F_OK`.
  package static func exists(_ path: String) -> Bool { system_access(path, F_OK) == 0 }

  /// Whether the path is a file this process may execute (`access(2)` with `X_OK`).
  package static func isExecutable(_ path: String) -> Bool { system_access(path, X_OK) == 0 }

  /// Creates a directory.
  ///
  /// The corresponding C function is `mkdir(2)`.
  package static func makeDirectory(
    _ path: String, permissions: FilePermissions
  ) throws(SystemError) {
    _ = try valueOrErrno { system_mkdir(path, permissions.mode) }.get("create directory", path)
  }

  /// Creates a directory and any missing parents, leaving existing ones as they are.
  ///
  /// - Throws: SystemError naming the first directory that could not be made (a file in the
  ///   way is `.fileExists`).
  package static func makeDirectories(
    _ path: String, permissions: FilePermissions
  ) throws(SystemError) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if (try? status(of: current))?.kind == .directory { continue }
      do {
        try makeDirectory(current, permissions: permissions)
      } catch  where error.code == .fileExists && (try? status(of: current))?.kind == .directory {
        // Made meanwhile by someone else: as good as made here.
      }
    }
  }

  /// Creates a new private directory from a template ending in `XXXXXX`.
  ///
  /// Returns its path. The corresponding C function is `mkdtemp(3)`.
  package static func makeTemporaryDirectory(template: String) throws(SystemError) -> String {
    var buffer = Array(template.utf8CString)
    guard let made = system_mkdtemp(&buffer) else {
      throw SystemError(.current, operation: "create directory", subject: template)
    }
    return String(cString: made)
  }

  /// Sets the permission bits of a path.
  ///
  /// The corresponding C function is `chmod(2)`.
  package static func setPermissions(
    _ permissions: FilePermissions, of path: String
  ) throws(SystemError) {
    _ = try valueOrErrno { system_chmod(path, permissions.mode) }.get("change the mode of", path)
  }

  /// Sets a file's access and modification times to now.
  ///
  /// The corresponding C function is `utimensat(2)`.
  package static func touch(_ path: String) throws(SystemError) {
    _ = try valueOrErrno { system_utimensat_now(path) }.get("touch", path)
  }

  /// Renames a file, replacing the destination atomically.
  ///
  /// The corresponding C function is `rename(2)`.
  package static func rename(_ source: String, to destination: String) throws(SystemError) {
    _ = try valueOrErrno { system_rename(source, destination) }.get("rename", source)
  }

  /// Removes a file or link.
  ///
  /// The corresponding C function is `unlink(2)`.
  package static func removeFile(_ path: String) throws(SystemError) {
    _ = try valueOrErrno { system_unlink(path) }.get("remove", path)
  }

  /// Removes an empty directory.
  ///
  /// The corresponding C function is `rmdir(2)`.
  package static func removeDirectory(_ path: String) throws(SystemError) {
    _ = try valueOrErrno { system_rmdir(path) }.get("remove directory", path)
  }

  /// What a symbolic link points to.
  ///
  /// The corresponding C function is `readlink(2)`.
  package static func destination(ofLink path: String) throws(SystemError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = try valueOrErrno { system_readlink(path, &buffer, Int(PATH_MAX)) }
      .get("read link", path)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved.
  ///
  /// The corresponding C function is `realpath(3)`.
  package static func canonicalPath(_ path: String) throws(SystemError) -> String {
    guard let resolved = system_realpath(path) else {
      throw SystemError(.current, operation: "resolve", subject: path)
    }
    defer { system_free(resolved) }
    return String(cString: resolved)
  }

  /// The path of the directory that holds `path`: everything before the last `/`, `/` for a
  /// file in the root, and `.` for a bare name.
  package static func directory(of path: String) -> String {
    // The last slash byte: searching Characters was most of the trust check's time in a warm
    // `animhost list`.
    guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(Substring(path.utf8[..<slash]))
  }
}
