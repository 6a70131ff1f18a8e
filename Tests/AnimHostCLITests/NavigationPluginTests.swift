import AnimHostTestSupport
import Foundation
import Testing

/// The ABI 1.6 view controller surface from a Swift plugin, as iOS code uses it: the stack and
/// tabs a delegate reads, containment in UIKit's order, safe areas, a tab switch begun from a
/// gesture handler with `selectedIndex`, and notifyWhenInteractionChanges.
@Suite struct NavigationPluginTests {
  static let source = """
    import AnimatorKit

    @c(animator_plugin_entry_v1)
    public func entry(_ major: UInt32, _ minor: UInt32) -> UnsafePointer<animator_plugin_v1>? {
      AnimatorPlugin.export(hostMajor: major, hostMinor: minor) {
        AnimatorPlugin(id: "nav-fixture", version: "1.0.0", animators: [
          AnimatorDefinition(id: "nav-fixture", displayName: "nav-fixture",
            summary: "A test fixture", defaultDuration: 0.4,
            capabilities: [.push, .pop, .tab, .interactive]) { _ in Delegate() }
        ])
      }
    }

    /// A child that notes its containment callbacks in its root view's label.
    final class Badge: UIViewController {
      override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
      }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate,
      UINavigationControllerDelegate, UITabBarControllerDelegate
    {
      var driver: UIPercentDrivenInteractiveTransition?
      var swipe: UIScreenEdgePanGestureRecognizer?

      func navigationController(_ nav: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
      {
        let names = nav.viewControllers.map { "\\($0.children.count)" }.joined(separator: ",")
        let top = nav.topViewController == toVC ? "to" : "from"
        return Fade(self, "nav \\(operation.rawValue) depth \\(nav.viewControllers.count) "
          + "top \\(top) kids \\(names) parent \\(toVC.parent == nav)")
      }

      func tabBarController(_ tabs: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
      {
        let all = tabs.viewControllers ?? []
        let from = all.firstIndex(of: fromVC) ?? -1, to = all.firstIndex(of: toVC) ?? -1
        return Fade(self, "tab \\(from)>\\(to) of \\(all.count) selected \\(tabs.selectedIndex)")
      }

      func tabBarController(_ tabs: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { driver }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      unowned let delegate: Delegate
      let note: String
      init(_ delegate: Delegate, _ note: String) {
        self.delegate = delegate
        self.note = note
      }
      func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval { 0.4 }

      func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
          return ctx.completeTransition(false)
        }
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: toVC)
        let badge = Badge()
        toVC.addChild(badge)
        badge.view.frame = CGRect(x: 0, y: 100, width: 390, height: 40)
        to.addSubview(badge.view)
        badge.didMove(toParent: toVC)
        let inset = to.safeAreaInsets
        badge.view.addSubview(label("\\(note) safe \\(inset.top),\\(inset.bottom)", y: 0))
        toVC.transitionCoordinator?.notifyWhenInteractionChanges { context in
          to.addSubview(self.label("changed \\(context.isCancelled)", y: 200))
        }
        if ctx.isInteractive == false, let tabs = toVC.tabBarController, delegate.swipe == nil {
          let swipe = UIScreenEdgePanGestureRecognizer()
          swipe.edges = .left
          swipe.addTarget { [unowned self] gesture in self.swiped(gesture, tabs) }
          to.addGestureRecognizer(swipe)
          delegate.swipe = swipe
        }
        to.alpha = 0
        UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }) { _ in
          badge.willMove(toParent: nil)
          badge.view.removeFromSuperview()
          badge.removeFromParent()
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }

      func swiped(_ gesture: UIScreenEdgePanGestureRecognizer, _ tabs: UITabBarController) {
        switch gesture.state {
        case .began:
          delegate.driver = UIPercentDrivenInteractiveTransition()
          tabs.selectedIndex = 2
        case .changed:
          delegate.driver?.update(gesture.translation(in: nil).x / 390)
        case .ended:
          delegate.driver?.finish()
          delegate.driver = nil
        default:
          break
        }
      }

      func label(_ text: String, y: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 390, height: 40))
        label.text = text
        return label
      }
    }
    """

  private func render(_ arguments: [String]) throws -> RenderedTimeline {
    let directory = try TestDirectory("nav-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run(
      [
        "render", "nav-fixture", "--plugin-dir", directory.path, "--scene", "pets", "--fps", "20",
        "-o", output,
      ] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  private func texts(_ timeline: RenderedTimeline, _ transition: Int, _ frame: Int) -> [String] {
    RenderedTimeline.nodes(in: timeline.tree(transition, frame)).compactMap {
      $0["text"] as? String
    }
  }

  private func events(_ timeline: RenderedTimeline, _ transition: Int) -> [String] {
    (timeline.transitions[transition]["events"] as? [[String: Any]] ?? []).map {
      [$0["name"], $0["subject"], $0["detail"]].compactMap { $0 as? String }
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  @Test("a push reads the stack, contains a child in UIKit's order and sees the safe area")
  func push() throws {
    let timeline = try render(["--kind", "push", "--direction", "push"])
    #expect(
      texts(timeline, 0, 1).contains("nav 1 depth 3 top to kids 0,0,0 parent true safe 91.0,34.0"),
      "\(texts(timeline, 0, 1))")
    let containment = events(timeline, 0).filter {
      $0.contains("Move") || $0.hasPrefix("addChild") || $0.hasPrefix("removeFromParent")
    }
    #expect(
      containment == [
        "willMove(toParent:) AnimalDetailViewController UINavigationController",
        "willMove(toParent:) Badge AnimalDetailViewController",
        "addChild AnimalDetailViewController Badge",
        "didMove(toParent:) Badge AnimalDetailViewController",
        "willMove(toParent:) Badge nil",
        "removeFromParent Badge AnimalDetailViewController",
        "didMove(toParent:) Badge nil",
        "didMove(toParent:) AnimalDetailViewController UINavigationController",
      ])
    #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
  }

  @Test("a tab switch reads the tabs; a handler's selectedIndex switches to the third tab")
  func tabs() throws {
    let timeline = try render([
      "--kind", "tab", "--drag", "edge-left: 0s=0pt, 0.2s=200pt, release",
    ])
    #expect(
      texts(timeline, 0, 1).contains("tab 0>1 of 3 selected 0 safe 47.0,83.0"),
      "\(texts(timeline, 0, 1))")
    #expect(
      texts(timeline, 1, 1).contains("tab 1>2 of 3 selected 1 safe 47.0,83.0"),
      "\(texts(timeline, 1, 1))")
    #expect(texts(timeline, 1, -1).contains("changed false"), "\(texts(timeline, 1, -1))")
    #expect(events(timeline, 1).contains("interactionChanged fade not interactive") == false)
    let selected = timeline.node("tabItem2", transition: 1, frame: -1)?["textColor"] as? String
    #expect(selected == "#007AFFFF")
  }

  static let systemSource = """
    import AnimatorKit

    @c(animator_plugin_entry_v1)
    public func entry(_ major: UInt32, _ minor: UInt32) -> UnsafePointer<animator_plugin_v1>? {
      AnimatorPlugin.export(hostMajor: major, hostMinor: minor) {
        AnimatorPlugin(id: "system-fixture", version: "1.0.0", animators: [
          AnimatorDefinition(id: "system-fixture", displayName: "system-fixture",
            summary: "A test fixture", defaultDuration: 0.4) { _ in Delegate() }
        ])
      }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
      {
        presented.modalTransitionStyle = .crossDissolve
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        // Another proxy of the same view controller keeps the size.
        if presenting.presentedViewController?.preferredContentSize
          == CGSize(width: 300, height: 200)
        {
          presenting.present(presented, animated: true)
        }
        return nil
      }
    }
    """

  @Test("modalTransitionStyle picks the system transition, present(_:animated:) is refused")
  func systemTransition() throws {
    let directory = try TestDirectory("system-fixture")
    try SwiftCheckFixtures.build(source: Self.systemSource, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "system-fixture", "--plugin-dir", directory.path, "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(
      timeline.transitions.map { $0["animator"] as? String } == ["crossDissolve", "crossDissolve"])
    #expect(timeline.codes(0) == ["presentation-misuse"], "\(timeline.codes(0))")
  }
}
