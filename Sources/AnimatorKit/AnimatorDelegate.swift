/// The transitioning delegate a definition supplies for the common case: it asks one closure
/// for the animator of each role, for presentations, dismissals, pushes, pops and tab switches.
///
/// A plugin that wants its own delegate (interaction controllers, a presentation controller)
/// writes one and returns it from `AnimatorDefinition(…, makeDelegate:)` instead.
public final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate, UITabBarControllerDelegate
{
  private let animator: (TransitionRole) -> (any UIViewControllerAnimatedTransitioning)?

  /// A delegate that asks `animator` for each transition's animator; nil runs none.
  public init(
    animator: @escaping (TransitionRole) -> (any UIViewControllerAnimatedTransitioning)?
  ) {
    self.animator = animator
  }

  /// The animator for a modal presentation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator(.present)
  }

  /// The animator for a modal dismissal.
  public func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    animator(.dismiss)
  }

  /// The animator for a navigation push or pop.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push: animator(.push)
    case .pop: animator(.pop)
    case .none: nil
    }
  }

  /// The animator for a tab switch: forward to a later tab, back to an earlier one.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let tabs = tabBarController.viewControllers ?? []
    guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else {
      return nil
    }
    return animator(to > from ? .tabForward : .tabBack)
  }
}
