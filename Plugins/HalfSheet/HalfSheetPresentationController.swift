import AnimatorKit

/// Puts the presented screen in the bottom part of the container, over a dimming view.
///
/// The dimming fades in and out alongside the transition; tapping it dismisses the sheet.
/// Written as iOS code writes it.
final class HalfSheetPresentationController: UIPresentationController {
  let height: CGFloat
  private var dimmingView: UIView?

  init(presentedViewController: UIViewController, presenting: UIViewController?, height: CGFloat) {
    self.height = height
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let sheetHeight = bounds.height * height
    return CGRect(
      x: 0, y: bounds.height - sheetHeight, width: bounds.width, height: sheetHeight)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    let dimming = UIView(frame: containerView.bounds)
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimming.alpha = 0
    // iOS: UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:))).
    let tap = UITapGestureRecognizer { [unowned self] in self.dimmingTapped($0) }
    dimming.addGestureRecognizer(tap)
    containerView.addSubview(dimming)
    containerView.sendSubviewToBack(dimming)
    dimmingView = dimming
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimming.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView?.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    guard let dimming = dimmingView else { return }
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimming.alpha = 0
      return
    }
    coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dimmingView?.removeFromSuperview()
    } else {
      // A cancelled dismissal played the fade back; the model is put back to match.
      dimmingView?.alpha = 1
    }
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
    presentedView?.layer.cornerRadius = 16
    presentedView?.layer.masksToBounds = true
  }

  func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    presentedViewController.dismiss(animated: true)
  }
}

/// Slides the sheet up from below the screen, and back down.
final class SheetSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let isPresenting: Bool

  init(duration: TimeInterval, isPresenting: Bool) {
    self.duration = duration
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = context.viewController(forKey: key), let sheet = controller.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let shown = context.finalFrame(for: controller)
    let final = isPresenting ? shown : sheet.frame
    var hidden = final
    hidden.origin.y = container.bounds.height
    if isPresenting {
      sheet.frame = hidden
      container.addSubview(sheet)
    }
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: isPresenting ? 0.9 : 1,
      initialSpringVelocity: 0, options: [.curveEaseInOut],
      animations: { sheet.frame = self.isPresenting ? final : hidden },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
  }
}
