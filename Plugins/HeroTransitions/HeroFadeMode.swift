import AnimatorKit

/// IBAnimatable's fade directions, which `fade` takes: the arriving screen fades in on top
/// (Hero's fade), the leaving one fades out over it, or both cross-fade.
enum HeroFadeMode: String, CaseIterable {
  case `in`, out, cross

  /// The way back, as IBAnimatable's `reverseAnimationType`: in and out swap.
  var reversed: HeroFadeMode {
    switch self {
    case .in: .out
    case .out: .in
    case .cross: .cross
    }
  }
}

extension HeroMotion {
  /// How this motion looks: its kind's look, with the slide's fade or the fade's direction.
  var look: HeroLook {
    var look = kind.look
    switch kind {
    case .slide where slideFades:
      look.arriving.alpha = 0
      look.leaving.alpha = 0
    case .fade where fadeMode == .out:
      look = HeroLook(
        arriving: .rest, leaving: HeroPose(alpha: 0), arrivingInFront: false, curve: look.curve)
    case .fade where fadeMode == .cross:
      look.leaving = HeroPose(alpha: 0)
    default:
      break
    }
    return look
  }
}
