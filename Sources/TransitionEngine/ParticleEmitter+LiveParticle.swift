// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.cos
  import func Glibc.sin
#endif

/// One particle's birth values, from which its state at any age is a closed form.
struct LiveParticle {
  /// The index of the cell it came from.
  var cell: Int
  /// When it was born and when it dies.
  var birth: Double, death: Double
  /// Position, velocity and acceleration at birth.
  var x0: Double, y0: Double, vx: Double, vy: Double, ax: Double, ay: Double
  /// Scale at birth and its change per second.
  var scale0: Double, scaleSpeed: Double
  /// Radians per second.
  var spin: Double
  /// Colour at birth, each channel clamped to 0…1.
  var color: Color
  /// Alpha change per second.
  var alphaSpeed: Double

  /// A particle of cell `cell` born at `born`, or nil when its lifetime is not positive.
  ///
  /// Draws exactly eleven random numbers whatever the cell and shape, so later births see
  /// the same sequence however the configuration looks.
  init?(cell: Int, of configuration: EmitterConfiguration, born: Double, random: inout SeededRandom)
  {
    let c = configuration.cells[cell]
    let uLifetime = random.symmetricUnit(), uX = random.symmetricUnit(), uY = random.symmetricUnit()
    let uSpeed = random.symmetricUnit(), uAngle = random.symmetricUnit()
    let uScale = random.symmetricUnit(), uSpin = random.symmetricUnit()
    let uRed = random.symmetricUnit(), uGreen = random.symmetricUnit()
    let uBlue = random.symmetricUnit(), uAlpha = random.symmetricUnit()
    let lifetime = (c.lifetime + c.lifetimeRange * uLifetime) * configuration.lifetime
    guard lifetime > 0, lifetime.isFinite else { return nil }
    self.cell = cell
    birth = born
    death = born + lifetime
    (x0, y0) = Self.origin(configuration, uX, uY)
    let speed = c.velocity + c.velocityRange * uSpeed
    let angle = c.emissionLongitude + c.emissionRange * uAngle
    vx = speed * cos(angle)
    vy = speed * sin(angle)
    ax = c.xAcceleration
    ay = c.yAcceleration
    scale0 = c.scale + c.scaleRange * uScale
    scaleSpeed = c.scaleSpeed
    spin = c.spin + c.spinRange * uSpin
    let range = c.colorRange
    color = Color(
      red: Self.unit(c.color.red + range.red * uRed),
      green: Self.unit(c.color.green + range.green * uGreen),
      blue: Self.unit(c.color.blue + range.blue * uBlue),
      alpha: Self.unit(c.color.alpha + range.alpha * uAlpha))
    alphaSpeed = c.alphaSpeed
  }

  /// Where a particle is born on the emitter shape, from two uniform numbers in -1…1.
  private static func origin(_ e: EmitterConfiguration, _ u: Double, _ v: Double) -> (
    Double, Double
  ) {
    let (x, y) = (e.position.x, e.position.y)
    switch e.shape {
    case .point: return (x, y)
    case .line: return (x + u * e.size.width / 2, y)
    case .rectangle: return (x + u * e.size.width / 2, y + v * e.size.height / 2)
    case .circle:
      let radius = e.size.width / 2 * ((u + 1) / 2).squareRoot()
      let angle = Double.pi * v
      return (x + radius * cos(angle), y + radius * sin(angle))
    }
  }

  private static func unit(_ value: Double) -> Double { min(max(value, 0), 1) }

  /// The particle as drawn at a time, or nil when its alpha or scale is at or below zero.
  func state(at time: Double) -> Particle? {
    let age = time - birth
    let alpha = color.alpha + alphaSpeed * age
    let scale = scale0 + scaleSpeed * age
    guard alpha > 0, scale > 0 else { return nil }
    let half = 0.5 * age * age
    return Particle(
      x: x0 + vx * age + ax * half, y: y0 + vy * age + ay * half, scale: scale,
      rotation: spin * age,
      color: Color(red: color.red, green: color.green, blue: color.blue, alpha: min(alpha, 1)),
      cell: cell)
  }
}

extension SeededRandom {
  /// A uniform number in -1…1 (53 bits).
  mutating func symmetricUnit() -> Double {
    Double(next() >> 11) * 0x1p-52 - 1
  }
}
