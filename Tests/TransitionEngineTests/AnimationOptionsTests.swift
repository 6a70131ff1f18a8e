import Testing
import TransitionEngine

@Suite struct AnimationOptionsTests {
  static let linear: UInt = 3 << 16
  static let beginFromCurrentState: UInt = 1 << 2
  static let repeatForever: UInt = 1 << 3
  static let autoreverse: UInt = 1 << 4

  struct Parsed: Sendable, CustomTestStringConvertible {
    var options: UInt
    var spring: Double?
    var timing: AnimationTiming
    var repeats = false
    var autoreverses = false
    var beginFromCurrentState = false
    var mode = KeyframeCalculationMode.linear
    var testDescription: String { "options \(options) spring \(spring.map { "\($0)" } ?? "none")" }
  }

  static let parsed: [Parsed] = [
    Parsed(options: 0, timing: .curve(.easeInOut)),
    Parsed(options: 2 << 16, timing: .curve(.easeOut)),
    Parsed(options: linear | repeatForever, timing: .curve(.linear), repeats: true),
    Parsed(options: autoreverse, timing: .curve(.easeInOut), autoreverses: true),
    Parsed(options: beginFromCurrentState, timing: .curve(.easeInOut), beginFromCurrentState: true),
    Parsed(options: 1 << 10, timing: .curve(.easeInOut), mode: .discrete),
    Parsed(options: 4 << 10 | 1 << 16, timing: .curve(.easeIn), mode: .cubicPaced),
    Parsed(options: 3 << 16, spring: 0.5, timing: .spring(damping: 0.5, initialVelocity: 0.25)),
  ]

  @Test(arguments: parsed)
  func rawUIKitBitsBecomeParameters(_ c: Parsed) {
    let p = AnimationParameters(
      duration: 1, delay: 0.5, options: c.options, springDamping: c.spring,
      springVelocity: c.spring.map { $0 / 2 })
    #expect(p.duration == 1 && p.delay == 0.5)
    #expect(p.timing == c.timing)
    #expect(p.repeats == c.repeats)
    #expect(p.autoreverses == c.autoreverses)
    #expect(p.beginFromCurrentState == c.beginFromCurrentState)
    #expect(p.keyframeMode == c.mode)
  }

  private func makeView(_ engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    return view
  }

  private func parameters(_ options: UInt, duration: Double = 1, delay: Double = 0)
    -> AnimationParameters
  {
    AnimationParameters(
      duration: duration, delay: delay, options: options | Self.linear, springDamping: nil,
      springVelocity: nil)
  }

  /// Animates alpha 1 → 0 with the options; returns the completion log.
  private func fade(_ engine: Engine, _ view: ViewNode, _ options: UInt, delay: Double = 0) -> Log {
    let log = Log()
    engine.beginTransaction(parameters(options, delay: delay))
    engine.set(.alpha, of: view, to: .zero)
    engine.commitTransaction { finished in log.entries.append((finished, engine.now)) }
    return log
  }

  final class Log {
    var entries: [(Bool, Double)] = []
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    var options: UInt
    var time: Double
    var alpha: Double
    var testDescription: String { "options \(options) at \(time)" }
  }

  static let samples: [Sample] = [
    Sample(options: 0, time: 0.25, alpha: 0.75),
    Sample(options: autoreverse, time: 0.5, alpha: 0.5),
    Sample(options: autoreverse, time: 1.0, alpha: 0),
    Sample(options: autoreverse, time: 1.25, alpha: 0.25),
    Sample(options: autoreverse, time: 1.99, alpha: 0.99),
    Sample(options: autoreverse, time: 2.0, alpha: 0),
    Sample(options: repeatForever, time: 1.25, alpha: 0.75),
    Sample(options: repeatForever, time: 7.5, alpha: 0.5),
    Sample(options: repeatForever | autoreverse, time: 2.75, alpha: 0.25),
    Sample(options: repeatForever | autoreverse, time: 3.5, alpha: 0.5),
  ]

  @Test(arguments: samples)
  func repeatAndAutoreverseShapeThePresentation(_ s: Sample) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    _ = fade(engine, view, s.options)
    engine.advance(to: s.time)
    #expect(abs(view.presentationValue(.alpha, at: s.time)[0] - s.alpha) < 1e-9)
  }

  @Test func autoreverseCompletesAfterTheWayBackAndSnapsToTheModel() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    let log = fade(engine, view, Self.autoreverse)
    engine.advance(to: 1.9)
    #expect(log.entries.isEmpty)
    engine.advance(to: 2)
    #expect(log.entries.map(\.0) == [true])
    #expect(log.entries.map(\.1) == [2])
    #expect(view.animations.isEmpty)
    #expect(view.presentationValue(.alpha, at: 2)[0] == 0)
  }

  @Test func repeatNeverCompletesUntilCutOff() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    let log = fade(engine, view, Self.repeatForever)
    engine.advance(to: 100)
    #expect(log.entries.isEmpty)
    #expect(engine.hasPendingAnimations)
    #expect(engine.pendingEnd == .infinity)
    engine.cancelPendingAnimations()
    #expect(!engine.hasPendingAnimations)
    #expect(view.animations.isEmpty, "cut off: the model shows")
    #expect(log.entries.isEmpty)
  }

  @Test(arguments: [(0.5, 1.0), (1.0, 1.0), (1.5, 0.5), (2.0, 0.0)])
  func delayHoldsTheStartValue(time: Double, alpha: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    _ = fade(engine, view, 0, delay: 1)
    #expect(view.presentationValue(.alpha, at: time)[0] == alpha)
    #expect(engine.pendingEnd == 2)
  }

  struct Interruption: Sendable, CustomTestStringConvertible {
    var options: UInt
    var time: Double
    var alpha: Double
    var testDescription: String { "options \(options) at \(time)" }
  }

  /// Alpha 1 → 0 over 1 s, reversed to 1 over 1 s at 0.5 s.
  static let interruptions: [Interruption] = [
    // beginFromCurrentState: a new animation 0.5 → 1 replaces the old one.
    Interruption(options: beginFromCurrentState, time: 0.5, alpha: 0.5),
    Interruption(options: beginFromCurrentState, time: 1.0, alpha: 0.75),
    Interruption(options: beginFromCurrentState, time: 1.5, alpha: 1),
    // Additive: the old animation runs on (−0.5 at 1.0 s) under the new one (0 → 1,
    // +0.5 at 1.0 s).
    Interruption(options: 0, time: 0.5, alpha: 0.5),
    Interruption(options: 0, time: 0.75, alpha: 0.5),
    Interruption(options: 0, time: 1.0, alpha: 0.5),
    Interruption(options: 0, time: 1.25, alpha: 0.75),
    Interruption(options: 0, time: 1.5, alpha: 1),
  ]

  @Test(arguments: interruptions)
  func interruptionStartsFromThePresentation(_ c: Interruption) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    _ = fade(engine, view, 0)
    engine.advance(to: 0.5)
    engine.beginTransaction(parameters(c.options))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 1))
    engine.commitTransaction(completion: nil)
    engine.advance(to: c.time)
    #expect(abs(view.presentationValue(.alpha, at: c.time)[0] - c.alpha) < 1e-9)
  }

  @Test(arguments: [(beginFromCurrentState, [false]), (UInt(0), [true])] as [(UInt, [Bool])])
  func aReplacedAnimationCompletesUnfinished(options: UInt, finished: [Bool]) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    let log = fade(engine, view, 0)
    engine.advance(to: 0.5)
    engine.beginTransaction(parameters(options))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 1))
    engine.commitTransaction(completion: nil)
    engine.advance(to: 2)
    #expect(log.entries.map(\.0) == finished)
  }

  @Test func aTransformInterruptionAlwaysStartsFromThePresentation() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginTransaction(parameters(0))
    engine.set(.transform, of: view, to: Transform3D.scale(3, 3).m)
    engine.commitTransaction(completion: nil)
    engine.advance(to: 0.5)
    engine.beginTransaction(parameters(0))
    engine.set(.transform, of: view, to: Transform3D.identity.m)
    engine.commitTransaction(completion: nil)
    #expect(view.animations.count == 1)
    #expect(Transform3D(view.presentationValue(.transform, at: 0.5)) == .scale(2, 2))
    #expect(Transform3D(view.presentationValue(.transform, at: 1.0)) == .scale(1.5, 1.5))
  }
}
