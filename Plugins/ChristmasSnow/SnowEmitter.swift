import AnimatorKit

/// Builds the snow: an emitter layer covering the container.
///
/// Flakes are born over the upper part of the screen and just above it, fading in as they fall, so
/// the whole screen is snowing within a few frames instead of waiting for flakes to fall from the
/// top edge; a soft shadow keeps white flakes visible on light screens.
enum SnowEmitter {
  /// A snowing emitter the size of `bounds`, falling at a speed that suits its height.
  static func make(in bounds: CGRect, style: SnowStyle) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = bounds
    emitter.emitterShape = .rectangle
    emitter.emitterPosition = CGPoint(x: bounds.width / 2, y: bounds.height * 0.2)
    emitter.emitterSize = CGSize(width: bounds.width * 1.3, height: bounds.height * 0.9)
    emitter.emitterCells = [flakes(height: bounds.height, width: bounds.width, style: style)]
    emitter.shadowColor = UIColor(red: 0.1, green: 0.16, blue: 0.34, alpha: 1).cgColor
    emitter.shadowOpacity = 0.55
    emitter.shadowRadius = 2
    emitter.shadowOffset = CGSize(width: 0, height: 1)
    return emitter
  }

  /// The flake cell: white six-armed flakes of mixed sizes, spinning gently, drifting with
  /// the wind.
  static func flakes(height: CGFloat, width: CGFloat, style: SnowStyle) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.shape = .flake
    // Sized and counted for a phone (390 × 844 points), and scaled with the screen.
    let area = width * height / (390 * 844)
    cell.contentsSize = 16 * max(1, area.squareRoot()).squareRoot()
    cell.birthRate = Float(style.density * Double(area))
    cell.color = style.flakeColor.withAlphaComponent(0).cgColor
    cell.alphaSpeed = 3
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
    cell.birthRate *= 0.6
    cell.emissionLongitude = style.gustDirection > 0 ? .pi / 5 : .pi - .pi / 5
    cell.velocity = width * 0.9
    cell.xAcceleration = style.gustDirection * width * 1.5
    cell.spin = 4 * style.gustDirection
    cell.spinRange = 3
    return cell
  }
}
