/// UIView.ContentMode: how a view's image is placed in its bounds.
package enum ContentMode: Int, CaseIterable, Sendable {
  case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight

  /// UIKit's name, as scene files write it: `scaleAspectFill`.
  package var name: String { "\(self)" }

  /// The mode with this name, or nil.
  package init?(name: String) {
    guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = mode
  }

  /// Where an image of a size lands in bounds, as UIKit places a UIImageView's image.
  package func placement(of size: Size, in bounds: Rect) -> Rect {
    let (w, h) = (bounds.width, bounds.height)
    func at(_ fx: Double, _ fy: Double, _ s: Size) -> Rect {
      Rect(
        x: bounds.x + (w - s.width) * fx, y: bounds.y + (h - s.height) * fy, width: s.width,
        height: s.height)
    }
    guard size.width > 0, size.height > 0 else { return bounds }
    switch self {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let kx = w / size.width, ky = h / size.height
      let k = self == .scaleAspectFit ? min(kx, ky) : max(kx, ky)
      return at(0.5, 0.5, Size(width: size.width * k, height: size.height * k))
    case .center: return at(0.5, 0.5, size)
    case .top: return at(0.5, 0, size)
    case .bottom: return at(0.5, 1, size)
    case .left: return at(0, 0.5, size)
    case .right: return at(1, 0.5, size)
    case .topLeft: return at(0, 0, size)
    case .topRight: return at(1, 0, size)
    case .bottomLeft: return at(0, 1, size)
    case .bottomRight: return at(1, 1, size)
    }
  }
}

/// One view hierarchy drawn into an image: the view, where its bounds land in the image, and
/// whether it is drawn with pending changes (afterScreenUpdates).
package struct ImageDrawing {
  package var view: ViewNode
  package var rect: Rect
  package var afterScreenUpdates: Bool

  /// A drawing of a view into a rectangle of an image.
  package init(view: ViewNode, rect: Rect, afterScreenUpdates: Bool) {
    self.view = view
    self.rect = rect
    self.afterScreenUpdates = afterScreenUpdates
  }
}

extension Engine {
  /// A UIImage made by drawing view hierarchies into it (drawHierarchy in an image context).
  ///
  /// The image is a detached view of the image's size holding a snapshot of each drawing,
  /// frozen now, in its rectangle. Nil for a size that is not finite and above 0, or when the
  /// snapshots would go over the views limit.
  package func makeImage(size: Size, drawings: [ImageDrawing]) -> ViewNode? {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      admitViews(1)
    else { return nil }
    let image = makeView(frame: Rect(origin: .zero, size: size), name: "image")
    image.isImage = true
    for drawing in drawings where drawing.rect.isFinite {
      guard admitSnapshot(of: drawing.view) else { return nil }
      let snapshot = self.snapshot(
        of: drawing.view, afterScreenUpdates: drawing.afterScreenUpdates)
      let r = drawing.rect
      snapshot.setModelValue(.bounds, PropertyValue(0, 0, max(r.width, 0), max(r.height, 0)))
      snapshot.setModelValue(.position, PropertyValue(r.x + r.width / 2, r.y + r.height / 2))
      image.add(snapshot)
    }
    return image
  }
}

extension FrameRecorder {
  /// A view's image (UIImageView.image) as the first thing it draws after its background:
  /// the image's frozen drawing scaled from its size to its place for the content mode.
  static func image(of view: ViewNode, time: Double, tally: inout Tally) -> FrameNode? {
    guard let image = view.image else { return nil }
    var node = record(image, time: time, tally: &tally)
    let size = image.bounds.size
    let bounds = Rect(view.presentationValue(.bounds, at: time))
    let place = view.contentMode.placement(of: size, in: bounds)
    node.kind = "image"
    node.frame = Rect(
      x: place.x + (place.width - size.width) / 2, y: place.y + (place.height - size.height) / 2,
      width: size.width, height: size.height)
    node.anchorPoint = Point(x: 0.5, y: 0.5)
    node.transform = Transform3D.scale(place.width / size.width, place.height / size.height)
    return node
  }
}
