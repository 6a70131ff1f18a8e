import AnimatorKit

/// Puts the sheet in the bottom part of the container over a blur of the screen behind it.
///
/// The blur view goes in before the animator runs, and its `effect` animates from nil to the
/// blur alongside the presentation (and back alongside the dismissal), as Apple recommends
/// instead of animating the effect view's alpha. A vibrant hint sits on the blur; tapping the
/// blur dismisses the sheet.
final class BlurSheetPresentationController: UIPresentationController {
  let height: CGFloat
  let style: UIBlurEffect.Style
  private var blurView: UIVisualEffectView?

  init(
    presentedViewController: UIViewController, presenting: UIViewController?, height: CGFloat,
    style: UIBlurEffect.Style
  ) {
    self.height = height
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let sheetHeight = (bounds.height * height).rounded()
    return CGRect(x: 0, y: bounds.height - sheetHeight, width: bounds.width, height: sheetHeight)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = containerView.bounds
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: style)))
    vibrancy.frame = CGRect(x: 0, y: 80, width: containerView.bounds.width, height: 44)
    let hint = UILabel(frame: vibrancy.bounds)
    hint.text = "Tap to close"
    hint.textAlignment = .center
    hint.textColor = UIColor(white: 0.25, alpha: 1)
    vibrancy.contentView.addSubview(hint)
    blur.contentView.addSubview(vibrancy)
    // iOS: UITapGestureRecognizer(target: self, action: #selector(blurTapped(_:))).
    blur.addGestureRecognizer(UITapGestureRecognizer { [unowned self] in self.blurTapped($0) })
    containerView.addSubview(blur)
    containerView.sendSubviewToBack(blur)
    blurView = blur
    let effect = UIBlurEffect(style: style)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      blur.effect = effect
      return
    }
    coordinator.animate(alongsideTransition: { _ in blur.effect = effect }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { blurView?.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    guard let blur = blurView else { return }
    guard let coordinator = presentedViewController.transitionCoordinator else {
      blur.effect = nil
      return
    }
    coordinator.animate(alongsideTransition: { _ in blur.effect = nil }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      blurView?.removeFromSuperview()
    } else {
      blurView?.effect = UIBlurEffect(style: style)
    }
  }

  func blurTapped(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    presentedViewController.dismiss(animated: true)
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
    presentedView?.layer.cornerRadius = 16
    presentedView?.layer.masksToBounds = true
  }
}
