import AnimatorKit

/// A card you swipe away: it slides up over the screen, and a pan down (or a swipe in from the
/// left edge) drags it back off, finishing past half the way or on a fast flick and springing
/// back otherwise.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "swipe-dismiss-card", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "swipe-dismiss", displayName: "Swipe to dismiss",
          summary: "A card dismissed by dragging it down or swiping in from the left edge",
          capabilities: [.present, .dismiss, .interactive], parameters: SwipeStyle.parameters
        ) { p in
          SwipeTransitioningDelegate(style: SwipeStyle(p))
        }
      ])
  }
}

/// The card's look and the swipe's rules, from the animator's parameters.
struct SwipeStyle {
  static let duration = Parameter.number(
    "duration", default: 0.4, range: 0.05...5, summary: "seconds each way")
  static let threshold = Parameter.number(
    "threshold", default: 0.5, range: 0.05...0.95,
    summary: "fraction of the way that finishes the dismissal on release")
  static let flickVelocity = Parameter.number(
    "flick-velocity", default: 1000, range: 50...10_000,
    summary: "points per second that finish the dismissal on release")
  static let topInset = Parameter.number(
    "top-inset", default: 54, range: 0...400, summary: "points between the screen top and the card")
  static let parameters: [any AnimatorParameterConvertible] = [
    duration, threshold, flickVelocity, topInset,
  ]

  let duration: TimeInterval
  let threshold: CGFloat
  let flickVelocity: CGFloat
  let topInset: CGFloat

  /// The card and swipe the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    threshold = CGFloat(p[Self.threshold])
    flickVelocity = CGFloat(p[Self.flickVelocity])
    topInset = CGFloat(p[Self.topInset])
  }
}

/// Vends the card animators, and the swipe controller while a swipe is dismissing, as an app's
/// transitioning delegate does.
final class SwipeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: SwipeStyle
  private var interactor: SwipeInteractionController?

  init(style: SwipeStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interactor = SwipeInteractionController(viewController: presented, style: style)
    return SwipeCardAnimator(style: style, isPresenting: true, direction: .down)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    SwipeCardAnimator(
      style: style, isPresenting: false, direction: interactor?.direction ?? .down)
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let interactor, interactor.interactionInProgress else { return nil }
    return interactor
  }
}
