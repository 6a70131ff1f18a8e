import HostSystem
import Messages
import PluginHost
import TransitionEngine

/// Turns what a run child said and how it ended into the timeline or one line that names the
/// animator, its plugin file, the call it was in and the cause.
struct RunReport {
  /// What the child sent.
  struct Heard {
    /// The last plugin call it entered.
    var call: String?
    /// The timeline, when it got that far.
    var timeline: [UInt8]?
    /// The failure it reported instead.
    var failure: (code: String, message: String)?
    /// Why its stream could not be read.
    var malformed: PluginRunError?
    /// Its peak memory after chosen runs of a repeated transition.
    var memory: [Int] = []

    /// Keeps what a message says.
    mutating func note(_ message: RunMessage) {
      switch message {
      case let .call(name): call = name
      case let .timeline(bytes): timeline = bytes
      case let .failed(code, message): failure = (code, message)
      case let .memory(samples): memory = samples
      }
    }
  }

  let animator: AnimatorMetadata
  let limits: PluginRun.Limits

  /// As `the run child of 'grow'`, for protocol errors.
  var childName: String { "the run child of '\(animator.id)'" }

  /// As `animator 'grow' (/path/libGrowFromButton.so)`.
  private var who: String { "animator '\(animator.id)' (\(animator.plugin.path))" }

  /// The error for a child that could not be started.
  func couldNotStart(_ error: SystemError) -> PluginRunError {
    PluginRunError(
      .failedToRun, subject: animator.id,
      "\(who): cannot start the run child: \(error); check the system's process limits, or pass "
        + "--in-process")
  }

  /// The timeline, or the error that says why there is none.
  func outcome(
    _ heard: Heard, ending: WatchedChild.Ending, termination: ChildProcess.Termination?
  ) throws(PluginRunError) -> Timeline {
    let call = heard.call.map { "in \($0)" } ?? "while loading the plugin"
    let debug =
      "debug it with 'animhost render \(animator.id) --in-process -o x.json' under a debugger"
    if let malformed = heard.malformed {
      throw PluginRunError(
        .failedToRun, subject: animator.id,
        "\(who): \(malformed.message); the child was stopped; report a bug with this line")
    }
    if ending == .silent {
      throw PluginRunError(
        .timedOut, subject: animator.id,
        "\(who): \(heard.call ?? "loading the plugin") did not return within "
          + "\(plainNumber(limits.callSeconds)) s; the plugin was stopped; "
          + "fix the loop or wait, or allow more time with ANIMHOST_CALL_TIMEOUT=SECONDS")
    }
    switch termination?.status {
    case .signaled(let signal)?:
      throw crashed(signal, call: call, debug: debug)
    case .exited(let status)? where status != 0 || (heard.timeline == nil && heard.failure == nil):
      if heard.failure?.code == "protocol" || heard.failure?.code == "limits" { break }
      throw PluginRunError(
        .exited(status: status), subject: animator.id,
        "\(who) exited with status \(status) \(call) before the transition finished; a plugin must "
          + "not call exit(); \(debug)")
    default:
      break
    }
    if let failure = heard.failure { throw reported(failure) }
    guard let bytes = heard.timeline else {
      throw PluginRunError(
        .failedToRun, subject: animator.id,
        "\(who): the run child ended without a timeline; \(debug)")
    }
    do {
      return try TimelineWire.decode(bytes, subject: childName)
    } catch {
      throw PluginRunError(.failedToRun, subject: animator.id, "\(who): \(error.message)")
    }
  }

  private func crashed(_ signal: Signal, call: String, debug: String) -> PluginRunError {
    let cause: String
    switch signal.description {
    case "SIGXCPU":
      cause = "used more than its \(limits.cpuSeconds) s of CPU time \(call) and was stopped"
    case "SIGXFSZ":
      cause = "tried to write to a file \(call) and was stopped (plugins may not write files)"
    case "SIGSYS":
      cause = "made a system call the sandbox forbids \(call) and was stopped"
    default:
      cause = "crashed \(call) (\(signal))"
    }
    return PluginRunError(
      .crashed(signal: signal.description), subject: animator.id,
      "\(who) \(cause); it ran in a child process, so nothing else was affected; \(debug)")
  }

  /// The error the child reported: engine and plugin errors keep their codes (and so their
  /// exit statuses), with the child's message.
  private func reported(_ failure: (code: String, message: String)) -> PluginRunError {
    let parts = failure.code.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2, parts[0] == "engine", let code = EngineError.Code(rawValue: parts[1]) {
      return PluginRunError(.engine(code), subject: animator.id, failure.message)
    }
    if parts.count == 2, parts[0] == "plugin", let code = PluginError.Code(rawValue: parts[1]) {
      return PluginRunError(.plugin(code), subject: animator.id, failure.message)
    }
    return PluginRunError(.failedToRun, subject: animator.id, "\(who): \(failure.message)")
  }
}
