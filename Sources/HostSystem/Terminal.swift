#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The terminal: whether a descriptor is one, its window size, and the controlling terminal.
package enum Terminal {
  /// A window size in character cells.
  package struct WindowSize: Equatable, Sendable {
    /// The width in columns.
    package var columns: Int
    /// The height in rows.
    package var rows: Int

    /// A size from its parts.
    package init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
    }
  }

  /// Whether the descriptor is a terminal.
  ///
  /// The corresponding C function is `isatty(3)`.
  package static func isTerminal(_ descriptor: FileDescriptor) -> Bool {
    system_isatty(descriptor.rawValue) == 1
  }

  /// The window size of the terminal at the descriptor as it reports it (a pseudo-terminal nobody
  /// sized says 0 × 0), or nil when it is not a terminal.
  ///
  /// The corresponding C call is `ioctl(TIOCGWINSZ)`.
  package static func windowSize(of descriptor: FileDescriptor) -> WindowSize? {
    var size = winsize()
    guard system_ioctl_TIOCGWINSZ(descriptor.rawValue, &size) == 0 else { return nil }
    return WindowSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// Opens the process's controlling terminal (`/dev/tty`) for reading keys, without making
  /// it the controlling terminal of anything else.
  /// - Throws: SystemError when there is none (a daemon, a detached session).
  package static func openControllingTerminal() throws(SystemError) -> FileDescriptor {
    try FileDescriptor.open("/dev/tty", .readOnly, options: .noControllingTerminal)
  }
}
