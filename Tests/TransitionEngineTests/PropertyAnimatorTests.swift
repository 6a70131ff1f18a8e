import Testing
import TransitionEngine

#if canImport(Glibc)
  import func Glibc.log
#endif

@Suite struct PropertyAnimatorTests {
  /// An engine, one view whose centre moves from x 5 to x 105 with a property animator, and
  /// the positions the animator's completions reported.
  final class Rig {
    let engine = Engine(screen: .phone, seed: 1)
    let view: ViewNode
    let animator: PropertyAnimatorNode
    var finishes: [(time: Double, position: AnimatingPosition)] = []

    init(_ timing: AnimatorTiming = .cubic(.linear), duration: Double = 1, adding: Bool = true) {
      view = engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      engine.window.add(view)
      animator = engine.makePropertyAnimator(duration: duration, timing: timing)
      animator.onFinish = { [unowned self] position in
        finishes.append((engine.now, position))
      }
      if adding {
        engine.addAnimations(to: animator, delayFactor: 0) { [view, engine] in
          engine.set(.position, of: view, to: PropertyValue(105, 5))
        }
      }
    }

    /// The x shown now.
    var shown: Double { view.presentationValue(.position, at: engine.now)[0] }
    /// The x shown at a time.
    func shown(at time: Double) -> Double { view.presentationValue(.position, at: time)[0] }
    /// The model x.
    var model: Double { view.modelValue(.position)[0] }
    /// The codes of the diagnostics so far.
    var codes: [String] { engine.diagnostics.map(\.code) }

    func advance(_ seconds: Double) { engine.advance(to: engine.now + seconds) }
  }

  /// One call on the animator (or the clock).
  enum Step: Sendable, CustomStringConvertible {
    case start, pause, fraction(Double), reverse(Bool), stop(Bool), finish(AnimatingPosition)
    case advance(Double), proceed(Double)

    @discardableResult
    func apply(_ rig: Rig) -> Bool {
      let engine = rig.engine
      let animator = rig.animator
      switch self {
      case .start: return engine.startAnimation(animator, afterDelay: 0)
      case .pause: return engine.pauseAnimation(animator)
      case let .fraction(value): return engine.setFractionComplete(animator, value)
      case let .reverse(value): return engine.setReversed(animator, value)
      case let .stop(value): return engine.stopAnimation(animator, withoutFinishing: value)
      case let .finish(position): return engine.finishAnimation(animator, at: position)
      case let .advance(seconds):
        rig.advance(seconds)
        return true
      case let .proceed(factor):
        return engine.continueAnimation(animator, timing: nil, durationFactor: factor)
      }
    }

    var description: String {
      switch self {
      case .start: "start"
      case .pause: "pause"
      case let .fraction(value): "fraction \(value)"
      case let .reverse(value): "reversed \(value)"
      case let .stop(value): "stop(\(value))"
      case let .finish(position): "finish(.\(position))"
      case let .advance(seconds): "+\(seconds)s"
      case let .proceed(factor): "continue ×\(factor)"
      }
    }
  }

  /// Steps and the state, isRunning and completions that follow.
  struct Life: Sendable, CustomTestStringConvertible {
    var steps: [Step]
    var state: AnimatingState
    var isRunning: Bool
    var finishes: [AnimatingPosition] = []
    var adds = true
    var testDescription: String {
      (adds ? ["add"] : ["new"]).joined() + steps.map { ", \($0)" }.joined()
    }
  }

  static let lives = [
    Life(steps: [], state: .inactive, isRunning: false, adds: false),
    Life(steps: [], state: .active, isRunning: false),
    Life(steps: [.start], state: .active, isRunning: true),
    Life(steps: [.pause], state: .active, isRunning: false),
    Life(steps: [.fraction(0.3)], state: .active, isRunning: false),
    Life(steps: [.start, .advance(0.2), .pause], state: .active, isRunning: false),
    Life(steps: [.start, .pause, .start], state: .active, isRunning: true),
    Life(steps: [.start, .stop(false)], state: .stopped, isRunning: false),
    Life(steps: [.start, .stop(true)], state: .inactive, isRunning: false),
    Life(
      steps: [.start, .stop(false), .finish(.current)], state: .inactive, isRunning: false,
      finishes: [.current]),
    Life(steps: [.start, .advance(1)], state: .inactive, isRunning: false, finishes: [.end]),
    Life(
      steps: [.start, .advance(0.5), .reverse(true), .advance(0.5)], state: .inactive,
      isRunning: false, finishes: [.start]),
    Life(
      steps: [.pause, .proceed(1), .advance(1)], state: .inactive, isRunning: false,
      finishes: [.end]),
  ]

  @Test(
    "an animator moves inactive → active → stopped/inactive, running only while it moves",
    arguments: lives)
  func stateMachine(life: Life) {
    let rig = Rig(adding: life.adds)
    for step in life.steps { #expect(step.apply(rig), "\(step)") }
    #expect(rig.animator.state == life.state)
    #expect(rig.animator.isRunning == life.isRunning)
    #expect(rig.finishes.map(\.position) == life.finishes)
    #expect(rig.codes.isEmpty)
  }

  /// A curve, whether it scrubs linearly, the fraction set and the x shown.
  struct Scrub: Sendable, CustomTestStringConvertible {
    var linearly: Bool
    var fraction: Double
    var x: Double
    var testDescription: String { "\(linearly ? "linear" : "curve") scrub to \(fraction)" }
  }

  static let scrubs = [
    Scrub(linearly: true, fraction: 0.25, x: 30),
    Scrub(linearly: true, fraction: 0.8, x: 85),
    Scrub(linearly: false, fraction: 0.25, x: 5 + 100 * TimingCurve.easeIn.value(at: 0.25)),
    Scrub(linearly: false, fraction: 0.8, x: 5 + 100 * TimingCurve.easeIn.value(at: 0.8)),
  ]

  @Test(
    "fractionComplete scrubs linearly by default and along the curve without scrubsLinearly",
    arguments: scrubs)
  func scrubbing(scrub: Scrub) {
    let rig = Rig(.cubic(.easeIn))
    rig.animator.scrubsLinearly = scrub.linearly
    #expect(rig.engine.setFractionComplete(rig.animator, scrub.fraction))
    #expect(abs(rig.shown - scrub.x) < 1e-9)
    #expect(rig.engine.fractionComplete(of: rig.animator) == scrub.fraction)
    rig.advance(3)
    #expect(abs(rig.shown - scrub.x) < 1e-9, "a scrubbed animator stays paused")
    #expect(rig.finishes.isEmpty)
  }

  @Test("resuming after a linear scrub continues from the value shown along the timing curve")
  func resumeAfterLinearScrub() {
    let rig = Rig(.cubic(.easeInOut))
    rig.engine.setFractionComplete(rig.animator, 0.5)
    #expect(rig.shown == 55)
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    #expect(abs(rig.shown(at: 1e-9) - 55) < 1e-6, "no jump")
    let expected = 55 + 50 * TimingCurve.easeInOut.value(at: 0.5)
    #expect(abs(rig.shown(at: 0.25) - expected) < 1e-9)
    rig.advance(0.5)
    #expect(rig.finishes.map(\.position) == [.end])
    #expect(rig.model == 105)
  }

  @Test("pauseAnimation freezes the values shown until the animator runs again")
  func pausing() {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.3)
    rig.engine.pauseAnimation(rig.animator)
    rig.advance(5)
    #expect(abs(rig.shown - 35) < 1e-9)
    #expect(abs(rig.engine.fractionComplete(of: rig.animator) - 0.3) < 1e-9)
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.7)
    #expect(rig.finishes.map(\.time) == [6])
  }

  static let reversible: [AnimatorTiming] = [
    .cubic(.linear), .cubic(.easeInOut), .springRatio(damping: 0.4, initialVelocity: 0),
  ]

  @Test(
    "reversing a running animator plays back from the current value to the start",
    arguments: reversible)
  func reversing(timing: AnimatorTiming) {
    let rig = Rig(timing)
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.4)
    let turn = rig.shown
    let before = (1...3).map { rig.shown(at: 0.4 - Double($0) / 10) }
    rig.engine.setReversed(rig.animator, true)
    #expect(rig.animator.isReversed)
    #expect(rig.animator.isRunning)
    #expect(abs(rig.shown(at: 0.4 + 1e-9) - turn) < 1e-5, "no jump")
    for k in 1...3 {
      #expect(abs(rig.shown(at: 0.4 + Double(k) / 10) - before[k - 1]) < 1e-9, "±\(k)")
    }
    rig.advance(0.5)
    #expect(rig.finishes.count == 1)
    #expect(abs((rig.finishes.first?.time ?? 0) - 0.8) < 1e-9)
    #expect(rig.finishes.first?.position == .start)
    #expect(rig.model == 5, "the start position sets the start values")
    #expect(rig.view.animations.isEmpty)
  }

  /// Where it pauses, the factor, the direction, and when it must finish.
  struct Continuation: Sendable, CustomTestStringConvertible {
    var pauseAt: Double
    var factor: Double
    var reversed: Bool
    var finishesAfter: Double
    var testDescription: String {
      "paused at \(pauseAt), ×\(factor)\(reversed ? " reversed" : "")"
    }
  }

  static let continuations = [
    Continuation(pauseAt: 0.4, factor: 1, reversed: false, finishesAfter: 1),
    Continuation(pauseAt: 0.4, factor: 2, reversed: false, finishesAfter: 2),
    Continuation(pauseAt: 0.4, factor: 0.5, reversed: false, finishesAfter: 0.5),
    Continuation(pauseAt: 0.4, factor: 2, reversed: true, finishesAfter: 2),
    Continuation(pauseAt: 0.4, factor: 0, reversed: false, finishesAfter: 0.6),
    Continuation(pauseAt: 0.4, factor: 0, reversed: true, finishesAfter: 0.4),
  ]

  @Test(
    "the rest of continueAnimation takes durationFactor × duration (0: the time left)",
    arguments: continuations)
  func continuing(c: Continuation) {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(c.pauseAt)
    rig.engine.pauseAnimation(rig.animator)
    rig.advance(1)
    rig.engine.setReversed(rig.animator, c.reversed)
    let resumed = rig.engine.now
    #expect(rig.engine.continueAnimation(rig.animator, timing: nil, durationFactor: c.factor))
    rig.advance(5)
    #expect(rig.finishes.count == 1)
    #expect(abs((rig.finishes.first?.time ?? 0) - resumed - c.finishesAfter) < 1e-9)
    #expect(rig.finishes.first?.position == (c.reversed ? .start : .end))
  }

  @Test("continuing with a spring re-bases from the value shown and overshoots the target")
  func continuingWithASpring() {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.5)
    rig.engine.pauseAnimation(rig.animator)
    #expect(rig.shown == 55)
    rig.engine.continueAnimation(
      rig.animator, timing: .springRatio(damping: 0.3, initialVelocity: 0), durationFactor: 0.5)
    #expect(abs(rig.shown(at: 0.5 + 1e-9) - 55) < 1e-5, "no jump")
    let peak = stride(from: 0.5, through: 1, by: 0.005).map { rig.shown(at: $0) }.max() ?? 0
    #expect(peak > 105.5, "peak \(peak)")
    rig.advance(0.5)
    #expect(rig.finishes.map(\.position) == [.end])
    #expect(rig.model == 105)
  }

  /// Where the stopped animator is finished, and the model x that follows.
  static let positions: [(AnimatingPosition, Double)] = [(.end, 105), (.start, 5), (.current, 45)]

  @Test(
    "a stopped animator leaves the current values as model values until finishAnimation(at:)",
    arguments: positions)
  func stopAndFinish(position: AnimatingPosition, x: Double) {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.4)
    #expect(rig.engine.stopAnimation(rig.animator, withoutFinishing: false))
    #expect(rig.animator.state == .stopped)
    #expect(abs(rig.model - 45) < 1e-9)
    #expect(rig.view.animations.isEmpty)
    rig.advance(1)
    #expect(rig.finishes.isEmpty)
    #expect(rig.engine.finishAnimation(rig.animator, at: position))
    #expect(abs(rig.model - x) < 1e-9)
    #expect(rig.finishes.map(\.position) == [position])
    #expect(rig.animator.state == .inactive)
  }

  @Test(
    "stopAnimation(true) keeps the values shown, makes the animator inactive and runs no completion"
  )
  func stopWithoutFinishing() {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.4)
    rig.engine.stopAnimation(rig.animator, withoutFinishing: true)
    rig.advance(2)
    #expect(abs(rig.model - 45) < 1e-9)
    #expect(abs(rig.shown - 45) < 1e-9)
    #expect(rig.finishes.isEmpty)
    #expect(rig.animator.state == .inactive)
    #expect(!rig.engine.hasPendingAnimations)
  }

  @Test("with pausesOnCompletion a finished animator stays active and paused, and can reverse")
  func pausesOnCompletion() {
    let rig = Rig()
    rig.animator.pausesOnCompletion = true
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(2)
    #expect(rig.finishes.isEmpty)
    #expect(rig.animator.state == .active)
    #expect(!rig.animator.isRunning)
    #expect(rig.engine.fractionComplete(of: rig.animator) == 1)
    #expect(rig.shown == 105)
    rig.engine.setReversed(rig.animator, true)
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(0.5)
    #expect(abs(rig.shown - 55) < 1e-9)
    rig.advance(1)
    #expect(rig.finishes.isEmpty)
    #expect(rig.shown == 5)
  }

  /// When animations are added, their delay factor, and when they start to show.
  struct Addition: Sendable, CustomTestStringConvertible {
    var addedAt: Double
    var delayFactor: Double
    var begins: Double
    var testDescription: String { "added at \(addedAt) with delayFactor \(delayFactor)" }
  }

  static let additions = [
    Addition(addedAt: 0, delayFactor: 0.5, begins: 0.5),
    Addition(addedAt: 0.5, delayFactor: 0, begins: 0.5),
    Addition(addedAt: 0.5, delayFactor: 0.5, begins: 0.75),
    Addition(addedAt: 0.2, delayFactor: 0.25, begins: 0.4),
  ]

  @Test(
    "animations added while running start after delayFactor of the remaining time and end with the animator",
    arguments: additions)
  func addingWhileRunning(a: Addition) {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0)
    rig.advance(a.addedAt)
    rig.engine.addAnimations(to: rig.animator, delayFactor: a.delayFactor) { [rig] in
      rig.engine.set(.alpha, of: rig.view, to: PropertyValue(scalar: 0))
    }
    let alpha = { (time: Double) in rig.view.presentationValue(.alpha, at: time)[0] }
    #expect(alpha(a.begins) == 1)
    #expect(abs(alpha((a.begins + 1) / 2) - 0.5) < 1e-9)
    rig.advance(1 - a.addedAt)
    #expect(rig.finishes.map(\.time) == [1])
    #expect(rig.view.alpha == 0)
    #expect(rig.view.animations.isEmpty)
  }

  @Test("startAnimation(afterDelay:) holds the values for the delay, then runs the whole duration")
  func startAfterDelay() {
    let rig = Rig()
    rig.engine.startAnimation(rig.animator, afterDelay: 0.5)
    #expect(rig.animator.isRunning)
    #expect(rig.shown(at: 0.4) == 5)
    #expect(abs(rig.shown(at: 1) - 55) < 1e-9)
    rig.advance(2)
    #expect(rig.finishes.map(\.time) == [1.5])
  }

  /// A physical spring and its settling time from the closed form of its envelope.
  struct Physics: Sendable, CustomTestStringConvertible {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var settling: Double {
      let omega = (stiffness / mass).squareRoot()
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      let b = -zeta * omega / (omega * (1 - zeta * zeta).squareRoot())
      let amplitude = (1 + b * b).squareRoot()
      return log(amplitude / SpringCurve.restThreshold) / (zeta * omega)
    }
    var testDescription: String { "m \(mass) k \(stiffness) c \(damping)" }
  }

  static let physics = [
    Physics(mass: 1, stiffness: 100, damping: 10),
    Physics(mass: 2, stiffness: 300, damping: 12),
    Physics(mass: 0.5, stiffness: 50, damping: 3),
  ]

  @Test(
    "a physical spring ignores the duration given and takes its settling time",
    arguments: physics)
  func physicalSpringDuration(p: Physics) {
    let engine = Engine(screen: .phone, seed: 1)
    let timing = AnimatorTiming.springPhysics(
      mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: 0)
    let short = engine.makePropertyAnimator(duration: 0.1, timing: timing)
    let long = engine.makePropertyAnimator(duration: 9, timing: timing)
    #expect(short.duration == long.duration)
    #expect(abs(short.duration - p.settling) < 1e-6, "\(short.duration) vs \(p.settling)")
  }

  /// A call UIKit refuses with an exception, made after some steps.
  struct Misuse: Sendable, CustomTestStringConvertible {
    var before: [Step]
    var call: String
    var interruptible = true
    var testDescription: String { "\(call) after \(before.map(\.description))" }
  }

  static let misuses = [
    Misuse(before: [.start], call: "finishAnimation"),
    Misuse(before: [], call: "finishAnimation"),
    Misuse(before: [.start, .stop(false)], call: "startAnimation"),
    Misuse(before: [.start], call: "fractionComplete"),
    Misuse(before: [.start, .stop(false)], call: "pauseAnimation"),
    Misuse(before: [.start, .stop(false)], call: "isReversed"),
    Misuse(before: [.start, .stop(false)], call: "stopAnimation"),
    Misuse(before: [.start, .stop(true)], call: "continueAnimation"),
    Misuse(before: [.start, .stop(false)], call: "addAnimations"),
    Misuse(before: [.start], call: "pauseAnimation", interruptible: false),
    Misuse(before: [.start], call: "stopAnimation", interruptible: false),
  ]

  @Test(
    "calls UIKit raises on are refused with an animator-misuse error naming the call",
    arguments: misuses)
  func misuse(m: Misuse) throws {
    let rig = Rig()
    rig.animator.isInterruptible = m.interruptible
    for step in m.before { step.apply(rig) }
    let engine = rig.engine
    let animator = rig.animator
    let accepted: Bool =
      switch m.call {
      case "finishAnimation": engine.finishAnimation(animator, at: .end)
      case "startAnimation": engine.startAnimation(animator, afterDelay: 0)
      case "fractionComplete": engine.setFractionComplete(animator, 0.5)
      case "pauseAnimation": engine.pauseAnimation(animator)
      case "isReversed": engine.setReversed(animator, true)
      case "stopAnimation": engine.stopAnimation(animator, withoutFinishing: false)
      case "continueAnimation":
        engine.continueAnimation(animator, timing: nil, durationFactor: 1)
      default: engine.addAnimations(to: animator, delayFactor: 0) {}
      }
    #expect(!accepted)
    let diagnostic = try #require(engine.diagnostics.last)
    #expect(engine.diagnostics.count == 1)
    #expect(diagnostic.code == "animator-misuse")
    #expect(diagnostic.level == .error)
    #expect(diagnostic.message.contains(m.call))
    #expect(diagnostic.message.contains("animator '"))
  }

  @Test("a spring that cannot move is reported and replaced by the default curve")
  func springThatCannotMove() {
    let engine = Engine(screen: .phone, seed: 1)
    let animator = engine.makePropertyAnimator(
      duration: 0.5,
      timing: .springPhysics(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0))
    #expect(animator.timing == .cubic(.easeInOut))
    #expect(animator.duration == 0.5)
    #expect(engine.diagnostics.map(\.code) == ["animator-misuse"])
  }
}
