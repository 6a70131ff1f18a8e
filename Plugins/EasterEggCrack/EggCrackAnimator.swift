import AnimatorKit

/// Cracks the old screen down a zig-zag; the two shell halves tip outward and fall away,
/// revealing the new screen beneath; dismissing lifts the halves back over the screen that
/// leaves and seals the crack.
///
/// The halves are masked snapshots of the presenter's screen. Presenting, the real screen is
/// transparent while they crack, and fades back in as they fall, where a sheet leaves it
/// visible; dismissing, the halves close over it, so it needs no hiding. Every helper (halves,
/// crack line, confetti) is removed and the real screen shown again before
/// `completeTransition`, whether the transition completes or is cancelled.
final class EggCrackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: EggStyle
  let isPresenting: Bool

  init(style: EggStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let shellVC = context.viewController(forKey: isPresenting ? .from : .to),
      let newVC = context.viewController(forKey: isPresenting ? .to : .from),
      let shellView = shellVC.view, let newView = newVC.view
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let frame = shellView.frame.isEmpty ? container.bounds : shellView.frame
    let shell = EggShell(size: frame.size, teeth: style.teeth)
    guard
      let left = shell.makeHalf(
        of: shellView, left: true, frame: frame, afterScreenUpdates: !isPresenting),
      let right = shell.makeHalf(
        of: shellView, left: false, frame: frame, afterScreenUpdates: !isPresenting)
    else {
      context.completeTransition(false)
      return
    }
    let alpha = shellView.alpha
    if isPresenting {
      newView.frame = context.finalFrame(for: newVC)
      container.addSubview(newView)
    }
    container.addSubview(left)
    container.addSubview(right)
    if isPresenting { shellView.alpha = 0 }
    let crack = shell.makeCrackLayer(frame: frame)
    container.layer.addSublayer(crack)
    let finish = {
      left.removeFromSuperview()
      right.removeFromSuperview()
      crack.removeFromSuperlayer()
      shellView.alpha = alpha
      let cancelled = context.transitionWasCancelled
      if cancelled && self.isPresenting { newView.removeFromSuperview() }
      context.completeTransition(!cancelled)
    }
    if isPresenting {
      crackOpen(
        shell: shell, halves: (left, right), crack: crack, frame: frame, in: container, then: finish
      )
      // Behind a sheet the old screen shows again while the halves fall away.
      UIView.animate(
        withDuration: style.duration * 0.5, delay: style.duration * 0.3, options: [],
        animations: {
          shellView.alpha = alpha
        })
    } else {
      closeUp(shell: shell, halves: (left, right), crack: crack, then: finish)
    }
  }

  /// The crack runs down the screen, the halves tip open, then fall away with confetti.
  private func crackOpen(
    shell: EggShell, halves: (UIView, UIView), crack: CAShapeLayer, frame: CGRect,
    in container: UIView,
    then finish: @escaping () -> Void
  ) {
    let d = style.duration
    crack.strokeEnd = 0
    UIView.animate(
      withDuration: d * 0.22, delay: 0, options: [.curveEaseOut],
      animations: {
        crack.strokeEnd = 1
      },
      completion: { _ in
        let confetti = self.style.confetti ? Confetti.burst(along: shell, frame: frame) : nil
        if let confetti { container.layer.addSublayer(confetti) }
        UIView.animate(
          withDuration: d * 0.1, delay: 0, options: [.curveLinear],
          animations: {
            crack.opacity = 0
          },
          completion: { _ in
            confetti?.birthRate = 0
          })
        UIView.animate(
          withDuration: d * 0.3, delay: d * 0.48, options: [.curveLinear],
          animations: {
            confetti?.opacity = 0
          })
        UIView.animateKeyframes(
          withDuration: d * 0.78, delay: 0, options: [.calculationModeLinear],
          animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) {
              halves.0.layer.transform = shell.ajar(left: true)
              halves.1.layer.transform = shell.ajar(left: false)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) {
              halves.0.layer.transform = shell.fallen(left: true)
              halves.1.layer.transform = shell.fallen(left: false)
            }
          },
          completion: { _ in
            confetti?.removeFromSuperlayer()
            finish()
          })
      })
  }

  /// The halves rise back together over the leaving screen, then the crack seals.
  private func closeUp(
    shell: EggShell, halves: (UIView, UIView), crack: CAShapeLayer,
    then finish: @escaping () -> Void
  ) {
    let d = style.duration
    halves.0.layer.transform = shell.fallen(left: true)
    halves.1.layer.transform = shell.fallen(left: false)
    crack.opacity = 0
    UIView.animateKeyframes(
      withDuration: d * 0.75, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.8) {
          halves.0.layer.transform = shell.ajar(left: true)
          halves.1.layer.transform = shell.ajar(left: false)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
          halves.0.layer.transform = CATransform3DIdentity
          halves.1.layer.transform = CATransform3DIdentity
          crack.opacity = 1
        }
      },
      completion: { _ in
        UIView.animate(
          withDuration: d * 0.25, delay: 0, options: [.curveEaseIn],
          animations: {
            crack.strokeEnd = 0
          }, completion: { _ in finish() })
      })
  }
}
