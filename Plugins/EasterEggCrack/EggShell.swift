import AnimatorKit

/// The geometry of the crack: a zig-zag down the middle of a screen, and the two shell halves
/// it leaves, each a masked snapshot of the old screen.
struct EggShell {
  /// The zig-zag's points from the top edge to the bottom edge, in the screen's bounds space.
  let crack: [CGPoint]
  /// The screen's size.
  let size: CGSize

  /// A crack with a number of teeth across a screen of a size.
  init(size: CGSize, teeth: Int) {
    self.size = size
    let steps = max(2, teeth) * 2
    let amplitude = size.width * 0.07
    crack = (0...steps).map { i in
      let sideways: CGFloat = i == 0 || i == steps ? 0 : (i % 2 == 0 ? -amplitude : amplitude)
      return CGPoint(x: size.width / 2 + sideways, y: size.height * CGFloat(i) / CGFloat(steps))
    }
  }

  /// The zig-zag as an open line, for the crack's stroke.
  var crackPath: CGPath {
    let path = CGMutablePath()
    path.move(to: crack[0])
    for point in crack.dropFirst() { path.addLine(to: point) }
    return path
  }

  /// The region left (or right) of the zig-zag, for a half's mask.
  func halfPath(left: Bool) -> CGPath {
    let edge: CGFloat = left ? 0 : size.width
    let path = CGMutablePath()
    path.move(to: CGPoint(x: edge, y: 0))
    for point in crack { path.addLine(to: point) }
    path.addLine(to: CGPoint(x: edge, y: size.height))
    path.closeSubpath()
    return path
  }

  /// A snapshot of the screen masked to one half, hinged at its outer bottom corner.
  func makeHalf(of screen: UIView, left: Bool, frame: CGRect, afterScreenUpdates: Bool) -> UIView? {
    guard let half = screen.snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
    let mask = CAShapeLayer()
    mask.frame = CGRect(origin: .zero, size: size)
    mask.path = halfPath(left: left)
    mask.fillColor = UIColor.black.cgColor
    half.layer.mask = mask
    half.layer.anchorPoint = CGPoint(x: left ? 0 : 1, y: 1)
    half.frame = frame
    half.layer.shadowColor = UIColor.black.cgColor
    half.layer.shadowOpacity = 0.3
    half.layer.shadowRadius = 10
    half.layer.shadowOffset = CGSize(width: 0, height: 6)
    return half
  }

  /// Where a half ends up when it has fallen: tipped outward and below the screen.
  func fallen(left: Bool) -> CATransform3D {
    let sign: CGFloat = left ? -1 : 1
    let moved = CATransform3DMakeTranslation(sign * size.width * 0.25, size.height * 1.05, 0)
    return CATransform3DRotate(moved, sign * .pi / 5, 0, 0, 1)
  }

  /// A half just cracked open: tipped a little outward about its bottom corner.
  func ajar(left: Bool) -> CATransform3D {
    let sign: CGFloat = left ? -1 : 1
    return CATransform3DMakeRotation(sign * .pi / 40, 0, 0, 1)
  }

  /// The dark line of the crack, drawn in along the zig-zag.
  func makeCrackLayer(frame: CGRect) -> CAShapeLayer {
    let line = CAShapeLayer()
    line.frame = frame
    line.path = crackPath
    line.fillColor = nil
    line.strokeColor = UIColor(red: 0.25, green: 0.16, blue: 0.1, alpha: 1).cgColor
    line.lineWidth = max(3, size.width / 100)
    line.lineJoin = .miter
    return line
  }
}
