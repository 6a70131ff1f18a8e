import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// UIView.animate and animateKeyframes through the host table: parameters reach the engine's
/// timing, keyframe bodies run, and bad parameters are refused with a diagnostic.
@Suite struct AnimationServicesTests {
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

    func parameters(duration: Double, options: UInt32 = 0, damping: Double = 0)
      -> animhost_animation_v1
    {
      animhost_animation_v1(
        struct_size: UInt32(MemoryLayout<animhost_animation_v1>.size), duration: duration, delay: 0,
        options: options, spring_damping: damping, spring_velocity: 0)
    }

    func alpha(at time: Double) -> Double {
      engine.view(id: Int(view & 0xFFFF_FFFF))?.presentationValue(.alpha, at: time)[0] ?? .nan
    }
  }

  /// A keyframe body: sets alpha to the value user_data points at.
  private static let setAlpha: animhost_keyframe_fn = { host, userData in
    guard let host, let userData else { return }
    var value = userData.load(as: Double.self)
    let view = userData.load(fromByteOffset: 8, as: animhost_handle.self)
    _ = host.pointee.view_set!(host, view, ANIMHOST_PROP_ALPHA.rawValue, &value, 1)
  }

  @Test func keyframeBodiesBecomeKeyframes() {
    let f = Fixture()
    var p = f.parameters(duration: 1, options: ANIMHOST_OPTION_CURVE_LINEAR)
    #expect(f.table.pointee.animation_keyframes_begin!(f.table, &p) == ANIMHOST_OK)
    let data = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
    defer { data.deallocate() }
    data.storeBytes(of: 0.0, as: Double.self)
    data.storeBytes(of: f.view, toByteOffset: 8, as: animhost_handle.self)
    #expect(
      f.table.pointee.animation_add_keyframe!(f.table, 0, 0.5, Self.setAlpha, data) == ANIMHOST_OK)
    data.storeBytes(of: 1.0, as: Double.self)
    #expect(
      f.table.pointee.animation_add_keyframe!(f.table, 0.5, 0.5, Self.setAlpha, data) == ANIMHOST_OK
    )
    #expect(f.table.pointee.animation_commit!(f.table, nil, nil) == ANIMHOST_OK)
    #expect(abs(f.alpha(at: 0.25) - 0.5) < 1e-9)
    #expect(abs(f.alpha(at: 0.5)) < 1e-9)
    #expect(abs(f.alpha(at: 0.75) - 0.5) < 1e-9)
    #expect(f.engine.diagnostics.isEmpty)
  }

  @Test func springOvershootsWithLowDamping() {
    let f = Fixture()
    var zero = 0.0
    _ = f.table.pointee.view_set!(f.table, f.view, ANIMHOST_PROP_ALPHA.rawValue, &zero, 1)
    var p = f.parameters(duration: 1, damping: 0.3)
    #expect(f.table.pointee.animation_begin!(f.table, &p) == ANIMHOST_OK)
    var centre = [Double](arrayLiteral: 200, 50)
    _ = f.table.pointee.view_set!(f.table, f.view, ANIMHOST_PROP_CENTER.rawValue, &centre, 2)
    _ = f.table.pointee.animation_commit!(f.table, nil, nil)
    let node = f.engine.view(id: Int(f.view & 0xFFFF_FFFF))
    let xs = stride(from: 0.0, through: 1.0, by: 0.02).map {
      node?.presentationValue(.position, at: $0)[0] ?? 0
    }
    #expect((xs.max() ?? 0) > 200, "a damping of 0.3 overshoots")
    #expect(abs((xs.last ?? 0) - 200) < 1e-6)
    #expect(!f.engine.diagnostics.contains { $0.code.hasPrefix("unsupported") })
  }

  /// Parameters the host refuses: each is a bad-argument diagnostic and no transaction opens.
  @Test(arguments: [(-1.0, 0.0), (.nan, 0.0), (1.0, -0.5), (1.0, .infinity)])
  func badParametersAreRefused(duration: Double, damping: Double) {
    let f = Fixture()
    var p = f.parameters(duration: duration, damping: damping)
    #expect(f.table.pointee.animation_begin!(f.table, &p) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.animation_keyframes_begin!(f.table, &p) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(!f.engine.isInTransaction)
    #expect(f.engine.diagnostics.map(\.code) == ["bad-argument", "bad-argument"])
  }

  @Test func keyframeWithoutBodyIsRefused() {
    let f = Fixture()
    #expect(
      f.table.pointee.animation_add_keyframe!(f.table, 0, 1, nil, nil) == ANIMHOST_ERR_BAD_ARGUMENT)
  }
}
