import HostSystem

/// A candidate plugin file, opened and checked: it is the descriptor that gets loaded, so the
/// file cannot be swapped between the check and dlopen.
package struct PluginFile {
  /// The path as found in the plugin directory.
  package let path: String
  /// The canonical path (symlinks resolved).
  package let realPath: String
  /// The open descriptor.
  ///
  /// Once handed to `PluginLoader.load`, the loader owns it (see there).
  package let descriptor: FileDescriptor
  /// The device and inode, to load a file reached by two paths only once.
  package let identity: FileIdentity
  /// The version of the file that was opened and checked.
  package let stamp: FileStamp

  /// Opens a file, checks its ownership and modes (and those of every directory above it) and
  /// that it starts like an ELF shared object.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - allowInsecure: whether an insecure file is loaded anyway, with a warning.
  ///   - warn: receives a warning when an insecure file is allowed.
  /// - Returns: the open, checked file.
  /// - Throws: PluginError naming the file, the cause and the fix.
  package static func open(
    _ path: String, allowInsecure: Bool, warn: (String) -> Void
  ) throws(PluginError) -> PluginFile {
    var verdicts = TrustPolicy.Verdicts()
    return try open(
      path, allowInsecure: allowInsecure, checkingContents: true, verdicts: &verdicts, warn: warn)
  }

  /// Opens a file and checks its ownership and modes, reusing the verdicts on directories
  /// already checked; the ELF checks run only when `checkingContents` (the registry leaves
  /// them to the scanner, which runs them before it loads anything).
  package static func open(
    _ path: String, allowInsecure: Bool, checkingContents: Bool,
    verdicts: inout TrustPolicy.Verdicts,
    warn: (String) -> Void
  ) throws(PluginError) -> PluginFile {
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.open(path, .readOnly)
    } catch {
      throw PluginError(
        .unreadable, subject: path,
        "\(path): cannot open: \(error.code); check that it exists and its permissions")
    }
    do throws(PluginError) {
      guard let info = try? fd.status(), info.kind == .regular else {
        throw PluginError(
          .unreadable, subject: path,
          "\(path): not a regular file; remove it from the plugin directory")
      }
      let realPath = try canonicalPath(of: fd, path: path)
      if let problem = TrustPolicy.problem(file: realPath, info: info, verdicts: &verdicts) {
        guard allowInsecure else {
          throw PluginError(
            .insecure, subject: path, "refusing \(path): \(problem); or pass --allow-insecure")
        }
        warn("loading insecure plugin \(path) because of --allow-insecure: \(problem)")
      }
      if checkingContents { try checkELF(fd: fd, size: Int(info.size), path: path) }
      return PluginFile(
        path: path, realPath: realPath, descriptor: fd,
        identity: FileIdentity(device: info.device, inode: info.inode), stamp: FileStamp(info))
    } catch {
      try? fd.close()
      throw error
    }
  }

  /// The canonical path of the file open at `fd`: the kernel's name for it (one readlink),
  /// falling back to realpath(3) where /proc is not mounted.
  private static func canonicalPath(
    of fd: FileDescriptor, path: String
  ) throws(PluginError) -> String {
    if let named = try? FileSystem.destination(ofLink: "/proc/self/fd/\(fd.rawValue)"),
      named.hasPrefix("/")
    {
      return named
    }
    do {
      return try FileSystem.canonicalPath(path)
    } catch {
      throw PluginError(
        .unreadable, subject: path, "\(path): cannot resolve: \(error.code); check that it exists")
    }
  }

  /// Closes the descriptor of a file that is not handed to `PluginLoader.load`.
  package func discard() {
    try? descriptor.close()
  }

  /// The ELF machine this host runs on.
  #if arch(x86_64)
    static let hostMachine = (code: 62, name: "x86-64")
  #elseif arch(arm64)
    static let hostMachine = (code: 183, name: "AArch64")
  #else
    static let hostMachine = (code: -1, name: "this machine")
  #endif

  /// Names of the ELF machines a plugin is likely to be built for.
  static let machineNames = [
    3: "x86 (32-bit)", 8: "MIPS", 20: "PowerPC", 21: "PowerPC 64", 22: "S/390", 40: "ARM (32-bit)",
    62: "x86-64", 183: "AArch64", 243: "RISC-V", 258: "LoongArch",
  ]

  private static func checkELF(fd: FileDescriptor, size: Int, path: String) throws(PluginError) {
    let fix = "remove it from the plugin directory or rebuild it"
    guard size > 0 else {
      throw PluginError(.notELF, subject: path, "\(path): the file is empty; \(fix)")
    }
    let header = (try? fd.read(fromAbsoluteOffset: 0, count: 64)) ?? []
    let count = header.count
    guard count >= 4, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46
    else {
      throw PluginError(.notELF, subject: path, "\(path): not an ELF shared object; \(fix)")
    }
    guard count == 64, size >= 64 else {
      throw PluginError(
        .notELF, subject: path, "\(path): truncated ELF file (\(size) bytes); \(fix)")
    }
    guard header[4] == 2, header[5] == 1 else {
      throw PluginError(
        .notELF, subject: path, "\(path): not a 64-bit little-endian ELF object; \(fix)")
    }
    // dlopen says only "No such file or directory" for another machine's object.
    let machine = Int(header[18]) | Int(header[19]) << 8
    guard machine == Self.hostMachine.code else {
      let built =
        Self.machineNames[machine].map { "\($0) (e_machine \(machine))" } ?? "e_machine \(machine)"
      throw PluginError(
        .notELF, subject: path,
        "\(path): built for \(built), but this animhost runs on \(Self.hostMachine.name); "
          + "rebuild the plugin for \(Self.hostMachine.name)")
    }
    // dlopen maps a truncated file and dies with SIGBUS when it touches the missing pages, so
    // check that the program and section header tables and every PT_LOAD segment fit.
    guard segmentsFit(fd: fd, header: header, size: UInt64(size)) else {
      throw PluginError(
        .notELF, subject: path, "\(path): truncated ELF file (\(size) bytes); \(fix)")
    }
  }

  private static func segmentsFit(fd: FileDescriptor, header: [UInt8], size: UInt64) -> Bool {
    func field(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> UInt64 {
      (0..<width).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
    func fits(_ offset: UInt64, _ length: UInt64) -> Bool {
      offset <= size && length <= size - offset
    }
    let phoff = field(header, 32, 8)
    let phentsize = field(header, 54, 2)
    let phnum = field(header, 56, 2)
    let shoff = field(header, 40, 8)
    let shentsize = field(header, 58, 2)
    let shnum = field(header, 60, 2)
    guard phentsize >= 56, fits(phoff, phentsize * phnum), fits(shoff, shentsize * shnum) else {
      return false
    }
    guard phnum > 0 else { return true }
    let length = Int(phentsize * phnum)
    guard let table = try? fd.read(fromAbsoluteOffset: Int64(phoff), count: length),
      table.count == length
    else { return false }
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
