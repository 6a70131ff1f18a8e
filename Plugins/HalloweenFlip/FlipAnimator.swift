import AnimatorKit

/// Flips from one screen to the other about the vertical axis, in perspective: a snapshot of the
/// old screen turns away to edge-on while an orange flash turns black, then the new screen turns in
/// from the other edge.
///
/// Bats fly out over both. Dismissing flips the other way.
///
/// The real screen that leaves stays hidden behind its snapshot; every helper (snapshot,
/// flash, bats) is removed and every real view is shown and untransformed before the
/// transition completes, whether it completes or is cancelled.
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The closest the eye comes to the screen, in points (m34 = -1/500 on a phone).
  static let nearestEye: CGFloat = 500

  let style: FlipStyle
  let isPresenting: Bool

  init(style: FlipStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  /// A turn about the y-axis seen from `eye` points away; 0 turns is flat with only the
  /// perspective.
  static func turned(_ angle: CGFloat, eye: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / eye
    return CATransform3DRotate(t, angle, 0, 1, 0)
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromVC = context.viewController(forKey: .from),
      let toVC = context.viewController(forKey: .to),
      let fromView = fromVC.view, let toView = toVC.view,
      let snapshot = fromView.snapshotView(afterScreenUpdates: false)
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let presenting = isPresenting
    // Presenting turns left (the old screen's right edge comes forward); dismissing turns right.
    let away: CGFloat = presenting ? .pi / 2 : -.pi / 2
    let toFrame = context.finalFrame(for: toVC)
    // Wider screens are seen from further away, so a tablet's near edge stays on screen.
    let eye = max(Self.nearestEye, container.bounds.width * 1.3)
    // Dismissing a style that removed the presenter's view: put it behind the flip for now.
    let borrowed = !presenting && context.view(forKey: .to) != nil
    if presenting || borrowed {
      toView.frame = toFrame
      if presenting {
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
    }
    snapshot.frame = fromView.frame
    container.addSubview(snapshot)
    fromView.isHidden = true
    toView.layer.transform = Self.turned(-away, eye: eye)

    let flash = UIView(frame: container.bounds)
    flash.backgroundColor = style.flashColor
    flash.alpha = 0
    container.addSubview(flash)
    let bats = Bats.emitter(in: container.bounds, style: style, birthWindow: style.duration * 0.6)
    container.layer.addSublayer(bats)

    UIView.animateKeyframes(
      withDuration: style.duration, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          snapshot.layer.transform = Self.turned(away, eye: eye)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          toView.layer.transform = Self.turned(0, eye: eye)
        }
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        snapshot.removeFromSuperview()
        flash.removeFromSuperview()
        bats.removeFromSuperlayer()
        fromView.isHidden = false
        toView.layer.transform = CATransform3DIdentity
        // The host puts a dismissal's presenter back in the window itself.
        if (presenting && cancelled) || borrowed { toView.removeFromSuperview() }
        context.completeTransition(!cancelled)
      })
    flashAndStopBats(flash, bats: bats)
  }

  /// The flash goes up in the flash colour, turns black as the screens pass edge-on, and
  /// clears; bats stop being born when it clears and fade out by the end.
  private func flashAndStopBats(_ flash: UIView, bats: CAEmitterLayer) {
    let d = style.duration
    UIView.animateKeyframes(
      withDuration: d * 0.6, delay: d * 0.2, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) { flash.alpha = 0.85 }
        UIView.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.2) {
          flash.backgroundColor = .black
        }
        UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { flash.alpha = 0 }
      },
      completion: { _ in
        bats.birthRate = 0
      })
    UIView.animate(
      withDuration: d * 0.25, delay: d * 0.75, options: [.curveEaseIn],
      animations: {
        bats.opacity = 0
      })
  }
}
