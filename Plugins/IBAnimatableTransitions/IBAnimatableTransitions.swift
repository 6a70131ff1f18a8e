import AnimatorKit

/// IBAnimatable's transition animators (fold, portal, natgeo, turn, cards, flip, explode) and
/// its system ones (cube, move-in, reveal, rotate, camera-iris, ripple, suck), rewritten from
/// how the originals look; each takes the parameters the original takes, and a dismissal, pop
/// or switch back runs its reverse.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "ibanimatable-transitions", version: "1.0.0", author: "animhost", license: "MIT",
      animators: ibAnimatableDefinitions() + systemDefinitions() + warpDefinitions())
  }
}

/// IBAnimatable's default transition duration, 0.7 seconds.
let ibDuration = 0.7

/// The `duration` parameter every animator of the pack takes, up to `longest` seconds.
func durationParameter(longest: Double = 5) -> Parameter<Double> {
  .number("duration", default: ibDuration, range: 0.05...longest, summary: "seconds each way")
}

/// One animator of the pack: IBAnimatable's capabilities, its parameters in IBAnimatable's order
/// (so `fold(left,5)` reads as IBAnimatable's `Fold(Left,5)`), then the duration (at most
/// `longest` seconds).
func ibDefinition(
  id: String, name: String, summary: String, parameters: [any AnimatorParameterConvertible],
  longest: Double = 5,
  make: @escaping (AnimatorParameters, TimeInterval, TransitionRole) -> PackAnimator
) -> AnimatorDefinition {
  let duration = durationParameter(longest: longest)
  return AnimatorDefinition(
    id: id, displayName: name, summary: summary, capabilities: packCapabilities,
    parameters: parameters + [duration]
  ) { role, p in
    make(p, p[duration], role)
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
      parameters: [FoldAnimator.direction, FoldAnimator.folds]
    ) { p, duration, role in
      FoldAnimator(
        direction: p[FoldAnimator.direction], folds: p[FoldAnimator.folds], duration: duration,
        role: role)
    },
    ibDefinition(
      id: "portal", name: "Portal",
      summary: "The old screen opens like double doors on the new one growing behind them",
      parameters: [PortalAnimator.direction, PortalAnimator.zoomScale]
    ) { p, duration, role in
      PortalAnimator(
        direction: p[PortalAnimator.direction], zoomScale: CGFloat(p[PortalAnimator.zoomScale]),
        duration: duration, role: role)
    },
    ibDefinition(
      id: "natgeo", name: "NatGeo",
      summary: "The old screen swings open like a magazine cover as the new one flies in",
      parameters: [NatGeoAnimator.direction]
    ) { p, duration, role in
      NatGeoAnimator(direction: p[NatGeoAnimator.direction], duration: duration, role: role)
    },
    ibDefinition(
      id: "turn", name: "Turn",
      summary: "The old screen turns edge-on about its middle, then the new one turns in",
      parameters: [TurnAnimator.direction]
    ) { p, duration, role in
      TurnAnimator(direction: p[TurnAnimator.direction], duration: duration, role: role)
    },
    ibDefinition(
      id: "cards", name: "Cards",
      summary: "The old screen drops off a pile of cards, or the new one slides up onto it",
      parameters: [CardsAnimator.direction]
    ) { p, duration, role in
      CardsAnimator(direction: p[CardsAnimator.direction], duration: duration, role: role)
    },
    ibDefinition(
      id: "flip", name: "Flip",
      summary: "The screen turns over its middle like a book's page",
      parameters: [FlipAnimator.direction]
    ) { p, duration, role in
      FlipAnimator(direction: p[FlipAnimator.direction], duration: duration, role: role)
    },
    ibDefinition(
      id: "explode", name: "Explode",
      summary: "The old screen bursts into spinning pieces that shrink away",
      parameters: ExplodeAnimator.parameters,
      // Hundreds of pieces a frame: five seconds of them each way went over the engine's
      // limit on layers recorded in a run; an explosion is over in a moment anyway.
      longest: 2
    ) { p, duration, role in
      ExplodeAnimator(
        columns: p[ExplodeAnimator.xFactor], minAngle: p[ExplodeAnimator.minAngle],
        maxAngle: p[ExplodeAnimator.maxAngle], seed: p[ExplodeAnimator.seed],
        duration: duration, role: role)
    },
  ]
}
