/// Removes a file that is being written when SIGINT, SIGTERM or SIGHUP ends the process, then
/// exits with 128 + the signal number (130 for Ctrl-C, 143 for SIGTERM), so an interrupted
/// render leaves no temporary file. SIGXFSZ is ignored meanwhile: past a file-size limit a write
/// fails with EFBIG instead of the signal killing the process.
///
/// One file at a time; `AtomicFile` registers its temporary file here when asked to.
package enum InterruptCleanup {
  /// The action SIGXFSZ had before the guard.
  nonisolated(unsafe) private static var savedFileSizeAction: Signal.SavedAction?

  /// Runs `body` with the signals blocked in this thread, so a file it creates and registers
  /// cannot be orphaned by a signal arriving in between.
  package static func withSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SignalHub.withExitSignalsBlocked(body)
  }

  /// Starts guarding a file; one at a time.
  package static func register(_ path: String) {
    SignalHub.withLock {
      precondition(
        SignalHub.state.pointee.cleanupPath == nil,
        "InterruptCleanup: a temporary file is already guarded")
      SignalHub.state.pointee.cleanupPath = path.withCString { strdupCopy($0) }
      SignalHub.subscribe(SignalHub.exitSignals)
    }
    savedFileSizeAction = Signal.fileSizeLimit.setDisposition(.ignore)
  }

  /// Stops guarding: the file was renamed into place or removed.
  package static func unregister() {
    savedFileSizeAction?.restore()
    savedFileSizeAction = nil
    SignalHub.withLock {
      guard let path = SignalHub.state.pointee.cleanupPath else { return }
      SignalHub.unsubscribe(SignalHub.exitSignals)
      SignalHub.state.pointee.cleanupPath = nil
      path.deallocate()
    }
  }

  /// Whether an interrupted write also erases the stderr line (set while a progress bar shows).
  package static var clearsLine: Bool {
    get { SignalHub.state.pointee.clearsLine }
    set { SignalHub.state.pointee.clearsLine = newValue }
  }

  /// A copy of a C string in memory that the handler may read at any time.
  private static func strdupCopy(_ text: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar> {
    var count = 0
    while text[count] != 0 { count += 1 }
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
    copy.initialize(from: text, count: count + 1)
    return copy
  }
}
