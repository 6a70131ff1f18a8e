import AnimatorKit

/// Which transition an animator runs, and so which way it goes.
enum TransitionRole {
  case present, dismiss, push, pop, tabForward, tabBack

  /// Whether it undoes the other: a dismissal, a pop, a switch to an earlier tab.
  ///
  /// These run the
  /// animator's reverse (IBAnimatable's `reverseAnimationType`).
  var isReversed: Bool { self == .dismiss || self == .pop || self == .tabBack }

  /// Whether it is a modal dismissal, whose screen underneath the host puts back itself.
  var isModalDismissal: Bool { self == .dismiss }
}

/// Vends one animator family for presentations, dismissals, navigation pushes and pops, and tab
/// switches (forward to a later tab, reversed back to an earlier one).
final class PackDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate, UITabBarControllerDelegate
{
  let make: (TransitionRole) -> any UIViewControllerAnimatedTransitioning

  init(make: @escaping (TransitionRole) -> any UIViewControllerAnimatedTransitioning) {
    self.make = make
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    make(.present)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    make(.dismiss)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push: make(.push)
    case .pop: make(.pop)
    case .none: nil
    }
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let tabs = tabBarController.viewControllers ?? []
    guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else {
      return nil
    }
    return make(to > from ? .tabForward : .tabBack)
  }
}

/// What every animator of the pack can do.
let packCapabilities: AnimatorCapabilities = [.present, .dismiss, .push, .pop, .tab]
