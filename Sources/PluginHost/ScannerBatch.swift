#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// One scanner child process and what it reported before it ended.
struct ScannerBatch {
  /// How the child ended.
  enum Ending: Equatable, CustomStringConvertible {
    case finished
    case signaled(Int32)
    case exited(Int32)
    case timedOut
    case failedToStart(String)
    case protocolError(String)

    var description: String {
      switch self {
      case .finished: "it finished without reporting every file"
      case .signaled(let signal): "it was killed by \(PluginScanner.signalName(signal))"
      case .exited(let status): "it exited with status \(status)"
      case .timedOut: "it timed out"
      case .failedToStart(let why): "it could not start: \(why)"
      case .protocolError(let why): why
      }
    }
  }

  /// The files the child finished, in order.
  var outcomes: [(String, ScanOutcome)] = []
  /// The file the child started and did not finish.
  var started: String?
  /// How the child ended.
  var ending: Ending = .finished
  /// Whether the child wrote its `end` record.
  var complete = false

  /// Runs one child on the files and collects its report.
  static func run(executable: String, paths: [String], timeout: Double, showOutput: Bool) -> ScannerBatch {
    var batch = ScannerBatch()
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      batch.ending = .failedToStart("pipe: \(errnoText())")
      return batch
    }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let readEnd = fds[0]
    var writeEnd = fds[1]
    if writeEnd == ScannerChild.outputDescriptor {
      // dup2 onto the same number would keep FD_CLOEXEC; move it out of the way first.
      writeEnd = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
      close(fds[1])
    }
    defer { close(readEnd) }
    // The lifeline: the child watches its end, and exits when ours closes because this process
    // died (a plugin hanging in its entry point never outlives the host).
    var lifeline: [Int32] = [-1, -1]
    guard pipe(&lifeline) == 0 else {
      batch.ending = .failedToStart("pipe: \(errnoText())")
      return batch
    }
    let lifelineRead = fcntl(lifeline[0], F_DUPFD_CLOEXEC, 10)
    close(lifeline[0])
    _ = fcntl(lifeline[1], F_SETFD, FD_CLOEXEC)
    defer { close(lifeline[1]) }
    let arguments =
      [executable, ScannerChild.subcommand, "--protocol", String(ScannerChild.protocolVersion), "--"] + paths
    let pid = spawn(executable, arguments, output: writeEnd, lifeline: lifelineRead, showOutput: showOutput)
    close(writeEnd)
    close(lifelineRead)
    guard let pid else {
      batch.ending = .failedToStart("\(executable): \(errnoText())")
      return batch
    }
    let (data, timedOut) = readAll(readEnd, pid: pid, timeout: timeout)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    batch.parse(data)
    if timedOut {
      batch.ending = .timedOut
    } else if status & 0x7F != 0 {
      batch.ending = .signaled(status & 0x7F)
    } else if (status >> 8) & 0xFF != 0 || !batch.complete, batch.ending == .finished {
      batch.ending = .exited((status >> 8) & 0xFF)
    }
    return batch
  }

  /// Reads the pipe until end of file or until the child has said nothing for `timeout`
  /// seconds, when it is killed. The child writes a record before and after each file, so the
  /// deadline is each file's own: a batch of many slow-but-working plugins never times out.
  private static func readAll(_ fd: Int32, pid: pid_t, timeout: Double) -> (data: [UInt8], timedOut: Bool) {
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    var deadline = now() + timeout
    while true {
      let remaining = deadline - now()
      if remaining <= 0 {
        kill(pid, SIGKILL)
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        while case let count = read(fd, &chunk, chunk.count), count > 0 { data += chunk[0..<count] }
        return (data, true)
      }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining * 1000 + 1, 3_600_000)))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = read(fd, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return (data, false) }
      data += chunk[0..<count]
      deadline = now() + timeout
    }
  }

  /// Reads the records: complete lines only, since a crash may cut the last one short.
  private mutating func parse(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    var lines = ScanRecord.lines(text[...])
    lines.removeLast()  // the text after the last newline: empty, or a line the child never finished
    guard let first = lines.first.map(ScanRecord.fields) else {
      ending = .protocolError("it wrote nothing")
      return
    }
    guard first == ["animhost-scan", String(ScannerChild.protocolVersion)] else {
      ending = .protocolError(first.first == "error" && first.count > 1 ? first[1] : "it does not speak protocol 1")
      return
    }
    var decoder: ScanRecord.BodyDecoder?
    var broken: String?
    for line in lines.dropFirst() {
      let fields = ScanRecord.fields(line)
      switch fields.first {
      case "start" where fields.count == 2:
        started = fields[1]
        decoder = ScanRecord.BodyDecoder(path: fields[1])
        broken = nil
      case "done" where fields.count == 2:
        guard let path = started, path == fields[1], let finished = decoder else { continue }
        do throws(ScanRecord.Malformed) {
          if let broken { throw ScanRecord.Malformed(reason: broken) }
          outcomes.append((path, try finished.outcome()))
        } catch {
          let message = "\(path): the scanner sent a malformed report (\(error.reason)); rebuild the plugin or report a bug"
          outcomes.append((path, .failed(PluginError(.invalidDescriptor, subject: path, message))))
        }
        started = nil
        decoder = nil
      case "end":
        complete = true
      default:
        do throws(ScanRecord.Malformed) { try decoder?.feed(fields) } catch { broken = broken ?? error.reason }
      }
    }
  }

  /// Starts the child with stdin on /dev/null, the pipe on fd 3, the lifeline on fd 4, and
  /// stdout and stderr on /dev/null (or on our stderr when showing output); nil when it cannot
  /// start.
  private static func spawn(
    _ executable: String, _ arguments: [String], output: Int32, lifeline: Int32, showOutput: Bool
  ) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if showOutput {
      posix_spawn_file_actions_adddup2(&actions, 2, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output, ScannerChild.outputDescriptor)
    posix_spawn_file_actions_adddup2(&actions, lifeline, ScannerChild.lifelineDescriptor)
    var environment: [String] = []
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if !text.hasPrefix("SWIFT_BACKTRACE="), !text.hasPrefix(ScannerChild.lifelineVariable + "=") {
        environment.append(text)
      }
      cursor += 1
    }
    // A crash in the scanner is expected and reported by the parent: no slow backtrace.
    environment.append("SWIFT_BACKTRACE=enable=no")
    environment.append("\(ScannerChild.lifelineVariable)=\(ScannerChild.lifelineDescriptor)")
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard status == 0 else {
      errno = status
      return nil
    }
    return pid
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
