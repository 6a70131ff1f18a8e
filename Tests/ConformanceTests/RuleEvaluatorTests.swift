import Conformance
import PluginHost
import PluginRunner
import Testing
import TransitionEngine

/// Each rule against runs made by hand: what breaks it and what does not.
@Suite struct RuleEvaluatorTests {
  static let plain = CheckCase(
    id: "both/fullScreen/phone", direction: .both, style: .fullScreen, size: .phone,
    cancelAt: nil, parameters: [])

  /// A timeline with one present whose diagnostics are given.
  static func timeline(_ diagnostics: [Diagnostic]) -> Timeline {
    let root = FrameNode(
      id: 1, name: "window", kind: "window", frame: .zero, alpha: 1, isHidden: false,
      color: .black)
    let segment = TransitionSegment(
      direction: .present, style: .fullScreen, animator: "t", duration: 0.3, completedAt: 0.3,
      didComplete: true, frames: [Frame(index: 0, time: 0, root: root)], events: [],
      diagnostics: diagnostics)
    return Timeline(
      animatorID: "t", scene: "yellow", size: .phone, fps: 30, seed: 1, segments: [segment])
  }

  static func failures(_ run: CaseRun, _ checkCase: CheckCase = plain) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: RuleEvaluator.evaluate(checkCase, run).filter { !$0.passed }.map {
        ($0.rule.id, $0.reason)
      })
  }

  @Test(arguments: [
    ("left-behind", "nothing-left-behind"), ("complete-transition-twice", "completes-once"),
    ("unbalanced-appearance-end", "appearance-balanced"), ("bad-handle", "valid-handles"),
    ("animations-outlived-transition", "animations-finish"),
    ("presented-view-missing", "presented-view-in-place"),
  ])
  func aWarningBreaksItsRule(code: String, rule: String) {
    let warning = Diagnostic(time: 0.1, level: .warning, code: code, message: "what happened")
    let run = CaseRun(timeline: .success(Self.timeline([warning])), output: [])
    #expect(Self.failures(run) == [rule: "present: what happened"])
  }

  @Test func informationBreaksNothing() {
    let note = Diagnostic(
      time: 0.3, level: .info, code: "presenter-view-restored", message: "put back")
    #expect(Self.failures(CaseRun(timeline: .success(Self.timeline([note])), output: [])).isEmpty)
  }

  @Test func aRunThatNeverCompletesBreaksCompletesOnceOnly() {
    let error = PluginRunError(.engine(.timeout), subject: "t", "never completed")
    #expect(
      Self.failures(CaseRun(timeline: .failure(error), output: [])) == [
        "completes-once": "never completed"
      ])
  }

  @Test func aCrashBreaksRunsToTheEndAndNothingElseIsJudged() {
    let error = PluginRunError(.crashed(signal: "SIGSEGV"), subject: "t", "crashed\nsecond line")
    let results = RuleEvaluator.evaluate(Self.plain, CaseRun(timeline: .failure(error), output: []))
    #expect(results.map(\.rule) == [.silent, .runsToTheEnd])
    #expect(results.last?.reason == "crashed")
  }

  @Test func printingBreaksSilent() {
    let run = CaseRun(timeline: .success(Self.timeline([])), output: Array("hi\nthere\n".utf8))
    #expect(Self.failures(run) == ["silent": "the plugin wrote 9 bytes, starting 'hi'"])
  }

  @Test func aSecondRunThatDiffersBreaksDeterministic() {
    var other = Self.timeline([])
    other.segments[0].frames[0].root.alpha = 0.5
    var twice = Self.plain
    twice.runsTwice = true
    let run = CaseRun(timeline: .success(Self.timeline([])), output: [], second: .success(other))
    #expect(
      Self.failures(run, twice)
        == ["deterministic": "present frame 0 (0.0 s) differs: window: alpha 1 != 0.5"])
  }

  @Test func aCancelThatLeavesAChangeBreaksCancelRestores() {
    var timeline = Self.timeline([])
    timeline.segments[0].didComplete = false
    var changed = timeline.segments[0].frames[0].root
    changed.cornerRadius = 24
    timeline.segments[0].before = timeline.segments[0].frames[0].root
    timeline.segments[0].frames[0].root = changed
    var cancel = Self.plain
    cancel.cancelAt = 0.5
    #expect(
      Self.failures(CaseRun(timeline: .success(timeline), output: []), cancel)
        == ["cancel-restores": "present: window: corner radius 0 != 24"])
  }

  @Test func theBundledParametersAreValid() throws {
    let snow = try CheckCaseTests.metadata("ChristmasSnow")
    #expect(RuleEvaluator.parameters(snow).passed)
  }

  @Test(arguments: [
    ("200", 1.0, 100.0, "'density' defaults to '200': expected a number in 1...100"),
    ("5", 10.0, 1.0, "'density' declares the range 10.0...1.0"),
  ])
  func aParameterDeclaredWrongBreaksParametersValidated(
    defaultValue: String, minimum: Double, maximum: Double, reason: String
  ) throws {
    var snow = try CheckCaseTests.metadata("ChristmasSnow")
    let index = try #require(snow.parameters.firstIndex { $0.name == "density" })
    snow.parameters[index].defaultValue = defaultValue
    snow.parameters[index].minimum = minimum
    snow.parameters[index].maximum = maximum
    let result = RuleEvaluator.parameters(snow)
    #expect(!result.passed)
    #expect(result.reason == reason)
  }

  @Test(arguments: [
    ([40 << 20, 48 << 20], true), ([40 << 20, 140 << 20], false), ([], false),
  ])
  func memoryThatKeepsGrowingBreaksBoundedMemory(samples: [Int], passes: Bool) {
    var repeated = Self.plain
    repeated.repeats = 100
    let run = CaseRun(timeline: .success(Self.timeline([])), output: [], memory: samples)
    let result = RuleEvaluator.evaluate(repeated, run).first { $0.rule == .boundedMemory }
    #expect(result?.passed == passes, "\(result?.reason ?? "")")
  }
}
