import HostSystem

/// The terminal for live playback: raw input, alternate screen, hidden cursor, signal handling,
/// and a restore that always runs: normal end, thrown error, `q`, SIGINT, SIGQUIT, SIGTERM,
/// SIGHUP, and a fatal signal in the host itself (`TerminalRescue`).
///
/// Its deadlines are times on `MonotonicClock`, the clock the player runs with live.
package final class TerminalSession: PlaybackTerminal {
  /// The signals that end playback, with 128 + n.
  static let terminatingSignals: [Signal] = [.interrupt, .quit, .terminate, .hangUp]
  /// What puts the terminal back: SGR reset, cursor shown, alternate screen left.
  static let restoreSequence = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  let output: FileDescriptor
  /// Where keys come from: stdin when it is a terminal, else `/dev/tty`, else nothing.
  private let input: FileDescriptor?
  private let ownsInput: Bool
  private var savedMode: TerminalMode?
  private let trap: SignalTrap
  private var isRestored = false

  /// Runs the body in a session on the terminal at `output`; the terminal is restored after
  /// it, also when it throws.
  package static func run<T>(
    output: FileDescriptor = .standardOutput, _ body: (TerminalSession) throws -> T
  ) throws -> T {
    let session = try TerminalSession(output: output)
    defer { session.restore() }
    return try body(session)
  }

  private init(output: FileDescriptor) throws {
    self.output = output
    if Terminal.isTerminal(.standardInput) {
      input = .standardInput
      ownsInput = false
    } else {
      input = try? Terminal.openControllingTerminal()
      ownsInput = input != nil
    }
    do {
      trap = try SignalTrap(Self.terminatingSignals + [.windowChange])
    } catch {
      throw CLIError(.software, "cannot start playback: \(error)")
    }
    if let input, let mode = try? TerminalMode.current(of: input) {
      savedMode = mode
      try? mode.keystrokes().apply(to: input, timing: .now)
    }
    TerminalRescue.arm(
      output: output, restore: Self.restoreSequence, mode: savedMode, input: input)
    write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J".utf8))
  }

  deinit { restore() }

  /// The window size in cells, or 80 × 24 when the terminal does not say.
  package func size() -> (columns: Int, rows: Int) {
    guard let window = Terminal.windowSize(of: output), window.columns > 0, window.rows > 0 else {
      return (80, 24)
    }
    return (window.columns, window.rows)
  }

  /// Writes all the bytes to the terminal; gives up quietly if the terminal has gone.
  package func write(_ bytes: [UInt8]) {
    try? output.writeAll(bytes)
  }

  /// Waits for keys or signals until the monotonic deadline (nil: no wait, just collect).
  package func wait(until deadline: Double?) -> [TerminalEvent] {
    var events = drainSignals()
    guard events.isEmpty else { return events }
    var requests: [(FileDescriptor, Poll.Events)] = [(trap.descriptor, .input)]
    if let input { requests.append((input, .input)) }
    let now = MonotonicClock.now()
    let until = min(deadline ?? now, now + 1)
    guard let ready = try? Poll.wait(for: requests, until: until),
      ready.contains(where: { !$0.isEmpty })
    else { return drainSignals() }
    events = drainSignals()
    if let input, ready.count > 1, !ready[1].isDisjoint(with: [.input, .hangUp]) {
      if let bytes = try? input.read(upToCount: 64) {
        // End of input is treated like a quit key.
        events += bytes.isEmpty ? [.key(0x04)] : bytes.map(TerminalEvent.key)
      }
    }
    return events
  }

  /// Puts the terminal back: the restore sequence, the terminal settings and the signal
  /// handlers.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    write(Self.restoreSequence)
    if let input, let savedMode { try? savedMode.apply(to: input, timing: .afterOutput) }
    TerminalRescue.disarm()
    trap.close()
    if ownsInput, let input { try? input.close() }
  }

  /// The signals reported since the last look, as events.
  private func drainSignals() -> [TerminalEvent] {
    trap.pendingSignals().map { $0 == .windowChange ? .resize : .signal($0.rawValue) }
  }
}

extension TerminalPlayer.Outcome {
  /// Ctrl-C read as a key (the terminal did not turn it into SIGINT): playback ends as SIGINT
  /// would have ended it.
  package static let interrupted = Self.signal(Signal.interrupt.rawValue)
}
