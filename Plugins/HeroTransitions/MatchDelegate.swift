import AnimatorKit

/// Vends `match` for every kind of transition: as asked for a presentation, a push and a switch
/// to a later tab; the way back (the rest sliding the other way) for a dismissal, a pop and a
/// switch to an earlier tab.
final class MatchDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate, UITabBarControllerDelegate
{
  let settings: MatchSettings

  init(settings: MatchSettings) {
    self.settings = settings
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    MatchAnimator(settings: settings, role: .present)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    MatchAnimator(settings: settings.reversed, role: .dismiss)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push: MatchAnimator(settings: settings, role: .contained)
    case .pop: MatchAnimator(settings: settings.reversed, role: .contained)
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
    let forward = to > from
    return MatchAnimator(settings: forward ? settings : settings.reversed, role: .contained)
  }
}
