import AnimatorKit

/// Hero's magic move (`heroModalAnimationType = .auto` with `hero.id`s) as the animator
/// `match`: its parameters, the settings they give, and the definition the pack lists.
enum MatchDefinition {
  static let rest = Parameter.choice(
    "rest", default: MatchSettings.Rest.fade,
    summary: "how the views that match nothing move: fade, slide or none (cut)")
  static let direction = Parameter.choice(
    "direction", default: "left", in: HeroDirection.sides.map(\.name),
    summary: "the way the rest slides (the way back slides the other way)")
  static let duration = Parameter.number(
    "duration", default: 0, range: 0...5,
    summary: "seconds each way; 0 takes Hero's, from how far the matched views move")

  /// The animator definition: present and dismiss, push and pop, and tab switches, each one
  /// interactive through its interruptible animator; the way back (the rest sliding the other
  /// way) for a dismissal, a pop and a switch to an earlier tab.
  static var definition: AnimatorDefinition {
    AnimatorDefinition(
      id: "match", displayName: "Hero match (magic move)",
      summary:
        "Views with the same match id morph into each other (frame, corners, colour, alpha, "
        + "content cross-faded); the rest fades, slides or cuts, as do whole screens when "
        + "none match",
      defaultDuration: MatchSettings.longest,
      capabilities: [.present, .dismiss, .push, .pop, .tab, .interactive],
      parameters: [rest, direction, duration]
    ) { role, values in
      let settings = MatchSettings(values: values)
      return MatchAnimator(settings: role.isReversed ? settings.reversed : settings, role: role)
    }
  }
}

/// One run's settings for `match`: how the rest moves, which way, and how long.
struct MatchSettings {
  /// How the views that match nothing move.
  enum Rest: String, CaseIterable {
    case fade, slide, none
  }

  /// Hero's shortest duration, for views that do not move (0.208 s).
  static let shortest: TimeInterval = 0.208
  /// Hero's longest automatic duration, for views that move 500 points or more (0.375 s).
  static let longest: TimeInterval = shortest + 500 / 3000

  var rest: Rest
  var direction: HeroDirection
  /// Seconds each way, or 0 for Hero's automatic duration.
  var duration: TimeInterval

  /// The settings an animator's parameters ask for.
  init(values: AnimatorParameters) {
    rest = values[MatchDefinition.rest]
    let word = values[MatchDefinition.direction]
    direction = HeroDirection.sides.first { $0.name == word }?.direction ?? .left
    duration = values[MatchDefinition.duration]
  }

  init(rest: Rest, direction: HeroDirection, duration: TimeInterval) {
    self.rest = rest
    self.direction = direction
    self.duration = duration
  }

  /// The way back: the rest slides the other way.
  var reversed: MatchSettings {
    MatchSettings(rest: rest, direction: direction.reversed, duration: duration)
  }

  /// How the rest of the screens looks out of place: Hero's fade or slide, or nothing.
  var look: HeroLook {
    switch rest {
    case .fade: HeroKind.fade.look
    case .slide: HeroKind.slide.look
    case .none:
      HeroLook(arriving: .rest, leaving: .rest, arrivingInFront: true, curve: .standard)
    }
  }

  /// Hero's duration for views that move so many points (position and size together): 0.208 s
  /// still, a further 1/3000 s a point up to 500 points.
  static func automatic(moving points: CGFloat) -> TimeInterval {
    shortest + Double(min(max(points, 0), 500)) / 3000
  }
}
