/// One kind of particle, in the spirit of Core Animation's CAEmitterCell.
///
/// Without images, particles draw a shape: a circle, star, heart, snowflake or a path.
open class CAEmitterCell: NSObject {
  /// What each particle draws.
  public enum Shape: Sendable {
    /// A filled circle.
    case circle
    /// A five-pointed star.
    case star
    /// A heart.
    case heart
    /// A six-armed snowflake.
    case flake
    /// A path in a unit box centred on the origin (-0.5...0.5).
    case path(CGPath)
  }

  /// Particles per second.
  open var birthRate: Float = 0
  /// Seconds each particle lives.
  open var lifetime: Float = 0
  /// The half-width of the random spread of the lifetime.
  open var lifetimeRange: Float = 0
  /// Points per second at birth.
  open var velocity: CGFloat = 0
  /// The half-width of the random spread of the velocity.
  open var velocityRange: CGFloat = 0
  /// The direction of emission, radians; π/2 is down.
  open var emissionLongitude: CGFloat = 0
  /// The half-angle of the cone of directions.
  open var emissionRange: CGFloat = 0
  /// Horizontal acceleration, points per second squared.
  open var xAcceleration: CGFloat = 0
  /// Vertical acceleration, points per second squared; positive falls.
  open var yAcceleration: CGFloat = 0
  /// The size multiplier at birth.
  open var scale: CGFloat = 1
  /// The half-width of the random spread of the scale.
  open var scaleRange: CGFloat = 0
  /// Scale change per second.
  open var scaleSpeed: CGFloat = 0
  /// Radians per second of rotation.
  open var spin: CGFloat = 0
  /// The half-width of the random spread of the spin.
  open var spinRange: CGFloat = 0
  /// The colour at birth.
  open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// Spread of the red channel.
  open var redRange: Float = 0
  /// Spread of the green channel.
  open var greenRange: Float = 0
  /// Spread of the blue channel.
  open var blueRange: Float = 0
  /// Spread of the alpha channel.
  open var alphaRange: Float = 0
  /// Alpha change per second.
  open var alphaSpeed: Float = 0
  /// The particle's size in points at scale 1 (stands in for the image's size).
  open var contentsSize: CGFloat = 8
  /// What the particle draws (stands in for `contents`).
  open var shape: Shape = .circle

  /// A cell with Core Animation's defaults: no births until birthRate is set.
  public override init() {}

  func descriptor(path: inout [Double]) -> animhost_emitter_cell_v1 {
    var c = animhost_emitter_cell_v1()
    c.struct_size = UInt32(MemoryLayout<animhost_emitter_cell_v1>.size)
    c.birth_rate = Double(birthRate)
    c.lifetime = Double(lifetime)
    c.lifetime_range = Double(lifetimeRange)
    c.velocity = Double(velocity)
    c.velocity_range = Double(velocityRange)
    c.emission_longitude = Double(emissionLongitude)
    c.emission_range = Double(emissionRange)
    c.x_acceleration = Double(xAcceleration)
    c.y_acceleration = Double(yAcceleration)
    c.scale = Double(scale)
    c.scale_range = Double(scaleRange)
    c.scale_speed = Double(scaleSpeed)
    c.spin = Double(spin)
    c.spin_range = Double(spinRange)
    let rgba = color?.values ?? [1, 1, 1, 1]
    c.color = (rgba[0], rgba[1], rgba[2], rgba[3])
    c.color_range = (Double(redRange), Double(greenRange), Double(blueRange), Double(alphaRange))
    c.alpha_speed = Double(alphaSpeed)
    c.size = Double(contentsSize)
    switch shape {
    case .circle: c.shape = Int32(ANIMHOST_PARTICLE_CIRCLE.rawValue)
    case .star: c.shape = Int32(ANIMHOST_PARTICLE_STAR.rawValue)
    case .heart: c.shape = Int32(ANIMHOST_PARTICLE_HEART.rawValue)
    case .flake: c.shape = Int32(ANIMHOST_PARTICLE_FLAKE.rawValue)
    case let .path(p):
      c.shape = Int32(ANIMHOST_PARTICLE_PATH.rawValue)
      path = p.commands
    }
    return c
  }
}

/// A layer that emits particles, in the spirit of Core Animation's CAEmitterLayer.
///
/// Settings take effect when they are set; particles are simulated by the host from its seeded
/// random source, so the same seed gives the same snow.
open class CAEmitterLayer: CALayer {
  /// Where particles are born.
  public struct EmitterShape: Equatable, Sendable {
    let value: Int32
    /// At the emitter position.
    public static let point = EmitterShape(value: 0)
    /// Along a horizontal line of the emitter's width.
    public static let line = EmitterShape(value: 1)
    /// Anywhere in a rectangle of the emitter's size.
    public static let rectangle = EmitterShape(value: 2)
    /// Anywhere in a circle of the emitter's width.
    public static let circle = EmitterShape(value: 3)
  }

  /// A new emitter with no cells.
  public override init() {
    super.init(kind: ANIMHOST_LAYER_EMITTER)
  }

  /// The cells; setting them starts emission.
  open var emitterCells: [CAEmitterCell]? { didSet { sync() } }
  /// The centre of emission in the layer's bounds space.
  open var emitterPosition: CGPoint = .zero { didSet { sync() } }
  /// The size of the emission shape.
  open var emitterSize: CGSize = .zero { didSet { sync() } }
  /// The emission shape.
  open var emitterShape: EmitterShape = .point { didSet { sync() } }
  /// Multiplies every cell's birth rate; 0 stops new particles.
  open var birthRate: Float = 1 { didSet { sync() } }
  /// Multiplies every cell's lifetime.
  open var lifetime: Float = 1 { didSet { sync() } }

  /// Sends the whole configuration to the host.
  private func sync() {
    guard HostScope.hasABI12(host) else { return }
    var emitter = animhost_emitter_v1(
      struct_size: UInt32(MemoryLayout<animhost_emitter_v1>.size),
      position_x: Double(emitterPosition.x), position_y: Double(emitterPosition.y),
      width: Double(emitterSize.width), height: Double(emitterSize.height),
      shape: emitterShape.value, birth_rate: Double(birthRate), lifetime: Double(lifetime))
    let cells = emitterCells ?? []
    var paths = [[Double]](repeating: [], count: cells.count)
    var descriptors = cells.indices.map { cells[$0].descriptor(path: &paths[$0]) }
    withPathPointers(paths, index: 0, into: &descriptors) { ready in
      _ = ready.withUnsafeBufferPointer { buffer in
        host.pointee.emitter_configure(
          host, handle, &emitter, buffer.baseAddress, UInt32(buffer.count))
      }
    }
  }

  /// Points each descriptor at its path's storage for the duration of the body.
  private func withPathPointers(
    _ paths: [[Double]], index: Int, into descriptors: inout [animhost_emitter_cell_v1],
    _ body: ([animhost_emitter_cell_v1]) -> Void
  ) {
    guard index < paths.count else { return body(descriptors) }
    paths[index].withUnsafeBufferPointer { buffer in
      descriptors[index].path = buffer.isEmpty ? nil : buffer.baseAddress
      descriptors[index].path_count = UInt32(buffer.count)
      withPathPointers(paths, index: index + 1, into: &descriptors, body)
    }
  }
}
