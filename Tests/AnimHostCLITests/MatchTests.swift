import AnimHostTestSupport
import Foundation
import Testing

/// Hero's magic move (`match`, libHeroTransitions.so): in the pets scene the tapped tile's
/// box morphs into the detail picture and back; the rest fades, slides or cuts as `rest` says,
/// as whole screens do where nothing matches; Hero's duration, or the one set; `animhost check`
/// passes it.
@Suite struct MatchTests {
  private func render(_ selection: String, _ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("match")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", selection, "--fps", "20", "-o", output, "--plugin-dir", BuiltProducts.directory]
        + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The frame (x, y, width, height) of a node.
  private static func frame(_ node: [String: Any]?) -> [Double] {
    node?["frame"] as? [Double] ?? []
  }

  /// The frame of the box that holds a snapshot of the named view, in one tree.
  private static func box(holding name: String, in tree: [String: Any]) -> [Double]? {
    RenderedTimeline.nodes(in: tree).first { node in
      (node["children"] as? [[String: Any]] ?? []).contains {
        $0["name"] as? String == "snapshot(\(name))"
      }
    }.map { frame($0) }
  }

  /// Whether every value of a frame lies between (or on) those of two others.
  private static func isBetween(_ value: [Double], _ a: [Double], _ b: [Double]) -> Bool {
    value.count == 4
      && zip(value, zip(a, b)).allSatisfy { v, ends in
        min(ends.0, ends.1) - 0.001 <= v && v <= max(ends.0, ends.1) + 0.001
      }
  }

  @Test("the tile's box goes to the detail picture's frame, and back on the dismissal")
  func theTileMorphsIntoThePicture() throws {
    let timeline = try render("match", ["--scene", "pets"])
    let first = timeline.tree(0, 0)
    let tile = Self.frame(RenderedTimeline.node("scaleView", in: first))
    let detail = Self.frame(RenderedTimeline.node("AnimalDetailViewController.view", in: first))
    let image = Self.frame(RenderedTimeline.node("imageView", in: first))
    let picture = [detail[0] + image[0], detail[1] + image[1], image[2], image[3]]
    #expect(tile.count == 4 && picture.count == 4 && tile != picture)
    for (transition, start, end) in [(0, tile, picture), (1, picture, tile)] {
      let name = transition == 0 ? "scaleView" : "imageView"
      let trees = timeline.trees(transition)
      #expect(Self.box(holding: name, in: trees[0]) == start, "transition \(transition)")
      let middle = try #require(Self.box(holding: name, in: trees[trees.count / 2]))
      #expect(Self.isBetween(middle, start, end), "\(middle) between \(start) and \(end)")
      #expect(middle != start && middle != end)
      let last = try #require(Self.box(holding: name, in: trees[trees.count - 2]))
      let gone = zip(last, end).map { abs($0 - $1) }.max() ?? .infinity
      #expect(gone < 5, "near the end the box is all but there: \(last) vs \(end)")
      let names = RenderedTimeline.nodes(in: trees[trees.count - 1]).compactMap {
        $0["name"] as? String
      }
      #expect(!names.contains { $0.hasPrefix("snapshot(") }, "nothing is left: \(names)")
      let shown = timeline.node("scaleView", transition: transition, frame: -1)
      #expect(shown?["hidden"] as? Bool != true)
      #expect(timeline.codes(transition).isEmpty, "\(timeline.codes(transition))")
    }
  }

  @Test("Hero's duration follows the distance: 0.208 s where nothing moves, more for the tile")
  func herosDuration() throws {
    let still = try render("match", [])
    #expect(still.transitions.map { $0["duration"] as? Double } == [0.208, 0.208])
    let pets = try render("match", ["--scene", "pets"])
    let durations = pets.transitions.compactMap { $0["duration"] as? Double }
    #expect(durations.count == 2 && durations[0] == durations[1])
    #expect(durations.allSatisfy { $0 > 0.208 && $0 <= 0.375 }, "\(durations)")
    let set = try render("match(duration=0.6)", ["--scene", "pets"])
    #expect(set.transitions.map { $0["completedAt"] as? Double } == [0.6, 0.6])
  }

  /// Where nothing matches (the yellow scene) the rest is the whole screens: fade fades the
  /// arriving one in, slide moves it in from the side the direction says, none cuts to it.
  @Test(
    "the rest fades, slides or cuts, as whole screens where nothing matches",
    arguments: [
      ("match", "fade"), ("match(fade)", "fade"), ("match(slide)", "slide-left"),
      ("match(slide,right)", "slide-right"), ("match(rest=none)", "none"),
    ])
  func theRest(selection: String, expected: String) throws {
    let timeline = try render(selection, ["--style", "fullScreen"])
    let middle = try #require(timeline.node("VCYellow.view", transition: 0, frame: 2))
    let alpha = middle["alpha"] as? Double ?? 1
    let dx = (middle["transform"] as? [Double])?[12] ?? 0
    switch expected {
    case "fade": #expect(alpha > 0 && alpha < 1 && dx == 0, "\(middle)")
    case "slide-left": #expect(alpha == 1 && dx > 0, "from the right, heading left: \(middle)")
    case "slide-right": #expect(alpha == 1 && dx < 0, "from the left: \(middle)")
    default: #expect(alpha == 1 && dx == 0, "\(middle)")
    }
    let back = timeline.node("VCMain.view", transition: 1, frame: -1)
    #expect(back?["alpha"] as? Double == 1 && back?["transform"] == nil)
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test func anUnknownRestIsRefusedWithTheWords() throws {
    let result = try AnimHostProcess.run(["render", "match(swirl)", "-o", "-"])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(
      result.stderr.contains("for parameter 'rest': expected one of fade, slide, none"),
      "\(result.stderr)")
  }

  @Test("animhost check passes it, presenting, navigating and switching tabs")
  func theCheckPasses() throws {
    let result = try AnimHostProcess.run(
      ["check", "match", "--json", "--plugin-dir", BuiltProducts.directory])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == true)
  }
}
