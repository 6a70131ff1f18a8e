import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// UIKit Dynamics and Auto Layout through the host table (ABI 1.6): what they make, and the
/// arguments they refuse with a diagnostic.
@Suite struct DynamicsServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var t: animhost_host_v1 { bridge.table.pointee }
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }
    let view: animhost_handle

    init() {
      bridge.engine = engine
      var frame = animhost_rect(x: 100, y: 0, width: 100, height: 100)
      view = bridge.table.pointee.view_create!(bridge.table, &frame)
      _ = bridge.table.pointee.view_add_subview!(
        bridge.table, bridge.handle(engine.window.id), view)
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  @Test("an animator with gravity moves its item as the clock advances and reports running")
  func gravityMoves() {
    let f = Fixture()
    let window = f.bridge.handle(f.engine.window.id)
    let animator = f.t.dynamic_animator_create!(f.table, window, nil, nil)
    let gravity = f.t.dynamic_behavior_create!(f.table, ANIMHOST_BEHAVIOR_GRAVITY, 0)
    #expect(animator != 0 && gravity != 0)
    #expect(f.t.dynamic_behavior_item!(f.table, gravity, f.view, 1) == ANIMHOST_OK)
    #expect(f.t.dynamic_animator_behavior!(f.table, animator, gravity, 1) == ANIMHOST_OK)
    f.engine.advance(to: 0.5)
    #expect(f.t.dynamic_animator_get!(f.table, animator, 0) == 1)
    #expect(abs(f.t.dynamic_animator_get!(f.table, animator, 1) - 0.5) < 0.01)
    var center = [0.0, 0.0]
    _ = f.t.view_get!(f.table, f.view, ANIMHOST_PROP_CENTER.rawValue, &center, 2)
    #expect(abs(center[1] - 50 - 0.5 * 1000 * 0.25) < 2, "\(center)")
  }

  @Test(
    "bad kinds, settings and counts are refused",
    arguments: [
      ("kind", Int32(99), Int32(0), 0), ("setting", 1, 999, 1),
      ("count", 1, ANIMHOST_DYN_DIRECTION, 1),
    ] as [(String, Int32, Int32, Int)])
  func refusals(what: String, kind: Int32, setting: Int32, count: Int) {
    let f = Fixture()
    let behavior = f.t.dynamic_behavior_create!(f.table, kind, 0)
    if what == "kind" {
      #expect(behavior == 0)
    } else {
      var value = 1.0
      let status = f.t.dynamic_behavior_set!(f.table, behavior, setting, 0, &value, UInt32(count))
      #expect(status == ANIMHOST_ERR_BAD_ARGUMENT)
    }
    #expect(f.codes == ["bad-argument"])
  }

  @Test("a boundary only on a collision behaviour; a malformed path is refused")
  func boundaries() {
    let f = Fixture()
    let collision = f.t.dynamic_behavior_create!(f.table, ANIMHOST_BEHAVIOR_COLLISION, 0)
    let gravity = f.t.dynamic_behavior_create!(f.table, ANIMHOST_BEHAVIOR_GRAVITY, 0)
    let path: [Double] = [Double(ANIMHOST_PATH_MOVE), 0, 600, Double(ANIMHOST_PATH_LINE), 390, 600]
    let ok = "floor".withCString {
      f.t.dynamic_collision_boundary!(f.table, collision, $0, path, UInt32(path.count))
    }
    #expect(ok == ANIMHOST_OK)
    let wrong = "floor".withCString {
      f.t.dynamic_collision_boundary!(f.table, gravity, $0, path, UInt32(path.count))
    }
    #expect(wrong == ANIMHOST_ERR_BAD_ARGUMENT)
    let broken: [Double] = [Double(ANIMHOST_PATH_MOVE), 0]
    let bad = "x".withCString { f.t.dynamic_collision_boundary!(f.table, collision, $0, broken, 2) }
    #expect(bad == ANIMHOST_ERR_BAD_ARGUMENT)
  }

  @Test("a constraint is made from a spec, activated and laid out; a bad spec is refused")
  func constraints() {
    let f = Fixture()
    let translates = [0.0]
    _ = f.t.view_set!(
      f.table, f.view, ANIMHOST_PROP_TRANSLATES_AUTORESIZING.rawValue, translates, 1)
    var spec = animhost_constraint_v1(
      struct_size: UInt32(MemoryLayout<animhost_constraint_v1>.size), first_item: f.view,
      first_guide: ANIMHOST_GUIDE_VIEW, first_attribute: 7, relation: 0, second_item: 0,
      second_guide: 0, second_attribute: 0, multiplier: 1, constant: 250, priority: 1000)
    let width = f.t.layout_constraint_create!(f.table, &spec)
    #expect(width != 0)
    #expect(
      f.t.layout_constraint_set!(f.table, width, ANIMHOST_CONSTRAINT_ACTIVE, 1) == ANIMHOST_OK)
    #expect(f.t.view_layout_if_needed!(f.table, f.view) == ANIMHOST_OK)
    var frame = [0.0, 0, 0, 0]
    _ = f.t.view_get!(f.table, f.view, ANIMHOST_PROP_FRAME.rawValue, &frame, 4)
    #expect(frame[2] == 250)
    #expect(
      f.t.layout_constraint_set!(f.table, width, ANIMHOST_CONSTRAINT_PRIORITY, 5000)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    spec.first_attribute = 99
    #expect(f.t.layout_constraint_create!(f.table, &spec) == 0)
    #expect(f.codes == ["bad-argument", "bad-argument"])
  }
}
