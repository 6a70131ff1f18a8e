import AnimHostCLI
import Glibc
import HostSystem
import Testing

/// The live terminal with its output on a pipe: what it writes on entry and on restore, the size
/// it falls back to, and signals reported as events through its self-pipe.
///
/// Signals are raised on the test's own thread with it unblocked there, so the handler has run
/// when `raise` returns. Serialized: a session's signal handlers are process-wide.
@Suite(.serialized) struct TerminalSessionTests {
  /// Runs a session writing into a pipe; returns the body's result and everything written.
  static func withSession<T>(_ body: (TerminalSession) throws -> T) throws -> (T, String) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let result: T
    do {
      defer { close(ends[1]) }
      result = try TerminalSession.run(output: FileDescriptor(rawValue: ends[1]), body)
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
      output += buffer[..<count]
    }
    return (result, String(decoding: output, as: UTF8.self))
  }

  /// Raises a signal on this thread, unblocked for the moment.
  static func raiseHere(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    var old = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &old)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &old, nil)
  }

  @Test func itEntersTheAlternateScreenAndRestoresTheTerminal() throws {
    let (_, output) = try Self.withSession { $0.write(Array("frame".utf8)) }
    #expect(
      output == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2Jframe\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    )
  }

  @Test func withoutAWindowSizeItIs80By24() throws {
    let (size, _) = try Self.withSession { $0.size() }
    #expect(size.columns == 80 && size.rows == 24)
  }

  @Test func nothingPendingIsNoEvent() throws {
    let (events, _) = try Self.withSession { $0.wait(until: nil) }
    #expect(events.isEmpty)
  }

  @Test(arguments: [
    (SIGWINCH, TerminalEvent.resize), (SIGINT, .signal(SIGINT)), (SIGTERM, .signal(SIGTERM)),
    (SIGHUP, .signal(SIGHUP)), (SIGQUIT, .signal(SIGQUIT)),
  ])
  func aSignalIsReportedAsAnEvent(signal: Int32, event: TerminalEvent) throws {
    let (events, _) = try Self.withSession { session in
      Self.raiseHere(signal)
      return session.wait(until: nil)
    }
    #expect(events == [event])
  }

  @Test func theHandlersAreRestored() throws {
    var before = sigaction()
    sigaction(SIGWINCH, nil, &before)
    _ = try Self.withSession { _ in }
    var after = sigaction()
    sigaction(SIGWINCH, nil, &after)
    let handler = { (action: sigaction) in
      withUnsafeBytes(of: action.__sigaction_handler) { Array($0) }
    }
    #expect(handler(after) == handler(before))
  }
}
