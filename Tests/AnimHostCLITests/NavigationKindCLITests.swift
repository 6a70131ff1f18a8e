import AnimHostTestSupport
import Foundation
import Testing

/// `--kind push`: a navigation push and pop through the plugin's
/// UINavigationControllerDelegate (cross-dissolve vends its fade for both), refused with exit
/// 64 for an animator without push and pop, and `--direction push|pop|forward|back`.
@Suite struct NavigationKindCLITests {
  private func render(_ arguments: [String]) throws -> (ProcessRunner.Result, RenderedTimeline?) {
    let dir = try TestDirectory("navigation-kind")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render"] + arguments + ["--fps", "10", "-o", output])
    let timeline = result.status == 0 ? try RenderedTimeline(output) : nil
    return (result, timeline)
  }

  @Test("a push and a pop run the plugin's navigation animator under a navigation bar")
  func pushAndPop() throws {
    let (result, timeline) = try render(["cross-dissolve", "--kind", "push"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("push 0.4 s") && result.stdout.contains("pop 0.4 s"))
    let t = try #require(timeline)
    #expect(t.transitions.map { $0["direction"] as? String } == ["push", "pop"])
    #expect(t.transitions.allSatisfy { $0["kind"] as? String == "push" })
    #expect(t.transitions.allSatisfy { $0["animator"] as? String == "cross-dissolve" })
    #expect(t.node("navigationBar", transition: 0, frame: 0) != nil)
    let title = t.node("navigationTitle", transition: 0, frame: -1)?["text"] as? String
    #expect(title == "VCYellow", "the bar's title is the pushed screen's")
    #expect(t.node("VCMain.view", transition: 0, frame: -1) == nil, "the pushed-over screen left")
    #expect(t.codes(0).isEmpty && t.codes(1).isEmpty)
  }

  @Test(
    "push, pop, forward and back name the directions of a navigation run",
    arguments: [("push", ["push"]), ("forward", ["push"]), ("pop", ["pop"]), ("back", ["pop"])])
  func directionWords(word: String, expected: [String]) throws {
    let (result, timeline) = try render(["cross-dissolve", "--kind", "push", "--direction", word])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(timeline?.transitions.map { $0["direction"] as? String } == expected)
  }

  @Test(
    "bad kinds and animators without navigation are usage errors naming the fix",
    arguments: [
      (["grow", "--kind", "push"], "it supports --kind present"),
      (["grow", "--kind", "sideways"], "use present, push or tab"),
      (
        ["cross-dissolve", "--kind", "push", "--direction", "up"],
        "use push, pop, pop-to-root or both"
      ),
      (["grow", "--direction", "pop"], "use present, dismiss or both"),
    ])
  func usageErrors(arguments: [String], fragment: String) throws {
    let (result, _) = try render(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(fragment), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
