import AnimHostTestSupport
import Foundation
import Testing
import TransitionEngine

/// Animators that go far over the engine's limits inside animateTransition: each run ends with exit
/// 70 and one line naming the animator and the limit, or, where the value can be clamped, runs to
/// the end with a `limit-exceeded` diagnostic.
///
/// Never a crash, never unbounded memory or time: each of these runs took gigabytes or minutes
/// before the limits (or aborted).
@Suite struct EngineLimitsCLITests {
  /// A misbehaviour that ends the run, and the limit's part of the error line.
  static let failures: [(LimitFixtures.Misbehaviour, String)] = [
    (.hugeDuration, "transition duration 1000000000 s exceeds the limit of 60 s"),
    (.nestedViews, "view depth 65 levels exceeds the limit of 64 levels"),
    (.manyViews, "views in one run 30001 exceeds the limit of 30000"),
    (.openBlocks, "open animation blocks 65 exceeds the limit of 64"),
  ]

  /// Runs `render ID` with the fixture's directory and extra arguments.
  private func render(
    _ misbehaviour: LimitFixtures.Misbehaviour, in dir: TestDirectory, _ arguments: [String]
  ) throws -> ProcessRunner.Result {
    try AnimHostProcess.run(["render", misbehaviour.id, "--plugin-dir", dir.path] + arguments)
  }

  @Test(arguments: failures)
  func goingOverALimitThatCannotBeClampedExits70(
    misbehaviour: LimitFixtures.Misbehaviour, limit: String
  ) throws {
    let dir = try LimitFixtures.build(misbehaviour)
    let output = dir.file("out.json")
    let result = try render(misbehaviour, in: dir, ["-o", output])
    #expect(result.status == 70)
    let line = "animator '\(misbehaviour.id)' went over a limit: \(limit); the run was stopped"
    #expect(result.stderr == "animhost: error: \(line)\n")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output), "no partial output")
  }

  /// A misbehaviour that is clamped, and the diagnostics' messages after the animator's name.
  static let clamps: [(LimitFixtures.Misbehaviour, [String])] = [
    (
      .hugeShadowRadius,
      ["shadow radius 1000000000 points exceeds the limit of 256 points; clamped to 256 points"]
    ),
    (.longText, ["label text exceeds the limit of 4096 bytes; it was cut to that length"]),
    (
      .emitterCells,
      [
        "emitter cells 64 per layer exceeds the limit of 32 per layer; the first 32 were kept",
        "live particles exceed the limit of 10000; further births were skipped",
      ]
    ),
  ]

  @Test(arguments: clamps)
  func aValueOverALimitIsClampedWithADiagnostic(
    misbehaviour: LimitFixtures.Misbehaviour, messages: [String]
  ) throws {
    let dir = try LimitFixtures.build(misbehaviour)
    let output = dir.file("out.json")
    let result = try render(misbehaviour, in: dir, ["-o", output, "--direction", "present"])
    #expect(result.status == 0, "\(result.stderr)")
    let summary = "the timeline has \(messages.count) diagnostic(s); pass -v to see them"
    #expect(result.stderr == "animhost: warning: \(summary)\n")
    let diagnostics = try RenderedTimeline(output).diagnostics
    #expect(diagnostics.map { $0["code"] as? String } == messages.map { _ in "limit-exceeded" })
    let expected = messages.map { "animator '\(misbehaviour.id)': \($0)" }
    #expect(diagnostics.map { $0["message"] as? String } == expected)
  }

  /// The shadow that aborted the host allocating 211 GB draws as a 256-point blur.
  @Test func aHugeShadowRadiusRendersAsAGIF() throws {
    let dir = try LimitFixtures.build(.hugeShadowRadius)
    let output = dir.file("out.gif")
    let arguments = ["-o", output, "--scale", "0.5", "--direction", "present"]
    let result = try render(.hugeShadowRadius, in: dir, arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(output): present 0.25 s"))
  }

  /// The label keeps the first 4096 bytes of the 10 MB text.
  @Test func aLongLabelTextIsCut() throws {
    let dir = try LimitFixtures.build(.longText)
    let output = dir.file("out.json")
    let result = try render(.longText, in: dir, ["-o", output, "--direction", "present"])
    #expect(result.status == 0, "\(result.stderr)")
    let last = try RenderedTimeline(output).tree(0, -1)
    let texts = RenderedTimeline.nodes(in: last).compactMap { $0["text"] as? String }
    #expect(texts.contains(String(repeating: "x", count: 4096)))
  }

  /// The Limits section of the transition model lists every limit with its value.
  @Test(arguments: EngineLimits.all)
  func everyLimitIsDocumented(limit: EngineLimit) throws {
    let path = BuiltProducts.packageRoot + "/docs/transition-model.md"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("| `\(limit.id)` | \(EngineLimit.format(limit.value))"))
  }
}
