/// An object that drives a transition interactively, as UIKit's
/// UIViewControllerInteractiveTransitioning.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Takes over the transition: sets up its animations and drives them from now on.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition runs to its end or start once the interaction is over; 1 by
  /// default.
  var completionSpeed: CGFloat { get }
  /// The curve the transition runs to its end or start with; `.easeInOut` by default.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactive; false starts it running until something
  /// pauses it. True by default.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Real time by default, as in UIKit.
  public var completionSpeed: CGFloat { 1 }

  /// Ease in and out by default, as in UIKit.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }

  /// Interactive from the start by default, as in UIKit.
  public var wantsInteractiveStart: Bool { true }
}
