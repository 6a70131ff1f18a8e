/// UIView.convert(_:to:) and convert(_:from:) for points and rects across the hierarchy, with
/// every layer's model geometry: bounds origin, anchor point, transform (3D included) and
/// position.
extension ViewNode {
  /// The matrix (row vectors, as CATransform3D) from this view's bounds space to its
  /// superview's: back by the bounds origin and the anchor point, the transform, then to the
  /// position.
  package var transformToSuperview: Transform3D {
    let bounds = Rect(modelValue(.bounds))
    let anchor = modelValue(.anchorPoint)
    let position = modelValue(.position)
    return Transform3D.translation(
      -bounds.x - anchor[0] * bounds.width, -bounds.y - anchor[1] * bounds.height
    )
    .concatenating(Transform3D(modelValue(.transform)))
    .concatenating(.translation(position[0], position[1]))
  }

  /// The matrix from this view's bounds space to the space of the root of its tree (the
  /// window, for a view on screen).
  package var transformToRoot: Transform3D {
    var matrix = Transform3D.identity
    var node: ViewNode? = self
    while let current = node, current.superview != nil {
      matrix = matrix.concatenating(current.transformToSuperview)
      node = current.superview
    }
    return matrix
  }

  /// A point in this view's bounds space in another view's (nil: the root's); nil when the
  /// point cannot be mapped (a transform that turns it away, or one that cannot be inverted).
  package func convert(_ point: Point, to other: ViewNode?) -> Point? {
    guard let inRoot = transformToRoot.project(point) else { return nil }
    guard let other else { return inRoot }
    guard let back = other.transformToRoot.inverted else { return nil }
    return back.project(inRoot)
  }

  /// A rect in this view's bounds space as the smallest rect containing its corners in another
  /// view's space (UIKit's rule for rotated views); nil when a corner cannot be mapped.
  package func convert(rect: Rect, to other: ViewNode?) -> Rect? {
    let corners = [
      Point(x: rect.x, y: rect.y), Point(x: rect.x + rect.width, y: rect.y),
      Point(x: rect.x, y: rect.y + rect.height),
      Point(x: rect.x + rect.width, y: rect.y + rect.height),
    ]
    var mapped: [Point] = []
    for corner in corners {
      guard let point = convert(corner, to: other) else { return nil }
      mapped.append(point)
    }
    let xs = mapped.map(\.x)
    let ys = mapped.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
