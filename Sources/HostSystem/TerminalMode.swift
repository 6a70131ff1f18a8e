#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A terminal's settings (termios), saved to be changed and put back.
package struct TerminalMode: @unchecked Sendable {
  /// The C settings.
  var settings: termios

  /// When new settings take effect.
  package enum Timing: Sendable {
    /// At once (`TCSANOW`).
    case now
    /// Once the output already written has been sent (`TCSADRAIN`).
    case afterOutput

    /// The C value.
    var value: Int32 { self == .now ? TCSANOW : TCSADRAIN }
  }

  /// The settings of the terminal at a descriptor.
  ///
  /// The corresponding C function is `tcgetattr(3)`.
  /// - Throws: SystemError, `.notTerminal` when it is not a terminal.
  package static func current(of descriptor: FileDescriptor) throws(SystemError) -> TerminalMode {
    var settings = termios()
    _ = try valueOrErrno { system_tcgetattr(descriptor.rawValue, &settings) }
      .get("read the terminal settings of", descriptor.description)
    return TerminalMode(settings: settings)
  }

  /// These settings with echo and line editing off, and a read that returns after one byte with no
  /// timer: keys arrive one by one as they are pressed.
  ///
  /// Signals (Ctrl-C) still work.
  package func keystrokes() -> TerminalMode {
    var changed = settings
    changed.c_lflag &= ~tcflag_t(ECHO | ICANON)
    withUnsafeMutableBytes(of: &changed.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return TerminalMode(settings: changed)
  }

  /// Whether keys are echoed.
  package var echoes: Bool { settings.c_lflag & tcflag_t(ECHO) != 0 }
  /// Whether input is read a line at a time.
  package var isLineBuffered: Bool { settings.c_lflag & tcflag_t(ICANON) != 0 }

  /// Applies the settings to the terminal at a descriptor.
  ///
  /// The corresponding C function is `tcsetattr(3)`.
  package func apply(to descriptor: FileDescriptor, timing: Timing) throws(SystemError) {
    var settings = settings
    _ = try valueOrErrno { system_tcsetattr(descriptor.rawValue, timing.value, &settings) }
      .get("change the terminal settings of", descriptor.description)
  }
}
