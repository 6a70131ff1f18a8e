import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// Core Animation's explicit animations through the host table: an animation reaches the
/// layer's presentation, its delegate hears start and stop, CATransaction's completion runs,
/// and malformed animations are refused with a diagnostic.
@Suite struct CoreAnimationServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }
    let layer: animhost_handle

    init() {
      bridge.engine = engine
      var frame = animhost_rect(x: 0, y: 0, width: 100, height: 100)
      layer = bridge.table.pointee.view_create!(bridge.table, &frame)
      _ = bridge.table.pointee.view_add_subview!(
        bridge.table, bridge.handle(engine.window.id), layer)
    }

    /// The shown opacity (presentation()).
    var shownAlpha: Double {
      var value = 0.0
      _ = table.pointee.layer_presentation_get!(
        table, layer, ANIMHOST_PROP_ALPHA.rawValue, &value, 1)
      return value
    }

    /// The model opacity.
    var modelAlpha: Double {
      var value = 0.0
      _ = table.pointee.view_get!(table, layer, ANIMHOST_PROP_ALPHA.rawValue, &value, 1)
      return value
    }

    /// Adds a basic opacity animation from `from` to `to` over `duration`.
    func addFade(
      from: Double, to: Double, duration: Double, keyPath: String = "opacity",
      delegate: animhost_ca_event_fn? = nil, userData: UnsafeMutableRawPointer? = nil,
      configure: (inout animhost_ca_animation_v1) -> Void = { _ in }
    ) -> animhost_status {
      var fromValue = from
      var toValue = to
      return withUnsafePointer(to: &fromValue) { fromPointer in
        withUnsafePointer(to: &toValue) { toPointer in
          keyPath.withCString { path in
            var a = animhost_ca_animation_v1()
            a.struct_size = UInt32(MemoryLayout<animhost_ca_animation_v1>.size)
            a.kind = ANIMHOST_CA_BASIC
            a.key_path = path
            a.timing.duration = duration
            a.timing.speed = 1
            a.removed_on_completion = 1
            a.from_value = animhost_ca_value_v1(values: fromPointer, count: 1)
            a.to_value = animhost_ca_value_v1(values: toPointer, count: 1)
            a.delegate = delegate
            a.user_data = userData
            configure(&a)
            return table.pointee.layer_add_animation!(table, layer, &a, "fade")
          }
        }
      }
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  @Test("an explicit animation changes what is shown, never the model, and is removed at the end")
  func anExplicitAnimationChangesOnlyThePresentation() {
    let f = Fixture()
    #expect(f.addFade(from: 0, to: 0.5, duration: 1) == ANIMHOST_OK)
    f.engine.advance(to: 0.5)
    #expect(abs(f.shownAlpha - 0.25) < 1e-9)
    #expect(f.modelAlpha == 1)
    f.engine.advance(to: 1.5)
    #expect(f.shownAlpha == 1, "removed on completion: the model shows again")
    #expect(f.codes.isEmpty, "\(f.codes)")
  }

  /// The events a delegate heard.
  private final class Heard {
    var events: [Int32] = []
  }

  private static let heard: animhost_ca_event_fn = { _, userData, event in
    guard let userData else { return }
    Unmanaged<Heard>.fromOpaque(userData).takeUnretainedValue().events.append(event)
  }

  @Test("the delegate hears animationDidStart then animationDidStop(finished: true)")
  func theDelegateHearsStartThenStop() {
    let f = Fixture()
    let heard = Heard()
    let status = f.addFade(
      from: 0, to: 1, duration: 0.5, delegate: Self.heard,
      userData: Unmanaged.passUnretained(heard).toOpaque())
    #expect(status == ANIMHOST_OK)
    #expect(heard.events.isEmpty, "never called inside layer_add_animation")
    f.engine.advance(to: 1)
    #expect(heard.events == [ANIMHOST_CA_EVENT_START, ANIMHOST_CA_EVENT_STOP])
  }

  @Test("removeAnimation(forKey:) stops it with finished false")
  func removingStopsWithFinishedFalse() {
    let f = Fixture()
    let heard = Heard()
    _ = f.addFade(
      from: 0, to: 1, duration: 1, delegate: Self.heard,
      userData: Unmanaged.passUnretained(heard).toOpaque())
    f.engine.advance(to: 0.25)
    #expect(f.table.pointee.layer_remove_animation!(f.table, f.layer, "fade") == ANIMHOST_OK)
    f.engine.advance(to: 0.5)
    #expect(heard.events == [ANIMHOST_CA_EVENT_START, ANIMHOST_CA_EVENT_STOP_REMOVED])
    #expect(f.shownAlpha == 1)
  }

  @Test("an unknown key path animates nothing, with a diagnostic naming it, but runs on time")
  func anUnknownKeyPathRunsOnTimeAndAnimatesNothing() {
    let f = Fixture()
    let heard = Heard()
    let status = f.addFade(
      from: 0, to: 1, duration: 1, keyPath: "opacty", delegate: Self.heard,
      userData: Unmanaged.passUnretained(heard).toOpaque())
    #expect(status == ANIMHOST_OK)
    #expect(f.codes == ["unknown-key-path"])
    #expect(f.engine.diagnostics.first?.message.contains("'opacty'") == true)
    f.engine.advance(to: 0.5)
    #expect(f.shownAlpha == 1, "nothing is animated")
    #expect(heard.events == [ANIMHOST_CA_EVENT_START])
    f.engine.advance(to: 1)
    #expect(heard.events == [ANIMHOST_CA_EVENT_START, ANIMHOST_CA_EVENT_STOP])
  }

  @Test(
    "malformed animations are refused with a diagnostic",
    arguments: ["two values", "negative duration", "fill mode", "kind", "small struct"])
  func malformedAnimationsAreRefused(problem: String) {
    let f = Fixture()
    let status = f.addFade(
      from: 0, to: 1, duration: 1,
      configure: { a in
        switch problem {
        case "two values": a.to_value.count = 2
        case "negative duration": a.timing.duration = -1
        case "fill mode": a.timing.fill_mode = 9
        case "kind": a.kind = 42
        default: a.struct_size = 12
        }
      })
    #expect(status == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.codes == ["bad-argument"])
  }

  @Test("an animation struct of an ABI 1.4 plugin (before the CATransition fields) is read")
  func anABI14AnimationStructIsRead() {
    let f = Fixture()
    let status = f.addFade(
      from: 0, to: 1, duration: 1,
      configure: { a in
        a.struct_size = UInt32(
          MemoryLayout<animhost_ca_animation_v1>.offset(of: \.transition_type) ?? 0)
        a.transition_type = nil
      })
    #expect(status == ANIMHOST_OK)
    f.engine.advance(to: 0.5)
    #expect(abs(f.shownAlpha - 0.5) < 1e-9)
  }

  @Test("a group that contains itself is refused, not followed forever")
  func aGroupThatContainsItselfIsRefused() {
    let f = Fixture()
    let group = UnsafeMutablePointer<animhost_ca_animation_v1>.allocate(capacity: 1)
    defer { group.deallocate() }
    group.initialize(to: animhost_ca_animation_v1())
    group.pointee.struct_size = UInt32(MemoryLayout<animhost_ca_animation_v1>.size)
    group.pointee.kind = ANIMHOST_CA_GROUP
    group.pointee.timing.speed = 1
    group.pointee.children = UnsafePointer(group)
    group.pointee.child_count = 1
    #expect(f.table.pointee.layer_add_animation!(f.table, f.layer, group, nil) == -2)
    #expect(f.codes == ["bad-argument"])
  }

  /// Counts CATransaction completions.
  private final class Completions {
    var count = 0
  }

  private static let completed: animhost_completion_fn = { _, userData, _ in
    guard let userData else { return }
    Unmanaged<Completions>.fromOpaque(userData).takeUnretainedValue().count += 1
  }

  @Test("CATransaction's completion runs once its animations have stopped")
  func transactionCompletionRunsAfterItsAnimations() {
    let f = Fixture()
    let completions = Completions()
    #expect(f.table.pointee.transaction_command!(f.table, ANIMHOST_TRANSACTION_BEGIN, 0) == 0)
    #expect(
      f.table.pointee.transaction_command!(f.table, ANIMHOST_TRANSACTION_SET_DURATION, 0.4) == 0)
    _ = f.table.pointee.transaction_set_completion!(
      f.table, Self.completed, Unmanaged.passUnretained(completions).toOpaque())
    #expect(f.addFade(from: 0, to: 1, duration: 0) == ANIMHOST_OK)
    #expect(f.table.pointee.transaction_command!(f.table, ANIMHOST_TRANSACTION_COMMIT, 0) == 0)
    f.engine.advance(to: 0.3)
    #expect(completions.count == 0)
    f.engine.advance(to: 0.5)
    #expect(completions.count == 1)
  }

  @Test("CACurrentMediaTime() is the virtual clock")
  func mediaTimeIsTheVirtualClock() {
    let f = Fixture()
    f.engine.advance(to: 1.25)
    #expect(f.table.pointee.media_time!(f.table) == 1.25)
  }

  @Test("convert(_:to:) maps a point and a rect to the window, and refuses other counts")
  func convertMapsToTheWindow() {
    let f = Fixture()
    var frame = animhost_rect(x: 5, y: 6, width: 10, height: 10)
    let child = f.table.pointee.view_create!(f.table, &frame)
    _ = f.table.pointee.view_add_subview!(f.table, f.layer, child)
    var point = [1.0, 2.0]
    var out = [0.0, 0.0, 0.0, 0.0]
    #expect(f.table.pointee.view_convert!(f.table, child, 0, &point, 2, &out) == ANIMHOST_OK)
    #expect(Array(out.prefix(2)) == [6, 8])
    var rect = [0.0, 0.0, 10.0, 10.0]
    #expect(f.table.pointee.view_convert!(f.table, child, f.layer, &rect, 4, &out) == ANIMHOST_OK)
    #expect(out == [5, 6, 10, 10])
    #expect(f.table.pointee.view_convert!(f.table, child, 0, &rect, 3, &out) == -2)
    #expect(f.codes == ["bad-argument"])
  }
}
