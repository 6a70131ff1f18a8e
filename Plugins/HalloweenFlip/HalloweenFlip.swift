import AnimatorKit

/// Halloween: the screens flip over in 3D behind an orange-and-black flash while bats fly out.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "halloween-flip", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "halloween-flip", displayName: "Halloween flip",
          summary: "A 3D flip with an orange-and-black flash and a swarm of bats",
          theme: "halloween", seasons: [Season(from: (10, 15), to: (11, 1))], defaultDuration: 1.0,
          parameters: [
            .number("duration", default: 1.0, range: 0.1...5, summary: "seconds each way"),
            .color("flash-color", default: "#FF7518", summary: "the flash before it turns black"),
            .integer("bats", default: 30, range: 0...300, summary: "bats released each way"),
          ]
        ) { p in
          HalloweenFlipDelegate(
            style: FlipStyle(
              duration: p.number("duration", or: 1.0),
              flashColor: p.color("flash-color", or: FlipStyle.pumpkin),
              bats: p.integer("bats", or: 30)))
        }
      ])
  }
}

/// The flip's look, from the animator's parameters.
struct FlipStyle {
  /// Pumpkin orange, #FF7518.
  static let pumpkin = UIColor(red: 1, green: 0x75 / 255, blue: 0x18 / 255, alpha: 1)

  /// Seconds each way.
  let duration: TimeInterval
  /// The first colour of the flash.
  let flashColor: UIColor
  /// How many bats fly out during one transition.
  let bats: Int
}

/// Vends a flip one way for presenting and the other way for dismissing.
final class HalloweenFlipDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: FlipStyle

  init(style: FlipStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FlipAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    FlipAnimator(style: style, isPresenting: false)
  }
}
