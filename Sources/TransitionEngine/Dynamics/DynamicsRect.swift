/// Distances by which a rectangle's edges move inward, like `UIEdgeInsets`.
package struct DynamicsInsets: Hashable, Sendable {
  /// The inset of the top edge.
  package var top: Double
  /// The inset of the left edge.
  package var left: Double
  /// The inset of the bottom edge.
  package var bottom: Double
  /// The inset of the right edge.
  package var right: Double

  /// Creates insets from the four edge distances.
  package init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  package static let zero = DynamicsInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// An axis-aligned rectangle in UIKit points, given by its top-left origin and its size.
package struct DynamicsRect: Hashable, Sendable {
  /// The left edge.
  package var x: Double
  /// The top edge.
  package var y: Double
  /// The horizontal extent.
  package var width: Double
  /// The vertical extent.
  package var height: Double

  /// Creates a rectangle from its origin and extents.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle of `size` centred on `center`.
  package init(center: DynamicsVector, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The left edge.
  package var minX: Double { x }
  /// The right edge.
  package var maxX: Double { x + width }
  /// The top edge.
  package var minY: Double { y }
  /// The bottom edge.
  package var maxY: Double { y + height }
  /// The centre point.
  package var center: DynamicsVector { DynamicsVector(x: x + width / 2, y: y + height / 2) }

  /// The four corners clockwise on screen from the top-left one.
  package var corners: [DynamicsVector] {
    [
      DynamicsVector(x: minX, y: minY), DynamicsVector(x: maxX, y: minY),
      DynamicsVector(x: maxX, y: maxY), DynamicsVector(x: minX, y: maxY),
    ]
  }

  /// Whether `point` lies inside the rectangle or on its edge.
  package func contains(_ point: DynamicsVector) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether the rectangle and `other` overlap or touch.
  package func intersects(_ other: DynamicsRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// The rectangle with each edge moved inward by the matching inset.
  package func inset(by insets: DynamicsInsets) -> DynamicsRect {
    DynamicsRect(
      x: x + insets.left, y: y + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}
