import HostSystem
import Messages

/// Copies one file into place for `animhost install`: atomically (HostSystem's `AtomicFile`:
/// a temporary file in the destination's directory, renamed over it once complete), with the
/// mode asked for, and not at all when the same bytes are already there.
enum InstalledFile {
  /// What happened to the destination.
  enum Outcome: String {
    case added
    case replaced
    case unchanged
  }

  /// Installs `source` as `destination` with `permissions` (less the umask).
  ///
  /// - Parameters:
  ///   - source: the file to copy.
  ///   - destination: the path it is installed as; its directory must exist.
  ///   - permissions: the installed file's mode, before the umask.
  ///   - replacing: whether a destination with other bytes may be replaced; when false it is
  ///     refused (exit 73) with the fix, `--force`.
  /// - Returns: whether the file was added, replaced or already there.
  /// - Throws: CLIError: the source cannot be read (66), or the destination is in the way or
  ///   cannot be written (73); the destination is then as it was.
  static func install(
    _ source: String, to destination: String, permissions: FilePermissions, replacing: Bool
  ) throws(CLIError) -> Outcome {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(at: source)
    } catch {
      throw CLIError(.notFound, subject: source, error.message)
    }
    let existing = try existingBytes(destination)
    if let existing {
      if existing == bytes {
        try setMode(permissions, of: destination)
        return .unchanged
      }
      guard replacing else {
        throw CLIError(
          .cannotCreate, subject: destination,
          "'\(escapedForTerminal(destination))' exists and differs from "
            + "'\(escapedForTerminal(source))'; give '--force' to replace it")
      }
    }
    do {
      let file = try AtomicFile(path: destination, temporaryPrefix: ".animhost-install-")
      try file.write(bytes)
      try file.commit(permissions: permissions)
    } catch {
      throw CLIError(.cannotCreate, subject: destination, error.message)
    }
    // A replaced file keeps its own mode in AtomicFile; an installed one gets the install's.
    try setMode(permissions, of: destination)
    return existing == nil ? .added : .replaced
  }

  /// The bytes of the file already at the destination, or nil when there is none.
  private static func existingBytes(_ path: String) throws(CLIError) -> [UInt8]? {
    guard let status = try? FileSystem.status(of: path) else { return nil }
    guard status.kind == .regular else {
      throw CLIError(
        .cannotCreate, subject: path,
        "'\(escapedForTerminal(path))' is in the way: it is not a regular file; move it aside")
    }
    do {
      return try FileSystem.readFile(at: path)
    } catch {
      throw CLIError(.cannotCreate, subject: path, error.message)
    }
  }

  /// Sets the installed mode (less the umask) when the file's differs.
  private static func setMode(_ permissions: FilePermissions, of path: String) throws(CLIError) {
    let wanted = permissions.lessUmask()
    guard (try? FileSystem.status(of: path))?.permissions != wanted else { return }
    do {
      try FileSystem.setPermissions(wanted, of: path)
    } catch {
      throw CLIError(.cannotCreate, subject: path, error.message)
    }
  }
}
