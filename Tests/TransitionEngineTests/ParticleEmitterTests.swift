import Testing
import TransitionEngine

@Suite struct ParticleEmitterTests {
  /// A configuration with one cell emitting from a point at the origin.
  private func configuration(
    layerRate: Double = 1, cellRate: Double = 10, lifetime: Double = 100,
    shape: EmitterShape = .point,
    edit: (inout EmitterCell) -> Void = { _ in }
  ) -> EmitterConfiguration {
    var cell = EmitterCell()
    cell.birthRate = cellRate
    cell.lifetime = lifetime
    edit(&cell)
    var configuration = EmitterConfiguration()
    configuration.birthRate = layerRate
    configuration.shape = shape
    configuration.position = Point(x: 50, y: 60)
    configuration.size = Size(width: 40, height: 20)
    configuration.cells = [cell]
    return configuration
  }

  /// A busy configuration: two cells with every random range in use, over a rectangle.
  private var busy: EmitterConfiguration {
    var config = configuration(cellRate: 37, lifetime: 1.5, shape: .rectangle) { cell in
      cell.lifetimeRange = 0.5
      cell.velocity = 80
      cell.velocityRange = 30
      cell.emissionRange = .pi
      cell.yAcceleration = 50
      cell.scaleRange = 0.4
      cell.scaleSpeed = -0.2
      cell.spinRange = 2
      cell.colorRange = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.1)
      cell.alphaSpeed = -0.3
    }
    var second = config.cells[0]
    second.birthRate = 23
    second.emissionLongitude = .pi / 2
    config.cells.append(second)
    return config
  }

  @Test(arguments: [
    (1.0, 10.0, 1.0, 11),  // births at 0, 0.1, …, 1.0
    (2.0, 5.0, 0.95, 10),  // layer rate multiplies the cell's
    (0.5, 4.0, 2.0, 5),
    (0.0, 10.0, 5.0, 0),  // layer rate 0 emits nothing
    (1.0, 0.5, 3.9, 2),
    (1e12, 1e12, 0.01, 101),  // capped at 10,000 a second
  ])
  func bornAtExactTimes(layerRate: Double, cellRate: Double, time: Double, expected: Int) {
    let emitter = ParticleEmitter(
      configuration: configuration(layerRate: layerRate, cellRate: cellRate), time: 0, seed: 1)
    emitter.advance(to: time)
    #expect(emitter.liveCount == expected)
    #expect(emitter.particles.count == expected)
  }

  @Test(arguments: [(1.0, 10), (2.0, 20)])
  func removesTheDead(layerLifetime: Double, expected: Int) {
    var config = configuration(lifetime: 1)
    config.lifetime = layerLifetime
    let emitter = ParticleEmitter(configuration: config, time: 0, seed: 1)
    emitter.advance(to: 5)
    // Alive: born in (5 - lifetime, 5], ten a second.
    #expect(emitter.liveCount == expected)
  }

  @Test(arguments: [24.0, 30.0, 60.0, 120.0])
  func sameParticlesAtAnyFrameRate(fps: Double) {
    let oneStep = ParticleEmitter(configuration: busy, time: 0, seed: 7)
    oneStep.advance(to: 2)
    let stepped = ParticleEmitter(configuration: busy, time: 0, seed: 7)
    for frame in 1...Int(2 * fps) { stepped.advance(to: Double(frame) / fps) }
    #expect(!oneStep.particles.isEmpty)
    #expect(stepped.particles == oneStep.particles)
  }

  @Test func seedChoosesTheParticles() {
    let a = ParticleEmitter(configuration: busy, time: 0, seed: 1)
    let b = ParticleEmitter(configuration: busy, time: 0, seed: 2)
    a.advance(to: 1)
    b.advance(to: 1)
    #expect(a.particles.count == b.particles.count)
    #expect(a.particles != b.particles)
  }

  @Test(arguments: [0.0, 0.5, 1.25])
  func movesInClosedForm(age: Double) throws {
    let config = configuration(cellRate: 0.1) { cell in
      cell.velocity = 100
      cell.emissionLongitude = .pi / 2
      cell.xAcceleration = 8
      cell.yAcceleration = -40
      cell.spin = 2
      cell.scale = 0.5
      cell.scaleSpeed = 0.25
      cell.alphaSpeed = -0.5
    }
    let emitter = ParticleEmitter(configuration: config, time: 3, seed: 1)
    emitter.advance(to: 3 + age)
    let particle = try #require(emitter.particles.first)
    #expect(abs(particle.x - (50 + 4 * age * age)) < 1e-9)
    #expect(abs(particle.y - (60 + 100 * age - 20 * age * age)) < 1e-9)
    #expect(abs(particle.rotation - 2 * age) < 1e-12)
    #expect(abs(particle.scale - (0.5 + 0.25 * age)) < 1e-12)
    #expect(abs(particle.color.alpha - (1 - 0.5 * age)) < 1e-12)
  }

  @Test func birthRateZeroStopsBirthsFromNow() {
    let emitter = ParticleEmitter(configuration: configuration(lifetime: 2), time: 0, seed: 1)
    emitter.advance(to: 1)
    #expect(emitter.liveCount == 11)
    emitter.configuration.birthRate = 0
    emitter.advance(to: 1.9)
    #expect(emitter.liveCount == 11)
    emitter.advance(to: 2.55)
    #expect(emitter.liveCount == 5)  // born at 0.6…1.0 live on
    emitter.advance(to: 3.01)
    #expect(emitter.liveCount == 0)
  }

  @Test func rateChangeKeepsThePhase() {
    let emitter = ParticleEmitter(configuration: configuration(cellRate: 10), time: 0, seed: 1)
    emitter.advance(to: 0.05)
    #expect(emitter.liveCount == 1)
    emitter.configuration.cells[0].birthRate = 20
    // Half an interval was left at 10/s: the next birth is a half interval at 20/s later.
    emitter.advance(to: 0.074)
    #expect(emitter.liveCount == 1)
    emitter.advance(to: 0.076)
    #expect(emitter.liveCount == 2)
    emitter.advance(to: 0.126)
    #expect(emitter.liveCount == 3)
  }

  @Test func restartedEmissionBirthsAtOnce() {
    let emitter = ParticleEmitter(configuration: configuration(layerRate: 0), time: 0, seed: 1)
    emitter.advance(to: 1)
    emitter.configuration.birthRate = 1
    emitter.advance(to: 1)
    #expect(emitter.liveCount == 1)
  }

  @Test func invisibleParticlesAreNotDrawn() {
    let config = configuration(lifetime: 10) { $0.alphaSpeed = -1 }
    let emitter = ParticleEmitter(configuration: config, time: 0, seed: 1)
    emitter.advance(to: 2)
    // Born at 0…1.0 have faded out (alpha 0 at age 1) but live on.
    #expect(emitter.liveCount == 21)
    #expect(emitter.particles.count == 10)
  }

  @Test(arguments: [EmitterShape.point, .line, .rectangle, .circle])
  func bornOnTheEmitterShape(shape: EmitterShape) {
    let emitter = ParticleEmitter(
      configuration: configuration(cellRate: 200, shape: shape), time: 0, seed: 3)
    emitter.advance(to: 1)
    let (cx, cy, halfWidth, halfHeight) = (50.0, 60.0, 20.0, 10.0)
    for p in emitter.particles {
      let (dx, dy) = (p.x - cx, p.y - cy)
      switch shape {
      case .point: #expect(dx == 0 && dy == 0)
      case .line: #expect(abs(dx) <= halfWidth && dy == 0)
      case .rectangle: #expect(abs(dx) <= halfWidth && abs(dy) <= halfHeight)
      case .circle: #expect((dx * dx + dy * dy).squareRoot() <= halfWidth + 1e-9)
      }
    }
    let spreadX = emitter.particles.map(\.x).max()! - emitter.particles.map(\.x).min()!
    #expect(shape == .point ? spreadX == 0 : spreadX > halfWidth)
  }

  @Test func frozenCopyKeepsItsParticles() {
    let emitter = ParticleEmitter(configuration: busy, time: 0, seed: 5)
    emitter.advance(to: 1)
    let frozen = emitter.frozenCopy()
    emitter.advance(to: 1.5)
    frozen.advance(to: 1.5)
    #expect(!frozen.particles.isEmpty)
    #expect(frozen.particles != emitter.particles)
    let again = emitter.frozenCopy()
    #expect(again.particles == emitter.particles)
  }

  @Test func snapshotFreezesTheEmitter() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    view.emitter = ParticleEmitter(configuration: busy, time: 0, seed: 5)
    engine.advance(to: 0.5)
    let snapshot = engine.snapshot(of: view, afterScreenUpdates: false)
    let copy = try #require(snapshot.snapshotContent?.emitter)
    let before = copy.particles
    engine.advance(to: 1)
    #expect(!before.isEmpty)
    #expect(copy.particles == before)
    #expect(view.emitter?.particles != before)
  }
}
