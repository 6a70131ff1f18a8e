import AnimHostTestSupport
import Foundation
import Testing

/// The Hero family (libHeroTransitions.so): every animator moves the screens the right way
/// forward and back (its reverse) in presentations, navigation and tab switches, its direction
/// turns the motion, its duration holds, and `animhost check` passes it.
@Suite struct HeroTransitionsTests {
  private func run(_ arguments: [String]) throws -> ProcessRunner.Result {
    try AnimHostProcess.run(arguments + ["--plugin-dir", BuiltProducts.directory])
  }

  private func render(_ id: String, _ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("hero-\(id)")
    let output = dir.file("t.json")
    let result = try run(["render", id, "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The default duration of each animator: Hero's 0.35 s, its fade's 0.21 s, Presentr's 0.4 s.
  private static func defaultDuration(_ id: String) -> Double {
    id == "fade" ? 0.21 : id == "cover-from-corner" ? 0.4 : 0.35
  }

  @Test(
    "forward and back move the screens the right way, and leave nothing behind",
    arguments: HeroTable.ids, ["present", "push", "tab"])
  func forwardAndBack(id: String, kind: String) throws {
    let row = try #require(HeroTable.rows[id])
    let timeline = try render(id, ["--kind", kind])
    let duration = Self.defaultDuration(id)
    #expect(timeline.transitions.map { $0["duration"] as? Double } == [duration, duration])
    let forward = row.forward.values(timeline, kind: kind, transition: 0)
    #expect(row.forward.isFollowed(by: forward), "forward \(row.forward): \(forward)")
    let back = row.back.values(timeline, kind: kind, transition: 1)
    #expect(row.back.isFollowed(by: back), "back \(row.back): \(back)")
    let arrived = timeline.node("VCYellow.view", transition: 0, frame: -1)
    #expect(arrived?["transform"] == nil && arrived?["alpha"] as? Double == 1)
    let names = [0, 1].flatMap { transition in
      RenderedTimeline.nodes(in: timeline.tree(transition, -1)).compactMap { $0["name"] as? String }
    }
    #expect(!names.contains { $0.hasPrefix("snapshot(") }, "\(names)")
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test(
    "the direction turns the motion: arriving from the other side, or leaving toward it",
    arguments: HeroTable.directional.map(\.id), ["left", "right", "up", "down"])
  func direction(id: String, word: String) throws {
    let row = try #require(HeroTable.directional.first { $0.id == id })
    let timeline = try render(id, ["--direction", "present", "--set", "direction=\(word)"])
    let step: (x: Double, y: Double) =
      switch word {
      case "left": (-1, 0)
      case "right": (1, 0)
      case "up": (0, -1)
      default: (0, 1)
      }
    let watch = HeroWatch(row.screen, .x, 0, 0)
    let middle = timeline.tree(0, at: 0.5)
    let node = try #require(RenderedTimeline.node(watch.name(kind: "present"), in: middle))
    let transform = try #require(node["transform"] as? [Double], "\(node)")
    let sign = row.leaves ? 1.0 : -1.0
    #expect(transform[12] * step.x * sign >= 0 && transform[13] * step.y * sign >= 0)
    #expect(abs(transform[12]) + abs(transform[13]) > 10, "it has moved: \(transform)")
    #expect(step.x == 0 ? transform[12] == 0 : transform[13] == 0, "one axis: \(transform)")
  }

  @Test(
    "cover-from-corner comes in from its corner and goes back out to it",
    arguments: [
      ("top-left", -390.0, -844.0), ("top-right", 390, -844), ("bottom-left", -390, 844),
      ("bottom-right", 390, 844),
    ])
  func corner(word: String, x: Double, y: Double) throws {
    let timeline = try render("cover-from-corner", ["--set", "direction=\(word)"])
    let start = timeline.node("VCYellow.view", transition: 0, frame: 0)
    let transform = try #require(start?["transform"] as? [Double])
    #expect(transform[12] == x && transform[13] == y)
    let leaving = HeroWatch(.presented, .y, 0, y)
    #expect(leaving.isFollowed(by: leaving.values(timeline, kind: "present", transition: 1)))
  }

  @Test(
    "an unknown direction word is refused with the words there are",
    arguments: [
      ("push", "left, right, up, down"),
      ("cover-from-corner", "top-left, top-right, bottom-left, bottom-right"),
    ])
  func unknownDirection(id: String, words: String) throws {
    let result = try AnimHostProcess.run(["render", id, "--set", "direction=sideways", "-o", "-"])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(
      result.stderr.contains("for parameter 'direction': expected one of \(words)"),
      "\(result.stderr)")
  }

  @Test("the duration parameter sets how long each way takes", arguments: HeroTable.ids)
  func duration(id: String) throws {
    let timeline = try render(id, ["--set", "duration=0.6"])
    #expect(timeline.transitions.map { $0["duration"] as? Double } == [0.6, 0.6])
    #expect(timeline.transitions.map { $0["completedAt"] as? Double } == [0.6, 0.6])
  }

  @Test("zoom and zoom-out take no direction, as Hero's", arguments: ["zoom", "zoom-out"])
  func noDirection(id: String) throws {
    let dir = try TestDirectory("hero-no-direction")
    let result = try run(["render", id, "--set", "direction=left", "-o", dir.file("t.json")])
    #expect(result.status == 64)
    #expect(result.stderr.contains("has no parameter 'direction'"), "\(result.stderr)")
  }

  @Test(
    "IBAnimatable's fade directions and slide's fade: which screens are half faded midway",
    arguments: [
      ("fade", true, false), ("fade(in)", true, false), ("fade(out)", false, true),
      ("fade(cross)", true, true), ("slide(up,true)", true, true),
      ("slide(direction=up,fade=true)", true, true), ("slide", false, false),
    ])
  func fades(selection: String, arrivingFades: Bool, leavingFades: Bool) throws {
    let timeline = try render(selection, ["--direction", "present"])
    let middle = timeline.tree(0, at: 0.5)
    func fading(_ name: String) throws -> Bool {
      let node = try #require(RenderedTimeline.node(name, in: middle), "\(name)")
      let alpha = node["alpha"] as? Double ?? 1
      return alpha > 0.05 && alpha < 0.95
    }
    #expect(try fading("VCYellow.view") == arrivingFades, "arriving")
    // The presenter stays in the window under a custom presentation: its snapshot moves.
    #expect(try fading("snapshot(VCMain.view)") == leavingFades, "leaving")
  }

  @Test(
    "a gesture that scrubs it halfway and lets go cancelled puts every screen back",
    arguments: HeroTable.ids, ["present", "push"])
  func interactiveCancel(id: String, kind: String) throws {
    let timeline = try render(
      id,
      ["--kind", kind, "--direction", kind, "--interactive", "0s=0%,0.15s=50%,0.25s=20%,cancel"])
    #expect(timeline.didComplete(0) == false)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    let last = RenderedTimeline.nodes(in: timeline.tree(0, -1))
    let names = last.compactMap { $0["name"] as? String }
    #expect(!names.contains { $0.hasPrefix("snapshot(") }, "\(names)")
    #expect(timeline.unnamedNodes(transition: 0, frame: -1) == 0, "no overlay is left: \(last)")
    let main = try #require(last.first { $0["name"] as? String == "VCMain.view" })
    #expect(main["hidden"] as? Bool == false && main["transform"] == nil)
    #expect(main["alpha"] as? Double == 1 && main["shadow"] == nil)
    #expect(timeline.node("VCYellow.view", transition: 0, frame: -1) == nil)
  }

  @Test(
    "animhost check passes it, presenting, navigating and switching tabs",
    arguments: HeroTable.ids)
  func theCheckPasses(id: String) throws {
    let result = try run(["check", id, "--json"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == true)
    let animator = try #require((json["animators"] as? [[String: Any]])?.first)
    let results = try #require(animator["results"] as? [[String: Any]])
    let cases = Set(results.compactMap { $0["case"] as? String })
    #expect(cases.isSuperset(of: ["both/fullScreen/phone", "push/both/phone", "tab/both/phone"]))
  }
}
