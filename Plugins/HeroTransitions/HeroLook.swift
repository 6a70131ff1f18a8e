import AnimatorKit

/// Where one screen is when it is not in place.
///
/// A pose moves, scales, fades and dims the screen. The arriving screen starts at its pose; the
/// leaving screen ends at its own.
struct HeroPose {
  /// How far it has moved, as a fraction of the container's size along the direction.
  var shift: CGFloat = 0
  /// Its scale about its centre.
  var scale: CGFloat = 1
  /// Its opacity.
  var alpha: CGFloat = 1
  /// The opacity of the black overlay that dims it (Hero's `overlay(color: .black, ...)`).
  var dim: CGFloat = 0
  /// Whether it casts Hero's shadow while in place, none at the pose (Hero's
  /// `shadowOpacity(0)` with `beginWith(shadowState)`).
  var castsShadow = false

  /// In place: nothing moved, scaled, faded or dimmed.
  static let rest = HeroPose()

  /// Whether a screen at this pose is still on screen (it has not moved a whole screen away).
  var isOnScreen: Bool { shift < 1 && alpha > 0 }
}

/// A cubic timing curve through two control points.
struct HeroCurve {
  let c1: CGPoint
  let c2: CGPoint

  /// Hero's default curve, Material's standard easing.
  static let standard = HeroCurve(c1: CGPoint(x: 0.4, y: 0), c2: CGPoint(x: 0.2, y: 1))
  /// Hero's curve for screens that arrive on top (push, cover, page-in): Material's
  /// deceleration.
  static let deceleration = HeroCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 0.2, y: 1))
  /// UIKit's ease-in-ease-out, the default curve of the `UIView.animate` Presentr calls.
  static let easeInOut = HeroCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1))

  /// The curve as property-animator timing.
  var timing: UICubicTimingParameters {
    UICubicTimingParameters(controlPoint1: c1, controlPoint2: c2)
  }
}

/// How one kind of transition looks: where each screen is when out of place, which one is in
/// front, and the curve; the values are those of Hero's `DefaultAnimationPreprocessor` (and
/// Presentr's `CoverFromCornerAnimation`).
struct HeroLook {
  /// Where the arriving screen starts.
  var arriving: HeroPose
  /// Where the leaving screen ends.
  var leaving: HeroPose
  /// Whether the arriving screen is in front of the leaving one (Hero's
  /// `insertToViewFirst == false`).
  var arrivingInFront: Bool
  /// The timing curve of both screens.
  var curve: HeroCurve
}

extension HeroKind {
  /// The look of the kind.
  var look: HeroLook {
    let third = HeroPose(shift: 1.0 / 3.0, dim: 0.1)
    let away = HeroPose(shift: 1)
    let sliding = HeroPose(shift: 1, castsShadow: true)
    let dimmed = HeroPose(dim: 0.1)
    switch self {
    case .push:
      return HeroLook(
        arriving: sliding, leaving: third, arrivingInFront: true, curve: .deceleration)
    case .pull:
      return HeroLook(arriving: third, leaving: sliding, arrivingInFront: false, curve: .standard)
    case .cover:
      return HeroLook(
        arriving: sliding, leaving: dimmed, arrivingInFront: true, curve: .deceleration)
    case .uncover:
      return HeroLook(arriving: dimmed, leaving: sliding, arrivingInFront: false, curve: .standard)
    case .slide:
      return HeroLook(arriving: away, leaving: away, arrivingInFront: true, curve: .standard)
    case .zoomSlide:
      let small = HeroPose(shift: 1, scale: 0.8)
      return HeroLook(arriving: small, leaving: small, arrivingInFront: true, curve: .standard)
    case .pageIn:
      return HeroLook(
        arriving: sliding, leaving: HeroPose(scale: 0.7, dim: 0.1), arrivingInFront: true,
        curve: .deceleration)
    case .pageOut:
      return HeroLook(
        arriving: HeroPose(scale: 0.7, dim: 0.1), leaving: sliding, arrivingInFront: false,
        curve: .standard)
    case .fade:
      return HeroLook(
        arriving: HeroPose(alpha: 0), leaving: .rest, arrivingInFront: true, curve: .standard)
    case .zoom:
      return HeroLook(
        arriving: HeroPose(scale: 0.7), leaving: HeroPose(scale: 1.3, alpha: 0),
        arrivingInFront: false, curve: .standard)
    case .zoomOut:
      return HeroLook(
        arriving: HeroPose(scale: 1.3, alpha: 0), leaving: HeroPose(scale: 0.7),
        arrivingInFront: true, curve: .standard)
    case .coverFromCorner:
      return HeroLook(arriving: away, leaving: .rest, arrivingInFront: true, curve: .easeInOut)
    case .uncoverToCorner:
      return HeroLook(arriving: .rest, leaving: away, arrivingInFront: false, curve: .easeInOut)
    }
  }
}
