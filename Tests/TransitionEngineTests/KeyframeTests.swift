import Testing
import TransitionEngine

@Suite struct KeyframeTests {
  static let linearCurve: UInt = 3 << 16

  private func makeView(_ engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    return view
  }

  private func keyframes(
    _ mode: UInt = 0, duration: Double = 1, delay: Double = 0, extra: UInt = linearCurve
  ) -> AnimationParameters {
    AnimationParameters(
      duration: duration, delay: delay, options: mode << 10 | extra, springDamping: nil,
      springVelocity: nil)
  }

  /// Alpha 1 → 0 in the first half, → 1 in the second: a blink.
  private func blink(_ engine: Engine, _ view: ViewNode, _ parameters: AnimationParameters) {
    engine.beginKeyframes(parameters)
    engine.addKeyframe(relativeStart: 0, relativeDuration: 0.5) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    engine.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 1))
    }
    engine.commitTransaction(completion: nil)
  }

  @Test(arguments: [(0.0, 1.0), (0.25, 0.5), (0.5, 0.0), (0.75, 0.5), (1.0, 1.0)])
  func linearModeGoesThroughEachKeyframe(time: Double, alpha: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    blink(engine, view, keyframes())
    #expect(abs(view.presentationValue(.alpha, at: time)[0] - alpha) < 1e-12)
  }

  @Test(arguments: [(0.2, 1.0), (0.5, 1.0), (0.625, 0.5), (0.75, 0.0), (0.9, 0.0)])
  func theValueHoldsBetweenKeyframes(time: Double, alpha: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginKeyframes(keyframes())
    engine.addKeyframe(relativeStart: 0.5, relativeDuration: 0.25) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    engine.commitTransaction(completion: nil)
    #expect(abs(view.presentationValue(.alpha, at: time)[0] - alpha) < 1e-12)
  }

  @Test(arguments: [(0.25, 1.0), (0.49, 1.0), (0.5, 0.0), (0.99, 0.0), (1.0, 1.0)])
  func discreteModeJumpsAtEachKeyframesEnd(time: Double, alpha: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    blink(engine, view, keyframes(1))
    #expect(view.presentationValue(.alpha, at: time)[0] == alpha)
  }

  @Test(arguments: [(2 as UInt, 0.5, 10.0), (2, 0.25, 5.0), (0, 0.55, 15.0)])
  func pacedModeMovesAtAnEvenPace(mode: UInt, time: Double, x: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginKeyframes(keyframes(mode))
    engine.addKeyframe(relativeStart: 0, relativeDuration: 0.1) {
      engine.set(.position, of: view, to: PropertyValue(50 + 10, 50))
    }
    engine.addKeyframe(relativeStart: 0.1, relativeDuration: 0.9) {
      engine.set(.position, of: view, to: PropertyValue(50 + 20, 50))
    }
    engine.commitTransaction(completion: nil)
    #expect(abs(view.presentationValue(.position, at: time)[0] - 50 - x) < 1e-9)
  }

  @Test(arguments: [3 as UInt, 4])
  func cubicModesPassThroughTheValuesSmoothly(mode: UInt) {
    let path = KeyframePath(
      times: [0, 0.5, 1],
      values: [PropertyValue(scalar: 0), PropertyValue(scalar: 10), PropertyValue(scalar: 0)],
      mode: KeyframeCalculationMode(options: mode << 10))
    #expect(path.value(.alpha, at: 0)[0] == 0)
    #expect(path.value(.alpha, at: 0.5)[0] == 10)
    #expect(path.value(.alpha, at: 1)[0] == 0)
    let justBefore = path.value(.alpha, at: 0.49)[0]
    let justAfter = path.value(.alpha, at: 0.51)[0]
    #expect(abs(justBefore - justAfter) < 0.01, "no corner at the peak")
  }

  @Test func theWholeAnimationUsesTheOptionsCurveEaseInOutByDefault() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    blink(engine, view, keyframes(extra: 0))
    let alpha = view.presentationValue(.alpha, at: 0.125)[0]
    #expect(alpha > 0.75, "eased: slower than linear at first (\(alpha))")
    #expect(
      abs(view.presentationValue(.alpha, at: 0.5)[0]) < 1e-9, "symmetric curve keeps the middle")
  }

  @Test func changesOutsideAddKeyframeSpanTheWholeDuration() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginKeyframes(keyframes())
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    engine.commitTransaction(completion: nil)
    #expect(view.presentationValue(.alpha, at: 0.25)[0] == 0.75)
  }

  @Test func completionRunsAfterTheDelayAndTheWholeDuration() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    var finished: [Bool] = []
    engine.beginKeyframes(keyframes(duration: 2, delay: 0.5))
    engine.addKeyframe(relativeStart: 0, relativeDuration: 0.1) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    engine.commitTransaction { finished.append($0) }
    #expect(view.presentationValue(.alpha, at: 0.5)[0] == 1, "the delay holds the start")
    #expect(view.presentationValue(.alpha, at: 0.8)[0] == 0)
    engine.advance(to: 2.4)
    #expect(finished.isEmpty)
    engine.advance(to: 2.5)
    #expect(finished == [true])
    #expect(view.animations.isEmpty)
  }

  @Test(arguments: [UInt(0), 1 << 2])
  func interruptingAKeyframeAnimationKeepsThePresentationContinuous(options: UInt) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    blink(engine, view, keyframes())
    engine.advance(to: 0.25)
    let before = view.presentationValue(.alpha, at: 0.25)[0]
    engine.beginTransaction(
      AnimationParameters(
        duration: 1, delay: 0, options: options | Self.linearCurve, springDamping: nil,
        springVelocity: nil))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0.2))
    engine.commitTransaction(completion: nil)
    #expect(abs(view.presentationValue(.alpha, at: 0.25)[0] - before) < 1e-12)
    engine.advance(to: 1.25)
    #expect(view.presentationValue(.alpha, at: 1.25)[0] == 0.2)
  }

  @Test func addKeyframeOutsideKeyframesRunsTheBlockAndWarns() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.addKeyframe(relativeStart: 0, relativeDuration: 1) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    #expect(view.alpha == 0)
    #expect(engine.takeDiagnostics().map(\.code) == ["keyframe-outside-keyframes"])
  }

  @Test(arguments: [(-0.5, 0.5), (0.8, 0.5), (Double.nan, 0.1)])
  func outOfRangeKeyframeTimesAreClampedWithAWarning(start: Double, length: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginKeyframes(keyframes())
    engine.addKeyframe(relativeStart: start, relativeDuration: length) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    engine.commitTransaction(completion: nil)
    #expect(engine.takeDiagnostics().map(\.code) == ["keyframe-out-of-range"])
    #expect(view.presentationValue(.alpha, at: 1)[0] == 0)
  }

  @Test func aZeroDurationKeyframesTransactionChangesAtOnce() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    var finished: [Bool] = []
    engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0.5))
    engine.commitTransaction { finished.append($0) }
    engine.beginKeyframes(keyframes(duration: 0))
    engine.addKeyframe(relativeStart: 0, relativeDuration: 1) {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    }
    engine.commitTransaction(completion: nil)
    #expect(view.animations.isEmpty)
    #expect(view.presentationValue(.alpha, at: 0)[0] == 0)
    engine.advance(to: 0)
    #expect(finished == [false], "the removed animation reports it did not finish")
  }

  @Test(arguments: [(0.25, 0.5), (1.25, 0.5), (1.5, 0.0)])
  func keyframesRepeat(time: Double, alpha: Double) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    blink(engine, view, keyframes(extra: Self.linearCurve | 1 << 3))
    engine.advance(to: time)
    #expect(abs(view.presentationValue(.alpha, at: time)[0] - alpha) < 1e-9)
  }
}
