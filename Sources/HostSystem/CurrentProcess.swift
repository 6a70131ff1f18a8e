/// This process: its ids, its executable, its working directory, and ending it.
package enum CurrentProcess {
  /// The process id.
  ///
  /// The corresponding C function is `getpid(2)`.
  package static var id: Int32 { system_getpid() }

  /// This process's peak resident memory so far, in bytes.
  ///
  /// The corresponding C function is `getrusage(2)`.
  package static var peakResidentBytes: Int { system_peak_resident_kilobytes() * 1024 }

  /// How many processors are online, at least 1.
  ///
  /// The corresponding C function is `sysconf(3)` with `_SC_NPROCESSORS_ONLN`.
  package static var processorCount: Int { max(system_online_processors(), 1) }

  /// The real user id.
  ///
  /// The corresponding C function is `getuid(2)`.
  package static var userID: UInt32 { system_getuid() }

  /// The running executable's path, from `/proc/self/exe`; nil where /proc is not mounted.
  package static var executablePath: String? {
    try? FileSystem.destination(ofLink: "/proc/self/exe")
  }

  /// The directory of the running executable; nil where /proc is not mounted.
  package static var executableDirectory: String? {
    guard let path = executablePath, path.contains("/") else { return nil }
    return FileSystem.directory(of: path)
  }

  /// The working directory, or nil when it cannot be read (it was removed).
  ///
  /// The corresponding C function is `getcwd(3)`.
  package static func currentDirectory() -> String? {
    guard let pointer = system_getcwd() else { return nil }
    defer { system_free(pointer) }
    return String(cString: pointer)
  }

  /// The file-creation mask (umask), read from `/proc/self/status` so that no other thread
  /// sees it changed; where /proc is missing it is set and put back (`umask(2)`).
  package static var fileCreationMask: FilePermissions {
    if let status = try? FileSystem.readFile(at: "/proc/self/status", limit: 1 << 16) {
      let text = String(decoding: status, as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("Umask:") {
        let digits = line.dropFirst("Umask:".count).filter { $0 != " " && $0 != "\t" }
        if let mask = UInt32(digits, radix: 8) { return FilePermissions(rawValue: mask) }
      }
    }
    let mask = system_umask(0)
    _ = system_umask(mask)
    return FilePermissions(rawValue: UInt32(mask))
  }

  /// Ends the process after flushing C streams and running `atexit` handlers.
  ///
  /// The corresponding C function is `exit(3)`.
  package static func exit(_ status: Int32) -> Never { system_exit(status) }

  /// Ends the process at once, running nothing (safe in a signal handler or a thread that must not
  /// touch shared state).
  ///
  /// The corresponding C function is `_exit(2)`.
  package static func exitImmediately(_ status: Int32) -> Never { system__exit(status) }
}
