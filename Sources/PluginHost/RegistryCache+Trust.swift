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
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
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

  /// The cache's checksum of a text: 64-bit FNV-1a, in hexadecimal.
  static func checksum(_ text: String) -> String {
    var hash = FNV1a()
    hash.add(text.utf8)
    return hash.text
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

/// The 64-bit FNV-1a hash, fed bytes a piece at a time (the registry cache's checksums).
struct FNV1a {
  /// The hash so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds bytes.
  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
  }

  /// Adds the bytes of a buffer (the cache reader's form: no generic sequence in the loop).
  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    var hash = value
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    value = hash
  }

  /// Adds a newline.
  mutating func add(newline: Void) {
    value = (value ^ 0x0A) &* 0x100_0000_01b3
  }

  /// The hash in hexadecimal, as the cache writes it.
  var text: String { String(value, radix: 16) }
}
