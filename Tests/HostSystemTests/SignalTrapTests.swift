import HostSystem
import Testing

/// Signals are process-wide, so these run one at a time, on SIGUSR1 and SIGUSR2 only.
@Suite(.serialized) struct SignalTrapTests {
  /// Sends a signal to this process and waits (10 s at most) until each trap has an event.
  private func raise(_ signal: Signal, reaching traps: [SignalTrap]) throws {
    signal.raise()
    let deadline = MonotonicClock.now() + 10
    for trap in traps {
      let ready = try Poll.wait(for: [(trap.descriptor, .input)], until: deadline)
      try #require(ready == [.input], "\(signal) did not reach the trap")
    }
  }

  @Test func raisedSignalArrivesAsAnEvent() throws {
    let saved = Signal.user1.setDisposition(.ignore)
    defer { saved.restore() }
    let trap = try SignalTrap([.user1, .user2])
    defer { trap.close() }
    #expect(trap.pendingSignals().isEmpty)
    try raise(.user1, reaching: [trap])
    #expect(trap.pendingSignals() == [.user1])
    #expect(trap.pendingSignals().isEmpty)
  }

  /// The action before the trap comes back when it closes.
  @Test(arguments: [Signal.Disposition.ignore, .standard])
  func closingRestoresThePreviousAction(previous: Signal.Disposition) throws {
    let saved = Signal.user1.setDisposition(previous)
    defer { saved.restore() }
    let trap = try SignalTrap([.user1])
    #expect(Signal.user1.disposition == .handled)
    trap.close()
    trap.close()
    #expect(Signal.user1.disposition == previous)
    #expect(trap.pendingSignals().isEmpty)
  }

  /// Two traps on one signal both get it; it stays handled until the last one closes, and a
  /// trap never sees signals it did not ask for.
  @Test func severalSubscribers() throws {
    let saved = [Signal.user1.setDisposition(.ignore), Signal.user2.setDisposition(.ignore)]
    defer { saved.reversed().forEach { $0.restore() } }
    let first = try SignalTrap([.user1])
    let second = try SignalTrap([.user1, .user2])
    // Each raise is read before the next: a trap still holding an unread event would pass the
    // wait for the next signal before that signal reached it.
    try raise(.user2, reaching: [second])
    #expect(second.pendingSignals() == [.user2])
    try raise(.user1, reaching: [first, second])
    #expect(first.pendingSignals() == [.user1])
    #expect(second.pendingSignals() == [.user1])
    first.close()
    #expect(Signal.user1.disposition == .handled)
    try raise(.user1, reaching: [second])
    #expect(second.pendingSignals() == [.user1])
    second.close()
    #expect(Signal.user1.disposition == .ignore)
    #expect(Signal.user2.disposition == .ignore)
  }

  @Test(arguments: [
    (Signal.segmentationFault, "SIGSEGV"), (.terminate, "SIGTERM"), (.kill, "SIGKILL"),
    (.interrupt, "SIGINT"), (.quit, "SIGQUIT"), (.user1, "signal 10"),
  ])
  func names(signal: Signal, name: String) {
    #expect(signal.description == name)
  }
}
