import Foundation
import Testing

/// Reads what an interactive run recorded: events by name and the presented screen's frames.
extension RenderedTimeline {
  /// The event names of one transition, in order.
  func eventNames(_ transition: Int) -> [String] {
    (transitions[transition]["events"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
  }

  /// The details of one transition's events with a name, in order.
  func details(_ name: String, _ transition: Int) -> [String] {
    (transitions[transition]["events"] as? [[String: Any]] ?? []).filter {
      $0["name"] as? String == name
    }.compactMap { $0["detail"] as? String }
  }

  /// Whether a transition completed.
  func didComplete(_ transition: Int) -> Bool? {
    transitions[transition]["didComplete"] as? Bool
  }

  /// The diagnostic codes of one transition.
  func codes(_ transition: Int) -> [String] {
    (transitions[transition]["diagnostics"] as? [[String: Any]] ?? []).compactMap {
      $0["code"] as? String
    }
  }

  /// A node's frame (x, y, width, height) in one frame, or nil when it is not in the tree.
  func frame(_ name: String, transition: Int, frame: Int) -> [Double]? {
    node(name, transition: transition, frame: frame)?["frame"] as? [Double]
  }

  /// The frame index nearest a time, in a run at `fps`.
  static func index(at time: Double, fps: Int = 60) -> Int {
    Int((time * Double(fps)).rounded())
  }
}
