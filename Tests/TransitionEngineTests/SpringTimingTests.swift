import Testing
import TransitionEngine

@Suite struct SpringTimingTests {
  struct Spring: Sendable, CustomTestStringConvertible {
    var damping: Double
    var velocity: Double
    var duration: Double
    var curve: SpringCurve {
      SpringCurve(damping: damping, initialVelocity: velocity, duration: duration)
    }
    var testDescription: String { "ζ \(damping) v \(velocity) \(duration) s" }
  }

  static let springs: [Spring] = [
    Spring(damping: 0.3, velocity: 0, duration: 1),
    Spring(damping: 0.5, velocity: 0.5, duration: 0.6),
    Spring(damping: 0.7, velocity: 2, duration: 0.4),
    Spring(damping: 1, velocity: 0, duration: 0.5),
    Spring(damping: 1, velocity: 5, duration: 2),
    Spring(damping: 2, velocity: 0, duration: 1),
    Spring(damping: 0, velocity: -1, duration: 1),
  ]

  private static let samples = (1..<200).map { Double($0) / 200 }

  @Test(arguments: springs)
  func mapsZeroToZeroAndOneToOneExactly(_ s: Spring) {
    #expect(s.curve.value(at: 0) == 0)
    #expect(s.curve.value(at: 1) == 1)
    #expect(s.curve.value(at: -3) == 0)
    #expect(s.curve.value(at: 4) == 1)
  }

  @Test(arguments: springs)
  func comesToRestAtTheDuration(_ s: Spring) {
    let near = s.curve.value(at: 0.999)
    #expect(abs(near - 1) < 2 * SpringCurve.restThreshold)
  }

  @Test(arguments: [(0.3, true), (0.6, true), (0.9, true), (1.0, false), (3.0, false)])
  func overshootsOnlyWhenUnderdamped(damping: Double, overshoots: Bool) {
    let curve = SpringCurve(damping: damping, initialVelocity: 0, duration: 1)
    let peak = Self.samples.map { curve.value(at: $0) }.max() ?? 0
    #expect((peak > 1 + 1e-6) == overshoots, "peak \(peak)")
  }

  @Test(arguments: [(0.5, 0.0), (0.7, 2.0), (1.0, 1.0), (1.0, -2.0)])
  func startsWithTheInitialVelocityInDistancesPerSecond(damping: Double, velocity: Double) {
    let duration = 0.8
    let curve = SpringCurve(damping: damping, initialVelocity: velocity, duration: duration)
    let h = 1e-7
    let perSecond = curve.value(at: h) / (h * duration)
    #expect(abs(perSecond - velocity) < 0.01, "slope \(perSecond)")
  }

  @Test(arguments: [0.25, 0.5, 2.0])
  func aShorterDurationIsAStifferSpring(duration: Double) {
    let reference = SpringCurve(damping: 0.6, initialVelocity: 0, duration: 1)
    let scaled = SpringCurve(damping: 0.6, initialVelocity: 0, duration: duration)
    #expect(abs(scaled.angularFrequency * duration - reference.angularFrequency) < 1e-6)
    #expect(
      abs(scaled.value(at: 0.3) - reference.value(at: 0.3)) < 1e-9, "same shape over progress")
  }

  @Test(arguments: [(0.0, 1.0), (2.0, 1.0), (-1.0, 1.0)])
  func timingResolvesToASpringCurveOnlyForAPositiveDuration(duration: Double, damping: Double) {
    let curve = AnimationTiming.spring(damping: damping, initialVelocity: 0).curve(
      forDuration: duration)
    if duration > 0 {
      #expect(
        curve == .spring(SpringCurve(damping: damping, initialVelocity: 0, duration: duration)))
    } else {
      #expect(curve == .linear)
    }
  }

  private func makeView(_ engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    return view
  }

  private func springParameters(_ duration: Double, _ damping: Double, options: UInt = 0)
    -> AnimationParameters
  {
    AnimationParameters(
      duration: duration, delay: 0, options: options, springDamping: damping, springVelocity: 0)
  }

  @Test func engineSpringOvershootsAndCompletesAtTheDuration() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    var completedAt: Double?
    engine.beginTransaction(springParameters(0.5, 0.3))
    engine.set(.position, of: view, to: PropertyValue(150, 50))
    engine.commitTransaction { _ in completedAt = engine.now }
    let xs = Self.samples.map { view.presentationValue(.position, at: $0 * 0.5)[0] }
    #expect((xs.max() ?? 0) > 150, "overshoots the target")
    engine.advance(to: 0.5)
    #expect(completedAt == 0.5)
    #expect(view.presentationValue(.position, at: 0.5)[0] == 150)
  }

  @Test(arguments: [UInt(0), 1 << 2])
  func interruptingASpringKeepsThePresentationContinuous(options: UInt) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginTransaction(springParameters(1, 0.4))
    engine.set(.position, of: view, to: PropertyValue(250, 50))
    engine.commitTransaction(completion: nil)
    engine.advance(to: 0.3)
    let before = view.presentationValue(.position, at: 0.3)
    engine.beginTransaction(springParameters(1, 0.4, options: options))
    engine.set(.position, of: view, to: PropertyValue(50, 50))
    engine.commitTransaction(completion: nil)
    #expect(view.presentationValue(.position, at: 0.3) == before)
    engine.advance(to: 1.3)
    #expect(view.presentationValue(.position, at: 1.3) == PropertyValue(50, 50))
  }
}
