/// A view controller in the scene: a name, a root view and its appearance state.
package final class ViewControllerNode {
  /// Where it is in the appearance cycle, as UIKit tracks it.
  package enum AppearanceState: String, Sendable {
    case disappeared, appearing, appeared, disappearing
  }

  /// The engine-unique object id.
  package let id: Int
  /// The class name in the scene, such as `VCYellow`.
  package let name: String
  /// The root view.
  package let view: ViewNode
  /// The style it asks to be presented with (modalPresentationStyle).
  package var modalPresentationStyle: PresentationStyle
  /// While it is presented (or being presented or dismissed): the transition container its
  /// view is in (UIPresentationController.containerView); nil otherwise.
  package internal(set) var containerView: ViewNode?
  /// The transition it takes part in now (its transitionCoordinator), or nil.
  package internal(set) weak var transitionContext: TransitionContext?
  /// UIViewController.parent: the navigation or tab bar controller holding it, or nil.
  package internal(set) weak var parent: ViewControllerNode?
  /// What kind of container it is, for a navigation or tab bar controller; nil otherwise.
  package internal(set) var containerKind: TransitionKind?
  /// UIViewController.children: a navigation controller's stack (root first), a tab bar
  /// controller's tabs in order, or the children an animator added with addChild.
  package internal(set) var children: [ViewControllerNode] = []
  /// For a tab bar controller: selectedViewController.
  package internal(set) weak var selectedChild: ViewControllerNode?
  /// The system transition its presentation runs without an animator (modalTransitionStyle).
  package var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// UIViewController.title, or nil.
  package var title: String?
  /// presentingViewController: the view controller that presented it modally, while it is
  /// presented (from the start of the presentation to the end of the dismissal).
  package internal(set) weak var presentingViewController: ViewControllerNode?
  /// presentedViewController: the view controller it presented modally, while presented.
  package internal(set) weak var presentedViewController: ViewControllerNode?
  /// The appearance state.
  package var appearance: AppearanceState = .disappeared
  /// Whether an animator's beginAppearanceTransition has no matching endAppearanceTransition yet.
  package var hasOpenAppearanceTransition = false

  /// The title bars show for it: its title, else its class name.
  package var barTitle: String { title ?? name }

  package init(id: Int, name: String, view: ViewNode, style: PresentationStyle = .fullScreen) {
    self.id = id
    self.name = name
    self.view = view
    modalPresentationStyle = style
  }
}
