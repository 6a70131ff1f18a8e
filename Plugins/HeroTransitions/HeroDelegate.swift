import AnimatorKit

/// Vends one motion for every kind of transition: as asked for a presentation, a push and a
/// switch to a later tab; reversed for a dismissal, a pop and a switch to an earlier tab (as
/// Hero decides `isPresenting` for tabs by their order).
final class HeroDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate, UITabBarControllerDelegate
{
  let motion: HeroMotion

  init(motion: HeroMotion) {
    self.motion = motion
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    HeroAnimator(motion: motion, role: .present)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    HeroAnimator(motion: motion.reversed, role: .dismiss)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push: HeroAnimator(motion: motion, role: .contained)
    case .pop: HeroAnimator(motion: motion.reversed, role: .contained)
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
    return HeroAnimator(motion: to > from ? motion : motion.reversed, role: .contained)
  }
}
