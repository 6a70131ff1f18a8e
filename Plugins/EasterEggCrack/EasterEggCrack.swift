import AnimatorKit

/// Easter: the old screen cracks like an eggshell down a zig-zag and its halves fall apart,
/// revealing the new screen; dismissing brings the halves back together and seals the crack.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "egg-crack", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "egg-crack", displayName: "Easter egg crack",
          summary: "The old screen cracks like an eggshell and its halves fall away",
          theme: "easter", seasons: [Season(from: (3, 22), to: (4, 25))], defaultDuration: 1.4,
          parameters: [
            .number("duration", default: 1.4, range: 0.2...5, summary: "seconds each way"),
            .integer("teeth", default: 7, range: 2...30, summary: "zig-zag teeth along the crack"),
            .bool("confetti", default: true, summary: "burst pastel confetti from the crack"),
          ]
        ) { p in
          EggTransitioningDelegate(
            style: EggStyle(
              duration: p.number("duration", or: 1.4), teeth: p.integer("teeth", or: 7),
              confetti: p.bool("confetti", or: true)))
        }
      ])
  }
}

/// The crack's look, from the animator's parameters.
struct EggStyle {
  let duration: TimeInterval
  let teeth: Int
  let confetti: Bool
}

/// Vends an egg-crack animator for presenting and for dismissing.
final class EggTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: EggStyle

  init(style: EggStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    EggCrackAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    EggCrackAnimator(style: style, isPresenting: false)
  }
}
