import Testing
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// CASpringAnimation: a physical spring in real time, cut by the duration, with its
/// settlingDuration.
@Suite struct SpringAnimationTests {
  typealias F = LayerFixture

  static func spring(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0,
    duration: Double = 5
  ) -> ExplicitAnimation {
    var animation = ExplicitAnimation(
      keyPath: .lanes(.position, start: 0, count: 1),
      kind: .spring(
        from: [0], to: [100], by: nil, mass: mass, stiffness: stiffness, damping: damping,
        initialVelocity: velocity))
    animation.timing.duration = duration
    return animation
  }

  /// The spring's displacement x(t) from its target (1 at the start), written out for the
  /// underdamped case.
  static func displacement(mass: Double, stiffness: Double, damping: Double, t: Double)
    -> Double
  {
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
  }

  @Test(
    "the value is from + (to − from)(1 − x(t)) with x the physical spring",
    arguments: [(1.0, 100.0, 10.0, 0.1), (1, 100, 10, 0.4), (2, 300, 5, 0.25), (1, 50, 2, 1)])
  func physicalSpring(mass: Double, stiffness: Double, damping: Double, time: Double) {
    let f = LayerFixture()
    f.add(Self.spring(mass: mass, stiffness: stiffness, damping: damping))
    let x = Self.displacement(mass: mass, stiffness: stiffness, damping: damping, t: time)
    #expect(abs(f.shown(.position, at: time)[0] - 100 * (1 - x)) < 1e-9)
  }

  @Test("an underdamped spring overshoots its target; a critically damped one does not")
  func overshoot() {
    let bouncy = LayerFixture()
    bouncy.add(Self.spring(damping: 4))
    let firstSecond = (1...100).map { bouncy.shown(.position, at: Double($0) / 100)[0] }
    #expect((firstSecond.max() ?? 0) > 100)
    let critical = LayerFixture()
    critical.add(Self.spring(damping: 20))
    #expect((1...300).allSatisfy { critical.shown(.position, at: Double($0) / 100)[0] <= 100 })
  }

  @Test("the spring runs in real time: the duration cuts it instead of fitting it")
  func realTime() {
    let long = LayerFixture()
    long.add(Self.spring(duration: 3))
    let short = LayerFixture()
    short.add(Self.spring(duration: 0.5))
    #expect(long.shown(.position, at: 0.3) == short.shown(.position, at: 0.3))
    #expect(short.shown(.position, at: 0.6)[0] == 50, "cut off: the model shows again")
  }

  @Test(
    "settlingDuration is when the envelope falls under the rest threshold",
    arguments: [
      (1.0, 100.0, 10.0, 0.0, 1.4103), (1, 100, 20, 0, 0.9233), (1, 400, 10, 0, 1.388),
      (2, 100, 10, 0, 2.7898),
    ])
  func settlingDuration(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, expected: Double
  ) throws {
    let animation = Self.spring(
      mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    let settling = try #require(animation.settlingDuration)
    #expect(abs(settling - expected) < 1e-3, "\(settling)")
    #expect(Self.spring(damping: 10).settlingDuration != nil)
    #expect(LayerFixture.basic("opacity", to: [0]).settlingDuration == nil)
  }
}
