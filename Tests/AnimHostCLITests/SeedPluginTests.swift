import AnimHostTestSupport
import Foundation
import Testing

/// The seeds' card sheet and scale segue, run end to end through the CLI on their scenes, and
/// checked in the JSON timeline they write.
@Suite struct SeedPluginTests {
  /// A view of one frame of the written timeline, found by name.
  private struct Timeline {
    let transitions: [[String: Any]]

    init(_ path: String) throws {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      transitions = try #require(root["transitions"] as? [[String: Any]])
    }

    func node(_ name: String, transition: Int, frame: Int) -> [String: Any]? {
      guard let frames = transitions[transition]["frames"] as? [[String: Any]] else { return nil }
      let index = frame < 0 ? frames.count + frame : frame
      guard frames.indices.contains(index), let tree = frames[index]["tree"] as? [String: Any]
      else { return nil }
      return Self.find(name, in: tree)
    }

    private static func find(_ name: String, in node: [String: Any]) -> [String: Any]? {
      if node["name"] as? String == name { return node }
      for child in node["children"] as? [[String: Any]] ?? [] {
        if let found = find(name, in: child) { return found }
      }
      return nil
    }

    func events(_ transition: Int) -> [String] {
      (transitions[transition]["events"] as? [[String: Any]] ?? []).map {
        "\($0["name"] ?? "")(\($0["subject"] ?? ""))"
      }
    }
  }

  private func render(_ arguments: [String]) throws -> Timeline {
    let dir = try TestDirectory("seed-plugin")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render"] + arguments + ["-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("diagnostic"), "\(result.stderr)")
    return try Timeline(output)
  }

  @Test func cardSlidesUpOverAShrinkingRoundedScreenAndBack() throws {
    let t = try render(["card", "--scene", "cities"])
    let presenter = "PresentingViewController.view"
    let cardName = "PresentedViewController.view"
    let start = try #require(t.node(cardName, transition: 0, frame: 0)?["frame"] as? [Double])
    let end = try #require(t.node(cardName, transition: 0, frame: -1)?["frame"] as? [Double])
    #expect(start[1] >= 844 - 1, "the card starts below the screen: \(start)")
    #expect(end[1] == 54, "the card rests at the top inset: \(end)")
    let behind = try #require(t.node(presenter, transition: 0, frame: -1))
    let transform = try #require(behind["transform"] as? [Double])
    #expect(abs(transform[0] - 0.88) < 1e-6 && abs(transform[5] - 0.88) < 1e-6)
    #expect(behind["cornerRadius"] as? Double == 10)
    #expect(t.events(0).contains("viewWillDisappear(PresentingViewController)"))
    #expect(t.events(0).contains("viewDidDisappear(PresentingViewController)"))
    // Dismissed: the card has left and the screen behind is itself again.
    #expect(t.node(cardName, transition: 1, frame: -1) == nil)
    let restored = try #require(t.node(presenter, transition: 1, frame: -1))
    #expect(restored["transform"] == nil && restored["cornerRadius"] == nil)
    #expect(t.events(1).contains("viewDidAppear(PresentingViewController)"))
  }

  @Test func scaleGrowsFromTheTappedTileIntoTheFormSheet() throws {
    let t = try render(["scale", "--scene", "pets", "--size", "tablet", "--style", "formSheet"])
    let detail = try #require(t.node("AnimalDetailViewController.view", transition: 0, frame: -1))
    #expect(detail["frame"] as? [Double] == [140, 280, 540, 620])
    #expect(detail["transform"] == nil)
    let first = try #require(
      t.node("AnimalDetailViewController.view", transition: 0, frame: 0)?["transform"] as? [Double])
    #expect(first[0] < 0.5 && first[5] < 0.5, "it starts at the tile's size: \(first)")
    #expect(t.transitions[0]["style"] as? String == "formSheet")
  }
}
