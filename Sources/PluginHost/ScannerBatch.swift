import HostSystem

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
    let readEnd: FileDescriptor
    var writeEnd: FileDescriptor
    do {
      (readEnd, writeEnd) = try FileDescriptor.pipe()
    } catch {
      batch.ending = .failedToStart("pipe: \(error.code)")
      return batch
    }
    defer { try? readEnd.close() }
    // The lifeline: the child watches its end, and exits when ours closes because this process
    // died (a plugin hanging in its entry point never outlives the host).
    let lifeline: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
    let lifelineRead: FileDescriptor
    do {
      if writeEnd.rawValue == ScannerChild.outputDescriptor {
        // dup2 onto the same number would keep FD_CLOEXEC; move it out of the way first.
        let moved = try writeEnd.duplicate(atLeast: 10)
        try? writeEnd.close()
        writeEnd = moved
      }
      lifeline = try FileDescriptor.pipe()
      lifelineRead = try lifeline.readEnd.closeAfter { () throws(SystemError) in
        try lifeline.readEnd.duplicate(atLeast: 10)
      }
    } catch {
      try? writeEnd.close()
      batch.ending = .failedToStart("pipe: \(error.code)")
      return batch
    }
    defer { try? lifeline.writeEnd.close() }
    let arguments =
      [executable, ScannerChild.subcommand, "--protocol", String(ScannerChild.protocolVersion), "--"] + paths
    let child: ChildProcess
    do {
      defer {
        try? writeEnd.close()
        try? lifelineRead.close()
      }
      child = try spawn(
        executable, arguments, output: writeEnd, lifeline: lifelineRead, showOutput: showOutput)
    } catch {
      batch.ending = .failedToStart("\(executable): \(error.code)")
      return batch
    }
    let (data, timedOut) = readAll(readEnd, child: child, timeout: timeout)
    let status = (try? child.wait().status) ?? .exited(0)
    batch.parse(data)
    if timedOut {
      batch.ending = .timedOut
    } else if case .signaled(let signal) = status {
      batch.ending = .signaled(signal.rawValue)
    } else if case .exited(let code) = status, code != 0 || !batch.complete,
      batch.ending == .finished
    {
      batch.ending = .exited(code)
    }
    return batch
  }

  /// Reads the pipe until end of file or until the child has said nothing for `timeout`
  /// seconds, when it is killed. The child writes a record before and after each file, so the
  /// deadline is each file's own: a batch of many slow-but-working plugins never times out.
  private static func readAll(
    _ fd: FileDescriptor, child: ChildProcess, timeout: Double
  ) -> (data: [UInt8], timedOut: Bool) {
    var data: [UInt8] = []
    var deadline = MonotonicClock.now() + timeout
    while true {
      if MonotonicClock.now() >= deadline {
        try? child.send(.kill)
        try? fd.setNonBlocking(true)
        while let chunk = try? fd.read(upToCount: 65536), !chunk.isEmpty { data += chunk }
        return (data, true)
      }
      guard let ready = try? Poll.wait(for: [(fd, .input)], until: deadline), ready != [[]] else {
        continue
      }
      guard let chunk = try? fd.read(upToCount: 65536), !chunk.isEmpty else { return (data, false) }
      data += chunk
      deadline = MonotonicClock.now() + timeout
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
  /// stdout and stderr on /dev/null (or on our stderr when showing output).
  private static func spawn(
    _ executable: String, _ arguments: [String], output: FileDescriptor, lifeline: FileDescriptor,
    showOutput: Bool
  ) throws(SystemError) -> ChildProcess {
    var actions: [ChildProcess.FileAction] = [.open(0, path: "/dev/null", .readOnly, [])]
    if showOutput {
      actions.append(.duplicate(.standardError, as: 1))
    } else {
      actions.append(.open(1, path: "/dev/null", .writeOnly, []))
      actions.append(.open(2, path: "/dev/null", .writeOnly, []))
    }
    actions.append(.duplicate(output, as: ScannerChild.outputDescriptor))
    actions.append(.duplicate(lifeline, as: ScannerChild.lifelineDescriptor))
    var environment = ProcessEnvironment.entries.filter {
      !$0.hasPrefix("SWIFT_BACKTRACE=") && !$0.hasPrefix(ScannerChild.lifelineVariable + "=")
    }
    // A crash in the scanner is expected and reported by the parent: no slow backtrace.
    environment.append("SWIFT_BACKTRACE=enable=no")
    environment.append("\(ScannerChild.lifelineVariable)=\(ScannerChild.lifelineDescriptor)")
    return try ChildProcess.spawn(
      executable, arguments: arguments, environment: environment, fileActions: actions)
  }
}
