import AnimatorKit

/// Slides the card and shrinks the screen behind it; dismissing reverses both.
///
/// Custom presentation leaves the presenter's view in place and sends it no appearance
/// callbacks, so, as in the seed, the animator sends them itself; UIKit already sends the
/// presented screen's, so the animator does not send those twice. A cancelled transition puts
/// every view back as it was.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: CardStyle
  let isPresenting: Bool

  init(style: CardStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromVC = context.viewController(forKey: .from),
      let toVC = context.viewController(forKey: .to),
      let fromView = fromVC.view, let toView = toVC.view
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let bounds = container.bounds
    let behindVC = isPresenting ? fromVC : toVC
    // UIKit sends the screen behind its own appearance callbacks only when the presentation
    // moves its view (then view(forKey:) returns it, as in full screen); otherwise the card
    // keeps the screen visible and has to send them itself, as the seed article does.
    let sendsAppearance = context.view(forKey: isPresenting ? .from : .to) == nil
    if sendsAppearance { behindVC.beginAppearanceTransition(!isPresenting, animated: true) }
    let card = isPresenting ? toView : fromView
    let behind = isPresenting ? fromView : toView
    let shown = CGRect(
      x: 0, y: style.topInset, width: bounds.width, height: bounds.height - style.topInset)
    let hidden = shown.offsetBy(dx: 0, dy: bounds.height - style.topInset)
    let shrunk = CATransform3DMakeScale(style.scale, style.scale, 1)
    let saved = Saved(cardFrame: card.frame, behind: behind)

    if isPresenting {
      card.frame = hidden
      card.layer.cornerRadius = style.cornerRadius
      card.layer.masksToBounds = true
      container.addSubview(card)
      behind.layer.masksToBounds = true
    }
    UIView.animate(
      withDuration: style.duration, delay: 0, options: [.curveEaseOut],
      animations: {
        card.frame = self.isPresenting ? shown : hidden
        behind.layer.transform = self.isPresenting ? shrunk : CATransform3DIdentity
        behind.layer.cornerRadius = self.isPresenting ? self.style.cornerRadius : 0
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        if cancelled {
          self.restore(card: card, behind: behind, to: saved)
        }
        if sendsAppearance { behindVC.endAppearanceTransition() }
        context.completeTransition(!cancelled)
      })
  }

  /// What a cancel puts back: the card's frame and the look of the screen behind.
  private struct Saved {
    let cardFrame: CGRect
    let transform: CATransform3D
    let cornerRadius: CGFloat
    let masksToBounds: Bool

    init(cardFrame: CGRect, behind: UIView) {
      self.cardFrame = cardFrame
      transform = behind.layer.transform
      cornerRadius = behind.layer.cornerRadius
      masksToBounds = behind.layer.masksToBounds
    }
  }

  /// Puts both screens back as they were before this transition.
  private func restore(card: UIView, behind: UIView, to saved: Saved) {
    if isPresenting {
      card.removeFromSuperview()
    } else {
      card.frame = saved.cardFrame
    }
    behind.layer.transform = saved.transform
    behind.layer.cornerRadius = saved.cornerRadius
    behind.layer.masksToBounds = saved.masksToBounds
  }
}
