import AnimHostTestSupport
import Foundation
import Testing

/// Animators that crash, trap, abort, exit or hang inside a plugin call: since plugins run in a
/// child process, the host survives each one, prints one line naming the animator, its file,
/// the call and the cause, exits 70, and leaves no output or temporary file behind.
@Suite struct PluginRunTests {
  /// Each misbehaviour and what the line says after `animator 'ID' (FILE) `.
  static let cases: [(RunFixtures.Misbehaviour, String)] = [
    (.abort, "crashed in animateTransition(using:) (SIGABRT)"),
    (.segfault, "crashed in animateTransition(using:) (SIGSEGV)"),
    (.trap, "crashed in animateTransition(using:) (\(trapSignal))"),
    (.abortInDuration, "crashed in transitionDuration(using:) (SIGABRT)"),
    (.exit, "exited with status 0 in animateTransition(using:) before the transition finished"),
  ]

  /// The signal `__builtin_trap()` raises on this machine.
  static let trapSignal: String = {
    #if arch(arm64)
      "SIGTRAP"
    #else
      "SIGILL"
    #endif
  }()

  /// The end of every crash line: what to do about it.
  static func debugHint(_ id: String) -> String {
    "debug it with 'animhost render \(id) --in-process -o x.json' under a debugger"
  }

  private func render(
    _ misbehaviour: RunFixtures.Misbehaviour, in dir: TestDirectory, _ extra: [String] = [],
    environment: [String: String] = [:]
  ) throws -> ProcessRunner.Result {
    try AnimHostProcess.run(
      ["render", misbehaviour.id, "--plugin-dir", dir.path, "-o", dir.file("out.gif")] + extra,
      environment: environment)
  }

  @Test(arguments: cases)
  func aCrashOrExitInThePluginIsOneLineAndExit70(
    misbehaviour: RunFixtures.Misbehaviour, cause: String
  ) throws {
    let dir = try RunFixtures.build(misbehaviour)
    let before = try dir.contents()
    let result = try render(misbehaviour, in: dir)
    let who = "animator '\(misbehaviour.id)' (\(dir.file("libRun.so")))"
    let tail =
      misbehaviour == .exit
      ? "; a plugin must not call exit(); \(Self.debugHint(misbehaviour.id))"
      : "; it ran in a child process, so nothing else was affected; "
        + Self.debugHint(misbehaviour.id)
    #expect(result.stderr == "animhost: error: \(who) \(cause)\(tail)\n")
    #expect(result.status == 70)
    #expect(result.stdout.isEmpty)
    #expect(try dir.contents() == before, "no output or temporary file")
  }

  @Test(arguments: [RunFixtures.Misbehaviour.loop, .loopInCompletion])
  func aPluginCallThatNeverReturnsIsStoppedAtTheLimit(_ misbehaviour: RunFixtures.Misbehaviour)
    throws
  {
    let dir = try RunFixtures.build(misbehaviour)
    let before = try dir.contents()
    let result = try render(misbehaviour, in: dir, environment: ["ANIMHOST_CALL_TIMEOUT": "0.5"])
    let who = "animator '\(misbehaviour.id)' (\(dir.file("libRun.so")))"
    #expect(
      result.stderr
        == "animhost: error: \(who): \(misbehaviour.call) did not return within 0.5 s; the plugin "
        + "was stopped; fix the loop or wait, "
        + "or allow more time with ANIMHOST_CALL_TIMEOUT=SECONDS\n"
    )
    #expect(result.status == 70)
    #expect(try dir.contents() == before)
  }

  @Test(arguments: [RunFixtures.Misbehaviour.openSocket, .startProgram, .createFile])
  func theSandboxStopsNetworkProgramsAndNewFiles(_ misbehaviour: RunFixtures.Misbehaviour) throws {
    try? FileManager.default.removeItem(atPath: RunFixtures.forbiddenFile)
    let dir = try RunFixtures.build(misbehaviour)
    let before = try dir.contents()
    let result = try render(misbehaviour, in: dir)
    let who = "animator '\(misbehaviour.id)' (\(dir.file("libRun.so")))"
    #expect(
      result.stderr
        == "animhost: error: \(who) made a system call the sandbox forbids in "
        + "animateTransition(using:) and was stopped; it ran in a child process, so nothing else "
        + "was affected; \(Self.debugHint(misbehaviour.id))\n")
    #expect(result.status == 70)
    #expect(try dir.contents() == before)
    #expect(!FileManager.default.fileExists(atPath: RunFixtures.forbiddenFile))
  }

  @Test func aPluginThatUsesUpItsCPUTimeIsStopped() throws {
    let dir = try RunFixtures.build(.spin)
    let result = try render(
      .spin, in: dir, environment: ["ANIMHOST_RUN_CPU_SECONDS": "1", "ANIMHOST_CALL_TIMEOUT": "30"])
    let who = "animator 'run-spin' (\(dir.file("libRun.so")))"
    #expect(
      result.stderr
        == "animhost: error: \(who) used more than its 1 s of CPU time in "
        + "animateTransition(using:) "
        + "and was stopped; it ran in a child process, so nothing else was affected; "
        + "\(Self.debugHint("run-spin"))\n")
    #expect(result.status == 70)
  }

  @Test func aPluginThatAllocatesWithoutEndFailsAtTheMemoryLimit() throws {
    let dir = try RunFixtures.build(.allocate)
    let result = try render(.allocate, in: dir, environment: ["ANIMHOST_RUN_MEMORY_MB": "512"])
    let who = "animator 'run-allocate' (\(dir.file("libRun.so")))"
    #expect(
      result.stderr.hasPrefix(
        "animhost: error: \(who) crashed in animateTransition(using:) (SIGABRT)"))
    #expect(result.status == 70)
  }

  @Test func inProcessRunsThePluginInTheHostForADebugger() throws {
    let dir = try RunFixtures.build(.abort)
    let result = try render(.abort, in: dir, ["--in-process"])
    // Foundation reports a process killed by a signal with the signal's number.
    #expect(result.status == SIGABRT, "the host itself aborts: \(result.status) \(result.stderr)")
    #expect(!result.stderr.contains("animhost: error:"))
  }

  @Test func aGalleryWritesEveryOtherAnimatorWhenOneCrashes() throws {
    let dir = try RunFixtures.build(.segfault)
    try dir.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    let gallery = dir.file("gallery")
    let result = try AnimHostProcess.run([
      "render", "--all", "--gallery", gallery, "--plugin-dir", dir.path, "--scale", "0.25", "--fps",
      "5",
    ])
    #expect(result.status == 70)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("animhost: error: animator 'run-segfault'") && $0.contains("(SIGSEGV)")
      })
    #expect(
      lines.last?.hasSuffix("animator(s) failed: run-segfault; the other GIFs were written") == true
    )
    #expect(FileManager.default.fileExists(atPath: gallery + "/grow.gif"))
    #expect(!FileManager.default.fileExists(atPath: gallery + "/run-segfault.gif"))
  }
}
