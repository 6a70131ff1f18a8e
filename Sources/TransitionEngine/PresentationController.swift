/// A custom presentation controller (UIPresentationController subclass) vended for a `.custom`
/// presentation: it places the presented view and hears UIKit's presentation callbacks.
package protocol PresentationController: AnyObject {
  /// frameOfPresentedViewInContainerView; nil keeps the style's frame (the whole container).
  func frameOfPresentedViewInContainerView() -> Rect?
  /// shouldRemovePresentersView (false by default for a custom presentation).
  var shouldRemovePresentersView: Bool { get }
  /// One of UIKit's callbacks, in the order UIKit sends them.
  func handle(_ event: PresentationControllerEvent)
}

/// UIPresentationController's callbacks.
package enum PresentationControllerEvent: Equatable, Sendable {
  case presentationTransitionWillBegin
  case presentationTransitionDidEnd(completed: Bool)
  case dismissalTransitionWillBegin
  case dismissalTransitionDidEnd(completed: Bool)
  case containerViewWillLayoutSubviews
  case containerViewDidLayoutSubviews

  /// Its UIKit name, for the timeline.
  package var name: String {
    switch self {
    case .presentationTransitionWillBegin: "presentationTransitionWillBegin"
    case .presentationTransitionDidEnd: "presentationTransitionDidEnd"
    case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin"
    case .dismissalTransitionDidEnd: "dismissalTransitionDidEnd"
    case .containerViewWillLayoutSubviews: "containerViewWillLayoutSubviews"
    case .containerViewDidLayoutSubviews: "containerViewDidLayoutSubviews"
    }
  }

  /// `completed` for the two "did end" callbacks, for the timeline.
  package var detail: String {
    switch self {
    case let .presentationTransitionDidEnd(completed), let .dismissalTransitionDidEnd(completed):
      completed ? "completed" : "cancelled"
    default: ""
    }
  }
}

extension TransitioningDelegate {
  /// presentationController(forPresented:presenting:source:): none by default.
  package func presentationController(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any PresentationController)? { nil }
}

/// UINavigationController.Operation.
package enum NavigationOperation: String, Sendable {
  case none, push, pop
}

extension TransitioningDelegate {
  /// navigationController(_:animationControllerFor:from:to:): none by default (the system
  /// push and pop).
  package func animator(
    for operation: NavigationOperation, from: ViewControllerNode, to: ViewControllerNode
  ) -> (any TransitionAnimator)? { nil }
}

extension TransitioningDelegate {
  /// tabBarController(_:animationControllerForTransitionFrom:to:): none by default (the tab
  /// switches at once).
  package func animator(forTabFrom from: ViewControllerNode, to: ViewControllerNode)
    -> (any TransitionAnimator)?
  { nil }
}
