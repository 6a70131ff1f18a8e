import AnimatorKit

/// Where the heart sits and how large it grows: a square box centred on the button whose heart,
/// at full size, covers every corner of the screen.
struct HeartGeometry {
  /// The radius of the largest circle around the box centre that `UIBezierPath(heartIn:)`
  /// stays outside of, as a fraction of the box side (the notch at the top is the closest).
  static let coveredFraction: CGFloat = 0.3

  /// The heart's box at full size, in the screen view's bounds space.
  let fullBox: CGRect
  /// The scale of the full box that makes the heart the button's size.
  let buttonScale: CGFloat

  /// The geometry for a button (or none: the centre) over a screen of the given bounds.
  init(button: CGRect?, bounds: CGRect) {
    let center =
      button.map { CGPoint(x: $0.midX, y: $0.midY) } ?? CGPoint(x: bounds.midX, y: bounds.midY)
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    let reach = corners.map { Self.distance($0, center) }.max() ?? 1
    let side = max(reach / Self.coveredFraction * 1.05, 1)
    fullBox = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    let buttonSide = max(button.map { max($0.width, $0.height) } ?? 0, 24)
    buttonScale = buttonSide / side
  }

  /// The straight-line distance between two points.
  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx: CGFloat = a.x - b.x
    let dy: CGFloat = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The transform that shrinks the full heart to the button.
  var small: CATransform3D { CATransform3DMakeScale(buttonScale, buttonScale, 1) }

  /// A shape layer drawing the heart in the full box, grown by `rim` of its side on each edge.
  func heartLayer(in offset: CGPoint, rim: CGFloat, color: UIColor) -> CAShapeLayer {
    let layer = CAShapeLayer()
    layer.frame = fullBox.offsetBy(dx: offset.x, dy: offset.y)
    let inset = -rim * fullBox.width
    layer.path =
      UIBezierPath(heartIn: CGRect(origin: .zero, size: fullBox.size).insetBy(dx: inset, dy: inset))
      .cgPath
    layer.fillColor = color.cgColor
    layer.strokeColor = nil
    layer.transform = small
    return layer
  }
}
