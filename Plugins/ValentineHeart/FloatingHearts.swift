import AnimatorKit

/// Small hearts in pinks and reds that float up from the bottom edge and fade.
enum FloatingHearts {
  /// An emitter over the given bounds releasing about `style.hearts` hearts over the duration.
  static func emitter(in bounds: CGRect, style: HeartStyle) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = bounds
    emitter.emitterShape = .line
    emitter.emitterPosition = CGPoint(x: bounds.midX - bounds.minX, y: bounds.height + 12)
    emitter.emitterSize = CGSize(width: bounds.width, height: 1)
    let pink = UIColor(red: 1, green: 0.55, blue: 0.72, alpha: 1)
    let rate = Float(style.hearts) / Float(max(style.duration, 0.05)) / 2
    emitter.emitterCells = [
      cell(style.color, rate: rate, bounds: bounds, style: style),
      cell(pink, rate: rate, bounds: bounds, style: style),
    ]
    return emitter
  }

  /// One colour of heart: rising at about two thirds of the screen height per duration.
  private static func cell(_ color: UIColor, rate: Float, bounds: CGRect, style: HeartStyle)
    -> CAEmitterCell
  {
    let cell = CAEmitterCell()
    let duration = CGFloat(max(style.duration, 0.05))
    cell.shape = .heart
    cell.contentsSize = max(14, bounds.width / 22)
    cell.birthRate = rate
    cell.lifetime = Float(duration) * 1.2
    cell.velocity = bounds.height * 0.55 / duration
    cell.velocityRange = cell.velocity * 0.35
    cell.emissionLongitude = -.pi / 2
    cell.emissionRange = .pi / 10
    cell.yAcceleration = -bounds.height * 0.3 / (duration * duration)
    cell.scale = 1
    cell.scaleRange = 0.45
    cell.spinRange = 1.2
    cell.color = color.cgColor
    cell.redRange = 0.1
    cell.greenRange = 0.15
    cell.blueRange = 0.15
    cell.alphaSpeed = -Float(0.45 / duration)
    return cell
  }
}
