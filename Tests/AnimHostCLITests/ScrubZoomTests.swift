import AnimHostTestSupport
import Foundation
import Testing

/// `scrub-zoom`: a present on a `UIViewPropertyAnimator` vended by
/// `interruptibleAnimator(using:)`, scrubbed by `--interactive`, reversed by a cancel and let go
/// on a spring.
@Suite struct ScrubZoomTests {
  /// The button's width and the screen's on the default phone scene.
  static let buttonWidth = 120.0
  static let screenWidth = 390.0

  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("scrub-zoom")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "scrub-zoom", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The presented screen's width in each frame of a transition.
  private func widths(_ timeline: RenderedTimeline, _ transition: Int) -> [Double] {
    (0..<timeline.trees(transition).count).map {
      timeline.frame("VCYellow.view", transition: transition, frame: $0)?[2] ?? 0
    }
  }

  @Test func withoutAScriptItRunsOnItsOwn() throws {
    let timeline = try render([])
    #expect(timeline.didComplete(0) == true)
    #expect(timeline.didComplete(1) == true)
    #expect(!timeline.eventNames(0).contains("startInteractiveTransition"))
    let widths = widths(timeline, 0)
    #expect(abs((widths.first ?? 0) - Self.buttonWidth) < 1, "\(widths)")
    #expect(abs((widths.last ?? 0) - Self.screenWidth) < 0.01, "\(widths)")
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test func aScrubShowsTheFractionLinearlyThenASpringFinishes() throws {
    let timeline = try render([
      "--direction", "present", "--interactive", "0s=0%,0.25s=60%,0.4s=45%,finish",
    ])
    #expect(timeline.didComplete(0) == true)
    let widths = widths(timeline, 0)
    let span = Self.screenWidth - Self.buttonWidth
    // scrubsLinearly: the shown value is linear in the fraction, whatever the curve.
    let at60 = widths[RenderedTimeline.index(at: 0.25)]
    let at45 = widths[RenderedTimeline.index(at: 0.4)]
    #expect(abs(at60 - (Self.buttonWidth + 0.6 * span)) < 0.5, "\(at60)")
    #expect(abs(at45 - (Self.buttonWidth + 0.45 * span)) < 0.5, "\(at45)")
    // Let go on an underdamped spring: it overshoots the full width, then settles on it.
    let after = widths[RenderedTimeline.index(at: 0.4)...]
    #expect((after.max() ?? 0) > Self.screenWidth + 1, "\(Array(after))")
    #expect(abs((widths.last ?? 0) - Self.screenWidth) < 0.01)
    let events = timeline.eventNames(0)
    #expect(events.contains("finishInteractiveTransition"), "\(events)")
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
  }

  @Test func aCancelReversesMidFlightAndPutsEverythingBack() throws {
    let timeline = try render([
      "--direction", "present", "--interactive", "0s=0%,0.25s=60%,cancel",
    ])
    #expect(timeline.didComplete(0) == false)
    let widths = widths(timeline, 0)
    let at60 = widths[RenderedTimeline.index(at: 0.25)]
    let later = widths[(RenderedTimeline.index(at: 0.25) + 3)...].filter { $0 > 0 }
    #expect((later.first ?? .infinity) < at60, "played back from where it was: \(widths)")
    #expect(timeline.node("VCYellow.view", transition: 0, frame: -1) == nil)
    #expect(timeline.unnamedNodes(transition: 0, frame: -1) == 0)
    #expect(timeline.eventNames(0).contains("cancelInteractiveTransition"))
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
  }

  @Test(arguments: ["0s=0%,0.2s=30%,0.3s=70%,finish", "0s=0%,0.3s=50%,cancel"])
  func theSameScriptGivesTheSameBytes(script: String) throws {
    let dir = try TestDirectory("scrub-zoom-same")
    var outputs: [Data] = []
    for name in ["a.json", "b.json"] {
      let result = try AnimHostProcess.run([
        "render", "scrub-zoom", "--interactive", script, "-o", dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }

  @Test func aBadScriptExits64NamingTheColumn() throws {
    let result = try AnimHostProcess.run([
      "render", "scrub-zoom", "--interactive", "0s=0%,0.3s=140%,finish", "-o", "-",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "animhost: error: invalid --interactive script '0s=0%,0.3s=140%,finish' at column 12"),
      "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
