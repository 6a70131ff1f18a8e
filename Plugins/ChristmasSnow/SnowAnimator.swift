import AnimatorKit

/// Presenting: snow thickens over the whole screen while the new screen drifts down into place and
/// fades in over a dimming winter sky, then the snow stops and melts away.
///
/// Dismissing: a gust sweeps the falling snow and the screen off sideways, the screen tilting as it
/// goes, and the sky lifts from the screen behind.
///
/// The emitter is always removed and the real views are left untransformed and opaque, so
/// nothing is left behind, whether the transition completes or is cancelled.
final class SnowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// How dark the winter sky over the screen behind gets.
  static let skyAlpha: CGFloat = 0.35

  /// The snow's look.
  let style: SnowStyle
  /// Whether this animator presents (true) or dismisses.
  let presenting: Bool

  /// An animator or delegate with the given look.
  init(style: SnowStyle, presenting: Bool) {
    self.style = style
    self.presenting = presenting
  }

  /// The duration parameter, each way.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  /// Runs the presentation or the dismissal.
  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let screen = context.viewController(forKey: key), let view = screen.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let snow = SnowEmitter.make(in: container.bounds, style: style)
    let sky = UIView(frame: container.bounds)
    sky.backgroundColor = UIColor(red: 0.07, green: 0.12, blue: 0.26, alpha: 1)
    sky.alpha = 0
    if presenting {
      present(view, frame: context.finalFrame(for: screen), snow: snow, sky: sky, context: context)
    } else {
      dismiss(view, snow: snow, sky: sky, context: context)
    }
  }

  /// The new screen drifts down from a little above, fading in over a dimming winter sky, under
  /// the snow.
  private func present(
    _ view: UIView, frame: CGRect, snow: CAEmitterLayer, sky: UIView,
    context: any UIViewControllerContextTransitioning
  ) {
    let container = context.containerView
    let d = style.duration
    view.frame = frame
    view.alpha = 0
    view.layer.transform = CATransform3DMakeTranslation(0, -container.bounds.height * 0.1, 0)
    container.addSubview(sky)
    container.addSubview(view)
    container.layer.addSublayer(snow)
    UIView.animate(
      withDuration: d, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
      animations: {
        view.layer.transform = CATransform3DIdentity
      })
    UIView.animate(
      withDuration: d * 0.55, delay: 0, options: [.curveEaseOut],
      animations: {
        view.alpha = 1
        sky.alpha = Self.skyAlpha
      },
      completion: { _ in
        snow.birthRate = 0
        UIView.animate(
          withDuration: d * 0.45, delay: 0, options: [.curveEaseIn],
          animations: {
            snow.opacity = 0
            sky.alpha = 0
          },
          completion: { _ in
            self.finish(view, snow: snow, sky: sky, context: context)
          })
      })
  }

  /// Snow falls on the screen, then a gust blows flakes and screen away sideways.
  private func dismiss(
    _ view: UIView, snow: CAEmitterLayer, sky: UIView,
    context: any UIViewControllerContextTransitioning
  ) {
    let container = context.containerView
    let bounds = container.bounds
    let d = style.duration
    let direction = style.gustDirection
    if let behind = context.view(forKey: .to), behind.superview == nil {
      container.insertSubview(behind, belowSubview: view)
    }
    container.insertSubview(sky, belowSubview: view)
    container.layer.addSublayer(snow)
    UIView.animate(
      withDuration: d * 0.3, delay: 0, options: [.curveEaseInOut],
      animations: {
        view.layer.transform = CATransform3DMakeRotation(-0.025 * direction, 0, 0, 1)
        sky.alpha = Self.skyAlpha
      },
      completion: { _ in
        snow.emitterCells = [
          SnowEmitter.gust(height: bounds.height, width: bounds.width, style: self.style)
        ]
        let blown = CATransform3DRotate(
          CATransform3DMakeTranslation(direction * bounds.width * 1.3, -bounds.height * 0.05, 0),
          0.2 * direction, 0, 0, 1)
        UIView.animate(
          withDuration: d * 0.7, delay: 0, options: [.curveEaseIn],
          animations: {
            view.layer.transform = blown
            snow.transform = CATransform3DMakeTranslation(direction * bounds.width * 0.8, 0, 0)
            snow.opacity = 0
            sky.alpha = 0
          },
          completion: { _ in
            self.finish(view, snow: snow, sky: sky, context: context)
          })
      })
  }

  /// Removes the snow and the sky, puts the screen back to itself (or where it was on a cancel),
  /// and completes.
  private func finish(
    _ view: UIView, snow: CAEmitterLayer, sky: UIView,
    context: any UIViewControllerContextTransitioning
  ) {
    snow.birthRate = 0
    snow.removeFromSuperlayer()
    sky.removeFromSuperview()
    let cancelled = context.transitionWasCancelled
    if presenting && cancelled {
      view.removeFromSuperview()
    }
    view.layer.transform = CATransform3DIdentity
    view.alpha = 1
    context.completeTransition(!cancelled)
  }
}
