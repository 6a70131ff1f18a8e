import Glibc

/// The write end of the self-pipe the signal handler reports to; -1 when no session runs.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal number to the self-pipe (async-signal-safe: one `write`).
private func reportSignal(_ signal: Int32) {
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(signalPipeWriteEnd, &byte, 1)
}

/// The terminal for live playback: raw input, alternate screen, hidden cursor, signal handling,
/// and a restore that always runs (normal end, thrown error, SIGINT, SIGTERM, SIGHUP).
///
/// Its deadlines are times on `MonotonicClock`, the clock the player runs with live.
package final class TerminalSession: PlaybackTerminal {
  /// The signals the session handles; the terminating ones end playback with 128 + n.
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  let output: Int32
  /// Where keys come from: stdin when it is a terminal, else `/dev/tty`, else nothing.
  private let input: Int32?
  private let ownsInput: Bool
  private var savedTermios: termios?
  private var savedActions: [(Int32, sigaction)] = []
  private var pipeEnds: (read: Int32, write: Int32) = (-1, -1)
  private var isRestored = false

  /// Runs the body in a session on the terminal at `output`; the terminal is restored after it, also when it throws.
  package static func run<T>(
    output: Int32 = STDOUT_FILENO, _ body: (TerminalSession) throws -> T
  ) throws -> T {
    let session = try TerminalSession(output: output)
    defer { session.restore() }
    return try body(session)
  }

  private init(output: Int32) throws {
    self.output = output
    if isatty(STDIN_FILENO) == 1 {
      input = STDIN_FILENO
      ownsInput = false
    } else {
      let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
      input = tty >= 0 ? tty : nil
      ownsInput = tty >= 0
    }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw CLIError(.software, "cannot start playback: pipe failed (\(String(cString: strerror(errno))))")
    }
    pipeEnds = (ends[0], ends[1])
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    signalPipeWriteEnd = ends[1]
    for signal in Self.terminatingSignals + [SIGWINCH] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { reportSignal($0) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0 { savedActions.append((signal, old)) }
    }
    if let input {
      var settings = termios()
      if tcgetattr(input, &settings) == 0 {
        savedTermios = settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON)
        settings.c_cc.6 = 1  // VMIN: a read returns after one byte
        settings.c_cc.5 = 0  // VTIME: no inter-byte timer
        tcsetattr(input, TCSANOW, &settings)
      }
    }
    write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J".utf8))
  }

  deinit { restore() }

  /// The window size in cells (TIOCGWINSZ), or 80 × 24 when the terminal does not say.
  package func size() -> (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Writes all the bytes to the terminal; gives up quietly if the terminal has gone.
  package func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n > 0 {
          offset += n
        } else if n < 0, errno == EINTR || errno == EAGAIN {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Waits for keys or signals until the monotonic deadline (nil: no wait, just collect).
  package func wait(until deadline: Double?) -> [TerminalEvent] {
    var events = drainSignals()
    guard events.isEmpty else { return events }
    var fds = [pollfd(fd: pipeEnds.read, events: Int16(POLLIN), revents: 0)]
    if let input { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
    let remaining = deadline.map { max(0, $0 - MonotonicClock().now()) } ?? 0
    let timeout = Int32(min(1000, (remaining * 1000).rounded(.up)))
    guard poll(&fds, nfds_t(fds.count), timeout) > 0 else { return drainSignals() }
    events = drainSignals()
    if let input, fds.count > 1, fds[1].revents & Int16(POLLIN | POLLHUP) != 0 {
      var buffer = [UInt8](repeating: 0, count: 64)
      let n = read(input, &buffer, buffer.count)
      if n > 0 {
        events += buffer[..<n].map(TerminalEvent.key)
      } else if n == 0 {
        events.append(.key(0x04))  // end of input: treated like a quit key
      }
    }
    return events
  }

  /// Puts the terminal back: SGR reset, cursor shown, alternate screen left, termios and signal handlers restored.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    write(Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
    if let input, var settings = savedTermios {
      tcsetattr(input, TCSADRAIN, &settings)
    }
    for (signal, old) in savedActions.reversed() {
      var action = old
      sigaction(signal, &action, nil)
    }
    signalPipeWriteEnd = -1
    close(pipeEnds.read)
    close(pipeEnds.write)
    if ownsInput, let input { close(input) }
  }

  /// The signals reported since the last look, as events.
  private func drainSignals() -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    var buffer = [UInt8](repeating: 0, count: 32)
    while true {
      let n = read(pipeEnds.read, &buffer, buffer.count)
      guard n > 0 else { break }
      for byte in buffer[..<n] {
        let signal = Int32(byte)
        events.append(signal == SIGWINCH ? .resize : .signal(signal))
      }
    }
    return events
  }
}

extension TerminalPlayer.Outcome {
  /// Ctrl-C read as a key (the terminal did not turn it into SIGINT): playback ends as SIGINT
  /// would have ended it.
  package static let interrupted = Self.signal(SIGINT)
}
