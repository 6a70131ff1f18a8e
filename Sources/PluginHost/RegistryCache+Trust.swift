import HostSystem

/// The registry cache's trust rules and checksum: the cache decides what `list` shows without
/// running any plugin code, so it is read only from a private place and only when intact.
extension RegistryCache {
  /// What reading the cache file found.
  enum Reading {
    /// No cache yet.
    case missing
    /// A cache that must not be believed, and why.
    case untrusted(String)
    /// The bytes of a trusted cache.
    case read([UInt8])
  }

  /// The largest cache read: far more than any plugin directory needs.
  static let maximumBytes = 64 << 20

  /// Reads the cache file when it and its directory pass the plugin trust rules: the user's
  /// own, writable by no one else, the directory not a symbolic link and the file a regular
  /// file, opened non-blocking so a FIFO in its place cannot hang `list`.
  func readTrusted() -> Reading {
    let directory = FileSystem.directory(of: path)
    guard let folder = try? FileSystem.linkStatus(of: directory) else { return .missing }
    if let why = Self.distrust(folder, kind: .directory, name: directory) {
      return .untrusted(why)
    }
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(path, .readOnly, options: [.noFollow, .nonBlocking])
    } catch  where error.code == .noSuchFileOrDirectory {
      return .missing
    } catch  where error.code == .tooManySymbolicLinks {
      return .untrusted("it is a symbolic link")
    } catch {
      return .untrusted(error.message)
    }
    return file.closeAfter { () -> Reading in
      guard let status = try? file.status() else { return .untrusted("it cannot be examined") }
      if let why = Self.distrust(status, kind: .regular, name: path) { return .untrusted(why) }
      guard
        let bytes = try? file.readToEnd(
          limit: Self.maximumBytes, expectedSize: Int(clamping: status.size))
      else {
        return .untrusted("it cannot be read, or is larger than \(Self.maximumBytes >> 20) MiB")
      }
      return .read(bytes)
    }
  }

  /// Why a cache directory or file is not to be believed, or nil when it passes.
  private static func distrust(_ status: FileStatus, kind: FileStatus.Kind, name: String)
    -> String?
  {
    guard status.kind == kind else {
      return "\(name) is not a \(kind == .directory ? "directory" : "regular file")"
    }
    guard status.owner == CurrentProcess.userID else {
      return "\(name) belongs to uid \(status.owner), not to you"
    }
    guard status.mode & 0o022 == 0 else {
      return "\(name) is writable by others (mode 0\(String(status.mode & 0o7777, radix: 8)))"
    }
    return nil
  }

  /// The cache's checksum of a text (RegistryChecksum), in hexadecimal.
  static func checksum(_ text: String) -> String {
    var text = text
    return text.withUTF8 { String(RegistryChecksum.of($0), radix: 16) }
  }

  /// Creates the directory (and missing parents) with mode 0700, or makes an existing one of
  /// ours 0700; returns the problem when it is not a directory we own.
  static func makePrivateDirectory(_ directory: String) -> String? {
    let info: FileStatus
    if let found = try? FileSystem.linkStatus(of: directory) {
      info = found
    } else {
      let parent = directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? ""
      if !parent.isEmpty, (try? FileSystem.linkStatus(of: parent)) == nil,
        let problem = makePrivateDirectory(parent)
      {
        return problem
      }
      do throws(SystemError) {
        do throws(SystemError) {
          try FileSystem.makeDirectory(directory, permissions: 0o700)
        } catch  where error.code == .fileExists {}
        info = try FileSystem.linkStatus(of: directory)
      } catch {
        return "cannot create directory \(directory): \(error.code)"
      }
    }
    guard info.kind == .directory, info.owner == CurrentProcess.userID else {
      return "\(directory) is not a directory owned by you"
    }
    if info.permissions.rawValue & 0o077 != 0 {
      do {
        try FileSystem.setPermissions(0o700, of: directory)
      } catch {
        return "cannot make \(directory) private: \(error.code)"
      }
    }
    return nil
  }
}

/// The registry cache's checksum: a 64-bit multiply–xorshift hash taken eight bytes at a time.
///
/// It notices an edited, damaged or truncated cache; it is no defence against a forger, who
/// could not write the cache anyway (it must be the user's own and writable by nobody else).
/// Format 2 used FNV-1a, one dependent multiply a byte: checking a 53 KB cache of 102 plugins
/// was a seventh of reading it.
enum RegistryChecksum {
  /// The checksum of some bytes.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(bytes)
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < raw.count {
      tail |= UInt64(raw[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }
}
