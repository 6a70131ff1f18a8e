import AnimHostTestSupport
import Foundation
import Testing

/// The Valentine's heart reveal, run end to end through the CLI at phone and tablet size and
/// checked in the JSON timeline it writes.
@Suite struct ValentineHeartTests {
  /// One written timeline: its transitions and their frames' trees.
  private struct Run {
    let transitions: [[String: Any]]

    init(_ path: String) throws {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      transitions = try #require(root["transitions"] as? [[String: Any]])
    }

    /// The tree of one frame; negative frames count from the end.
    func tree(_ transition: Int, _ frame: Int) -> [String: Any] {
      let frames = transitions[transition]["frames"] as? [[String: Any]] ?? []
      let index = frame < 0 ? frames.count + frame : frame
      return frames.indices.contains(index) ? frames[index]["tree"] as? [String: Any] ?? [:] : [:]
    }

    /// The frame at a fraction of a transition's frames.
    func tree(_ transition: Int, at fraction: Double) -> [String: Any] {
      let count = (transitions[transition]["frames"] as? [[String: Any]] ?? []).count
      return tree(transition, Int(Double(count - 1) * fraction))
    }

    /// Every node of a tree, depth first (snapshot contents and masks not included).
    static func nodes(_ node: [String: Any]) -> [[String: Any]] {
      [node] + (node["children"] as? [[String: Any]] ?? []).flatMap(nodes)
    }

    /// The first node with this name.
    static func node(_ name: String, in tree: [String: Any]) -> [String: Any]? {
      nodes(tree).first { $0["name"] as? String == name }
    }
  }

  private static let sizes: [(name: String, width: Double, height: Double)] = [
    ("phone", 390, 844), ("tablet", 820, 1180),
  ]

  private func render(_ size: String) throws -> Run {
    let dir = try TestDirectory("valentine-heart")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "heart-reveal", "--size", size, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    return try Run(output)
  }

  @Test(arguments: sizes)
  func heartGrowsFromTheButtonAndShrinksBackLeavingNothing(size: (name: String, width: Double, height: Double)) throws {
    let run = try render(size.name)
    for transition in run.transitions {
      #expect((transition["diagnostics"] as? [Any])?.isEmpty == true, "\(transition["diagnostics"] ?? "")")
    }
    let screen = "VCYellow.view"
    let end = try #require(Run.node(screen, in: run.tree(0, -1)))
    #expect(end["frame"] as? [Double] == [0, 0, size.width, size.height])
    #expect(end["transform"] == nil && end["mask"] == nil && end["hidden"] as? Bool == false)
    for direction in 0..<2 {
      let leftovers = Run.nodes(run.tree(direction, -1)).filter { $0["name"] == nil }
      #expect(leftovers.isEmpty, "left behind: \(leftovers.map { $0["kind"] ?? "" })")
    }
    // Mid-way each way: the screen is masked by a heart, and hearts are floating.
    let early = try #require(Run.node(screen, in: run.tree(0, at: 0.2))?["mask"] as? [String: Any])
    let middle = try #require(Run.node(screen, in: run.tree(0, at: 0.5))?["mask"] as? [String: Any])
    let shrinking = try #require(Run.node(screen, in: run.tree(1, at: 0.5))?["mask"] as? [String: Any])
    #expect((middle["shape"] as? [String: Any])?["path"] as? String != nil)
    let scales = try [early, middle, shrinking].map { try #require(($0["transform"] as? [Double])?.first) }
    #expect(scales[0] < scales[1] && scales[1] < 1 && scales[2] < 1, "the heart grows: \(scales)")
    for direction in 0..<2 {
      let live = Run.nodes(run.tree(direction, at: 0.5)).filter { $0["kind"] as? String == "emitter" }
        .compactMap { ($0["particles"] as? [String: Any])?["live"] as? [Any] }.map(\.count)
      #expect(live.count == 1 && live[0] > 0, "floating hearts mid-way: \(live)")
    }
  }

  @Test func infoNamesTheThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "heart-reveal"])
    #expect(result.status == 0, "\(result.stderr)")
    for text in ["valentines", "seasons:       Feb 7 – Feb 15", "duration", "heart-color", "hearts", "present, dismiss"] {
      #expect(result.stdout.contains(text), "\(text) in: \(result.stdout)")
    }
  }

  @Test(arguments: [("hearts=abc", "hearts"), ("heart-color=pink", "heart-color"), ("duration=99", "duration")])
  func badParameterValueIsAUsageError(setting: String, parameter: String) throws {
    let dir = try TestDirectory("valentine-heart-bad")
    let result = try AnimHostProcess.run(["render", "heart-reveal", "--set", setting, "-o", dir.file("t.json")])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'\(parameter)'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("t.json")))
  }

  /// Regression: particle edges that interpolated a hair left of a row wrote before the
  /// rasterizer's cell buffer and crashed the host (double free) at these scales.
  @Test(arguments: ["0.5", "1"])
  func rendersToGIFAtSmallScales(scale: String) throws {
    let dir = try TestDirectory("heart-gif")
    let result = try AnimHostProcess.run(["render", "heart-reveal", "-o", dir.file("h.gif"), "--scale", scale])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.file("h.gif")))
  }
}
