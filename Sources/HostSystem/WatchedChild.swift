/// A child process of this executable that does untrusted work for the host (the plugin
/// scanner, the run child): it reports on a pipe at fd 3, dies with the host through a lifeline
/// at fd 4, has Swift's backtracer turned off, and is killed when it stays silent too long.
///
/// Its standard output and error go to /dev/null, or to the host's standard error when shown.
package final class WatchedChild {
  /// The descriptor the child reports on.
  package static let reportDescriptor: Int32 = 3
  /// The read end of the lifeline in the child: end of file on it means the host has died.
  package static let lifelineDescriptor: Int32 = 4
  /// The environment variable that tells a child its lifeline descriptor.
  package static let lifelineVariable = "ANIMHOST_LIFELINE"

  /// How reading ended.
  package enum Ending: Equatable, Sendable {
    /// The child closed its end of the report pipe (usually by ending).
    case closed
    /// The child said nothing for the whole silence allowed, and was killed.
    case silent
    /// The consumer stopped reading (it found the report malformed), and the child was killed.
    case stopped
  }

  /// The process.
  package let process: ChildProcess
  private let reports: FileDescriptor
  private var lifeline: FileDescriptor?
  /// The read end of the child's stdout and stderr, when captured.
  private let output: FileDescriptor?
  /// What the child wrote to stdout and stderr, when captured (at most `outputLimit` bytes).
  package private(set) var capturedOutput: [UInt8] = []
  /// The most captured output kept.
  package static let outputLimit = 1 << 16

  private init(
    process: ChildProcess, reports: FileDescriptor, lifeline: FileDescriptor,
    output: FileDescriptor?
  ) {
    self.process = process
    self.reports = reports
    self.lifeline = lifeline
    self.output = output
  }

  deinit {
    try? reports.close()
    try? lifeline?.close()
    try? output?.close()
  }

  /// Starts `executable` with these arguments (the first is the program name).
  ///
  /// - Parameters:
  ///   - executable: the program, usually this one.
  ///   - arguments: the whole argument vector, its first element included.
  ///   - input: the child's standard input; nil is /dev/null.
  ///   - descriptors: more descriptors of ours to give the child, as the numbers given (5 up).
  ///   - environment: `NAME=value` entries added to this process's environment.
  ///   - showsOutput: whether the child's stdout and stderr go to our stderr.
  ///   - capturesOutput: whether they are kept in `capturedOutput` instead (this wins).
  /// - Returns: the running child.
  /// - Throws: SystemError when a pipe cannot be made or the program cannot start.
  package static func start(
    _ executable: String, arguments: [String], input: FileDescriptor? = nil,
    descriptors: [(FileDescriptor, as: Int32)] = [], environment: [String] = [],
    showsOutput: Bool = false, capturesOutput: Bool = false
  ) throws(SystemError) -> WatchedChild {
    let report = try FileDescriptor.pipe()
    let life = try FileDescriptor.pipe()
    let captured = capturesOutput ? try FileDescriptor.pipe() : nil
    // Every descriptor given to the child moves above the numbers it is given as first, so no
    // dup2 lands on a source that a later one still needs (and none keeps close-on-exec by
    // being duplicated onto itself).
    var moved: [FileDescriptor] = []
    defer {
      for fd in moved { try? fd.close() }
      try? report.writeEnd.close()
      try? life.readEnd.close()
      try? captured?.writeEnd.close()
    }
    func lifted(_ fd: FileDescriptor) throws(SystemError) -> FileDescriptor {
      let copy = try fd.duplicate(atLeast: 10)
      moved.append(copy)
      return copy
    }
    var actions: [ChildProcess.FileAction] = []
    if let input {
      actions.append(.duplicate(try lifted(input), as: 0))
    } else {
      actions.append(.open(0, path: "/dev/null", .readOnly, []))
    }
    if let captured {
      actions.append(.duplicate(try lifted(captured.writeEnd), as: 1))
      actions.append(.duplicate(try lifted(captured.writeEnd), as: 2))
    } else if showsOutput {
      actions.append(.duplicate(try lifted(.standardError), as: 1))
      actions.append(.duplicate(try lifted(.standardError), as: 2))
    } else {
      actions.append(.open(1, path: "/dev/null", .writeOnly, []))
      actions.append(.open(2, path: "/dev/null", .writeOnly, []))
    }
    actions.append(.duplicate(try lifted(report.writeEnd), as: reportDescriptor))
    actions.append(.duplicate(try lifted(life.readEnd), as: lifelineDescriptor))
    for (fd, number) in descriptors {
      precondition(number > lifelineDescriptor, "WatchedChild.start: descriptor \(number) is taken")
      actions.append(.duplicate(try lifted(fd), as: number))
    }
    let variables =
      ProcessEnvironment.entries.filter {
        !$0.hasPrefix("SWIFT_BACKTRACE=") && !$0.hasPrefix(lifelineVariable + "=")
      } + ["SWIFT_BACKTRACE=enable=no", "\(lifelineVariable)=\(lifelineDescriptor)"] + environment
    do {
      let process = try ChildProcess.spawn(
        executable, arguments: arguments, environment: variables, fileActions: actions)
      return WatchedChild(
        process: process, reports: report.readEnd, lifeline: life.writeEnd,
        output: captured?.readEnd)
    } catch {
      try? report.readEnd.close()
      try? life.writeEnd.close()
      try? captured?.readEnd.close()
      throw error
    }
  }

  /// Hands what the child reports to `consume` as it arrives, until the child closes the pipe,
  /// says nothing for `silence` seconds (the deadline restarts with every chunk), or `consume`
  /// returns false; in the last two cases the child is killed.
  package func read(silence: Double, _ consume: ([UInt8]) -> Bool) -> Ending {
    var deadline = MonotonicClock.now() + silence
    var outputOpen = output != nil
    while true {
      var requests: [(FileDescriptor, Poll.Events)] = [(reports, .input)]
      if outputOpen, let output { requests.append((output, .input)) }
      let ready = (try? Poll.wait(for: requests, until: deadline)) ?? []
      if ready.allSatisfy({ $0.isEmpty }) {
        guard MonotonicClock.now() < deadline else {
          kill()
          return .silent
        }
        continue
      }
      if ready.count > 1, !ready[1].isEmpty, let output {
        let bytes = (try? output.read(upToCount: 1 << 16)) ?? []
        if bytes.isEmpty { outputOpen = false }
        capturedOutput += bytes.prefix(Self.outputLimit - capturedOutput.count)
      }
      guard !ready[0].isEmpty else { continue }
      guard let chunk = try? reports.read(upToCount: 1 << 16), !chunk.isEmpty else {
        drainOutput()
        return .closed
      }
      guard consume(chunk) else {
        kill()
        return .stopped
      }
      deadline = MonotonicClock.now() + silence
    }
  }

  /// Reads what is left of the captured output once the report pipe has closed (the child is
  /// ending), without waiting for a grandchild that may hold the pipe open.
  private func drainOutput() {
    guard let output else { return }
    try? output.setNonBlocking(true)
    while capturedOutput.count < Self.outputLimit,
      let bytes = try? output.read(upToCount: 1 << 16), !bytes.isEmpty
    {
      capturedOutput += bytes.prefix(Self.outputLimit - capturedOutput.count)
    }
  }

  /// Waits for the child to end, closing the lifeline first.
  package func wait() -> ChildProcess.Termination? {
    try? lifeline?.close()
    lifeline = nil
    return try? process.wait()
  }

  private func kill() {
    try? process.send(.kill)
  }
}

/// The child's side of the lifeline.
package enum Lifeline {
  /// When the environment names the lifeline descriptor, starts a thread that ends this process
  /// (status 4) as soon as the host's end closes: a plugin hanging in this child never outlives the
  /// host that started it.
  ///
  /// False when there is no lifeline or no thread could start.
  @discardableResult
  package static func watch() -> Bool {
    guard
      ProcessEnvironment.value(WatchedChild.lifelineVariable)
        == String(WatchedChild.lifelineDescriptor)
    else { return false }
    return DetachedThread.start {
      let lifeline = FileDescriptor(rawValue: WatchedChild.lifelineDescriptor)
      while true {
        guard let byte = try? lifeline.read(upToCount: 1), !byte.isEmpty else {
          CurrentProcess.exitImmediately(4)
        }
      }
    }
  }
}
