#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The one signal handler of the process and its one piece of global state.
///
/// `SignalTrap`, `InterruptCleanup` and `TerminalRescue` subscribe to signals here; the first
/// subscriber to a signal installs the handler (saving the action in place), the last one puts
/// the saved action back. The handler is async-signal-safe: it reads only `HandlerState`, a
/// fixed block of plain memory, and calls only `write`, `unlink`, `tcsetattr`, `sigaction`,
/// `raise` and `_exit`.
enum SignalHub {
  /// How many `SignalTrap`s can be open at once.
  static let trapCapacity = 8
  /// How many files `InterruptCleanup` can guard at once.
  static let cleanupCapacity = 8

  /// What the handler reads; written only with the hub's lock held.
  struct HandlerState {
    /// Each open trap's pipe write end (-1 for a free slot) and its signals as a bit mask.
    var traps: (fds: UnsafeMutablePointer<Int32>, masks: UnsafeMutablePointer<UInt64>)
    /// The files to remove before exiting on SIGINT, SIGTERM or SIGHUP, as C strings (nil for
    /// a free slot).
    var cleanupPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    /// How many slots of `cleanupPaths` are in use: with none, the exit path is off.
    var cleanupCount: Int
    /// How many of them are named temporary files (the `mkstemp` fallback): with any, the
    /// `namedFileSignals` take the exit path too.
    var namedCleanupCount: Int
    /// Whether the exit path first erases the current stderr line.
    var clearsLine: Bool
    /// The terminal to put back on a fatal signal (`TerminalRescue`); `output` -1 when none.
    var rescue: Rescue
    /// Each signal's action before the first subscription, by number; the handler reads it to
    /// hand a fatal signal on.
    var savedActions: UnsafeMutablePointer<sigaction>
  }

  /// What `TerminalRescue` writes and applies when a fatal signal arrives.
  struct Rescue {
    var output: Int32 = -1
    var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: rescueCapacity)
    var count = 0
    var input: Int32 = -1
    var settings = termios()
    var hasSettings = false
  }

  /// The longest restore sequence `TerminalRescue` keeps.
  static let rescueCapacity = 64
  /// The signals that end the process with a crash, on which `TerminalRescue` acts.
  static let fatalSignals: [Signal] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS]
    .map(Signal.init(rawValue:))

  /// The signals the exit path handles.
  static let exitSignals: [Signal] = [.interrupt, .terminate, .hangUp]
  /// The further signals that end the process by default, handled while a named temporary
  /// file exists (an anonymous one needs no help: no name is left whatever ends the process).
  static let namedFileSignals: [Signal] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF].map(
    Signal.init(rawValue:))

  /// The state: the handler's view, and each subscribed signal's count and saved action.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<HandlerState> = {
    let fds = UnsafeMutablePointer<Int32>.allocate(capacity: trapCapacity)
    fds.initialize(repeating: -1, count: trapCapacity)
    let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: trapCapacity)
    masks.initialize(repeating: 0, count: trapCapacity)
    let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: cleanupCapacity)
    paths.initialize(repeating: nil, count: cleanupCapacity)
    let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
    let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    saved.initialize(repeating: sigaction(), count: 65)
    state.initialize(
      to: HandlerState(
        traps: (fds, masks), cleanupPaths: paths, cleanupCount: 0, namedCleanupCount: 0,
        clearsLine: false,
        rescue: Rescue(), savedActions: saved))
    return state
  }()

  /// Per signal: how many subscriptions hold it (the action before the first is in
  /// `state.savedActions`).
  nonisolated(unsafe) private static var installed: [Int32: Int] = [:]
  /// Guards `installed` and the writes to `state`.
  private static let lock = Lock()

  /// Runs `body` with the hub's lock held.
  static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// Routes the signals to the handler, installing it where this is the first subscription.
  ///
  /// Call with the lock held.
  static func subscribe(_ signals: [Signal]) {
    for signal in signals {
      if let count = installed[signal.rawValue] {
        installed[signal.rawValue] = count + 1
        continue
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { SignalHub.handle($0) }
      _ = system_sigemptyset(&action.sa_mask)
      for other in exitSignals + namedFileSignals {
        _ = system_sigaddset(&action.sa_mask, other.rawValue)
      }
      action.sa_flags = SA_RESTART
      _ = system_sigaction(
        signal.rawValue, &action, state.pointee.savedActions + Int(signal.rawValue))
      installed[signal.rawValue] = 1
    }
  }

  /// Drops one subscription to each signal.
  ///
  /// The last one puts the saved action back. Call with the lock held.
  static func unsubscribe(_ signals: [Signal]) {
    for signal in signals.reversed() {
      guard let count = installed[signal.rawValue] else { continue }
      if count > 1 {
        installed[signal.rawValue] = count - 1
      } else {
        _ = system_sigaction(
          signal.rawValue, state.pointee.savedActions + Int(signal.rawValue), nil)
        installed[signal.rawValue] = nil
      }
    }
  }

  /// Runs `body` with the exit signals blocked in this thread, so a file it creates and
  /// registers cannot be orphaned by a signal arriving in between.
  static func withExitSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    var blocked = sigset_t()
    var previous = sigset_t()
    _ = system_sigemptyset(&blocked)
    for signal in exitSignals + namedFileSignals {
      _ = system_sigaddset(&blocked, signal.rawValue)
    }
    _ = system_pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { _ = system_pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  /// The handler.
  ///
  /// With files registered, an exit signal erases the stderr line if asked, removes the files and
  /// exits with 128 + the signal; otherwise the signal's number goes to every trap that asked for
  /// it, as one byte on its pipe.
  fileprivate static func handle(_ number: Int32) {
    let saved = system_errno
    defer { system_errno = saved }
    let current = state.pointee
    if number == SIGSEGV || number == SIGBUS || number == SIGILL || number == SIGTRAP
      || number == SIGFPE || number == SIGABRT || number == SIGSYS
    {
      rescue(current, number)
      return
    }
    let isNamedFileSignal =
      number == SIGUSR1 || number == SIGUSR2 || number == SIGALRM || number == SIGVTALRM
      || number == SIGPROF
    let isExitSignal =
      number == SIGINT || number == SIGTERM || number == SIGHUP
      || (isNamedFileSignal && current.namedCleanupCount > 0)
    if isExitSignal, current.cleanupCount > 0 {
      if current.clearsLine {
        let erase: (UInt8, UInt8, UInt8, UInt8) = (13, 27, 91, 75)  // "\r\e[K"
        withUnsafeBytes(of: erase) { _ = system_write(2, $0.baseAddress, $0.count) }
      }
      for slot in 0..<cleanupCapacity {
        if let path = current.cleanupPaths[slot] { _ = system_unlink(path) }
      }
      system__exit(128 + number)
    }
    let bit = UInt64(1) << UInt64(number & 63)
    var byte = UInt8(truncatingIfNeeded: number)
    for slot in 0..<trapCapacity where current.traps.fds[slot] >= 0 {
      if current.traps.masks[slot] & bit != 0 {
        _ = system_write(current.traps.fds[slot], &byte, 1)
      }
    }
  }

  /// A fatal signal: put the terminal back, then hand the signal on to the action that was in
  /// place before (Swift's crash report, or the default), raised again to arrive on return.
  private static func rescue(_ current: HandlerState, _ number: Int32) {
    let rescue = current.rescue
    if rescue.output >= 0 { _ = system_write(rescue.output, rescue.bytes, rescue.count) }
    if rescue.hasSettings, rescue.input >= 0 {
      var settings = rescue.settings
      _ = system_tcsetattr(rescue.input, TCSANOW, &settings)
    }
    _ = system_sigaction(number, current.savedActions + Int(number), nil)
    _ = system_raise(number)
  }
}
