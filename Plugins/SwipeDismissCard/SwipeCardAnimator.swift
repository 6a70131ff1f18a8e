import AnimatorKit

/// Slides the card up over the screen, and off it again (down, or right after an edge swipe).
///
/// The dismissal runs with a linear curve while a finger drives it, so the card stays under
/// the finger, as UIKit's guides advise for percent-driven transitions. A cancelled dismissal
/// puts the card back where it was.
final class SwipeCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: SwipeStyle
  let isPresenting: Bool
  let direction: SwipeInteractionController.Direction

  init(style: SwipeStyle, isPresenting: Bool, direction: SwipeInteractionController.Direction) {
    self.style = style
    self.isPresenting = isPresenting
    self.direction = direction
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let card = context.viewController(forKey: isPresenting ? .to : .from)?.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let bounds = container.bounds
    let shown = CGRect(
      x: 0, y: style.topInset, width: bounds.width, height: bounds.height - style.topInset)
    let offscreen =
      direction == .down
      ? shown.offsetBy(dx: 0, dy: bounds.height - style.topInset)
      : shown.offsetBy(dx: bounds.width, dy: 0)
    if isPresenting {
      card.frame = offscreen
      card.layer.cornerRadius = 12
      card.layer.masksToBounds = true
      container.addSubview(card)
    }
    let options: UIView.AnimationOptions =
      context.isInteractive ? [.curveLinear] : isPresenting ? [.curveEaseOut] : [.curveEaseIn]
    UIView.animate(
      withDuration: style.duration, delay: 0, options: options,
      animations: {
        card.frame = self.isPresenting ? shown : offscreen
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        if cancelled {
          if self.isPresenting { card.removeFromSuperview() } else { card.frame = shown }
        }
        context.completeTransition(!cancelled)
      })
  }
}
