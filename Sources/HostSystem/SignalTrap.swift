/// Catches signals and turns them into events on a pipe (the self-pipe trick), so a poll loop
/// sees them beside its other descriptors.
///
/// Several traps can be open at once; each gets every signal it asked for. The actions in place
/// before the first trap on a signal come back when the last one closes. Both pipe ends are
/// non-blocking and close-on-exec.
package final class SignalTrap {
  /// The signals this trap reports.
  package let signals: [Signal]
  /// The read end: poll it for `.input`, then call `pendingSignals()`.
  package let descriptor: FileDescriptor
  /// The end the handler writes signal numbers to.
  private let writeEnd: FileDescriptor
  /// This trap's slot in the handler's state.
  private let slot: Int
  /// Whether `close()` ran.
  private var isClosed = false

  /// Starts catching the signals.
  /// - Throws: SystemError when the pipe cannot be made.
  package init(_ signals: [Signal]) throws(SystemError) {
    precondition(
      signals.allSatisfy { $0 != .kill && (1...63).contains($0.rawValue) },
      "SignalTrap: cannot catch \(signals)")
    let ends = try FileDescriptor.pipe(nonBlocking: true)
    let mask = signals.reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1.rawValue) }
    let found = SignalHub.withLock { () -> Int? in
      let traps = SignalHub.state.pointee.traps
      guard let free = (0..<SignalHub.trapCapacity).first(where: { traps.fds[$0] < 0 }) else {
        return nil
      }
      traps.masks[free] = mask
      traps.fds[free] = ends.writeEnd.rawValue
      SignalHub.subscribe(signals)
      return free
    }
    guard let found else {
      preconditionFailure("SignalTrap: more than \(SignalHub.trapCapacity) traps open at once")
    }
    self.signals = signals
    descriptor = ends.readEnd
    writeEnd = ends.writeEnd
    slot = found
  }

  deinit { close() }

  /// The signals caught since the last call, oldest first.
  ///
  /// Empty when none. Never blocks.
  package func pendingSignals() -> [Signal] {
    guard !isClosed else { return [] }
    var caught: [Signal] = []
    while let bytes = try? descriptor.read(upToCount: 32), !bytes.isEmpty {
      caught += bytes.map { Signal(rawValue: Int32($0)) }
    }
    return caught
  }

  /// Stops catching: the previous actions come back once no other trap holds the signals, and the
  /// pipe is closed.
  ///
  /// Closing twice does nothing.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    SignalHub.withLock {
      SignalHub.unsubscribe(signals)
      SignalHub.state.pointee.traps.fds[slot] = -1
      SignalHub.state.pointee.traps.masks[slot] = 0
    }
    try? descriptor.close()
    try? writeEnd.close()
  }
}
