#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// The temporary file to remove if a signal ends the process, as a C string the handler reads.
nonisolated(unsafe) private var pendingTemporaryPath: UnsafeMutablePointer<CChar>?
/// Whether the handler first erases the current stderr line (a progress bar is on it).
nonisolated(unsafe) private var pendingClearsLine = false
/// The handlers in place before ours, restored when the write ends.
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]

/// Removes an output's temporary file when SIGINT, SIGTERM or SIGHUP ends the process while it
/// is being written, then exits with 128 + the signal number (130 for Ctrl-C, 143 for SIGTERM).
package enum InterruptCleanup {
  /// The signals that trigger the cleanup.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Runs `body` with the signals blocked, so a file it creates and registers cannot be
  /// orphaned by a signal arriving in between.
  static func withSignalsBlocked<T>(_ body: () -> T) -> T {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in signals { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }

  /// Starts guarding a temporary file; one at a time.
  static func register(_ path: String) {
    precondition(pendingTemporaryPath == nil, "InterruptCleanup: a temporary file is already guarded")
    pendingTemporaryPath = strdup(path)
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        if pendingClearsLine {
          let erase: [UInt8] = [13, 27, 91, 75]  // "\r\e[K"
          _ = erase.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
        }
        if let path = pendingTemporaryPath { unlink(path) }
        _exit(128 + number)
      }
      sigemptyset(&action.sa_mask)
      for other in signals { sigaddset(&action.sa_mask, other) }
      var old = sigaction()
      sigaction(signal, &action, &old)
      previousActions[signal] = old
    }
    // Past a file-size limit, write fails with EFBIG instead of SIGXFSZ killing the process.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var old = sigaction()
    sigaction(SIGXFSZ, &ignore, &old)
    previousActions[SIGXFSZ] = old
  }

  /// Stops guarding: the file was renamed into place or removed.
  static func unregister() {
    for signal in signals + [SIGXFSZ] {
      if var old = previousActions[signal] { sigaction(signal, &old, nil) }
    }
    previousActions = [:]
    let path = pendingTemporaryPath
    pendingTemporaryPath = nil
    free(path)
  }

  /// Whether an interrupted write also erases the stderr line (set while a progress bar shows).
  package static var clearsLine: Bool {
    get { pendingClearsLine }
    set { pendingClearsLine = newValue }
  }
}
