/// Something whose size a container decides, as UIKit's UIContentContainer.
public protocol UIContentContainer: AnyObject {
  /// The size the content prefers.
  var preferredContentSize: CGSize { get }
  /// The size of a child content container within a parent of a size.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

/// Lays out and decorates a custom presentation, as UIKit's UIPresentationController:
/// subclass it and vend it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` for `.custom` presentations.
open class UIPresentationController: NSObject, UIContentContainer {
  /// The view controller being presented.
  public let presentedViewController: UIViewController
  /// The view controller presenting it.
  public let presentingViewController: UIViewController

  /// A presentation controller for a view controller and the one presenting it.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController =
      presentingViewController ?? UIViewController(handle: 0, host: presentedViewController.host)
  }

  /// The view that is presented: the presented view controller's view by default.
  open var presentedView: UIView? { presentedViewController.view }

  /// The transition's container view, while the presentation is on screen or in transition.
  open var containerView: UIView? {
    let host = presentedViewController.host
    guard HostScope.hasABI15(host) else { return nil }
    return UIView.wrap(
      host.pointee.view_controller_container(host, presentedViewController.handle), host)
  }

  /// Where the presented view sits in the container: the whole container by default.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenting view controller's view is removed when the presentation ends.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the screen (kept for source compatibility).
  open var shouldPresentInFullscreen: Bool { true }

  /// The style the presentation adapts to: `.custom` here (there are no size-class changes
  /// during a run).
  open var adaptivePresentationStyle: UIModalPresentationStyle { .custom }

  /// The size the presented content prefers.
  open var preferredContentSize: CGSize = .zero

  /// A child container's size: the parent's by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The presentation is about to animate: add decoration views and animate them alongside.
  open func presentationTransitionWillBegin() {}
  /// The presentation ended; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to animate.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal ended; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// The container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
}
