import Testing
import TransitionEngine

/// CAAnimationDelegate: animationDidStart and animationDidStop(_:finished:) as the clock
/// advances, in time order, and finished false when an animation is removed early.
@Suite struct AnimationDelegateTests {
  typealias F = LayerFixture

  @Test("start and stop come in time order, ties in the order the animations were added")
  func timeOrder() {
    let f = LayerFixture()
    f.add(F.basic("opacity", to: [0], duration: 1), key: "long")
    f.add(F.basic("cornerRadius", to: [5], duration: 0.5), key: "short")
    f.add(F.basic("borderWidth", to: [5], duration: 0.5), key: "tie")
    f.add(F.basic("zPosition", to: [5], duration: 0.5) { $0.timing.beginTime = 0.25 }, key: "late")
    #expect(f.heard.isEmpty, "never called while adding")
    f.engine.advance(to: 2)
    #expect(
      f.heard == [
        "long:start", "short:start", "tie:start", "late:start", "short:stop", "tie:stop",
        "late:stop", "long:stop",
      ])
  }

  @Test("the delegate hears each event at its time, with the clock there")
  func eventTimes() {
    let f = LayerFixture()
    var times: [Double] = []
    f.engine.addAnimation(F.basic("opacity", to: [0], duration: 0.4), forKey: nil, to: f.layer) {
      _ in times.append(f.engine.now)
    }
    f.engine.advance(to: 0.1)
    f.engine.advance(to: 1)
    #expect(times == [0, 0.4])
  }

  @Test(
    "an animation removed early stops with finished false at the next clock step",
    arguments: [
      "removeAnimation(forKey:)", "removeAllAnimations()", "replaced by its key",
      "removed from its superview", "its superview leaves the window",
    ])
  func removedEarly(way: String) {
    let f = LayerFixture()
    let parent = f.engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    f.engine.window.add(parent)
    parent.add(f.layer)
    f.add(F.basic("opacity", from: [0], to: [1]), key: "fade")
    f.engine.advance(to: 0.25)
    switch way {
    case "removeAnimation(forKey:)": f.engine.removeAnimation(forKey: "fade", from: f.layer)
    case "removeAllAnimations()": f.engine.removeAllAnimations(from: f.layer)
    case "replaced by its key":
      f.add(F.basic("opacity", from: [0.5], to: [0.5]), key: "fade", name: "new")
    case "removed from its superview": f.layer.removeFromSuperview()
    default: parent.removeFromSuperview()
    }
    #expect(f.heard == ["fade:start"], "not inside the call")
    f.engine.advance(to: 0.5)
    #expect(f.heard.prefix(2) == ["fade:start", "fade:removed"])
    #expect(f.shown(.alpha, at: 0.5)[0] == (way == "replaced by its key" ? 0.5 : 1))
  }

  @Test("an animation removed before it began stops without starting")
  func removedBeforeStart() {
    let f = LayerFixture()
    f.add(F.basic("opacity", to: [0]) { $0.timing.beginTime = 5 }, key: "later")
    f.engine.advance(to: 1)
    f.engine.removeAnimation(forKey: "later", from: f.layer)
    f.engine.advance(to: 10)
    #expect(f.heard == ["later:removed"])
  }

  @Test("a kept animation stops once; removing it later says nothing more")
  func keptAnimationStopsOnce() {
    let f = LayerFixture()
    f.add(F.basic("opacity", to: [0]) { $0.isRemovedOnCompletion = false }, key: "kept")
    f.engine.advance(to: 2)
    f.engine.removeAnimation(forKey: "kept", from: f.layer)
    f.engine.advance(to: 3)
    #expect(f.heard == ["kept:start", "kept:stop"])
  }

  @Test("a layer that was never in the window keeps its animations")
  func detachedLayer() {
    let f = LayerFixture()
    let loose = f.engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    f.engine.addAnimation(F.basic("opacity", to: [0]), forKey: "k", to: loose, delegate: nil)
    f.engine.advance(to: 0.5)
    #expect(f.engine.animationKeys(of: loose) == ["k"])
  }

  @Test("a delegate can chain the next animation; it begins when the first stopped")
  func chaining() {
    let f = LayerFixture()
    f.engine.addAnimation(F.basic("opacity", to: [0], duration: 0.5), forKey: "a", to: f.layer) {
      if $0 == .didStop(finished: true) {
        f.add(F.basic("opacity", from: [0], to: [1], duration: 0.5), key: "b")
      }
    }
    f.engine.advance(to: 0.75)
    #expect(abs(f.shown(.alpha, at: 0.75)[0] - 0.5) < 1e-9)
    f.engine.advance(to: 2)
    #expect(f.heard == ["b:start", "b:stop"])
  }

  @Test("the timeline records addAnimation, animationDidStart and animationDidStop")
  func timeline() {
    let f = LayerFixture()
    f.add(F.basic("transform.rotation.z", to: [1], duration: 0.5), key: "spin")
    f.add(F.basic("opacity", to: [0]))
    f.engine.advance(to: 0.25)
    f.engine.removeAllAnimations(from: f.layer)
    f.engine.advance(to: 1)
    #expect(
      f.events == [
        "addAnimation layer transform.rotation.z spin", "addAnimation layer opacity",
        "animationDidStart layer transform.rotation.z spin", "animationDidStart layer opacity",
        "animationDidStop layer removed", "animationDidStop layer removed",
      ])
  }

  @Test("pending explicit animations keep the run going until they stop")
  func pending() {
    let f = LayerFixture()
    #expect(!f.engine.hasPendingAnimations)
    f.add(F.basic("opacity", to: [0], duration: 0.5))
    #expect(f.engine.hasPendingAnimations)
    #expect(f.engine.pendingEnd == 0.5)
    f.engine.advance(to: 1)
    #expect(!f.engine.hasPendingAnimations)
  }

  @Test("cancelling pending animations drops explicit ones without a word")
  func cancel() {
    let f = LayerFixture()
    f.add(F.basic("opacity", to: [0]), key: "fade")
    f.engine.cancelPendingAnimations()
    f.engine.advance(to: 2)
    #expect(f.heard.isEmpty)
    #expect(f.engine.animationKeys(of: f.layer).isEmpty)
  }

  @Test(
    "a cancel playing the clock back stops an animation at its begin, at once when it is there",
    arguments: [0.0, 0.3])
  func aReversedClockStopsAnAnimationAtItsBegin(cancelAt: Double) {
    let f = LayerFixture()
    f.add(F.basic("opacity", from: [0], to: [1], duration: 1), key: "fade")
    f.add(F.basic("cornerRadius", to: [9], duration: 1) { $0.timing.beginTime = 0.5 }, key: "late")
    f.engine.advance(to: cancelAt)
    f.engine.reverseAnimations()
    f.engine.advance(to: cancelAt + 2)
    #expect(f.heard.filter { $0.hasPrefix("fade") } == ["fade:start", "fade:stop"])
    #expect(f.heard.last(where: { $0.hasPrefix("late") }) == "late:stop", "\(f.heard)")
    #expect(!f.engine.hasPendingAnimations)
  }
}
