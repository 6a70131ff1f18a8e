/// Names the view controllers of a transition, as UIKit's UITransitionContextViewControllerKey.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  let raw: Int32
  /// The view controller that is visible at the start.
  public static let from = UITransitionContextViewControllerKey(
    raw: Int32(ANIMHOST_KEY_FROM.rawValue))
  /// The view controller that is visible at the end.
  public static let to = UITransitionContextViewControllerKey(raw: Int32(ANIMHOST_KEY_TO.rawValue))
}

/// Names the views of a transition, as UIKit's UITransitionContextViewKey.
public struct UITransitionContextViewKey: Hashable, Sendable {
  let raw: Int32
  /// The view that is visible at the start.
  public static let from = UITransitionContextViewKey(raw: Int32(ANIMHOST_KEY_FROM.rawValue))
  /// The view that is visible at the end.
  public static let to = UITransitionContextViewKey(raw: Int32(ANIMHOST_KEY_TO.rawValue))
}

/// What an animator is told about a transition, as UIKit's UIViewControllerContextTransitioning.
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the transition takes place.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Tells the host the transition is over; call it exactly once.
  func completeTransition(_ didComplete: Bool)
  /// Tells the host how far an interactive transition is, 0...1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Tells the host an interactive transition is paused.
  func pauseInteractiveTransition()
  /// Tells the host the user finished an interactive transition: it will complete.
  func finishInteractiveTransition()
  /// Tells the host the user cancelled an interactive transition: `transitionWasCancelled`
  /// becomes true.
  func cancelInteractiveTransition()
  /// The from or to view controller.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The from or to view, or nil where UIKit returns nil.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where a view controller's view starts.
  func initialFrame(for viewController: UIViewController) -> CGRect
  /// Where a view controller's view must end.
  func finalFrame(for viewController: UIViewController) -> CGRect
  /// The frame of the element that triggered the presentation (the seed's startFrame), if any.
  var sourceFrame: CGRect? { get }
  /// The element that triggered the presentation (the first seed's button), if any; snapshot
  /// it with snapshotView(afterScreenUpdates:).
  var sourceView: UIView? { get }
  /// A view of the scene by name, such as the third seed's scaleView.
  func namedView(_ name: String) -> UIView?
}

/// An animator, as UIKit's UIViewControllerAnimatedTransitioning.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition takes, in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Sets up the views and animations; completes the context when done.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition has completed or been cancelled.
  func animationEnded(_ transitionCompleted: Bool)
  /// The interruptible animator that runs the transition: the same one for the whole
  /// transition.
  ///
  /// When an animator vends one, an interaction drives it instead of the transition's layers.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing by default, as the method is optional in UIKit.
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// None by default, as the method is optional in UIKit: the transition is not interruptible.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    NoInterruptibleAnimator()
  }
}

/// Vends animators, as UIKit's UIViewControllerTransitioningDelegate.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator for a presentation; nil uses the system transition.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator for a dismissal; nil uses the system transition.
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  /// The interaction controller that drives a presentation, or nil for a plain one.
  ///
  /// Return one only while a gesture is in progress, as UIKit apps do.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller that drives a dismissal, or nil for a plain one.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation, or nil for the style's own.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Uses the system transition by default.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Uses the style's own presentation controller by default.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }

  /// Uses the system transition by default.
  public func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    nil
  }

  /// Not interactive by default.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Not interactive by default.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
