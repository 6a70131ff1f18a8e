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
  ///
  /// The child is a `WatchedChild`: it reports on fd 3, dies with the host, and is killed after
  /// `timeout` seconds of silence. It writes a record before and after each file, so the deadline
  /// is each file's own: a batch of many slow-but-working plugins never times out.
  static func run(executable: String, paths: [String], timeout: Double, showOutput: Bool)
    -> ScannerBatch
  {
    var batch = ScannerBatch()
    let arguments =
      [
        executable, ScannerChild.subcommand, "--protocol", String(ScannerChild.protocolVersion),
        "--",
      ] + paths
    let child: WatchedChild
    do {
      child = try WatchedChild.start(executable, arguments: arguments, showsOutput: showOutput)
    } catch {
      batch.ending = .failedToStart("\(executable): \(error.code)")
      return batch
    }
    var data: [UInt8] = []
    let ending = child.read(silence: timeout) { chunk in
      data += chunk
      return true
    }
    let status = child.wait()?.status ?? .exited(0)
    batch.parse(data)
    if ending == .silent {
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

  /// Reads the records: complete lines only, since a crash may cut the last one short.
  private mutating func parse(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    var lines = ScanRecord.lines(text[...])
    // The text after the last newline: empty, or a line the child never finished.
    lines.removeLast()
    guard let first = lines.first.map(ScanRecord.fields) else {
      ending = .protocolError("it wrote nothing")
      return
    }
    guard first == ["animhost-scan", String(ScannerChild.protocolVersion)] else {
      ending = .protocolError(
        first.first == "error" && first.count > 1 ? first[1] : "it does not speak protocol 1")
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
          let message =
            "\(path): the scanner sent a malformed report (\(error.reason)); "
            + "rebuild the plugin or report a bug"
          outcomes.append((path, .failed(PluginError(.invalidDescriptor, subject: path, message))))
        }
        started = nil
        decoder = nil
      case "end":
        complete = true
      default:
        do throws(ScanRecord.Malformed) { try decoder?.feed(fields) } catch {
          broken = broken ?? error.reason
        }
      }
    }
  }
}
