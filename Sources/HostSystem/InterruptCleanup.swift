/// Removes files that are being written when SIGINT, SIGTERM or SIGHUP (and, for named temporary
/// files, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM and SIGPROF) ends the process, then exits
/// with 128 + the signal number (130 for Ctrl-C, 143 for SIGTERM), so an interrupted render leaves
/// no temporary file.
///
/// SIGXFSZ is ignored meanwhile: past a file-size limit a write fails with EFBIG instead of the
/// signal killing the process.
///
/// `AtomicFile` registers its temporary file here when asked to; a few can be guarded at once.
package enum InterruptCleanup {
  /// One guarded file, to hand back to `unregister`.
  package struct Registration: Sendable {
    /// The slot in the handler's list.
    fileprivate let slot: Int
    /// Whether the file has a name while it is written (the `mkstemp` fallback).
    fileprivate let isNamed: Bool
  }

  /// The action SIGXFSZ had before the first guard; written with the hub's lock held.
  nonisolated(unsafe) private static var savedFileSizeAction: Signal.SavedAction?

  /// Runs `body` with the signals blocked in this thread, so a file it creates and registers
  /// cannot be orphaned by a signal arriving in between.
  package static func withSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SignalHub.withExitSignalsBlocked(body)
  }

  /// Starts guarding a file; a `named` one (it exists under `path` while it is written) is
  /// also removed on SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM and SIGPROF.
  package static func register(_ path: String, named: Bool) -> Registration {
    SignalHub.withLock {
      let state = SignalHub.state
      guard
        let slot = (0..<SignalHub.cleanupCapacity).first(where: {
          state.pointee.cleanupPaths[$0] == nil
        })
      else {
        preconditionFailure(
          "InterruptCleanup: more than \(SignalHub.cleanupCapacity) files guarded at once")
      }
      state.pointee.cleanupPaths[slot] = path.withCString { copy($0) }
      state.pointee.cleanupCount += 1
      if state.pointee.cleanupCount == 1 {
        SignalHub.subscribe(SignalHub.exitSignals)
        savedFileSizeAction = Signal.fileSizeLimit.setDisposition(.ignore)
      }
      if named {
        state.pointee.namedCleanupCount += 1
        if state.pointee.namedCleanupCount == 1 { SignalHub.subscribe(SignalHub.namedFileSignals) }
      }
      return Registration(slot: slot, isNamed: named)
    }
  }

  /// Stops guarding a file: it was renamed into place or removed.
  package static func unregister(_ registration: Registration) {
    SignalHub.withLock {
      let state = SignalHub.state
      guard let path = state.pointee.cleanupPaths[registration.slot] else { return }
      if registration.isNamed {
        state.pointee.namedCleanupCount -= 1
        if state.pointee.namedCleanupCount == 0 {
          SignalHub.unsubscribe(SignalHub.namedFileSignals)
        }
      }
      state.pointee.cleanupCount -= 1
      if state.pointee.cleanupCount == 0 {
        savedFileSizeAction?.restore()
        savedFileSizeAction = nil
        SignalHub.unsubscribe(SignalHub.exitSignals)
      }
      state.pointee.cleanupPaths[registration.slot] = nil
      path.deallocate()
    }
  }

  /// Whether an interrupted write also erases the stderr line (set while a progress bar shows).
  package static var clearsLine: Bool {
    get { SignalHub.state.pointee.clearsLine }
    set { SignalHub.state.pointee.clearsLine = newValue }
  }

  /// A copy of a C string in memory that the handler may read at any time.
  private static func copy(_ text: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar> {
    var count = 0
    while text[count] != 0 { count += 1 }
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
    copy.initialize(from: text, count: count + 1)
    return copy
  }
}
