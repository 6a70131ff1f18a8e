import AnimatorKit

/// A burst of pastel confetti (little eggs and stars) from the crack.
enum Confetti {
  /// A small egg, taller than wide, in a unit box centred on the origin.
  static let eggPath: CGPath = CGPath(ellipseIn: CGRect(x: -0.36, y: -0.5, width: 0.72, height: 1))

  /// The pastel colours: pink, mint, lavender, butter yellow and sky blue.
  static let colours: [UIColor] = [
    UIColor(red: 0.97, green: 0.73, blue: 0.82, alpha: 1),
    UIColor(red: 0.70, green: 0.92, blue: 0.80, alpha: 1),
    UIColor(red: 0.82, green: 0.77, blue: 0.95, alpha: 1),
    UIColor(red: 1.00, green: 0.95, blue: 0.62, alpha: 1),
    UIColor(red: 0.70, green: 0.86, blue: 0.98, alpha: 1),
  ]

  /// An emitter along the crack, sized to the screen, bursting confetti sideways and up.
  static func burst(along shell: EggShell, frame: CGRect) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = frame
    emitter.emitterShape = .rectangle
    emitter.emitterPosition = CGPoint(x: shell.size.width / 2, y: shell.size.height / 2)
    emitter.emitterSize = CGSize(width: shell.size.width * 0.14, height: shell.size.height)
    let area = max(0.25, Double(shell.size.width * shell.size.height) / (390 * 844))
    let size = max(8, min(shell.size.width, shell.size.height) / 40)
    emitter.emitterCells = colours.enumerated().map { index, colour in
      let cell = CAEmitterCell()
      cell.shape = index % 2 == 0 ? .path(eggPath) : .star
      cell.contentsSize = size
      cell.birthRate = Float(160 * area) / Float(colours.count)
      cell.lifetime = 1.6
      cell.lifetimeRange = 0.4
      cell.velocity = shell.size.width * 0.8
      cell.velocityRange = shell.size.width * 0.3
      cell.emissionLongitude = -.pi / 2
      cell.emissionRange = .pi * 0.6
      cell.yAcceleration = shell.size.height * 0.9
      cell.scale = 1
      cell.scaleRange = 0.3
      cell.spin = 2
      cell.spinRange = 6
      cell.color = colour.cgColor
      cell.alphaSpeed = -0.4
      return cell
    }
    return emitter
  }
}
