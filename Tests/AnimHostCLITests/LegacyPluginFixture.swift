import AnimHostTestSupport
import Foundation

/// A plugin written the way plugins were written before the declarative SDK (ABI 1.7).
///
/// It has the long entry signature with `hostMajor:hostMinor:`, its own transitioning delegate,
/// and parameters read with `or:` fallbacks. It is the bundled cross-dissolve of that time under
/// the id `legacy-fade`, so its frames must equal today's cross-dissolve.
enum LegacyPluginFixture {
  /// The animator id the fixture declares.
  static let id = "legacy-fade"

  /// Builds the fixture against this build's AnimatorKit into a new directory.
  static func build() throws -> TestDirectory {
    let directory = try TestDirectory("legacy-plugin")
    try SwiftCheckFixtures.build(source: source, in: directory)
    return directory
  }

  /// The source, as `Plugins/CrossDissolve/CrossDissolve.swift` read at commit a573ca2.
  static let source = #"""
    import AnimatorKit

    /// A plain fade, as UIKit's crossDissolve: the second plugin, loaded side by side with the first.
    @c(animator_plugin_entry_v1)
    public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
      animator_plugin_v1
    >? {
      AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
        AnimatorPlugin(
          id: "legacy-fade", version: "1.0.0", author: "animhost", license: "MIT",
          animators: [
            AnimatorDefinition(
              id: "legacy-fade", displayName: "Cross-dissolve",
              summary: "The new screen fades in over the old one, and fades out on dismiss",
              theme: "classic", defaultDuration: 0.4,
              capabilities: [.present, .dismiss, .push, .pop],
              parameters: [
                .number("duration", default: 0.4, range: 0.05...5, summary: "seconds each way")
              ]
            ) { parameters in
              FadeDelegate(duration: parameters.number("duration", or: 0.4))
            }
          ])
      }
    }

    /// Vends the fade for both directions, and for navigation pushes and pops.
    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate,
      UINavigationControllerDelegate
    {
      let duration: TimeInterval

      init(duration: TimeInterval) {
        self.duration = duration
      }

      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(duration: duration, presenting: true)
      }

      func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
      )? {
        FadeAnimator(duration: duration, presenting: false)
      }

      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .none
          ? nil : FadeAnimator(duration: duration, presenting: operation == .push, navigation: true)
      }
    }

    /// Fades the presented screen's view in (presenting) or out (dismissing).
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let duration: TimeInterval
      let presenting: Bool
      /// Whether it runs a navigation push or pop (a pop brings the screen underneath back).
      let navigation: Bool

      init(duration: TimeInterval, presenting: Bool, navigation: Bool = false) {
        self.duration = duration
        self.presenting = presenting
        self.navigation = navigation
      }

      func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
      {
        duration
      }

      func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to),
          let from = context.viewController(forKey: .from),
          let toView = to.view, let fromView = from.view
        else {
          context.completeTransition(false)
          return
        }
        let presenting = self.presenting
        let container = context.containerView
        if presenting {
          toView.frame = context.finalFrame(for: to)
          toView.alpha = 0
          container.addSubview(toView)
        } else if navigation {
          // A pop: the screen underneath comes back below the one fading out.
          toView.frame = context.finalFrame(for: to)
          container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
          withDuration: duration, delay: 0, options: [.curveEaseInOut],
          animations: {
            if presenting { toView.alpha = 1 } else { fromView.alpha = 0 }
          },
          completion: { _ in
            let cancelled = context.transitionWasCancelled
            if presenting, cancelled { toView.alpha = 1 }
            if !presenting { fromView.alpha = 1 }
            context.completeTransition(!cancelled)
          })
      }
    }
    """#
}
