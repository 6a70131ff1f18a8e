import AnimatorKit

/// The photo zoom: the tapped thumbnail's picture grows into the detail screen's picture while
/// the detail fades in, and shrinks back into the thumbnail on the way out, written as iOS code
/// writes it (a `UIImageView` copy of the thumbnail's image, `scaleAspectFill`, clipped,
/// animated from one frame to the other).
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "photo-zoom", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "photo-zoom", displayName: "Photo zoom",
          summary: "The tapped thumbnail's photo zooms into the detail's picture and back",
          capabilities: [.present, .dismiss, .push, .pop], parameters: PhotoZoomStyle.parameters
        ) { role, p in
          PhotoZoomAnimator(style: PhotoZoomStyle(p), zoomsIn: role.isPresenting)
        }
      ])
  }
}

/// The zoom's timing and the names of the two image views.
struct PhotoZoomStyle {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
  static let thumbnail = Parameter.string(
    "thumbnail", default: "scaleView", summary: "the name of the tapped image view")
  static let photo = Parameter.string(
    "photo", default: "imageView", summary: "the name of the detail's image view")
  static let parameters: [any AnimatorParameterConvertible] = [duration, thumbnail, photo]

  let duration: TimeInterval
  let thumbnail: String
  let photo: String

  /// The zoom the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    thumbnail = p[Self.thumbnail]
    photo = p[Self.photo]
  }
}
