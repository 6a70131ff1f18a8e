import AnimatorKit

/// Builds the emitters of autumn leaves: a gentle fall for presenting, a gust for dismissing.
enum LeafEmitter {
  /// A pointed leaf with a short stem, in a unit box centred on the origin.
  static let leafPath: CGPath = {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: -0.5))
    path.addCurve(
      to: CGPoint(x: 0, y: 0.36), control1: CGPoint(x: 0.42, y: -0.28),
      control2: CGPoint(x: 0.38, y: 0.2))
    path.addLine(to: CGPoint(x: 0.03, y: 0.5))
    path.addLine(to: CGPoint(x: -0.02, y: 0.5))
    path.addLine(to: CGPoint(x: -0.01, y: 0.36))
    path.addCurve(
      to: CGPoint(x: 0, y: -0.5), control1: CGPoint(x: -0.38, y: 0.2),
      control2: CGPoint(x: -0.42, y: -0.28))
    path.closeSubpath()
    return path
  }()

  /// The four leaf colours: the two chosen ones, a brown and a gold mixed from them.
  static func palette(_ style: LeavesStyle) -> [UIColor] {
    let a = style.leafColor
    let b = style.accentColor
    let brown = UIColor(
      red: (a.red + b.red) * 0.3, green: (a.green + b.green) * 0.3, blue: (a.blue + b.blue) * 0.3,
      alpha: 1)
    let gold = UIColor(
      red: a.red * 0.4 + 0.6 * 0.96, green: a.green * 0.4 + 0.6 * 0.72,
      blue: a.blue * 0.4 + 0.6 * 0.2, alpha: 1)
    return [a, b, brown, gold]
  }

  /// An emitter over the container whose leaves fade in and drift down, spinning.
  static func falling(in bounds: CGRect, style: LeavesStyle) -> CAEmitterLayer {
    let emitter = makeEmitter(in: bounds)
    emitter.emitterPosition = CGPoint(x: bounds.midX, y: bounds.height * 0.3)
    emitter.emitterSize = CGSize(width: bounds.width * 1.1, height: bounds.height * 0.7)
    let leafSize = leafSize(in: bounds)
    let rate = Float(style.density * 70 * areaFactor(bounds)) / 4
    emitter.emitterCells = palette(style).map { colour in
      let cell = makeCell(colour, size: leafSize, rate: rate)
      cell.lifetime = 3
      cell.velocity = bounds.height * 0.22
      cell.velocityRange = bounds.height * 0.08
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 5
      cell.yAcceleration = bounds.height * 0.12
      cell.xAcceleration = bounds.width * 0.08
      return cell
    }
    return emitter
  }

  /// An emitter over the container whose leaves appear and are blown off to the right.
  static func gust(in bounds: CGRect, style: LeavesStyle) -> CAEmitterLayer {
    let emitter = makeEmitter(in: bounds)
    emitter.emitterPosition = CGPoint(x: bounds.width * 0.35, y: bounds.midY)
    emitter.emitterSize = CGSize(width: bounds.width * 0.8, height: bounds.height)
    let leafSize = leafSize(in: bounds)
    let rate = Float(style.density * 90 * areaFactor(bounds)) / 4
    emitter.emitterCells = palette(style).map { colour in
      let cell = makeCell(colour, size: leafSize, rate: rate)
      cell.lifetime = 2
      cell.velocity = bounds.width * 0.5
      cell.velocityRange = bounds.width * 0.2
      cell.emissionLongitude = -.pi / 10
      cell.emissionRange = .pi / 8
      cell.xAcceleration = bounds.width * 1.6
      cell.yAcceleration = -bounds.height * 0.05
      return cell
    }
    return emitter
  }

  /// A bare emitter filling the bounds, shaped as a rectangle.
  private static func makeEmitter(in bounds: CGRect) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = bounds
    emitter.emitterShape = .rectangle
    return emitter
  }

  /// One leaf cell of a colour: fades in, spins, varies in size and tint.
  private static func makeCell(_ colour: UIColor, size: CGFloat, rate: Float) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.shape = .path(leafPath)
    cell.contentsSize = size
    cell.birthRate = rate
    cell.lifetimeRange = 0.5
    cell.scale = 1
    cell.scaleRange = 0.35
    cell.spin = 1.2
    cell.spinRange = 4
    cell.color = colour.withAlphaComponent(0).cgColor
    cell.alphaSpeed = 4
    cell.redRange = 0.06
    cell.greenRange = 0.06
    return cell
  }

  /// A leaf's size: about 22 points on a phone, a little larger on a tablet.
  private static func leafSize(in bounds: CGRect) -> CGFloat {
    max(12, min(bounds.width, bounds.height) / 18)
  }

  /// The screen's area relative to a phone's, so a tablet gets proportionally more leaves.
  private static func areaFactor(_ bounds: CGRect) -> Double {
    max(0.25, Double(bounds.width * bounds.height) / (390 * 844))
  }
}
