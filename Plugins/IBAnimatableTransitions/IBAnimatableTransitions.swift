import AnimatorKit

/// IBAnimatable's transition animators (fold, portal, natgeo, turn, cards, flip, explode) and
/// its system ones (cube, move-in, reveal, rotate, camera-iris, ripple, suck), rewritten from
/// how the originals look; each takes the parameters the original takes, and a dismissal, pop
/// or switch back runs its reverse.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "ibanimatable-transitions", version: "1.0.0", author: "animhost", license: "MIT",
      animators: ibAnimatableDefinitions() + systemDefinitions() + warpDefinitions())
  }
}

/// IBAnimatable's default transition duration, 0.7 seconds.
let ibDuration = 0.7

/// The `duration` parameter every animator of the pack takes, up to `longest` seconds.
func durationParameter(longest: Double = 5) -> AnimatorParameter {
  .number("duration", default: ibDuration, range: 0.05...longest, summary: "seconds each way")
}

/// One animator of the pack: IBAnimatable's capabilities, its parameters in IBAnimatable's order
/// (so `fold(left,5)` reads as IBAnimatable's `Fold(Left,5)`), then the duration (at most
/// `longest` seconds).
func ibDefinition(
  id: String, name: String, summary: String, parameters: [AnimatorParameter],
  longest: Double = 5,
  make: @escaping (AnimatorParameters, TimeInterval, TransitionRole) -> PackAnimator
) -> AnimatorDefinition {
  AnimatorDefinition(
    id: id, displayName: name, summary: summary, theme: "classic", defaultDuration: ibDuration,
    capabilities: packCapabilities, parameters: parameters + [durationParameter(longest: longest)]
  ) { p in
    let duration = p.number("duration", or: ibDuration)
    return PackDelegate { role in make(p, duration, role) }
  }
}

let sides: [TransitionDirection] = [.left, .right, .top, .bottom]
let depths: [TransitionDirection] = [.forward, .backward]

/// The pack's animators, in IBAnimatable's order of its documentation.
func ibAnimatableDefinitions() -> [AnimatorDefinition] {
  [
    ibDefinition(
      id: "fold", name: "Fold",
      summary: "The old screen folds like an accordion into one edge as the new one unfolds",
      parameters: [
        directionParameter(sides, summary: "the edge the new screen unfolds from"),
        .integer("folds", default: 2, range: 1...10, summary: "folds across the screen"),
      ]
    ) { p, duration, role in
      FoldAnimator(
        direction: .parse(p.string("direction", or: "left"), allowed: sides),
        folds: p.integer("folds", or: 2), duration: duration, role: role)
    },
    ibDefinition(
      id: "portal", name: "Portal",
      summary: "The old screen opens like double doors on the new one growing behind them",
      parameters: [
        directionParameter(
          depths, summary: "forward opens the doors, backward closes the new screen's over the old"),
        .number(
          "zoom-scale", default: 0.8, range: 0.1...1,
          summary: "the size the screen behind the doors grows from (or shrinks to)"),
      ]
    ) { p, duration, role in
      PortalAnimator(
        direction: .parse(p.string("direction", or: "forward"), allowed: depths),
        zoomScale: CGFloat(p.number("zoom-scale", or: 0.8)), duration: duration, role: role)
    },
    ibDefinition(
      id: "natgeo", name: "NatGeo",
      summary: "The old screen swings open like a magazine cover as the new one flies in",
      parameters: [
        directionParameter(
          [.left, .right], summary: "left swings the old screen open, right swings the new shut")
      ]
    ) { p, duration, role in
      NatGeoAnimator(
        direction: .parse(p.string("direction", or: "left"), allowed: [.left, .right]),
        duration: duration, role: role)
    },
    ibDefinition(
      id: "turn", name: "Turn",
      summary: "The old screen turns edge-on about its middle, then the new one turns in",
      parameters: [directionParameter(sides, summary: "the side the turn starts from")]
    ) { p, duration, role in
      TurnAnimator(
        direction: .parse(p.string("direction", or: "left"), allowed: sides), duration: duration,
        role: role)
    },
    ibDefinition(
      id: "cards", name: "Cards",
      summary: "The old screen drops off a pile of cards, or the new one slides up onto it",
      parameters: [
        directionParameter(
          depths, summary: "forward drops the old card, backward slides the new one on")
      ]
    ) { p, duration, role in
      CardsAnimator(
        direction: .parse(p.string("direction", or: "forward"), allowed: depths),
        duration: duration, role: role)
    },
    ibDefinition(
      id: "flip", name: "Flip",
      summary: "The screen turns over its middle like a book's page",
      parameters: [directionParameter(sides, summary: "the side of the page that lifts")]
    ) { p, duration, role in
      FlipAnimator(
        direction: .parse(p.string("direction", or: "left"), allowed: sides), duration: duration,
        role: role)
    },
    ibDefinition(
      id: "explode", name: "Explode",
      summary: "The old screen bursts into spinning pieces that shrink away",
      parameters: [
        .integer("x-factor", default: 10, range: 1...20, summary: "pieces in a row"),
        .number("min-angle", default: -10, range: -20...20, summary: "the least spin, in radians"),
        .number("max-angle", default: 10, range: -20...20, summary: "the most spin, in radians"),
        .integer("seed", default: 1, range: 0...1_000_000, summary: "scatters the pieces"),
      ],
      // Hundreds of pieces a frame: five seconds of them each way went over the engine's
      // limit on layers recorded in a run; an explosion is over in a moment anyway.
      longest: 2
    ) { p, duration, role in
      ExplodeAnimator(
        columns: p.integer("x-factor", or: 10), minAngle: p.number("min-angle", or: -10),
        maxAngle: p.number("max-angle", or: 10), seed: p.integer("seed", or: 1),
        duration: duration, role: role)
    },
  ]
}
