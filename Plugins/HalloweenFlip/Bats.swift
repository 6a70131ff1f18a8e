import AnimatorKit

/// A swarm of dark bat silhouettes that fly up and out from the middle of the screen, growing
/// as they come closer.
enum Bats {
  /// A bat with spread wings in the unit box centred on the origin, as particle paths are drawn.
  static let silhouette: CGPath = {
    // The left half, from the top of the head round the wing to the tail; the right half
    // mirrors it.
    let left: [(CGPoint, CGPoint?)] = [
      (CGPoint(x: -0.07, y: -0.26), nil),  // ear tip
      (CGPoint(x: -0.09, y: -0.1), nil),  // side of the head
      (CGPoint(x: -0.5, y: -0.2), CGPoint(x: -0.3, y: -0.26)),  // upper wing edge to the tip
      (CGPoint(x: -0.36, y: 0.1), CGPoint(x: -0.38, y: -0.04)),  // scallops of the lower edge
      (CGPoint(x: -0.22, y: 0.06), CGPoint(x: -0.3, y: 0.0)),
      (CGPoint(x: -0.08, y: 0.18), CGPoint(x: -0.12, y: 0.04)),
      (CGPoint(x: 0, y: 0.26), nil),  // tail
    ]
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: -0.14))
    for (point, control) in left {
      if let control {
        path.addQuadCurve(to: point, control: control)
      } else {
        path.addLine(to: point)
      }
    }
    // Back up the right side: each segment reversed and mirrored.
    for index in stride(from: left.count - 1, to: 0, by: -1) {
      let end = mirror(left[index - 1].0)
      if let control = left[index].1 {
        path.addQuadCurve(to: end, control: mirror(control))
      } else {
        path.addLine(to: end)
      }
    }
    path.addLine(to: CGPoint(x: 0, y: -0.14))
    path.closeSubpath()
    return path
  }()

  private static func mirror(_ p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: p.y) }

  /// An emitter over the given bounds releasing about `style.bats` bats over the first part
  /// of the duration (the caller stops births).
  static func emitter(in bounds: CGRect, style: FlipStyle, birthWindow: TimeInterval)
    -> CAEmitterLayer
  {
    let emitter = CAEmitterLayer()
    emitter.frame = bounds
    emitter.emitterShape = .circle
    emitter.emitterPosition = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    emitter.emitterSize = CGSize(width: bounds.width * 0.3, height: bounds.width * 0.3)
    let rate = Float(style.bats) / Float(max(birthWindow, 0.05)) / 2
    let body = UIColor(red: 0.08, green: 0.05, blue: 0.1, alpha: 1)
    let purple = UIColor(red: 0.22, green: 0.08, blue: 0.3, alpha: 1)
    emitter.emitterCells = [
      cell(body, rate: rate, bounds: bounds, style: style),
      cell(purple, rate: rate, bounds: bounds, style: style),
    ]
    return emitter
  }

  /// One colour of bat, fast enough to leave the screen within the transition.
  private static func cell(_ color: UIColor, rate: Float, bounds: CGRect, style: FlipStyle)
    -> CAEmitterCell
  {
    let cell = CAEmitterCell()
    let duration = CGFloat(max(style.duration, 0.05))
    cell.shape = .path(silhouette)
    cell.contentsSize = max(36, bounds.width / 9)
    cell.birthRate = rate
    cell.lifetime = Float(duration)
    cell.velocity = bounds.height * 0.9 / duration
    cell.velocityRange = cell.velocity * 0.3
    cell.emissionLongitude = -.pi / 2
    cell.emissionRange = .pi / 2.6
    cell.yAcceleration = -bounds.height * 0.4 / (duration * duration)
    cell.scale = 0.35
    cell.scaleRange = 0.15
    cell.scaleSpeed = 1.2 / duration
    cell.spinRange = 0.8
    cell.color = color.cgColor
    cell.alphaRange = 0.1
    return cell
  }
}
