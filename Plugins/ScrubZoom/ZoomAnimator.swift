import AnimatorKit

/// Grows the presented screen out of the button (and shrinks it back) with one
/// `UIViewPropertyAnimator` per transition, vended by `interruptibleAnimator(using:)`.
///
/// As UIKit asks, the same animator is returned for the whole transition; `animateTransition`
/// just starts it, and an interaction controller drives it instead when the transition is
/// interactive. Its completion completes the transition at the position it ended: `.end`
/// completes, `.start` (reversed by a cancel) puts everything back.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: ZoomStyle
  let isPresenting: Bool
  private var animator: (any UIViewImplicitlyAnimating)?

  init(style: ZoomStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let made = makeAnimator(context)
    animator = made
    return made
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  private func makeAnimator(_ context: any UIViewControllerContextTransitioning)
    -> UIViewPropertyAnimator
  {
    let animator = UIViewPropertyAnimator(duration: style.duration, curve: .easeInOut)
    guard let screen = context.viewController(forKey: isPresenting ? .to : .from)?.view else {
      animator.addCompletion { _ in context.completeTransition(false) }
      return animator
    }
    let container = context.containerView
    let full = container.bounds
    let source =
      context.sourceFrame ?? CGRect(x: full.midX - 40, y: full.midY - 20, width: 80, height: 40)
    let dim = UIView(frame: full)
    dim.backgroundColor = .black
    dim.alpha = isPresenting ? 0 : 0.5
    if isPresenting {
      container.addSubview(dim)
      screen.frame = source
      screen.layer.cornerRadius = style.cornerRadius
      screen.layer.masksToBounds = true
      container.addSubview(screen)
    } else {
      container.insertSubview(dim, belowSubview: screen)
      screen.layer.masksToBounds = true
    }
    let isPresenting = self.isPresenting
    let cornerRadius = style.cornerRadius
    animator.addAnimations {
      screen.frame = isPresenting ? full : source
      screen.layer.cornerRadius = isPresenting ? 0 : cornerRadius
      dim.alpha = isPresenting ? 0.5 : 0
    }
    animator.addCompletion { position in
      dim.removeFromSuperview()
      let completed = position == .end && !context.transitionWasCancelled
      if isPresenting, !completed { screen.removeFromSuperview() }
      if !isPresenting, !completed {
        screen.frame = full
        screen.layer.cornerRadius = 0
      }
      screen.layer.masksToBounds = false
      context.completeTransition(completed)
    }
    return animator
  }
}
