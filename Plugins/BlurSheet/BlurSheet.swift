import AnimatorKit

/// A sheet that slides up over the screen while the screen behind it blurs, written as iOS code
/// writes it: its `UIPresentationController` puts a full-screen `UIVisualEffectView` behind the
/// sheet and animates its `effect` from nil to a `UIBlurEffect` alongside the transition (and
/// back on the way out), with a vibrant hint on it.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "blur-sheet", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "blur-sheet", displayName: "Blurred-backdrop sheet",
          summary: "A sheet slides up while the screen behind it blurs, and back",
          capabilities: [.present, .dismiss, .interactive, .presentationController],
          parameters: [
            BlurSheetDelegate.duration, BlurSheetDelegate.height, BlurSheetDelegate.style,
          ]
        ) { p in
          BlurSheetDelegate(
            duration: p[BlurSheetDelegate.duration], height: CGFloat(p[BlurSheetDelegate.height]),
            style: BlurSheetDelegate.style(named: p[BlurSheetDelegate.style]))
        }
      ])
  }
}

/// Vends the sheet's presentation controller (the blur) and its slide animators.
final class BlurSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
  static let height = Parameter.number(
    "height", default: 0.6, range: 0.2...1, summary: "the sheet's share of the height")
  static let style = Parameter.string(
    "style", default: "systemMaterial",
    summary: "the UIBlurEffect.Style, such as light, dark or systemThinMaterial")

  let duration: TimeInterval
  let height: CGFloat
  let style: UIBlurEffect.Style

  init(duration: TimeInterval, height: CGFloat, style: UIBlurEffect.Style) {
    self.duration = duration
    self.height = height
    self.style = style
  }

  /// The style a parameter names (UIKit's case name), or systemMaterial.
  static func style(named name: String) -> UIBlurEffect.Style {
    UIBlurEffect.Style.allCases.first { "\($0)" == name } ?? .systemMaterial
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    BlurSheetPresentationController(
      presentedViewController: presented, presenting: presenting, height: height, style: style)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SheetSlide(duration: duration, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    SheetSlide(duration: duration, isPresenting: false)
  }
}

/// Slides the sheet up from below the screen, and back down.
final class SheetSlide: NSObject, UIViewControllerAnimatedTransitioning {
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
    let shown = isPresenting ? context.finalFrame(for: controller) : sheet.frame
    let hidden = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height - shown.minY)
    if isPresenting {
      sheet.frame = hidden
      context.containerView.addSubview(sheet)
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: { sheet.frame = self.isPresenting ? shown : hidden },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
  }
}
