import AnimatorKit

/// One run's transition: a kind, the way it moves and how long it takes.
struct HeroMotion {
  var kind: HeroKind
  var direction: HeroDirection
  var duration: TimeInterval
  /// For `slide`: whether the screens also cross-fade (IBAnimatable's `Slide(isFade:)`).
  var slideFades = false
  /// For `fade`: which screen fades (IBAnimatable's `Fade(In|Out|Cross)`).
  var fadeMode = HeroFadeMode.in

  /// The motion an animator's parameters ask for (the host refuses a direction that is not
  /// one of the kind's words).
  init(kind: HeroKind, values: AnimatorParameters) {
    self.kind = kind
    let word = kind.directionParameter.map { values[$0] }
    direction = kind.directions.first { $0.name == word }?.direction ?? .left
    duration = values[kind.durationParameter]
    slideFades = kind == .slide && values[HeroKind.slideFadeParameter]
    fadeMode = kind == .fade ? values[HeroKind.fadeModeParameter] : .in
  }

  init(kind: HeroKind, direction: HeroDirection, duration: TimeInterval) {
    self.kind = kind
    self.direction = direction
    self.duration = duration
  }

  /// The way back, as Hero's `autoReverse`: the reversed kind, the opposite direction.
  var reversed: HeroMotion {
    var back = HeroMotion(kind: kind.reversed, direction: direction.reversed, duration: duration)
    back.slideFades = slideFades
    back.fadeMode = fadeMode.reversed
    return back
  }
}
