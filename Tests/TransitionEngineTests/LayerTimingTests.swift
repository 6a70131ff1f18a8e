import Testing
import TransitionEngine

/// A layer's own CAMediaTiming: its local time `(parent time − beginTime) × speed +
/// timeOffset` drives its animations, its sublayers' and their completions.
@Suite struct LayerTimingTests {
  /// A fixture with an opacity animation over one second, on the layer or a sublayer of it.
  private static func fading(_ f: LayerFixture, on view: ViewNode? = nil) {
    f.engine.addAnimation(
      LayerFixture.basic("opacity", from: [0], to: [1]), forKey: "fade", to: view ?? f.layer
    ) { event in
      if case .didStop = event { f.heard.append("fade:stop") }
    }
  }

  /// Pauses a layer as iOS code does: speed 0 with the local time now as the offset.
  private static func pause(_ f: LayerFixture) {
    var timing = LayerTiming()
    timing.speed = 0
    timing.timeOffset = f.engine.localTime(of: f.layer, at: f.engine.now)
    f.engine.setLayerTiming(timing, of: f.layer)
  }

  /// Resumes it as iOS code does: speed 1, then beginTime the paused span.
  private static func resume(_ f: LayerFixture) {
    let paused = f.layer.layerTiming.timeOffset
    f.engine.setLayerTiming(LayerTiming(), of: f.layer)
    var timing = LayerTiming()
    timing.beginTime = f.engine.localTime(of: f.layer, at: f.engine.now) - paused
    f.engine.setLayerTiming(timing, of: f.layer)
  }

  @Test("pausing a layer freezes its animation and its delegate; resuming continues it")
  func pauseAndResume() {
    let f = LayerFixture()
    Self.fading(f)
    f.engine.advance(to: 0.25)
    Self.pause(f)
    f.engine.advance(to: 1.5)
    #expect(abs(f.shown(.alpha, at: 1.5)[0] - 0.25) < 1e-9, "frozen where it was paused")
    #expect(f.heard.isEmpty, "a paused animation does not stop")
    Self.resume(f)
    #expect(abs(f.shown(.alpha, at: 2)[0] - 0.75) < 1e-9, "half a second later, as if no pause")
    f.engine.advance(to: 2.3)
    #expect(f.heard == ["fade:stop"])
  }

  @Test("a sublayer's animations, and UIView.animate's completion, run on the layer's time")
  func sublayersAndCompletionsFollow() {
    let f = LayerFixture()
    let child = f.engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    f.layer.add(child)
    var timing = LayerTiming()
    timing.speed = 2
    f.engine.setLayerTiming(timing, of: f.layer)
    var completed: [Double] = []
    f.engine.beginTransaction(AnimationParameters(duration: 1))
    f.engine.set(.alpha, of: child, to: PropertyValue(scalar: 0))
    f.engine.commitTransaction { _ in completed.append(f.engine.now) }
    #expect(abs(child.presentationValue(.alpha, at: 0.25)[0] - 0.5) < 1e-9, "twice as fast")
    f.engine.advance(to: 0.49)
    #expect(completed.isEmpty)
    f.engine.advance(to: 0.6)
    #expect(completed.count == 1 && abs(completed[0] - 0.5) < 1e-6, "\(completed)")
  }

  @Test(
    "convertTime maps times through beginTime, speed and timeOffset",
    arguments: [(0.0, 1.0, 0.0, 2.0, 2.0), (1, 2, 0, 2, 2), (0, 0.5, 3, 2, 4), (0, 0, 7, 5, 7)])
  func convertTime(begin: Double, speed: Double, offset: Double, time: Double, local: Double) {
    let f = LayerFixture()
    var timing = LayerTiming()
    (timing.beginTime, timing.speed, timing.timeOffset) = (begin, speed, offset)
    f.engine.setLayerTiming(timing, of: f.layer)
    #expect(abs(f.engine.localTime(of: f.layer, at: time) - local) < 1e-9)
    if speed != 0 {
      #expect(abs(f.engine.clockTime(of: f.layer, local: local) - time) < 1e-9)
    }
  }

  @Test("a timed layer's sublayer with its own timing composes with it")
  func nestedTimingComposes() {
    let f = LayerFixture()
    let child = f.engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    f.layer.add(child)
    var outer = LayerTiming(), inner = LayerTiming()
    outer.speed = 2
    inner.speed = 3
    inner.timeOffset = 1
    f.engine.setLayerTiming(inner, of: child)
    f.engine.setLayerTiming(outer, of: f.layer)
    #expect(abs(f.engine.localTime(of: child, at: 1) - 7) < 1e-9, "(1 × 2) × 3 + 1")
  }
}
