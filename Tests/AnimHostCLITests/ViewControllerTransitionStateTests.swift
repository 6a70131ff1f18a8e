import AnimHostTestSupport
import Foundation
import Testing

/// isBeingPresented, isBeingDismissed, isMovingToParent and isMovingFromParent, and the
/// presenting, presented, navigation and parent view controllers, as an animator reads them
/// from the view controllers of its transition.
@Suite struct ViewControllerTransitionStateTests {
  static let source = """
    import AnimatorKit

    @c(animator_plugin_entry_v1)
    public func entry(_ major: UInt32, _ minor: UInt32) -> UnsafePointer<animator_plugin_v1>? {
      AnimatorPlugin.export(hostMajor: major, hostMinor: minor) {
        AnimatorPlugin(id: "state-fixture", version: "1.0.0", animators: [
          AnimatorDefinition(id: "state-fixture", displayName: "state-fixture",
            summary: "A test fixture", defaultDuration: 0.2,
            capabilities: [.present, .dismiss, .push, .pop]) { _ in Delegate() }
        ])
      }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate,
      UINavigationControllerDelegate
    {
      func animationController(forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
      func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
      func navigationController(_ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
    }

    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval { 0.2 }

      func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let to = ctx.viewController(forKey: .to),
          let from = ctx.viewController(forKey: .from), let toView = to.view
        else { return ctx.completeTransition(false) }
        func flags(_ vc: UIViewController) -> String {
          [vc.isBeingPresented ? "P" : "-", vc.isBeingDismissed ? "D" : "-",
           vc.isMovingToParent ? "T" : "-", vc.isMovingFromParent ? "F" : "-"].joined()
        }
        let label = UILabel(frame: CGRect(x: 0, y: 300, width: 390, height: 40))
        let links = [to.presentingViewController == from ? "p" : "-",
          from.presentedViewController == to ? "q" : "-",
          to.navigationController != nil ? "n" : "-", to.tabBarController != nil ? "t" : "-",
          to.parent != nil ? "c" : "-"].joined()
        label.text = "to \\(flags(to)) from \\(flags(from)) \\(links)"
        if ctx.view(forKey: .to) != nil, toView.superview == nil {
          toView.frame = ctx.finalFrame(for: to)
          ctx.containerView.addSubview(toView)
        }
        ctx.containerView.addSubview(label)
        UIView.animate(withDuration: 0.2, animations: { label.alpha = 0.5 }) { _ in
          label.removeFromSuperview()
          ctx.completeTransition(true)
        }
      }
    }
    """

  @Test(
    "each kind and direction reports the flags UIKit would",
    arguments: [
      ("present", "present", "to P--- from ---- pq---"),
      ("present", "dismiss", "to ---- from -D-- -----"),
      ("push", "push", "to --T- from ---- --n-c"), ("push", "pop", "to ---- from ---F --n-c"),
    ])
  func flags(kind: String, direction: String, expected: String) throws {
    let directory = try TestDirectory("state-fixture-\(kind)-\(direction)")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "state-fixture", "--plugin-dir", directory.path, "--kind", kind, "--direction",
      direction, "--fps", "10", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    let last = timeline.transitions.count - 1
    let texts = RenderedTimeline.nodes(in: timeline.tree(last, 0)).compactMap {
      $0["text"] as? String
    }
    #expect(texts.contains(expected), "\(texts)")
  }
}
