import AnimatorKit

/// IBAnimatable's `turn(from:)`: in the first half the old screen turns about its middle to
/// edge-on, in the second the new screen turns in from edge-on on the other side, like a sign
/// turning on a pivot; about the vertical axis for left and right, the horizontal one for top
/// and bottom.
///
/// The original gives the container m34 = -1/500; here each screen carries its perspective,
/// seen from at least 1.3 screen widths away so a tablet's near edge stays in front of the eye.
final class TurnAnimator: DirectedPackAnimator {
  static let direction = directionParameter(sides, summary: "the side the turn starts from")

  override func run(on stage: TransitionStage) {
    let horizontal = direction.isHorizontal
    let eye = max(500, 1.3 * (horizontal ? stage.bounds.width : stage.bounds.height))
    let sign: CGFloat = direction.startsAtFarEdge ? 1 : -1
    func turned(_ angle: CGFloat) -> CATransform3D {
      horizontal
        ? CATransform3DRotate(perspective(eye: eye), angle, 0, 1, 0)
        : CATransform3DRotate(perspective(eye: eye), angle, 1, 0, 0)
    }
    let leaving = stage.leaving
    let arriving = stage.arriving
    arriving.layer.transform = turned(-sign * .pi / 2)
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          leaving.layer.transform = turned(sign * .pi / 2)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          arriving.layer.transform = turned(0)
        }
      },
      completion: { _ in stage.finish() })
  }
}
