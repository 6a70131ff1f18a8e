import Testing

/// One look of one screen that a Hero-family animator changes, from its value when the
/// transition starts to its value when it ends, read from a JSON timeline.
struct HeroWatch: Sendable, CustomTestStringConvertible {
  /// Which screen: the one the run presents (pushes, switches to) or the one it starts on.
  enum Screen: String, Sendable {
    case presented, presenter
  }

  /// Which look: the translation on one axis, the scale or the opacity.
  enum Look: String, Sendable {
    case x, y, scale, alpha
  }

  let screen: Screen
  let look: Look
  let from: Double
  let to: Double

  init(_ screen: Screen, _ look: Look, _ from: Double, _ to: Double) {
    self.screen = screen
    self.look = look
    self.from = from
    self.to = to
  }

  var testDescription: String { "\(screen.rawValue) \(look.rawValue) \(from) to \(to)" }

  /// The node standing for the screen in a run of a kind: a modal presentation leaves its
  /// presenter in the window, so a snapshot in the container moves for it.
  func name(kind: String) -> String {
    switch (screen, kind) {
    case (.presented, _): "VCYellow.view"
    case (.presenter, "present"): "snapshot(VCMain.view)"
    case (.presenter, _): "VCMain.view"
    }
  }

  /// The look's value in a node (no transform is the identity).
  func value(in node: [String: Any]) -> Double {
    let transform =
      node["transform"] as? [Double] ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    switch look {
    case .x: return transform[12]
    case .y: return transform[13]
    case .scale: return transform[0]
    case .alpha: return node["alpha"] as? Double ?? 1
    }
  }

  /// The look's values in the frames before the transition completes.
  func values(_ timeline: RenderedTimeline, kind: String, transition: Int) -> [Double] {
    let run = timeline.transitions[transition]
    let end = run["completedAt"] as? Double ?? .infinity
    let frames = run["frames"] as? [[String: Any]] ?? []
    return frames.filter { ($0["time"] as? Double ?? end) < end }.compactMap { frame in
      (frame["tree"] as? [String: Any]).flatMap {
        RenderedTimeline.node(name(kind: kind), in: $0)
      }.map { value(in: $0) }
    }
  }

  /// Whether values go from `from` toward `to` step by step and end near it.
  func isFollowed(by values: [Double]) -> Bool {
    guard values.count >= 3, let first = values.first, let last = values.last else { return false }
    let toward = to > from ? 1.0 : -1.0
    let steady = zip(values, values.dropFirst()).allSatisfy { ($1 - $0) * toward >= -1e-6 }
    let middle = values[values.count / 2]
    let between = (middle - from) * toward > 0 && (to - middle) * toward > 0
    return abs(first - from) < 0.5 && steady && between && abs(to - last) < abs(to - from) * 0.2
  }
}

/// What each Hero-family animator visibly changes with its default direction, forward
/// (presenting, pushing, switching to a later tab) and back (its reverse, the other way).
enum HeroTable {
  static let rows: [String: (forward: HeroWatch, back: HeroWatch)] = [
    "push": (HeroWatch(.presented, .x, 390, 0), HeroWatch(.presented, .x, 0, 390)),
    "pull": (HeroWatch(.presenter, .x, 0, -390), HeroWatch(.presenter, .x, -390, 0)),
    "cover": (HeroWatch(.presented, .x, 390, 0), HeroWatch(.presented, .x, 0, 390)),
    "uncover": (HeroWatch(.presenter, .x, 0, -390), HeroWatch(.presenter, .x, -390, 0)),
    "slide": (HeroWatch(.presented, .x, 390, 0), HeroWatch(.presented, .x, 0, 390)),
    "zoom-slide": (HeroWatch(.presented, .scale, 0.8, 1), HeroWatch(.presented, .scale, 1, 0.8)),
    "page-in": (HeroWatch(.presenter, .scale, 1, 0.7), HeroWatch(.presenter, .scale, 0.7, 1)),
    "page-out": (HeroWatch(.presented, .scale, 0.7, 1), HeroWatch(.presented, .scale, 1, 0.7)),
    "fade": (HeroWatch(.presented, .alpha, 0, 1), HeroWatch(.presented, .alpha, 1, 0)),
    "zoom": (HeroWatch(.presented, .scale, 0.7, 1), HeroWatch(.presenter, .scale, 1.3, 1)),
    "zoom-out": (HeroWatch(.presented, .scale, 1.3, 1), HeroWatch(.presented, .scale, 1, 1.3)),
    "cover-from-corner": (HeroWatch(.presented, .x, 390, 0), HeroWatch(.presented, .x, 0, 390)),
  ]

  /// Every animator id of the family, in the catalogue's order.
  static let ids = [
    "push", "pull", "cover", "uncover", "slide", "zoom-slide", "page-in", "page-out", "fade",
    "zoom", "zoom-out", "cover-from-corner",
  ]

  /// The ids that take a left/right/up/down direction, with the screen that moves along it
  /// (arriving from the opposite side, or leaving toward it).
  static let directional: [(id: String, screen: HeroWatch.Screen, leaves: Bool)] = [
    ("push", .presented, false), ("pull", .presenter, true), ("cover", .presented, false),
    ("uncover", .presenter, true), ("slide", .presented, false), ("zoom-slide", .presented, false),
    ("page-in", .presented, false), ("page-out", .presenter, true),
  ]
}
