#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A candidate plugin file, opened and checked: it is the descriptor that gets loaded, so the
/// file cannot be swapped between the check and dlopen.
package struct PluginFile {
  /// The path as found in the plugin directory.
  package let path: String
  /// The canonical path (symlinks resolved).
  package let realPath: String
  /// The open descriptor. Once handed to `PluginLoader.load`, the loader owns it (see there).
  package let descriptor: Int32
  /// The device and inode, to load a file reached by two paths only once.
  package let identity: FileIdentity
  /// The version of the file that was opened and checked.
  package let stamp: FileStamp

  /// Opens a file, checks its ownership and modes (and those of every directory above it) and
  /// that it starts like an ELF shared object.
  /// - Parameter warn: receives a warning when an insecure file is allowed.
  package static func open(
    _ path: String, allowInsecure: Bool, warn: (String) -> Void
  ) throws(PluginError) -> PluginFile {
    var verdicts = TrustPolicy.Verdicts()
    return try open(path, allowInsecure: allowInsecure, checkingContents: true, verdicts: &verdicts, warn: warn)
  }

  /// Opens a file and checks its ownership and modes, reusing the verdicts on directories
  /// already checked; the ELF checks run only when `checkingContents` (the registry leaves
  /// them to the scanner, which runs them before it loads anything).
  package static func open(
    _ path: String, allowInsecure: Bool, checkingContents: Bool, verdicts: inout TrustPolicy.Verdicts,
    warn: (String) -> Void
  ) throws(PluginError) -> PluginFile {
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw PluginError(
        .unreadable, subject: path, "\(path): cannot open: \(errnoText()); check that it exists and its permissions")
    }
    do throws(PluginError) {
      var info = stat()
      guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
        throw PluginError(.unreadable, subject: path, "\(path): not a regular file; remove it from the plugin directory")
      }
      let realPath = try canonicalPath(of: fd, path: path)
      if let problem = TrustPolicy.problem(file: realPath, info: info, verdicts: &verdicts) {
        guard allowInsecure else {
          throw PluginError(.insecure, subject: path, "refusing \(path): \(problem); or pass --allow-insecure")
        }
        warn("loading insecure plugin \(path) because of --allow-insecure: \(problem)")
      }
      if checkingContents { try checkELF(fd: fd, size: Int(info.st_size), path: path) }
      return PluginFile(
        path: path, realPath: realPath, descriptor: fd,
        identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), stamp: FileStamp(info))
    } catch {
      close(fd)
      throw error
    }
  }

  /// The canonical path of the file open at `fd`: the kernel's name for it (one readlink),
  /// falling back to realpath(3) where /proc is not mounted.
  private static func canonicalPath(of fd: Int32, path: String) throws(PluginError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/fd/\(fd)", &buffer, Int(PATH_MAX))
    if count > 0, buffer[0] == CChar(UInt8(ascii: "/")) {
      return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard let resolved = realpath(path, nil) else {
      throw PluginError(.unreadable, subject: path, "\(path): cannot resolve: \(errnoText()); check that it exists")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Closes the descriptor of a file that is not handed to `PluginLoader.load`.
  package func discard() {
    close(descriptor)
  }

  private static func checkELF(fd: Int32, size: Int, path: String) throws(PluginError) {
    let fix = "remove it from the plugin directory or rebuild it"
    guard size > 0 else {
      throw PluginError(.notELF, subject: path, "\(path): the file is empty; \(fix)")
    }
    var header = [UInt8](repeating: 0, count: 64)
    let count = pread(fd, &header, 64, 0)
    guard count >= 4, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46 else {
      throw PluginError(.notELF, subject: path, "\(path): not an ELF shared object; \(fix)")
    }
    guard count == 64, size >= 64 else {
      throw PluginError(.notELF, subject: path, "\(path): truncated ELF file (\(size) bytes); \(fix)")
    }
    guard header[4] == 2, header[5] == 1 else {
      throw PluginError(.notELF, subject: path, "\(path): not a 64-bit little-endian ELF object; \(fix)")
    }
    // dlopen maps a truncated file and dies with SIGBUS when it touches the missing pages, so
    // check that the program and section header tables and every PT_LOAD segment fit.
    guard segmentsFit(fd: fd, header: header, size: UInt64(size)) else {
      throw PluginError(.notELF, subject: path, "\(path): truncated ELF file (\(size) bytes); \(fix)")
    }
  }

  private static func segmentsFit(fd: Int32, header: [UInt8], size: UInt64) -> Bool {
    func field(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> UInt64 {
      (0..<width).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
    func fits(_ offset: UInt64, _ length: UInt64) -> Bool { offset <= size && length <= size - offset }
    let phoff = field(header, 32, 8)
    let phentsize = field(header, 54, 2)
    let phnum = field(header, 56, 2)
    let shoff = field(header, 40, 8)
    let shentsize = field(header, 58, 2)
    let shnum = field(header, 60, 2)
    guard phentsize >= 56, fits(phoff, phentsize * phnum), fits(shoff, shentsize * shnum) else { return false }
    guard phnum > 0 else { return true }
    var table = [UInt8](repeating: 0, count: Int(phentsize * phnum))
    guard pread(fd, &table, table.count, off_t(phoff)) == table.count else { return false }
    for index in 0..<Int(phnum) {
      let base = index * Int(phentsize)
      let loadable = field(table, base, 4) == 1
      if loadable, !fits(field(table, base + 8, 8), field(table, base + 32, 8)) { return false }
    }
    return true
  }
}

/// A file's device and inode.
package struct FileIdentity: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64
}

/// The text of the current errno.
func errnoText() -> String {
  String(cString: strerror(errno))
}
