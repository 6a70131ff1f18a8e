import AnimHostTestSupport
import Foundation
import Testing

/// `tab-slide` and `--kind tab`: a tab bar controller switching to its second tab and back
/// through the plugin's UITabBarControllerDelegate animator.
@Suite struct TabSlideTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("tab-slide")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "tab-slide", "--kind", "tab", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test("the new tab slides in from its side and the old one out; the bar selects it")
  func switchesForwardAndBack() throws {
    let timeline = try render([])
    #expect(timeline.transitions.map { $0["direction"] as? String } == ["forward", "back"])
    #expect(timeline.transitions.allSatisfy { $0["kind"] as? String == "tab" })
    func x(_ name: String, _ transition: Int, _ frame: Int) -> Double? {
      let node = timeline.node(name, transition: transition, frame: frame)
      return (node?["transform"] as? [Double])?[12] ?? (node == nil ? nil : 0)
    }
    #expect((x("VCYellow.view", 0, 0) ?? 0) == 390, "the second tab starts to the right")
    #expect((x("VCMain.view", 0, 3) ?? 0) < 0, "the first tab moves out to the left")
    #expect(timeline.node("VCMain.view", transition: 0, frame: -1) == nil)
    #expect((x("VCMain.view", 1, 0) ?? 0) == -390, "coming back it comes from the left")
    let selected = timeline.node("tabItem1", transition: 0, frame: -1)?["textColor"] as? String
    #expect(selected == "#007AFFFF", "the second item is tinted: \(selected ?? "none")")
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test(
    "forward and back name the directions of a tab run",
    arguments: [("forward", ["forward"]), ("back", ["back"]), ("both", ["forward", "back"])])
  func directions(word: String, expected: [String]) throws {
    let timeline = try render(["--direction", word])
    #expect(timeline.transitions.map { $0["direction"] as? String } == expected)
  }

  @Test("with three tabs the switch to the middle one slides by the tabs' order")
  func threeTabs() throws {
    let timeline = try render(["--scene", "pets"])
    let items = (0..<3).compactMap {
      timeline.node("tabItem\($0)", transition: 0, frame: -1)?["text"] as? String
    }
    #expect(items == ["Pampered Pets", "Nemo", "Favorites"])
    let start = timeline.node("AnimalDetailViewController.view", transition: 0, frame: 0)
    #expect((start?["transform"] as? [Double])?[12] == 390, "the later tab comes from the right")
  }

  @Test("an animator without tab switches is refused naming the kinds it has")
  func refused() throws {
    let dir = try TestDirectory("tab-refused")
    let result = try AnimHostProcess.run([
      "render", "grow", "--kind", "tab", "-o", dir.file("t.gif"),
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("it supports --kind present"), "\(result.stderr)")
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "tab-slide"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("tab/both/phone"), "\(result.stdout)")
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("tab-slide-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run(
        ["render", "tab-slide", "--kind", "tab", "--scene", "pets"] + [
          "--fps", "10", "--scale", "0.25", "-o", dir.file(name),
        ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].count > 100)
  }
}
