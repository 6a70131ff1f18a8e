import AnimatorKit

/// The photo zoom: the tapped thumbnail's picture grows into the detail screen's picture while
/// the detail fades in, and shrinks back into the thumbnail on the way out, written as iOS code
/// writes it (a `UIImageView` copy of the thumbnail's image, `scaleAspectFill`, clipped,
/// animated from one frame to the other).
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "photo-zoom", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "photo-zoom", displayName: "Photo zoom",
          summary: "The tapped thumbnail's photo zooms into the detail's picture and back",
          theme: "classic", defaultDuration: 0.5,
          capabilities: [.present, .dismiss, .push, .pop],
          parameters: [
            .number("duration", default: 0.5, range: 0.05...5, summary: "seconds each way"),
            .string(
              "thumbnail", default: "scaleView", summary: "the name of the tapped image view"),
            .string("photo", default: "imageView", summary: "the name of the detail's image view"),
          ]
        ) { p in
          PhotoZoomDelegate(
            style: PhotoZoomStyle(
              duration: p.number("duration", or: 0.5),
              thumbnail: p.string("thumbnail", or: "scaleView"),
              photo: p.string("photo", or: "imageView")))
        }
      ])
  }
}

/// The zoom's timing and the names of the two image views.
struct PhotoZoomStyle {
  let duration: TimeInterval
  let thumbnail: String
  let photo: String
}

/// Vends the zoom for presentations, dismissals, pushes and pops.
final class PhotoZoomDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  let style: PhotoZoomStyle

  init(style: PhotoZoomStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    PhotoZoomAnimator(style: style, zoomsIn: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    PhotoZoomAnimator(style: style, zoomsIn: false)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .none ? nil : PhotoZoomAnimator(style: style, zoomsIn: operation == .push)
  }
}
