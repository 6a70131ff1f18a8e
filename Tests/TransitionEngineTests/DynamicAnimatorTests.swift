import Testing
import TransitionEngine

/// UIKit Dynamics on the engine: a view dropped on a floor by a dynamic animator moves with
/// the clock, lands where physics says, pauses once, and does not depend on the frame rate.
@Suite struct DynamicAnimatorTests {
  /// A 100×100 box at the top of a 390×844 window, with gravity, a floor at 600 and
  /// elasticity; the events the animator handed out.
  private func drop(elasticity: Double = 0) -> (Engine, ViewNode, DynamicAnimatorNode, Box) {
    let engine = Engine(screen: .phone, seed: 1)
    let box = engine.makeView(frame: Rect(x: 145, y: 0, width: 100, height: 100), name: "box")
    engine.window.add(box)
    let animator = engine.makeDynamicAnimator(referenceView: engine.window)
    let gravity = engine.makeDynamicBehavior(.gravity)
    engine.setItem(box, of: gravity, added: true)
    let collision = engine.makeDynamicBehavior(.collision)
    engine.setItem(box, of: collision, added: true)
    var floor = Path()
    floor.move(to: Point(x: -100, y: 600))
    floor.line(to: Point(x: 500, y: 600))
    engine.setBoundary("floor", of: collision, path: floor)
    let item = engine.makeDynamicBehavior(.item)
    engine.setItem(box, of: item, added: true)
    engine.set(.elasticity, of: item, item: nil, [elasticity])
    let events = Box()
    animator.onEvent = { events.list.append($0) }
    for behavior in [gravity, collision, item] {
      engine.setBehavior(behavior, in: animator, added: true)
    }
    return (engine, box, animator, events)
  }

  final class Box { var list: [DynamicAnimatorNode.Event] = [] }

  @Test("the view falls as ½·g·t² and lands on the floor; the animator pauses once")
  func fallsAndLands() {
    let (engine, box, animator, events) = drop()
    engine.advance(to: 0.25)
    let fallen = box.modelValue(.position)[1] - 50
    #expect(abs(fallen - 0.5 * 1000 * 0.25 * 0.25) < 2, "\(fallen)")
    #expect(engine.hasPendingAnimations, "a running simulation keeps the frames coming")
    engine.advance(to: 3)
    #expect(abs(box.modelValue(.position)[1] - 550) < 0.6, "resting on the floor")
    #expect(!animator.isRunning && !engine.hasPendingAnimations)
    let collisions = events.list.filter { if case .collision = $0 { true } else { false } }
    #expect(events.list.filter { $0 == .didPause }.count == 1)
    #expect(collisions.count >= 1, "the floor contact is reported")
  }

  @Test("a bouncy box rebounds to about e² of its drop")
  func bounces() {
    let (engine, box, _, _) = drop(elasticity: 0.5)
    var highest = 600.0
    var landed = false
    for k in 1...240 {
      engine.advance(to: Double(k) / 120)
      let bottom = box.modelValue(.position)[1] + 50
      if bottom > 599 { landed = true } else if landed { highest = min(highest, bottom) }
      if landed, k > 200 { break }
    }
    let rebound = 600 - highest
    #expect(abs(rebound - 0.25 * 500) < 15, "rebound \(rebound) of a 500-point drop")
  }

  @Test(
    "the same simulation at 20 and at 60 frames a second is at the same place", arguments: [20, 60])
  func independentOfTheFrameRate(fps: Int) {
    let (engine, box, _, _) = drop(elasticity: 0.3)
    for k in 1...(fps * 2) { engine.advance(to: Double(k) / Double(fps)) }
    let (reference, referenceBox, _, _) = drop(elasticity: 0.3)
    reference.advance(to: 2)
    #expect(box.modelValue(.position) == referenceBox.modelValue(.position))
  }

  @Test("cutting the animations off stops the simulation")
  func cutOff() {
    let (engine, _, animator, _) = drop()
    engine.advance(to: 0.1)
    engine.cancelPendingAnimations()
    #expect(animator.behaviors.isEmpty)
    engine.advance(to: 0.2)
    #expect(!engine.hasPendingAnimations)
  }
}
