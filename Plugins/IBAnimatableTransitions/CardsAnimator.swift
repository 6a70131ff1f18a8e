import AnimatorKit

/// IBAnimatable's `cards(direction:)`: a pile of cards.
///
/// Forward: the old screen drops off the bottom like the top
/// card of a pile, uncovering the new one, which rises from 60 % size and tips back flat.
/// Backward: the old screen tips back, dims and shrinks up into the pile while the new one peeks
/// 30 points in from the bottom and then slides up over it. Keyframes with cubic calculation.
final class CardsAnimator: DirectedPackAnimator {
  static let direction = directionParameter(
    depths, summary: "forward drops the old card, backward slides the new one on")

  /// Whether the cards go forward this run.
  var forward: Bool { direction == .forward }

  override var arrivingOnTop: Bool { !forward }

  /// Tipped back 15° and a little smaller, as a card lifted off the pile.
  static let tipped: CATransform3D = {
    var t = perspective(eye: 900)
    t = CATransform3DScale(t, 0.95, 0.95, 1)
    return CATransform3DRotate(t, 15 * .pi / 180, 1, 0, 0)
  }()

  override func run(on stage: TransitionStage) {
    let leaving = stage.leaving
    let arriving = stage.arriving
    let rest = arriving.frame
    let below = leaving.frame.offsetBy(dx: 0, dy: stage.bounds.maxY - leaving.frame.minY)
    let forward = forward
    if forward {
      arriving.layer.transform = CATransform3DMakeScale(0.6, 0.6, 1)
      arriving.alpha = 0.6
    } else {
      arriving.frame = rest.offsetBy(dx: 0, dy: stage.bounds.maxY - rest.minY)
    }
    let shrunk = CATransform3DScale(
      CATransform3DTranslate(perspective(eye: 900), 0, -0.08 * leaving.frame.height, 0), 0.8,
      0.8, 1)
    let peek = arriving.frame.offsetBy(dx: 0, dy: -30)
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [.calculationModeCubic],
      animations: {
        if forward {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            leaving.frame = below
          }
          UIView.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.35) {
            arriving.layer.transform = Self.tipped
            arriving.alpha = 1
          }
          UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
            arriving.layer.transform = CATransform3DIdentity
          }
        } else {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
            leaving.layer.transform = Self.tipped
            leaving.alpha = 0.6
          }
          UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.4) {
            leaving.layer.transform = shrunk
          }
          UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) {
            arriving.frame = peek
          }
          UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
            arriving.frame = rest
          }
        }
      },
      completion: { _ in stage.finish() })
  }
}
