import AnimatorKit

/// One firework: a flash and an emitter at a point that bursts for a moment, its stars and
/// sparks flying out in every direction, falling and fading.
final class FireworkBurst {
  /// Seconds the burst gives birth.
  static let burstTime: TimeInterval = 0.08
  /// Seconds each particle lives.
  static let lifetime: Float = 1.1

  /// The burst's particles.
  let emitter = CAEmitterLayer()
  /// The white flash at the burst point.
  let flash = CAShapeLayer()

  /// A burst at `point` in a container of `bounds`, not yet in any layer tree or emitting.
  init(at point: CGPoint, in bounds: CGRect, style: FireworksStyle) {
    let reach = min(bounds.width, bounds.height) * 0.45
    emitter.frame = bounds
    emitter.emitterShape = .circle
    emitter.emitterPosition = point
    emitter.emitterSize = CGSize(width: 8, height: 8)
    emitter.birthRate = 0
    let perCell = Float(style.particles) / Float(Self.burstTime) / Float(style.colors.count * 2)
    // Sized for a phone (390 points across) and grown more slowly than the screen on a tablet.
    let grow = max(1, min(bounds.width, bounds.height) / 390).squareRoot()
    emitter.emitterCells = style.colors.flatMap { color in
      [
        Self.cell(.star, color, size: 15 * grow, rate: perCell, reach: reach),
        Self.cell(.circle, color, size: 7 * grow, rate: perCell, reach: reach * 1.2),
      ]
    }
    let radius = reach * 0.18
    flash.frame = CGRect(
      x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)
    flash.path =
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)).cgPath
    flash.fillColor = UIColor(white: 1, alpha: 0.85).cgColor
    flash.strokeColor = nil
    flash.lineWidth = 0
    flash.opacity = 0
    flash.transform = CATransform3DMakeScale(0.2, 0.2, 1)
  }

  /// One kind of particle flying out in every direction at up to `reach` points a second.
  private static func cell(
    _ shape: CAEmitterCell.Shape, _ color: UIColor, size: CGFloat, rate: Float, reach: CGFloat
  ) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.shape = shape
    cell.contentsSize = size
    cell.color = color.cgColor
    cell.redRange = 0.1
    cell.greenRange = 0.1
    cell.blueRange = 0.1
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = 0.15
    cell.velocity = reach * 0.9
    cell.velocityRange = reach * 0.45
    cell.emissionRange = .pi
    cell.yAcceleration = reach * 0.6
    cell.alphaSpeed = -0.8 / lifetime
    cell.scale = 1
    cell.scaleRange = 0.3
    cell.scaleSpeed = -0.5
    cell.spin = 2
    cell.spinRange = 4
    return cell
  }

  /// Adds the burst on top of `layer`.
  func add(to layer: CALayer) {
    layer.addSublayer(emitter)
    layer.addSublayer(flash)
  }

  /// Bursts now: births for a moment under a flash that then fades over `fade` seconds;
  /// `done` runs when the flash has gone.
  func fire(fade: TimeInterval, done: @escaping () -> Void) {
    emitter.birthRate = 1
    UIView.animate(
      withDuration: Self.burstTime, delay: 0, options: [.curveEaseOut],
      animations: {
        self.flash.opacity = 1
        self.flash.transform = CATransform3DIdentity
      },
      completion: { _ in
        self.emitter.birthRate = 0
        UIView.animate(
          withDuration: max(fade, 0.01), delay: 0, options: [.curveEaseOut],
          animations: {
            self.flash.opacity = 0
            self.flash.transform = CATransform3DMakeScale(1.8, 1.8, 1)
          }, completion: { _ in done() })
      })
  }

  /// Stops and removes the burst.
  func remove() {
    emitter.birthRate = 0
    emitter.removeFromSuperlayer()
    flash.removeFromSuperlayer()
  }
}
