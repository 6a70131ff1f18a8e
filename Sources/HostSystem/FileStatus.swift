#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// What `stat` says about a file: its identity, kind, owner, mode, size and times.
package struct FileStatus: Equatable, Sendable {
  /// What kind of file it is.
  package enum Kind: Equatable, Sendable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (only from `lstat`).
    case symbolicLink
    /// A FIFO, socket or device.
    case other
  }

  /// The device the file is on.
  package var device: UInt64
  /// The inode number.
  package var inode: UInt64
  /// The size in bytes.
  package var size: Int64
  /// The whole mode word: kind and permission bits.
  package var mode: UInt32
  /// The owner's user id.
  package var owner: UInt32
  /// The modification time in nanoseconds since the epoch.
  package var modified: Int64
  /// The status change time in nanoseconds since the epoch.
  package var changed: Int64

  /// The status from the C structure.
  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    mode = UInt32(info.st_mode)
    owner = UInt32(info.st_uid)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
  }

  /// The kind, from the mode's type bits.
  package var kind: Kind {
    switch mode & UInt32(S_IFMT) {
    case UInt32(S_IFREG): .regular
    case UInt32(S_IFDIR): .directory
    case UInt32(S_IFLNK): .symbolicLink
    default: .other
    }
  }

  /// The permission bits, with setuid, setgid and sticky.
  package var permissions: FilePermissions { FilePermissions(rawValue: mode) }

  /// Whether the sticky bit is set (on a directory: only owners may remove entries).
  package var isSticky: Bool { mode & 0o1000 != 0 }
}
