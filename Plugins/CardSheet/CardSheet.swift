import AnimatorKit

/// The fourth seed's iOS 13 card: the new screen slides up to a top inset while the screen
/// behind shrinks and rounds its corners.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "card-sheet", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "card", displayName: "Card sheet",
          summary: "The iOS 13 card: slides up over a shrinking, rounded screen",
          theme: "classic", defaultDuration: 0.5,
          parameters: [
            .number("duration", default: 0.5, range: 0.05...5, summary: "seconds each way"),
            .number(
              "top-inset", default: 54, range: 0...400,
              summary: "points between the screen top and the card"),
            .number(
              "scale", default: 0.88, range: 0.5...1,
              summary: "size of the screen behind the card"),
            .number(
              "corner-radius", default: 10, range: 0...60,
              summary: "corner radius of both screens, points"),
          ]
        ) { p in
          CardTransitioningDelegate(
            style: CardStyle(
              duration: p.number("duration", or: 0.5),
              topInset: CGFloat(p.number("top-inset", or: 54)),
              scale: CGFloat(p.number("scale", or: 0.88)),
              cornerRadius: CGFloat(p.number("corner-radius", or: 10))))
        }
      ])
  }
}

/// The card's look, from the animator's parameters.
struct CardStyle {
  let duration: TimeInterval
  let topInset: CGFloat
  let scale: CGFloat
  let cornerRadius: CGFloat
}

/// Vends one card animator, told each time whether it presents or dismisses (as the seed's
/// CustomTransitioningController does).
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: CardStyle

  init(style: CardStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    CardAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    CardAnimator(style: style, isPresenting: false)
  }
}
