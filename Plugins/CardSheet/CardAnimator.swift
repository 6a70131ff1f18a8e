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

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
      let fromView = fromVC.view, let toView = toVC.view
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let bounds = container.bounds
    let behindVC = isPresenting ? fromVC : toVC
    behindVC.beginAppearanceTransition(!isPresenting, animated: true)
    let card = isPresenting ? toView : fromView
    let behind = isPresenting ? fromView : toView
    let shown = CGRect(x: 0, y: style.topInset, width: bounds.width, height: bounds.height - style.topInset)
    let hidden = shown.offsetBy(dx: 0, dy: bounds.height - style.topInset)
    let shrunk = CATransform3DMakeScale(style.scale, style.scale, 1)

    if isPresenting {
      card.frame = hidden
      card.layer.cornerRadius = style.cornerRadius
      card.layer.masksToBounds = true
      container.addSubview(card)
      behind.layer.masksToBounds = true
    }
    UIView.animate(withDuration: style.duration, delay: 0, options: [.curveEaseOut], animations: {
      card.frame = self.isPresenting ? shown : hidden
      behind.layer.transform = self.isPresenting ? shrunk : CATransform3DIdentity
      behind.layer.cornerRadius = self.isPresenting ? self.style.cornerRadius : 0
    }, completion: { _ in
      let cancelled = context.transitionWasCancelled
      if cancelled {
        self.restore(card: card, behind: behind, shown: shown, shrunk: shrunk)
      }
      behindVC.endAppearanceTransition()
      context.completeTransition(!cancelled)
    })
  }

  /// Puts both screens back as they were before this transition.
  private func restore(card: UIView, behind: UIView, shown: CGRect, shrunk: CATransform3D) {
    if isPresenting {
      card.removeFromSuperview()
      behind.layer.transform = CATransform3DIdentity
      behind.layer.cornerRadius = 0
    } else {
      card.frame = shown
      behind.layer.transform = shrunk
      behind.layer.cornerRadius = style.cornerRadius
    }
  }
}
