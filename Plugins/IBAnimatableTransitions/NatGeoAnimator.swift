import AnimatorKit

/// IBAnimatable's `natGeo(to:)`: the magazine-cover effect.
///
/// Left: the old screen swings open
/// about its left edge like a cover (in the last 80 % of the time) while the new screen flies in
/// from far off to the right, tilted, and settles. Right: the reverse, the new screen swinging
/// shut over the old one, which flies off to the right. Keyframes with cubic calculation.
///
/// The original's offsets (320, 170, 150, 40 points) are for a 320-point-wide phone; here they
/// scale with the screen's width, as does the eye's distance (500). The original stacks the leaving screen on top both ways;
/// here the swinging screen is always on top, so the one swinging shut is seen doing it.
final class NatGeoAnimator: DirectedPackAnimator {
  static let direction = directionParameter(
    [.left, .right], summary: "left swings the old screen open, right swings the new shut")

  /// The share of the time the cover swings, at the end (left) or the start (right).
  private let swingShare = 0.8
  /// Whether the cover swings to the left this run.
  var toLeft: Bool { direction == .left }

  override var arrivingOnTop: Bool { !toLeft }

  override func run(on stage: TransitionStage) {
    let cover = toLeft ? stage.leaving : stage.arriving
    let far = toLeft ? stage.arriving : stage.leaving
    setAnchor(CGPoint(x: 0, y: 0.5), of: cover)
    let unit = stage.bounds.width / 320
    let shut = perspective(eye: 500 * unit)
    let open = Self.swungOpen(unit: unit)
    let near = perspective(eye: 500 * unit)
    let away = Self.flownAway(unit: unit)
    cover.layer.transform = toLeft ? shut : open
    far.layer.transform = toLeft ? away : near
    let toLeft = toLeft
    let swing = swingShare
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [.calculationModeCubic],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          far.layer.transform = toLeft ? near : away
        }
        UIView.addKeyframe(
          withRelativeStartTime: toLeft ? 1 - swing : 0, relativeDuration: swing
        ) {
          cover.layer.transform = toLeft ? open : shut
        }
      },
      completion: { _ in stage.finish() })
  }

  /// The cover swung open 80° about its hinge, pushed back a little.
  static func swungOpen(unit: CGFloat) -> CATransform3D {
    var t = perspective(eye: 500 * unit)
    t = CATransform3DRotate(t, 80 * .pi / 180, 0, 1, 0)
    t = CATransform3DTranslate(t, 0, 0, -30 * unit)
    return CATransform3DTranslate(t, 170 * unit, 0, 0)
  }

  /// The far screen off to the right, raised, nearer and turned.
  static func flownAway(unit: CGFloat) -> CATransform3D {
    var t = perspective(eye: 500 * unit)
    t = CATransform3DRotate(t, 5 * .pi / 180, 0, 0, 1)
    t = CATransform3DTranslate(t, 320 * unit, -40 * unit, 150 * unit)
    t = CATransform3DRotate(t, -45 * .pi / 180, 0, 1, 0)
    return CATransform3DRotate(t, 10 * .pi / 180, 1, 0, 0)
  }
}
