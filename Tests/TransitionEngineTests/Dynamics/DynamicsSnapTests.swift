import Testing
import TransitionEngine

@Suite("Snap")
struct DynamicsSnapTests {
  static let target = DynamicsVector(x: 400, y: 300)

  func snappedBox(damping: Double, size: Size = Size(width: 100, height: 100))
    -> (DynamicsWorld, DynamicsBodyID, DynamicsSnap)
  {
    let world = DynamicsWorld()
    let box = world.addBody(center: DynamicsVector(x: 100, y: 100), size: size, angle: 0.7)
    let snap = DynamicsSnap(item: box, snapTo: Self.target)
    snap.damping = damping
    world.addBehavior(snap)
    return (world, box, snap)
  }

  @Test("a snapped item settles at the point with angle 0", arguments: [0.0, 0.5, 1.0])
  func settles(damping: Double) {
    let (world, box, _) = snappedBox(damping: damping)
    runFrames(world, to: 4)
    #expect(isClose(world.body(box).center, Self.target, within: 0.5))
    #expect(abs(world.body(box).angle) < 0.01)
    #expect(!world.isRunning)
  }

  @Test(
    "the settling time does not depend on the item's mass",
    arguments: [Size(width: 20, height: 20), Size(width: 300, height: 200)])
  func massIndependent(size: Size) {
    let (world, box, _) = snappedBox(damping: 0.5, size: size)
    runFrames(world, to: 1.5)
    #expect(isClose(world.body(box).center, Self.target, within: 0.5))
  }

  @Test("the default damping is critically damped and does not overshoot")
  func noOvershoot() {
    let (world, box, snap) = snappedBox(damping: 0.5)
    #expect(snap.damping == 0.5)
    let recorder = StepRecorder(world) { $0.body(box).center.x }
    runFrames(world, to: 3)
    let furthest = recorder.samples.map(\.value).max() ?? 0
    #expect(furthest <= Self.target.x + 0.5)
    #expect(furthest > Self.target.x - 0.5)
  }

  @Test("moving the snap point resumes and moves the item")
  func moveSnapPoint() {
    let (world, box, snap) = snappedBox(damping: 0.5)
    runFrames(world, to: 4)
    #expect(!world.isRunning)
    snap.snapPoint = DynamicsVector(x: 100, y: 500)
    #expect(world.isRunning)
    runFrames(world, to: 8)
    #expect(isClose(world.body(box).center, DynamicsVector(x: 100, y: 500), within: 0.5))
  }
}
