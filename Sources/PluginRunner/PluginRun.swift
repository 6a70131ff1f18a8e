import HostSystem
import PluginHost
import TransitionEngine

/// Runs an animator in a child process of the host (`animhost __run`), so that no plugin code
/// runs in the host: a crash, an abort, a trap, an `exit()` or a hang in the plugin ends the
/// child, and the host reports it naming the animator and the call it was in.
///
/// The child gets the request on stdin (a socket: a child that dies early cannot kill the host
/// with SIGPIPE), the plugin file as the descriptor the host opened and checked (fd 5), and is
/// watched as a `WatchedChild`: reports on fd 3, lifeline on fd 4, no backtracer prompt.
package struct PluginRun {
  /// The bounds a run child works within.
  package struct Limits: Equatable, Sendable {
    /// Seconds of wall time a plugin call may take: the child must send its next message within
    /// this, or it is killed.
    package var callSeconds: Double
    /// Seconds of CPU time the whole child may use (RLIMIT_CPU: the kernel stops it).
    package var cpuSeconds: Int
    /// Bytes of address space the child may map (RLIMIT_AS: allocations beyond it fail).
    package var memoryBytes: Int

    /// Limits with every value given.
    package init(callSeconds: Double, cpuSeconds: Int, memoryBytes: Int) {
      self.callSeconds = callSeconds
      self.cpuSeconds = cpuSeconds
      self.memoryBytes = memoryBytes
    }

    /// The defaults: 5 s per call, 60 s of CPU in all, 4 GiB of address space.
    package static let standard = Limits(callSeconds: 5, cpuSeconds: 60, memoryBytes: 4 << 30)
  }

  /// The host executable, started again as the child.
  package var executable: String
  /// The bounds.
  package var limits: Limits
  /// Whether the child's stdout and stderr reach the host's stderr (`-v`).
  package var showsOutput: Bool

  /// A runner that starts `executable` with these limits.
  package init(executable: String, limits: Limits = .standard, showsOutput: Bool = false) {
    self.executable = executable
    self.limits = limits
    self.showsOutput = showsOutput
  }

  /// Runs the animator of a checked plugin file in a child and returns the timeline it computed.
  ///
  /// The file's descriptor stays the caller's (it is given to the child as a copy).
  /// - Throws: PluginRunError naming the animator, the plugin call and the cause.
  package func run(
    _ animator: AnimatorMetadata, file: PluginFile, parameters: [(name: String, value: String)],
    request: TransitionRequest
  ) throws(PluginRunError) -> Timeline {
    try run(animator, file: file, parameters: parameters, request: request, capturing: false)
      .timeline.get()
  }

  /// Runs as `run` does, and keeps what the plugin wrote to stdout and stderr.
  ///
  /// At most `WatchedChild.outputLimit` bytes are kept: `animhost check` holds plugins to
  /// silence. With `repeats` above 1 the transition runs that many times in the one child, and
  /// `memory` holds its peak resident bytes after run 10 and after the last.
  package func runCapturingOutput(
    _ animator: AnimatorMetadata, file: PluginFile, parameters: [(name: String, value: String)],
    request: TransitionRequest, repeats: Int = 1
  ) -> (timeline: Result<Timeline, PluginRunError>, output: [UInt8], memory: [Int]) {
    run(
      animator, file: file, parameters: parameters, request: request, capturing: true,
      repeats: repeats)
  }

  private func run(
    _ animator: AnimatorMetadata, file: PluginFile, parameters: [(name: String, value: String)],
    request: TransitionRequest, capturing: Bool, repeats: Int = 1
  ) -> (timeline: Result<Timeline, PluginRunError>, output: [UInt8], memory: [Int]) {
    let report = RunReport(animator: animator, limits: limits)
    var runRequest = RunRequest(
      pluginPath: file.path, animatorID: animator.id,
      parameters: parameters.map { .init(name: $0.name, value: $0.value) }, transition: request,
      cpuSeconds: limits.cpuSeconds, memoryBytes: limits.memoryBytes)
    runRequest.repeats = repeats
    let bytes = runRequest.encoded()
    let child: WatchedChild
    do {
      let (ours, theirs) = try FileDescriptor.socketPair()
      // Each end is closed exactly once: a second close could close a descriptor another
      // thread has just been given the same number for (another run's lifeline).
      defer {
        try? ours.close()
        try? theirs.close()
      }
      child = try WatchedChild.start(
        executable,
        arguments: [
          executable, RunChild.subcommand, "--protocol", String(RunChild.protocolVersion),
        ],
        input: theirs, descriptors: [(file.descriptor, as: RunChild.pluginDescriptor)],
        showsOutput: showsOutput, capturesOutput: capturing)
      // A child that dies before reading it all is reported below by how it ended.
      try? ours.sendAll(bytes)
      try? ours.shutDownWriting()
    } catch {
      return (.failure(report.couldNotStart(error)), [], [])
    }
    var parser = RunMessageParser(subject: report.childName)
    var heard = RunReport.Heard()
    let ending = child.read(silence: limits.callSeconds) { chunk in
      do throws(PluginRunError) {
        for message in try parser.feed(chunk) { heard.note(message) }
        return true
      } catch {
        heard.malformed = error
        return false
      }
    }
    let termination = child.wait()
    let timeline = Result { () throws(PluginRunError) in
      try report.outcome(heard, ending: ending, termination: termination)
    }
    return (timeline, child.capturedOutput, heard.memory)
  }
}
