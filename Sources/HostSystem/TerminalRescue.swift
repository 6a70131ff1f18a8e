#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Puts the terminal back if the host itself dies of a fatal signal (a trap, a crash, an abort)
/// while it has the terminal in playback mode: the handler writes the restore sequence, restores
/// the saved settings, and hands the signal on to whatever handled it before (Swift's crash report,
/// or the default action), so the user is never left in the alternate screen with echo off.
///
/// The handler is async-signal-safe: it reads a fixed block of memory and calls only `write`,
/// `tcsetattr`, `sigaction` and `raise`.
package enum TerminalRescue {
  /// The fatal signals it catches.
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS]

  /// What the handler reads, in memory that never moves.
  private struct State {
    var output: Int32 = -1
    var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    var count = 0
    var input: Int32 = -1
    var settings = termios()
    var hasSettings = false
    var saved = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
  }

  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: State())
    return state
  }()
  private static let lock = Lock()
  nonisolated(unsafe) private static var armed = false

  /// Arms the rescue: on a fatal signal, `restore` (at most 64 bytes) is written to `output` and
  /// `mode`, if any, is applied to `input`.
  ///
  /// Arming twice re-arms with the new values.
  package static func arm(
    output: FileDescriptor, restore: [UInt8], mode: TerminalMode?, input: FileDescriptor?
  ) {
    precondition(restore.count <= 64, "TerminalRescue.arm: the restore sequence is too long")
    lock.withLock {
      disarmLocked()
      let current = state
      current.pointee.output = output.rawValue
      current.pointee.bytes.update(from: restore, count: restore.count)
      current.pointee.count = restore.count
      current.pointee.input = input?.rawValue ?? -1
      current.pointee.hasSettings = mode != nil
      if let mode { current.pointee.settings = mode.settings }
      for (index, signal) in fatalSignals.enumerated() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { TerminalRescue.handle($0) }
        _ = system_sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        _ = system_sigaction(signal, &action, current.pointee.saved + index)
      }
      armed = true
    }
  }

  /// Puts back the handlers that were in place before `arm`.
  package static func disarm() {
    lock.withLock { disarmLocked() }
  }

  private static func disarmLocked() {
    guard armed else { return }
    for (index, signal) in fatalSignals.enumerated() {
      _ = system_sigaction(signal, state.pointee.saved + index, nil)
    }
    armed = false
  }

  /// The handler: restore the terminal, put the previous action back, and raise the signal
  /// again so it goes on as if the rescue had never been there.
  private static func handle(_ number: Int32) {
    let current = state.pointee
    if current.output >= 0 { _ = system_write(current.output, current.bytes, current.count) }
    if current.hasSettings, current.input >= 0 {
      var settings = current.settings
      _ = system_tcsetattr(current.input, TCSANOW, &settings)
    }
    if let index = fatalSignals.firstIndex(of: number) {
      _ = system_sigaction(number, current.saved + index, nil)
    }
    _ = system_raise(number)
  }
}
