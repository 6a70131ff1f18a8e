import HostSystem
import PluginBridge
import PluginHost
import TransitionEngine

/// The child side of the run protocol: `animhost __run --protocol 1`, started by `PluginRun`,
/// loads the plugin from the descriptor the host checked, runs the transition, and sends
/// `RunMessage`s: a `call` before every call into plugin code, then the `timeline` or `failed`.
///
/// The child never writes a file: the host writes the output. Descriptors: the request on
/// stdin (read to its end), messages on 3, the lifeline on 4, the plugin file on 5; stdout and
/// stderr are /dev/null unless the host runs with `-v`.
package enum RunChild {
  /// The protocol version this host speaks.
  package static let protocolVersion = 1
  /// The hidden subcommand that runs a plugin.
  package static let subcommand = "__run"
  /// Where the messages go.
  package static let outputDescriptor = WatchedChild.reportDescriptor
  /// The plugin file, opened and checked by the host.
  package static let pluginDescriptor: Int32 = 5

  /// The exit status after a run that sent its timeline or its failure.
  package static let reported: Int32 = 0
  /// The exit status when the arguments or the request are not this protocol.
  package static let protocolMismatch: Int32 = 2

  /// Runs one request.
  ///
  /// `send` writes a message's bytes to the host and says whether it could; `confine` applies the
  /// request's limits to this process before the plugin is loaded, and `seal` enters the sandbox
  /// once it is loaded (both return a problem, or nil).
  /// - Returns: the exit status.
  package static func run(
    arguments: [String], request bytes: [UInt8], plugin descriptor: Int32 = pluginDescriptor,
    confine: (RunRequest) -> String? = { _ in nil }, seal: @escaping () -> String? = { nil },
    send: @escaping ([UInt8]) -> Bool
  ) -> Int32 {
    guard arguments == ["--protocol", String(protocolVersion)] else {
      let message =
        "usage: animhost \(subcommand) --protocol \(protocolVersion) (run by animhost itself)"
      _ = send(RunMessage.failed(code: "protocol", message: message).encoded())
      return protocolMismatch
    }
    let request: RunRequest
    do {
      request = try RunRequest(decoding: bytes, subject: "the run request")
    } catch {
      _ = send(RunMessage.failed(code: "protocol", message: error.message).encoded())
      return protocolMismatch
    }
    if let problem = confine(request) {
      _ = send(RunMessage.failed(code: "limits", message: problem).encoded())
      return reported
    }
    let outcome: RunMessage
    do {
      // A run of the same call (completion after completion) is sent once: the host only
      // needs to know which kind of call was running if the child stops.
      var last: PluginCall?
      let timeline = try run(
        request, descriptor: descriptor, seal: seal,
        memory: { _ = send(RunMessage.memory($0).encoded()) }
      ) { call in
        guard call != last else { return }
        last = call
        _ = send(RunMessage.call(call.name).encoded())
      }
      outcome = .timeline(TimelineWire.encode(timeline))
    } catch let error as EngineError {
      outcome = .failed(code: "engine.\(error.code.rawValue)", message: error.message)
    } catch let error as PluginError {
      outcome = .failed(code: "plugin.\(error.code.rawValue)", message: error.message)
    } catch {
      outcome = .failed(code: "other", message: "animator '\(request.animatorID)' failed: \(error)")
    }
    return send(outcome.encoded()) ? reported : protocolMismatch
  }

  /// The child process: `animhost __run --protocol 1`, with its descriptors set up by `PluginRun`.
  ///
  /// Exits with the run's status.
  package static func main(arguments: [String]) -> Int32 {
    Lifeline.watch()
    let output = FileDescriptor(rawValue: outputDescriptor)
    let input = (try? FileDescriptor.standardInput.readToEnd(limit: maximumRequest)) ?? []
    return run(arguments: arguments, request: input, confine: confine, seal: seal) { bytes in
      (try? output.writeAll(bytes)) != nil
    }
  }

  /// The largest request the child reads: a scene within the scene format's limits is far less.
  static let maximumRequest = 64 << 20

  /// Lowers this process's limits to the request's: CPU time, address space, and a file size of
  /// zero, so the plugin cannot write to any file (a write is SIGXFSZ; pipes are not files).
  static func confine(_ request: RunRequest) -> String? {
    do {
      try ResourceLimit.cpuSeconds.lower(
        to: UInt64(request.cpuSeconds), hard: UInt64(request.cpuSeconds) + 1)
      try ResourceLimit.addressSpace.lower(to: UInt64(request.memoryBytes))
      try ResourceLimit.fileSize.lower(to: 0)
      return nil
    } catch {
      return "the run child could not limit itself: \(error)"
    }
  }

  /// Enters the sandbox: from here the plugin can compute and talk to the host, nothing else.
  static func seal() -> String? {
    do {
      try Sandbox.enter()
      return nil
    } catch {
      return "the run child cannot enter its sandbox (\(error)); this kernel needs seccomp, or "
        + "pass --in-process to run the plugin unconfined in animhost itself"
    }
  }

  /// Loads the animator from the inherited descriptor, seals the process, and computes the
  /// animator's timeline.
  static func run(
    _ request: RunRequest, descriptor: Int32, seal: () -> String?,
    memory: ([Int]) -> Void = { _ in }, observer: @escaping (PluginCall) -> Void
  ) throws -> Timeline {
    let file = try PluginFile.inherited(
      descriptor: FileDescriptor(rawValue: descriptor), path: request.pluginPath)
    let animators = try PluginLoader.load(file)
    if let problem = seal() {
      throw PluginError(
        .loadFailed, subject: request.pluginPath, "\(request.pluginPath): \(problem)")
    }
    guard let animator = animators.first(where: { $0.id == request.animatorID }) else {
      throw PluginError(
        .notFound, subject: request.animatorID,
        "\(request.pluginPath): no longer declares animator '\(request.animatorID)'; "
          + "run 'animhost list --rescan'")
    }
    var timeline: Timeline?
    var samples: [Int] = []
    for index in 1...max(1, request.repeats) {
      timeline = try PluginTransition.run(
        animator, parameters: request.parameters.map { ($0.name, $0.value) },
        request: request.transition, observer: observer)
      // Peak memory after the warm-up runs and after the last: growth in between is a leak.
      if request.repeats > 1, index == min(10, request.repeats) || index == request.repeats {
        samples.append(CurrentProcess.peakResidentBytes)
      }
    }
    if !samples.isEmpty { memory(samples) }
    guard let timeline else { preconditionFailure("RunChild.run: no run") }
    return timeline
  }
}
