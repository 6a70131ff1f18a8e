import HostSystem

#if canImport(Glibc)
  import Glibc
#endif

// Test set-up the host itself never needs, so HostSystem does not offer it.

/// Creates a symbolic link.
func makeSymbolicLink(_ link: String, to target: String) throws {
  guard symlink(target, link) == 0 else {
    throw SystemError(Errno(rawValue: errno), operation: "link", subject: link)
  }
}

/// A pseudo-terminal pair: the controlling side and the terminal a program would see.
struct PseudoTerminal {
  /// The controlling (master) side.
  let controller: FileDescriptor
  /// The terminal (slave) side.
  let terminal: FileDescriptor

  /// Opens a new pair through /dev/ptmx, or nil where the system has no pseudo-terminals.
  /// (`posix_openpt` and friends need `_XOPEN_SOURCE`, which Swift's Glibc module lacks, so
  /// this uses the Linux ioctls behind them.)
  static func open() -> PseudoTerminal? {
    let controller = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { return nil }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(controller, UInt(tiocsptlck), &unlock) == 0,
      ioctl(controller, UInt(tiocgptn), &number) == 0,
      let terminal = try? FileDescriptor.open(
        "/dev/pts/\(number)", .readWrite, options: .noControllingTerminal)
    else {
      Glibc.close(controller)
      return nil
    }
    return PseudoTerminal(controller: FileDescriptor(rawValue: controller), terminal: terminal)
  }

  /// Whether pseudo-terminals can be opened here.
  static var isAvailable: Bool {
    guard let pty = open() else { return false }
    pty.close()
    return true
  }

  /// `TIOCSPTLCK` (`_IOW('T', 0x31, int)`): locks or unlocks the terminal side.
  private static let tiocsptlck: UInt32 = 0x4004_5431
  /// `TIOCGPTN` (`_IOR('T', 0x30, unsigned int)`): the terminal side's number under /dev/pts.
  private static let tiocgptn: UInt32 = 0x8004_5430

  /// Sets the window size the terminal reports.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller.rawValue, UInt(TIOCSWINSZ), &size)
  }

  /// Closes both sides.
  func close() {
    try? terminal.close()
    try? controller.close()
  }
}
