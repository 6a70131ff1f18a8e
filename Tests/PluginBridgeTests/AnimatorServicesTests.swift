import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// UIViewPropertyAnimator through the host table: timing parameters reach the engine, the
/// commands drive the animator, misuse is refused as UIKit raises, and the finished callback
/// gets the position.
@Suite struct AnimatorServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }
    let view: animhost_handle

    init() {
      bridge.engine = engine
      var frame = animhost_rect(x: 0, y: 0, width: 100, height: 100)
      view = bridge.table.pointee.view_create!(bridge.table, &frame)
    }

    func animator(duration: Double = 1, _ timing: animhost_timing_v1? = nil) -> animhost_handle {
      guard var timing else {
        return table.pointee.animator_create!(table, duration, nil, nil, nil)
      }
      return table.pointee.animator_create!(table, duration, &timing, nil, nil)
    }

    func state(_ animator: animhost_handle) -> animhost_animator_state_v1 {
      var out = animhost_animator_state_v1()
      out.struct_size = UInt32(MemoryLayout<animhost_animator_state_v1>.size)
      _ = table.pointee.animator_get!(table, animator, &out)
      return out
    }

    func alpha(at time: Double) -> Double {
      engine.view(id: Int(view & 0xFFFF_FFFF))?.presentationValue(.alpha, at: time)[0] ?? .nan
    }

    /// Adds "alpha to 0" to the animator.
    func fadeOut(_ animator: animhost_handle) -> animhost_status {
      let data = UnsafeMutablePointer<animhost_handle>.allocate(capacity: 1)
      data.initialize(to: view)
      defer { data.deallocate() }
      return table.pointee.animator_add_animations!(
        table, animator, 0, AnimatorServicesTests.fade, data)
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  private static let fade: animhost_keyframe_fn = { host, userData in
    guard let host, let userData else { return }
    var value = 0.0
    let view = userData.load(as: animhost_handle.self)
    _ = host.pointee.view_set!(host, view, ANIMHOST_PROP_ALPHA.rawValue, &value, 1)
  }

  private static func timing(_ kind: Int32) -> animhost_timing_v1 {
    var t = animhost_timing_v1()
    t.struct_size = UInt32(MemoryLayout<animhost_timing_v1>.size)
    t.kind = kind
    return t
  }

  static let goodTimings: [(String, animhost_timing_v1)] = {
    var cubic = timing(ANIMHOST_TIMING_CUBIC)
    cubic.control_point_1 = (0.25, 0.1)
    cubic.control_point_2 = (0.25, 1)
    var ratio = timing(ANIMHOST_TIMING_SPRING_RATIO)
    ratio.damping_ratio = 0.5
    var physics = timing(ANIMHOST_TIMING_SPRING_PHYSICS)
    (physics.mass, physics.stiffness, physics.damping) = (1, 100, 10)
    return [("cubic", cubic), ("spring ratio", ratio), ("spring physics", physics)]
  }()

  @Test("timing parameters reach the engine", arguments: goodTimings.indices)
  func timingParametersReachTheEngine(_ index: Int) throws {
    let f = Fixture()
    let animator = f.animator(duration: 0.5, Self.goodTimings[index].1)
    #expect(animator != 0)
    let state = f.state(animator)
    #expect(state.state == ANIMHOST_ANIMATING_INACTIVE)
    #expect(state.scrubs_linearly == 1 && state.is_interruptible == 1)
    if Self.goodTimings[index].0 == "spring physics" {
      // A physical spring ignores the duration: it takes its settling time.
      #expect(state.duration != 0.5 && state.duration > 0)
    } else {
      #expect(state.duration == 0.5)
    }
    #expect(f.codes.isEmpty, "\(f.codes)")
  }

  static let badTimings: [animhost_timing_v1] = {
    var unknown = timing(9)
    unknown.damping_ratio = 1
    var noMass = timing(ANIMHOST_TIMING_SPRING_PHYSICS)
    (noMass.mass, noMass.stiffness, noMass.damping) = (0, 100, 10)
    var outside = timing(ANIMHOST_TIMING_CUBIC)
    outside.control_point_1 = (1.5, 0)
    var small = timing(ANIMHOST_TIMING_SPRING_RATIO)
    small.struct_size = 8
    return [unknown, noMass, outside, small]
  }()

  @Test("bad timing parameters are refused with a diagnostic", arguments: badTimings.indices)
  func badTimingParametersAreRefused(_ index: Int) {
    let f = Fixture()
    #expect(f.animator(duration: 1, Self.badTimings[index]) == 0)
    #expect(f.codes == ["bad-argument"])
  }

  @Test("a started animator animates its blocks over its duration")
  func aStartedAnimatorAnimates() {
    let f = Fixture()
    let animator = f.animator()
    #expect(f.fadeOut(animator) == ANIMHOST_OK)
    #expect(f.table.pointee.animator_command!(f.table, animator, ANIMHOST_ANIMATOR_START, 0) == 0)
    #expect(f.state(animator).is_running == 1)
    f.engine.advance(to: 0.5)
    #expect(f.alpha(at: 0.5) > 0.1 && f.alpha(at: 0.5) < 0.9)
    #expect(abs(f.state(animator).fraction_complete - 0.5) < 1e-9)
    f.engine.advance(to: 1.01)
    #expect(f.alpha(at: 1.01) == 0)
    #expect(f.state(animator).state == ANIMHOST_ANIMATING_INACTIVE)
  }

  @Test("finishAnimation(at:) outside the stopped state is refused as UIKit raises")
  func finishOutsideStoppedIsRefused() {
    let f = Fixture()
    let animator = f.animator()
    let status = f.table.pointee.animator_command!(
      f.table, animator, ANIMHOST_ANIMATOR_FINISH, Double(ANIMHOST_POSITION_END))
    #expect(status == ANIMHOST_ERR_STATE)
    #expect(f.codes == ["animator-misuse"])
  }

  @Test("commands refuse handles that name no animator")
  func commandsRefuseBadHandles() {
    let f = Fixture()
    #expect(f.table.pointee.animator_command!(f.table, f.view, ANIMHOST_ANIMATOR_PAUSE, 0) == -1)
    #expect(f.table.pointee.animator_command!(f.table, 12345, ANIMHOST_ANIMATOR_PAUSE, 0) == -1)
    #expect(f.codes == ["bad-handle", "bad-handle"])
  }

  /// What the finished callback saw: the position and the animator's state at that moment.
  private final class Seen {
    var calls: [(position: Int32, state: Int32)] = []
    var animator: animhost_handle = 0
  }

  private static let finished: animhost_position_fn = { host, userData, position in
    guard let host, let userData else { return }
    let seen = Unmanaged<Seen>.fromOpaque(userData).takeUnretainedValue()
    var out = animhost_animator_state_v1()
    out.struct_size = UInt32(MemoryLayout<animhost_animator_state_v1>.size)
    _ = host.pointee.animator_get!(host, seen.animator, &out)
    seen.calls.append((position, out.state))
  }

  @Test(
    "stop then finishAnimation(at:) calls the completion with that position, already inactive",
    arguments: [ANIMHOST_POSITION_END, ANIMHOST_POSITION_START, ANIMHOST_POSITION_CURRENT])
  func stopThenFinishReportsThePosition(position: Int32) {
    let f = Fixture()
    let seen = Seen()
    seen.animator = f.table.pointee.animator_create!(
      f.table, 1, nil, Self.finished, Unmanaged.passUnretained(seen).toOpaque())
    #expect(f.fadeOut(seen.animator) == ANIMHOST_OK)
    _ = f.table.pointee.animator_command!(f.table, seen.animator, ANIMHOST_ANIMATOR_START, 0)
    f.engine.advance(to: 0.5)
    let shown = f.alpha(at: 0.5)
    #expect(
      f.table.pointee.animator_command!(f.table, seen.animator, ANIMHOST_ANIMATOR_STOP, 0) == 0)
    #expect(f.state(seen.animator).state == ANIMHOST_ANIMATING_STOPPED)
    #expect(
      f.table.pointee.animator_command!(
        f.table, seen.animator, ANIMHOST_ANIMATOR_FINISH, Double(position)) == ANIMHOST_OK)
    #expect(seen.calls.count == 1)
    #expect(seen.calls.first?.position == position)
    #expect(seen.calls.first?.state == ANIMHOST_ANIMATING_INACTIVE)
    let expected: Double =
      switch position {
      case ANIMHOST_POSITION_END: 0
      case ANIMHOST_POSITION_START: 1
      default: shown
      }
    #expect(abs(f.alpha(at: 0.5) - expected) < 1e-9)
  }
}
