import AnimHostTestSupport
import Foundation
import Testing

/// Every built animator, cancelled halfway through each direction with `--cancel-at 50%`:
/// it must play back, report the cancel, and leave the window exactly as it found it.
@Suite struct CancelledTransitionTests {
  static let animators = [
    "grow", "cross-dissolve", "card", "scale", "snow", "fireworks", "heart-reveal",
    "halloween-flip",
    "autumn-leaves", "egg-crack", "swipe-dismiss", "scrub-zoom", "circle-reveal", "page-curl",
    "gradient-cube", "half-sheet",
  ]
  static let directions = ["present", "dismiss"]

  /// The one transition of a single-direction JSON timeline.
  private func transition(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let transitions = try #require(root["transitions"] as? [[String: Any]])
    #expect(transitions.count == 1)
    return try #require(transitions.first)
  }

  /// The diagnostic codes of a transition.
  private func codes(_ transition: [String: Any]) -> [String] {
    (transition["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
  }

  /// Renders one direction to JSON, expecting success.
  private func render(_ id: String, _ direction: String, _ extra: [String]) throws -> (
    summary: String, transition: [String: Any]
  ) {
    let dir = try TestDirectory("cancelled-\(id)-\(direction)")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", id, "--direction", direction, "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return (result.stdout, try transition(output))
  }

  @Test(arguments: animators, directions)
  func aCancelHalfwayPutsEverythingBack(id: String, direction: String) throws {
    let (summary, cancelled) = try render(id, direction, ["--cancel-at", "50%"])
    #expect(summary.contains("(") && summary.contains(", cancelled)"), "\(summary)")
    #expect(cancelled["didComplete"] as? Bool == false)
    #expect(codes(cancelled).isEmpty, "\(codes(cancelled))")
    let frames = try #require(cancelled["frames"] as? [[String: Any]])
    let last = try #require(frames.last?["tree"] as? [String: Any])
    let before = try #require(cancelled["before"] as? [String: Any])
    #expect(Self.difference(before, last) == nil)
  }

  /// A dismissal on its own starts from what the animator's own present left, so its frames
  /// are those of the dismissal in a present-and-dismiss run.
  @Test(arguments: animators)
  func aDismissOnItsOwnMatchesTheDismissAfterAPresent(id: String) throws {
    let dir = try TestDirectory("dismiss-only-\(id)")
    var dismissals: [[String: Any]] = []
    for direction in ["dismiss", "both"] {
      let output = dir.file("\(direction).json")
      let result = try AnimHostProcess.run(["render", id, "--direction", direction, "-o", output])
      #expect(result.status == 0, "\(result.stderr)")
      let json =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output)))
        as? [String: Any]
      let transitions = try #require(json?["transitions"] as? [[String: Any]])
      dismissals.append(try #require(transitions.last))
    }
    #expect(codes(dismissals[0]).isEmpty, "\(codes(dismissals[0]))")
    #expect(Self.difference(dismissals[0]["frames"] ?? [], dismissals[1]["frames"] ?? []) == nil)
  }

  @Test(arguments: ["2x", "-1", "101%", "", "0.5.5"])
  func aBadCancelPointIsAUsageErrorNamingIt(value: String) throws {
    let dir = try TestDirectory("cancel-bad")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "grow", "--cancel-at", value, "-o", output])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("animhost: error: invalid value '\(value)' for '--cancel-at'"),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func secondsCancelAtThatTime() throws {
    let (summary, cancelled) = try render("cross-dissolve", "present", ["--cancel-at", "100ms"])
    let events = try #require(cancelled["events"] as? [[String: Any]])
    let cancel = try #require(
      events.first { $0["name"] as? String == "cancelInteractiveTransition" })
    #expect(cancel["time"] as? Double == 0.1)
    #expect(cancelled["completedAt"] as? Double == 0.2, "\(summary)")
  }

  /// The first path at which two parsed JSON values differ, or nil when they are equal.
  static func difference(_ a: Any, _ b: Any, at path: String = "") -> String? {
    switch (a, b) {
    case let (a as [String: Any], b as [String: Any]):
      let name = (a["name"] as? String) ?? (a["id"].map { "#\($0)" } ?? "")
      for key in Set(a.keys).union(b.keys).sorted() {
        guard let x = a[key], let y = b[key] else {
          return "\(path)/\(name).\(key): only on one side"
        }
        if let found = difference(x, y, at: "\(path)/\(name).\(key)") { return found }
      }
      return nil
    case let (a as [Any], b as [Any]):
      guard a.count == b.count else { return "\(path): \(a.count) vs \(b.count) items" }
      return zip(a, b).enumerated().lazy.compactMap { difference($1.0, $1.1, at: "\(path)[\($0)]") }
        .first
    default:
      return (a as? NSObject)?.isEqual(b) == true ? nil : "\(path): \(a) vs \(b)"
    }
  }
}
