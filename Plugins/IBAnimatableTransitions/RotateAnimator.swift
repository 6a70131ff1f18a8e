import AnimatorKit

/// IBAnimatable's `systemRotate` ("rotate 90 degrees"): the old screen turns a quarter
/// clockwise about its middle and fades out while the new one turns in from a quarter
/// anticlockwise and fades in, easing out.
///
/// Core Animation draws the private `rotate` type itself and the host does not, so this is
/// drawn with plain transforms and fades. Its reverse is itself, as in the original: a
/// dismissal turns clockwise too.
final class RotateAnimator: PackAnimator {
  override func run(on stage: TransitionStage) {
    let leaving = stage.leaving
    let arriving = stage.arriving
    arriving.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    arriving.alpha = 0
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseOut],
      animations: {
        leaving.transform = CGAffineTransform(rotationAngle: .pi / 2)
        leaving.alpha = 0
        arriving.transform = .identity
        arriving.alpha = 1
      },
      completion: { _ in stage.finish() })
  }
}
