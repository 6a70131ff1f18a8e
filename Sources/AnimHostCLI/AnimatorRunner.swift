import HostSystem
import PluginBridge
import PluginHost
import PluginRunner
import TransitionEngine

/// Computes an animator's timeline for `render` and `play`: in a run child (no plugin code ever
/// runs in this process), or in this process with `--in-process`, for a debugger.
package struct AnimatorRunner: Sendable {
  /// Whether plugins run in this process.
  let inProcess: Bool
  /// The child runner, with its limits.
  let child: PluginRun
  /// Whether insecure plugin files may be used (`--allow-insecure`).
  let allowInsecure: Bool

  /// A runner with every setting given (tests).
  package init(child: PluginRun, inProcess: Bool = false, allowInsecure: Bool = false) {
    self.child = child
    self.inProcess = inProcess
    self.allowInsecure = allowInsecure
  }

  /// The runner the command line asks for.
  init(host: AnimHost, _ parsed: ParsedArguments) {
    let variables = host.environment.variables
    inProcess = parsed.flags.contains("--in-process") || variables["ANIMHOST_IN_PROCESS"] == "1"
    child = PluginRun(
      executable: CurrentProcess.executablePath ?? "/proc/self/exe",
      limits: Self.limits(host.environment),
      showsOutput: parsed.flags.contains("--verbose"))
    allowInsecure = parsed.flags.contains("--allow-insecure")
  }

  /// The run child's limits: the defaults, changed by `ANIMHOST_CALL_TIMEOUT` (seconds a plugin
  /// call may take), `ANIMHOST_RUN_CPU_SECONDS` and `ANIMHOST_RUN_MEMORY_MB`; a value that is
  /// not a positive number is ignored.
  static func limits(_ environment: AnimHost.Environment) -> PluginRun.Limits {
    var limits = PluginRun.Limits.standard
    let positive = environment.positiveNumber
    if let seconds = positive("ANIMHOST_CALL_TIMEOUT") { limits.callSeconds = seconds }
    if let seconds = positive("ANIMHOST_RUN_CPU_SECONDS") {
      limits.cpuSeconds = Int(min(seconds.rounded(.up), 86_400))
    }
    if let megabytes = positive("ANIMHOST_RUN_MEMORY_MB") {
      limits.memoryBytes = Int(min(megabytes.rounded(.up), 1_048_576)) << 20
    }
    return limits
  }

  /// The timeline of an animator found by the registry.
  /// - Throws: CLIError with the exit code of the failure (70 for a plugin that crashed, hung,
  ///   exited or broke a limit; 64 for a request the engine refuses).
  func timeline(
    _ animator: AnimatorMetadata, registry: PluginRegistry,
    parameters: [(name: String, value: String)], request: TransitionRequest
  ) throws(CLIError) -> Timeline {
    try Self.checkKind(animator, request)
    if inProcess {
      let loaded: LoadedAnimator
      do {
        loaded = try registry.load(animator)
      } catch {
        throw error.cliError
      }
      return try Self.inProcess(loaded, parameters: parameters, request: request)
    }
    let file: PluginFile
    do {
      file = try PluginFile.open(animator.plugin.path, allowInsecure: allowInsecure) { _ in }
    } catch {
      throw error.cliError
    }
    defer { file.discard() }
    return try timeline(animator, file: file, parameters: parameters, request: request)
  }

  /// The timeline of an animator in an open, checked plugin file, computed in a run child.
  func timeline(
    _ animator: AnimatorMetadata, file: PluginFile,
    parameters: [(name: String, value: String)], request: TransitionRequest
  ) throws(CLIError) -> Timeline {
    try Self.checkKind(animator, request)
    do {
      return try child.run(animator, file: file, parameters: parameters, request: request)
    } catch {
      throw error.cliError
    }
  }

  /// Refuses a navigation run of an animator that vends no push (or pop) animator, naming the
  /// kinds it has (exit 64).
  static func checkKind(_ animator: AnimatorMetadata, _ request: TransitionRequest)
    throws(CLIError)
  {
    let kinds =
      (animator.canPresent || animator.canDismiss ? ["present"] : [])
      + (animator.canPush || animator.canPop ? ["push"] : []) + (animator.canTab ? ["tab"] : [])
    if request.kind == .present, !animator.canPresent, !animator.canDismiss, !kinds.isEmpty {
      throw .usage(
        "animator '\(animator.id)' does not present; it supports --kind "
          + "\(kinds.joined(separator: ", ")); add '--kind \(kinds[0])'",
        subject: animator.id)
    }
    if request.kind == .tab, !animator.canTab {
      throw .usage(
        "animator '\(animator.id)' does not animate tab switches; it supports --kind "
          + "\((kinds.isEmpty ? ["present"] : kinds).joined(separator: ", ")); choose one of "
          + "those, or an animator whose capabilities list tab ('animhost info NAME')",
        subject: animator.id)
    }
    guard request.kind == .push else { return }
    let directions = request.direction.directions
    let lacks =
      (directions.contains(.present) && !animator.canPush)
      || (directions.contains(.dismiss) && !animator.canPop)
    guard lacks else { return }
    let supported = (kinds.isEmpty ? ["present"] : kinds).map {
      $0 == "push" && !animator.canPop
        ? "push (no pop)"
        : $0 == "push" && !animator.canPush
          ? "push (pop only)" : $0
    }
    throw .usage(
      "animator '\(animator.id)' does not animate navigation "
        + (animator.canPush || animator.canPop ? "in that direction" : "pushes and pops")
        + "; it supports --kind \(supported.joined(separator: ", ")); choose one of those, or an "
        + "animator whose capabilities list push and pop ('animhost info NAME')",
      subject: animator.id)
  }

  /// Runs a loaded animator in this process, mapping engine errors to exit codes.
  static func inProcess(
    _ animator: LoadedAnimator, parameters: [(name: String, value: String)],
    request: TransitionRequest
  ) throws(CLIError) -> Timeline {
    do {
      return try PluginTransition.run(animator, parameters: parameters, request: request)
    } catch let error as EngineError {
      throw error.cliError
    } catch let error as PluginError {
      throw error.cliError
    } catch {
      throw CLIError(.software, subject: animator.id, "animator '\(animator.id)' failed: \(error)")
    }
  }
}

extension EngineError {
  /// The CLI error: a request the engine refuses is a usage error (64), anything an animator
  /// did wrong is a software error (70).
  var cliError: CLIError {
    CLIError(code == .badRequest ? .usage : .software, subject: subject, message)
  }
}

extension PluginRunError {
  /// The CLI error, with the exit code the same failure has in process.
  var cliError: CLIError {
    switch code {
    case .engine(let engineCode): EngineError(engineCode, subject: subject, message).cliError
    case .plugin(let pluginCode): PluginError(pluginCode, subject: subject, message).cliError
    case .crashed, .timedOut, .exited, .failedToRun, .malformed, .unsupportedVersion:
      CLIError(.software, subject: subject, message)
    }
  }
}
