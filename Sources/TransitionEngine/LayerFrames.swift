/// A gradient layer's drawing in one frame (CAGradientLayer), in unit coordinates of the bounds.
package struct GradientFrame: Equatable, Sendable {
  /// CAGradientLayerType.
  package enum Kind: Int, Sendable {
    /// Colours change along the line from the start point to the end point.
    case axial = 0
    /// Colours change with the distance from the start point; the end point is where the last
    /// colour is reached, its x and y distances giving an ellipse's radii.
    case radial = 1
    /// Colours change with the angle about the start point, starting at the direction of the
    /// end point and turning clockwise on screen.
    case conic = 2
  }

  package var kind: Kind
  /// The colours; fewer than one draws nothing, one draws a solid colour.
  package var colors: [Color]
  /// One stop in 0…1 per colour, increasing; nil spaces the colours evenly.
  package var locations: [Double]?
  package var startPoint: Point
  package var endPoint: Point

  /// A gradient of colours between two points.
  package init(
    kind: Kind = .axial, colors: [Color], locations: [Double]? = nil,
    startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
  ) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}

/// A page curl over a node's drawing in one frame: the page lifts off along a direction,
/// wrapping round a cylinder, as `UIView.transition(…, options: .transitionCurlUp)` and a
/// `pageCurl` CATransition draw it.
package struct CurlFrame: Equatable, Sendable {
  /// How far the curl has gone: 0 flat, 1 the page is wholly lifted away.
  package var progress: Double
  /// The direction from the page's middle towards the edge that lifts first, radians from +x
  /// in the node's bounds space (y down): π/2 lifts the bottom edge first and the curl travels
  /// up the page.
  package var angle: Double
  /// The cylinder's radius in points.
  package var radius: Double

  /// A curl at a progress, travelling along an angle, round a cylinder of a radius.
  package init(progress: Double, angle: Double, radius: Double) {
    self.progress = progress
    self.angle = angle
    self.radius = radius
  }
}

/// The part of its source a resizable snapshot shows, and the caps that keep their size when
/// it is stretched (UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)).
package struct SnapshotRegion: Equatable, Sendable {
  /// The captured rectangle in the frozen content's bounds space.
  package var rect: Rect
  /// Top, left, bottom and right insets of `rect` drawn unscaled (the middle stretches).
  package var capInsets: SIMD4<Double>

  /// A region of a snapshot with cap insets (top, left, bottom, right).
  package init(rect: Rect, capInsets: SIMD4<Double> = .zero) {
    self.rect = rect
    self.capInsets = capInsets
  }
}
