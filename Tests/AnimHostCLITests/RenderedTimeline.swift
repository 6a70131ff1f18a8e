import Foundation
import Testing

/// A JSON timeline written by `animhost render NAME -o file.json`, read back for checks.
struct RenderedTimeline {
  /// The written transitions, in order, as JSON objects.
  let transitions: [[String: Any]]

  /// Reads the timeline at `path`, failing the test if it has no transitions.
  init(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    transitions = try #require(root["transitions"] as? [[String: Any]])
  }

  /// Every diagnostic of every transition.
  var diagnostics: [[String: Any]] {
    transitions.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
  }

  /// The frames' trees of one transition.
  func trees(_ transition: Int) -> [[String: Any]] {
    (transitions[transition]["frames"] as? [[String: Any]] ?? []).compactMap {
      $0["tree"] as? [String: Any]
    }
  }

  /// The tree of one frame (negative frames count from the end); empty past either end.
  func tree(_ transition: Int, _ frame: Int) -> [String: Any] {
    let all = trees(transition)
    let index = frame < 0 ? all.count + frame : frame
    return all.indices.contains(index) ? all[index] : [:]
  }

  /// The tree at a fraction of a transition's frames, 0 the first and 1 the last.
  func tree(_ transition: Int, at fraction: Double) -> [String: Any] {
    tree(transition, Int(Double(trees(transition).count - 1) * fraction))
  }

  /// The first node with a name in one frame (negative frames count from the end).
  func node(_ name: String, transition: Int, frame: Int) -> [String: Any]? {
    Self.node(name, in: tree(transition, frame))
  }

  /// How many nodes without a scene name, or masked, (the animator's own) one frame holds.
  func unnamedNodes(transition: Int, frame: Int) -> Int {
    Self.nodes(in: tree(transition, frame)).filter { $0["name"] == nil || $0["mask"] != nil }.count
  }

  /// Every node of a tree, depth first (snapshot contents and masks not included).
  static func nodes(in tree: [String: Any]) -> [[String: Any]] {
    [tree] + (tree["children"] as? [[String: Any]] ?? []).flatMap { nodes(in: $0) }
  }

  /// The first node of a tree with a name.
  static func node(_ name: String, in tree: [String: Any]) -> [String: Any]? {
    nodes(in: tree).first { $0["name"] as? String == name }
  }

  /// The particles object (`cellPaths` and `live`) of every emitter in a tree, depth first.
  static func particles(in tree: [String: Any]) -> [[String: Any]] {
    nodes(in: tree).compactMap { $0["particles"] as? [String: Any] }
  }

  /// How many particles are live in each emitter of a tree, depth first.
  static func liveCounts(in tree: [String: Any]) -> [Int] {
    particles(in: tree).compactMap { $0["live"] as? [Any] }.map(\.count)
  }

  /// How many particles are live in all the emitters of a tree together.
  static func liveParticles(in tree: [String: Any]) -> Int {
    liveCounts(in: tree).reduce(0, +)
  }
}
