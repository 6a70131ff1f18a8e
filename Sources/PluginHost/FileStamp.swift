import HostSystem

/// What identifies one version of a file: device, inode, size, and modification and change times in
/// nanoseconds.
///
/// A rebuild of the same size within the same second still changes it (a new inode after `mv`, or
/// new nanoseconds), and so does `cp -p` (a new change time).
package struct FileStamp: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64
  package var size: UInt64
  package var modified: Int64
  package var changed: Int64

  /// The stamp of a stat result.
  package init(_ status: FileStatus) {
    device = status.device
    inode = status.inode
    size = UInt64(status.size)
    modified = status.modified
    changed = status.changed
  }

  /// A stamp from its fields.
  package init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  /// The stamp of the file at a path (following symlinks), or nil when it cannot be read.
  package static func of(path: String) -> FileStamp? {
    (try? FileSystem.status(of: path)).map(FileStamp.init)
  }

  /// The stamp of an open file, or nil.
  package static func of(descriptor: FileDescriptor) -> FileStamp? {
    (try? descriptor.status()).map(FileStamp.init)
  }

  /// As `dev:ino:size:mtime:ctime`, the form the registry cache stores.
  package var text: String { "\(device):\(inode):\(size):\(modified):\(changed)" }

  /// Parses `text`; nil when malformed.
  package init?(text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 5, let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
      let size = UInt64(parts[2]), let modified = Int64(parts[3]), let changed = Int64(parts[4])
    else { return nil }
    self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
  }
}
