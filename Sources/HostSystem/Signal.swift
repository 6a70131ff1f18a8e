#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A POSIX signal number, named the Swift way.
package struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C number, such as `SIGINT`.
  package let rawValue: Int32

  /// The signal with this number.
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// Ctrl-C.
  ///
  /// The corresponding C signal is `SIGINT`.
  package static let interrupt = Signal(rawValue: SIGINT)
  /// A polite request to end.
  ///
  /// The corresponding C signal is `SIGTERM`.
  package static let terminate = Signal(rawValue: SIGTERM)
  /// The terminal went away.
  ///
  /// The corresponding C signal is `SIGHUP`.
  package static let hangUp = Signal(rawValue: SIGHUP)
  /// Ctrl-\ in a terminal.
  ///
  /// The corresponding C signal is `SIGQUIT`.
  package static let quit = Signal(rawValue: SIGQUIT)
  /// The terminal window changed size.
  ///
  /// The corresponding C signal is `SIGWINCH`.
  package static let windowChange = Signal(rawValue: SIGWINCH)
  /// A write went past the file-size limit.
  ///
  /// The corresponding C signal is `SIGXFSZ`.
  package static let fileSizeLimit = Signal(rawValue: SIGXFSZ)
  /// Cannot be caught.
  ///
  /// The corresponding C signal is `SIGKILL`.
  package static let kill = Signal(rawValue: SIGKILL)
  /// A write to a pipe nobody reads.
  ///
  /// The corresponding C signal is `SIGPIPE`.
  package static let brokenPipe = Signal(rawValue: SIGPIPE)
  /// For the program's own use.
  ///
  /// The corresponding C signal is `SIGUSR1`.
  package static let user1 = Signal(rawValue: SIGUSR1)
  /// For the program's own use.
  ///
  /// The corresponding C signal is `SIGUSR2`.
  package static let user2 = Signal(rawValue: SIGUSR2)
  /// An invalid memory access.
  ///
  /// The corresponding C signal is `SIGSEGV`.
  package static let segmentationFault = Signal(rawValue: SIGSEGV)
  /// `abort()`.
  ///
  /// The corresponding C signal is `SIGABRT`.
  package static let abort = Signal(rawValue: SIGABRT)

  /// Names of the signals a crashing or killed child usually dies of.
  private static let names: [Int32: String] = [
    SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
    SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGSYS: "SIGSYS",
    SIGPIPE: "SIGPIPE", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGINT: "SIGINT",
    SIGQUIT: "SIGQUIT", SIGHUP: "SIGHUP",
  ]

  /// The name of a crash or kill signal, such as `SIGSEGV`; other signals read `signal N`.
  package var description: String { Self.names[rawValue] ?? "signal \(rawValue)" }

  /// Sends the signal to this process, as `kill -SIG $$` would: it is handled on a thread that does
  /// not block it (Dispatch's workers block every signal).
  ///
  /// The corresponding C functions are `kill(2)` and `getpid(2)`.
  package func raise() {
    _ = system_kill(system_getpid(), rawValue)
  }

  /// What the process does when the signal arrives.
  package enum Disposition: Equatable, Sendable {
    /// The default action (`SIG_DFL`).
    case standard
    /// Nothing (`SIG_IGN`).
    case ignore
    /// A handler runs.
    case handled
  }

  /// What the process currently does on this signal.
  ///
  /// The corresponding C function is `sigaction(2)`.
  package var disposition: Disposition {
    var current = sigaction()
    _ = system_sigaction(rawValue, nil, &current)
    let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    if handler == unsafeBitCast(SIG_DFL, to: Int.self) { return .standard }
    if handler == unsafeBitCast(SIG_IGN, to: Int.self) { return .ignore }
    return .handled
  }

  /// Sets the default action or ignoring (handlers are installed only by `SignalTrap` and
  /// `InterruptCleanup`); returns what was in place, to put back with `restore`.
  package func setDisposition(_ disposition: Disposition) -> SavedAction {
    precondition(disposition != .handled, "Signal.setDisposition: use SignalTrap for handlers")
    var action = sigaction()
    action.__sigaction_handler.sa_handler = disposition == .ignore ? SIG_IGN : SIG_DFL
    _ = system_sigemptyset(&action.sa_mask)
    var old = sigaction()
    _ = system_sigaction(rawValue, &action, &old)
    return SavedAction(signal: self, action: old)
  }

  /// A signal's action as it was before a change, to put back.
  package struct SavedAction: @unchecked Sendable {
    /// The signal.
    package let signal: Signal
    /// The C action.
    let action: sigaction

    /// Puts the action back.
    ///
    /// The corresponding C function is `sigaction(2)`.
    package func restore() {
      var old = action
      _ = system_sigaction(signal.rawValue, &old, nil)
    }
  }
}
