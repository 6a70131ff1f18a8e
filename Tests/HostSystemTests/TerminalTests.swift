import HostSystem
import Testing

@Suite struct TerminalTests {
  /// A pipe and /dev/null are not terminals and have no window size.
  @Test(arguments: ["/dev/null", "pipe"])
  func notATerminal(kind: String) throws {
    let descriptor: FileDescriptor
    var other: FileDescriptor?
    if kind == "pipe" {
      let pipe = try FileDescriptor.pipe()
      (descriptor, other) = (pipe.readEnd, pipe.writeEnd)
    } else {
      descriptor = try FileDescriptor.open(kind, .readOnly)
    }
    defer {
      try? descriptor.close()
      try? other?.close()
    }
    #expect(!Terminal.isTerminal(descriptor))
    #expect(Terminal.windowSize(of: descriptor) == nil)
    let error = #expect(throws: SystemError.self) { try TerminalMode.current(of: descriptor) }
    #expect(error?.code == .notTerminal)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable, "needs /dev/ptmx"))
  func pseudoTerminalReportsItsSize() throws {
    let pty = try #require(PseudoTerminal.open())
    defer { pty.close() }
    #expect(Terminal.isTerminal(pty.terminal))
    pty.resize(columns: 132, rows: 43)
    #expect(Terminal.windowSize(of: pty.terminal) == Terminal.WindowSize(columns: 132, rows: 43))
  }

  /// Keystroke mode turns echo and line editing off; the saved mode puts them back.
  @Test(
    .enabled(if: PseudoTerminal.isAvailable, "needs /dev/ptmx"),
    arguments: [TerminalMode.Timing.now, .afterOutput])
  func keystrokeModeAndRestore(timing: TerminalMode.Timing) throws {
    let pty = try #require(PseudoTerminal.open())
    defer { pty.close() }
    let saved = try TerminalMode.current(of: pty.terminal)
    #expect(saved.echoes && saved.isLineBuffered)
    try saved.keystrokes().apply(to: pty.terminal, timing: timing)
    let raw = try TerminalMode.current(of: pty.terminal)
    #expect(!raw.echoes && !raw.isLineBuffered)
    try saved.apply(to: pty.terminal, timing: timing)
    let restored = try TerminalMode.current(of: pty.terminal)
    #expect(restored.echoes && restored.isLineBuffered)
  }
}
