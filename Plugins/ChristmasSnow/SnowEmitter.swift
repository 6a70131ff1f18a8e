import AnimatorKit

/// Builds the snow: an emitter layer covering the container, its flakes born along a line
/// just above the top edge.
enum SnowEmitter {
  /// A snowing emitter the size of `bounds`, falling at a speed that suits its height.
  static func make(in bounds: CGRect, style: SnowStyle) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = bounds
    emitter.emitterShape = .line
    emitter.emitterPosition = CGPoint(x: bounds.width / 2, y: -12)
    emitter.emitterSize = CGSize(width: bounds.width * 1.3, height: 1)
    emitter.emitterCells = [flakes(height: bounds.height, width: bounds.width, style: style)]
    return emitter
  }

  /// The flake cell: white six-armed flakes of mixed sizes, spinning gently, drifting with
  /// the wind.
  static func flakes(height: CGFloat, width: CGFloat, style: SnowStyle) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.shape = .flake
    cell.contentsSize = 16
    cell.birthRate = Float(style.density)
    cell.color = style.flakeColor.cgColor
    cell.alphaRange = 0.25
    cell.velocity = height * 0.34
    cell.velocityRange = height * 0.1
    cell.yAcceleration = height * 0.12
    cell.xAcceleration = style.wind * width * 0.12
    cell.emissionLongitude = .pi / 2
    cell.emissionRange = .pi / 10
    cell.lifetime = 6
    cell.scale = 0.8
    cell.scaleRange = 0.45
    cell.spin = 0.6
    cell.spinRange = 1.2
    return cell
  }

  /// The gust's flakes: born fast and sideways, swept along with the screen.
  static func gust(height: CGFloat, width: CGFloat, style: SnowStyle) -> CAEmitterCell {
    let cell = flakes(height: height, width: width, style: style)
    cell.birthRate = Float(style.density * 0.6)
    cell.emissionLongitude = style.gustDirection > 0 ? .pi / 5 : .pi - .pi / 5
    cell.velocity = width * 0.9
    cell.xAcceleration = style.gustDirection * width * 1.5
    cell.spin = 4 * style.gustDirection
    cell.spinRange = 3
    return cell
  }
}
