/// The shape each particle of a cell draws, in a box of the cell's size.
package enum ParticleShape: Equatable, Sendable {
  case circle
  case star
  case heart
  case flake
  /// A custom path, drawn in a unit box centred on the origin (-0.5…0.5) and scaled.
  case path(Path)

  /// The shape's path in a box of `size` points centred on the origin.
  package func path(size: Double) -> Path {
    let half = size / 2
    let box = Rect(x: -half, y: -half, width: size, height: size)
    switch self {
    case .circle: return .circle(center: .zero, radius: half)
    case .star: return .star(center: .zero, radius: half)
    case .heart: return .heart(in: box)
    case .flake: return .flake(center: .zero, radius: half)
    case let .path(unit):
      var scaled = Path()
      for element in unit.elements {
        func s(_ p: Point) -> Point { Point(x: p.x * size, y: p.y * size) }
        switch element {
        case let .move(p): scaled.move(to: s(p))
        case let .line(p): scaled.line(to: s(p))
        case let .quad(c, p): scaled.quad(to: s(p), control: s(c))
        case let .cubic(c1, c2, p): scaled.cubic(to: s(p), control1: s(c1), control2: s(c2))
        case .close: scaled.close()
        }
      }
      return scaled
    }
  }
}

/// One kind of particle an emitter makes, in the spirit of CAEmitterCell.
///
/// Each `…Range` is the half-width of a uniform random spread around its value, as Core
/// Animation defines it. Angles are radians; y points down, so a longitude of π/2 emits down.
package struct EmitterCell: Equatable, Sendable {
  /// Particles per second.
  package var birthRate = 0.0
  /// Seconds each particle lives.
  package var lifetime = 1.0
  package var lifetimeRange = 0.0
  /// Points per second at birth.
  package var velocity = 0.0
  package var velocityRange = 0.0
  /// The direction of emission in the plane.
  package var emissionLongitude = 0.0
  /// The half-angle of the cone around the longitude.
  package var emissionRange = 0.0
  /// Points per second squared.
  package var xAcceleration = 0.0
  package var yAcceleration = 0.0
  /// The scale of the particle's size at birth.
  package var scale = 1.0
  package var scaleRange = 0.0
  /// Scale change per second.
  package var scaleSpeed = 0.0
  /// Radians per second of rotation.
  package var spin = 0.0
  package var spinRange = 0.0
  /// The colour at birth (alpha included).
  package var color = Color.white
  /// Per-channel spreads of the colour at birth: red, green, blue, alpha.
  package var colorRange = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Alpha change per second.
  package var alphaSpeed = 0.0
  /// The particle's size in points at scale 1.
  package var size = 8.0
  package var shape = ParticleShape.circle

  package init() {}
}

/// Where an emitter's particles are born (CAEmitterLayer.emitterShape with the outline or
/// surface mode folded in).
package enum EmitterShape: Int, Sendable {
  /// At the emitter position.
  case point = 0
  /// Along a horizontal line of the emitter's width, centred on the position.
  case line = 1
  /// Anywhere in a rectangle of the emitter's size, centred on the position.
  case rectangle = 2
  /// Anywhere in a circle whose radius is half the emitter's width.
  case circle = 3
}

/// An emitter layer's settings (CAEmitterLayer): where particles are born and what they are.
package struct EmitterConfiguration: Equatable, Sendable {
  /// The centre of emission in the layer's bounds space.
  package var position = Point.zero
  package var size = Size.zero
  package var shape = EmitterShape.point
  /// Multiplies every cell's birth rate; 0 stops emission, particles alive live on.
  package var birthRate = 1.0
  /// Multiplies every cell's lifetime.
  package var lifetime = 1.0
  package var cells: [EmitterCell] = []

  package init() {}
}

/// One live particle as drawn in a frame, in the emitter layer's bounds space.
package struct Particle: Equatable, Sendable {
  package var x: Double
  package var y: Double
  /// The size multiplier of the cell's size.
  package var scale: Double
  /// Rotation in radians.
  package var rotation: Double
  /// Colour with its current alpha.
  package var color: Color
  /// The index of the cell it came from.
  package var cell: Int

  package init(x: Double, y: Double, scale: Double, rotation: Double, color: Color, cell: Int) {
    self.x = x
    self.y = y
    self.scale = scale
    self.rotation = rotation
    self.color = color
    self.cell = cell
  }
}
