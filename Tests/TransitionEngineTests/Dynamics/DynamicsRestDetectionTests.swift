import Testing
import TransitionEngine

/// Counts the world's pause and resume callbacks.
final class PauseCounter {
  var pauses = 0
  var resumes = 0

  init(_ world: DynamicsWorld) {
    world.didPause = { [unowned self] in self.pauses += 1 }
    world.willResume = { [unowned self] in self.resumes += 1 }
  }
}

@Suite("Rest detection")
struct DynamicsRestDetectionTests {
  /// A box with elasticity 0.5 and friction 0.5 dropped 300 points onto a floor at y = 1000.
  func bouncingBox() -> (DynamicsWorld, DynamicsBodyID, PauseCounter) {
    let world = DynamicsWorld()
    let counter = PauseCounter(world)
    let box = world.addBody(
      center: DynamicsVector(x: 500, y: 650), size: Size(width: 100, height: 100))
    world.addBehavior(DynamicsGravity(items: [box]))
    world.addBehavior(floorCollision(items: [box], floorY: 1000))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [box], properties: DynamicsItemProperties(elasticity: 0.5, friction: 0.5)))
    return (world, box, counter)
  }

  @Test("a new world is paused until a behaviour is added")
  func startsPaused() {
    let world = DynamicsWorld()
    let counter = PauseCounter(world)
    let box = world.addBody(center: .zero, size: Size(width: 10, height: 10))
    #expect(!world.isRunning)
    world.advance(to: 1)
    #expect(world.stepCount == 0)
    world.addBehavior(DynamicsGravity(items: [box]))
    #expect(world.isRunning)
    #expect(counter.resumes == 1)
  }

  @Test("a bouncing box comes to rest and the pause is reported exactly once")
  func pausesOnce() {
    let (world, box, counter) = bouncingBox()
    runFrames(world, to: 10)
    #expect(!world.isRunning)
    #expect(counter.pauses == 1)
    #expect(world.elapsedTime < 5)
    #expect(isClose(world.body(box).frame.maxY, 1000, within: 0.5))
    #expect(world.body(box).velocity == .zero)
    let elapsed = world.elapsedTime
    runFrames(world, to: 20)
    #expect(counter.pauses == 1)
    #expect(world.elapsedTime == elapsed)
    #expect(isClose(world.elapsedTime, Double(world.stepCount) * dt, within: 1e-9))
  }

  @Test("adding a push resumes a paused world")
  func pushResumes() {
    let (world, box, counter) = bouncingBox()
    runFrames(world, to: 10)
    #expect(counter.resumes == 1)
    let push = DynamicsPush(items: [box], mode: .instantaneous)
    push.pushDirection = DynamicsVector(x: 5, y: 0)
    world.addBehavior(push)
    #expect(world.isRunning)
    #expect(counter.resumes == 2)
    let restingX = world.body(box).center.x
    runFrames(world, to: 10.5)
    #expect(world.body(box).center.x > restingX + 100)
    runFrames(world, to: 20)
    #expect(!world.isRunning)
    #expect(counter.pauses == 2)
  }

  @Test("adding velocity or moving a body resumes a paused world", arguments: [true, false])
  func externalChangesResume(addsVelocity: Bool) {
    let (world, box, counter) = bouncingBox()
    runFrames(world, to: 10)
    #expect(!world.isRunning)
    if addsVelocity {
      world.addLinearVelocity(DynamicsVector(x: 0, y: -300), to: box)
    } else {
      world.updateBody(box, center: DynamicsVector(x: 500, y: 500))
    }
    #expect(world.isRunning)
    #expect(counter.resumes == 2)
    let steps = world.stepCount
    runFrames(world, to: 10.25)
    #expect(world.stepCount == steps + 60)
    #expect(world.body(box).center.y < 940)
  }

  @Test("removing every behaviour pauses the world")
  func removingBehavioursPauses() {
    let (world, _, counter) = bouncingBox()
    runFrames(world, to: 0.2)
    #expect(world.isRunning)
    world.removeAllBehaviors()
    #expect(!world.isRunning)
    #expect(counter.pauses == 1)
  }
}
