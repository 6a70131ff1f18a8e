import Testing
import TransitionEngine

/// A drop of a 100 × 100 box from `height` (bottom above the floor) with `elasticity`.
struct BounceCase: Sendable, CustomTestStringConvertible {
  let height: Double
  let elasticity: Double
  var testDescription: String { "h=\(height) e=\(elasticity)" }
}

@Suite("Bouncing on a floor boundary")
struct DynamicsBounceTests {
  static let floorY = 1000.0

  /// Drops a box and returns its world, body and a per-step record of its bottom edge.
  func drop(_ drop: BounceCase) -> (DynamicsWorld, DynamicsBodyID, StepRecorder<Double>) {
    let (world, box) = makeBoxWorld(
      center: DynamicsVector(x: 500, y: Self.floorY - drop.height - 50))
    world.addBehavior(floorCollision(items: [box], floorY: Self.floorY))
    world.addBehavior(
      DynamicsItemBehavior(
        items: [box], properties: DynamicsItemProperties(elasticity: drop.elasticity)))
    let recorder = StepRecorder(world) { $0.body(box).frame.maxY }
    return (world, box, recorder)
  }

  @Test(
    "a box rebounds to about e²·h",
    arguments: [
      BounceCase(height: 400, elasticity: 0.5), BounceCase(height: 500, elasticity: 0.8),
      BounceCase(height: 300, elasticity: 0.9), BounceCase(height: 800, elasticity: 0.3),
    ])
  func reboundHeight(_ bounce: BounceCase) throws {
    let (world, _, recorder) = drop(bounce)
    let impact = (2 * bounce.height / 1000).squareRoot()
    let rebound = bounce.elasticity * impact
    runFrames(world, to: impact + rebound + 0.05)
    let afterImpact = recorder.samples.filter { $0.time > impact + 0.02 }
    let apex = try #require(afterImpact.map(\.value).min())
    let reboundHeight = Self.floorY - apex
    let expected = bounce.elasticity * bounce.elasticity * bounce.height
    #expect(isClose(reboundHeight, expected, within: 0.03 * expected))
  }

  @Test("a box with elasticity 0 lands and stays on the floor without sinking")
  func inelasticLanding() {
    let (world, box, recorder) = drop(BounceCase(height: 300, elasticity: 0))
    runFrames(world, to: 3)
    let impact = (2 * 300 / 1000.0).squareRoot()
    let landed = recorder.samples.filter { $0.time > impact + 0.04 }
    #expect(!landed.isEmpty)
    #expect(landed.allSatisfy { isClose($0.value, Self.floorY, within: 0.5) })
    #expect(isClose(world.body(box).frame.maxY, Self.floorY, within: 0.5))
    let peak = recorder.samples.map(\.value).max() ?? 0
    #expect(peak < Self.floorY + 4)
  }
}
