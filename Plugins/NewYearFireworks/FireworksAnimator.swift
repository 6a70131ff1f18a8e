import AnimatorKit

/// Presenting: fireworks burst from the button, one after another around it, while the new screen
/// opens in a circle growing from the button to cover the screen.
///
/// Dismissing: the circle closes back into the button, which sends up a last burst.
///
/// The circle is a CAShapeLayer mask on the screen, scaled about the button inside
/// UIView.animate. Masks, flashes and emitters are always removed, so nothing is left behind,
/// whether the transition completes or is cancelled.
final class FireworksAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The circle's scale when closed (not zero, so the transform stays decomposable).
  static let closed: CGFloat = 0.01

  /// The fireworks' look.
  let style: FireworksStyle
  /// Whether this animator presents (true) or dismisses.
  let presenting: Bool

  /// An animator or delegate with the given look.
  init(style: FireworksStyle, presenting: Bool) {
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
    let bounds = container.bounds
    let origin =
      context.sourceFrame.map { CGPoint(x: $0.midX, y: $0.midY) }
      ?? CGPoint(x: bounds.midX, y: bounds.midY)
    if presenting {
      view.frame = context.finalFrame(for: screen)
      container.addSubview(view)
    } else if let behind = context.view(forKey: .to), behind.superview == nil {
      container.insertSubview(behind, belowSubview: view)
    }
    let circle = Self.circle(around: origin, in: view)
    circle.transform =
      presenting ? CATransform3DMakeScale(Self.closed, Self.closed, 1) : CATransform3DIdentity
    view.layer.mask = circle
    if presenting {
      present(view, circle: circle, origin: origin, context: context)
    } else {
      dismiss(view, circle: circle, origin: origin, context: context)
    }
  }

  /// A filled circle centred on `point` (container space) large enough to cover `view` at
  /// scale 1, its anchor at the centre so it scales about the point.
  static func circle(around point: CGPoint, in view: CGRect) -> CAShapeLayer {
    let centre = CGPoint(x: point.x - view.minX, y: point.y - view.minY)
    let dx = max(centre.x, view.width - centre.x)
    let dy = max(centre.y, view.height - centre.y)
    let radius = (dx * dx + dy * dy).squareRoot()
    let circle = CAShapeLayer()
    circle.frame = CGRect(
      x: centre.x - radius - 1, y: centre.y - radius - 1, width: radius * 2 + 2,
      height: radius * 2 + 2)
    circle.path =
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: radius * 2 + 2, height: radius * 2 + 2)).cgPath
    circle.fillColor = UIColor.black.cgColor
    return circle
  }

  /// The circle around `point` for a view, from its frame.
  static func circle(around point: CGPoint, in view: UIView) -> CAShapeLayer {
    circle(around: point, in: view.frame)
  }

  /// Bursts around the button, one after another, while the circle opens.
  private func present(
    _ view: UIView, circle: CAShapeLayer, origin: CGPoint,
    context: any UIViewControllerContextTransitioning
  ) {
    let container = context.containerView
    let d = style.duration
    let bursts = burstPoints(from: origin, in: container.bounds).map {
      FireworkBurst(at: $0, in: container.bounds, style: style)
    }
    for burst in bursts { burst.add(to: container.layer) }
    let interval = d * 0.55 / Double(bursts.count)
    fire(bursts, from: 0, fade: interval - FireworkBurst.burstTime)
    UIView.animate(
      withDuration: d, delay: 0, options: [.curveEaseInOut],
      animations: {
        circle.transform = CATransform3DIdentity
      },
      completion: { _ in
        self.finish(view, bursts: bursts, context: context)
      })
    UIView.animate(
      withDuration: d * 0.3, delay: d * 0.68, options: [.curveEaseIn],
      animations: {
        for burst in bursts { burst.emitter.opacity = 0 }
      })
  }

  /// Fires the bursts from `index` on, each when the previous one's flash has faded.
  private func fire(_ bursts: [FireworkBurst], from index: Int, fade: TimeInterval) {
    guard index < bursts.count else { return }
    bursts[index].fire(fade: fade) { self.fire(bursts, from: index + 1, fade: fade) }
  }

  /// The circle closes into the button, then a last burst goes up there.
  private func dismiss(
    _ view: UIView, circle: CAShapeLayer, origin: CGPoint,
    context: any UIViewControllerContextTransitioning
  ) {
    let container = context.containerView
    let d = style.duration
    let burst = FireworkBurst(at: origin, in: container.bounds, style: style)
    burst.add(to: container.layer)
    UIView.animate(
      withDuration: d * 0.6, delay: 0, options: [.curveEaseIn],
      animations: {
        circle.transform = CATransform3DMakeScale(Self.closed, Self.closed, 1)
      },
      completion: { _ in
        view.isHidden = true
        burst.fire(fade: d * 0.4 - FireworkBurst.burstTime) {
          self.finish(view, bursts: [burst], context: context)
        }
        UIView.animate(
          withDuration: d * 0.4, delay: 0, options: [.curveEaseIn],
          animations: {
            burst.emitter.opacity = 0
          })
      })
  }

  /// Where the bursts go: the first on the button, the others around it inside the bounds.
  private func burstPoints(from origin: CGPoint, in bounds: CGRect) -> [CGPoint] {
    let radius = min(bounds.width, bounds.height) * 0.28
    let margin = min(bounds.width, bounds.height) * 0.12
    return (0..<max(style.bursts, 1)).map { k in
      guard k > 0 else { return origin }
      let angle = -CGFloat.pi / 2 + CGFloat(k) * 2.4
      let x = origin.x + radius * cos(angle), y = origin.y + radius * sin(angle)
      return CGPoint(
        x: min(max(x, bounds.minX + margin), bounds.maxX - margin),
        y: min(max(y, bounds.minY + margin), bounds.maxY - margin))
    }
  }

  /// Removes the fireworks and the mask, shows the screen as itself, and completes.
  private func finish(
    _ view: UIView, bursts: [FireworkBurst], context: any UIViewControllerContextTransitioning
  ) {
    for burst in bursts { burst.remove() }
    view.layer.mask = nil
    view.isHidden = false
    let cancelled = context.transitionWasCancelled
    if presenting && cancelled {
      view.removeFromSuperview()
    }
    context.completeTransition(!cancelled)
  }
}
