import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

@Suite struct HostBridgeTests {
  /// Kinds of handle that no call may trust.
  enum BadHandle: String, CaseIterable, Sendable {
    case madeUp, zero, foreign, unknownID, wrongKind
  }

  /// A bridge with an engine and one view made through the table.
  private struct Fixture {
    let bridge = HostBridge(animatorID: "t")
    let other = HostBridge(animatorID: "other")
    let engine = Engine(screen: .phone, seed: 1)
    let view: animhost_handle

    init() throws {
      bridge.engine = engine
      other.engine = Engine(screen: .phone, seed: 2)
      var frame = animhost_rect(x: 10, y: 20, width: 30, height: 40)
      view = bridge.table.pointee.view_create!(bridge.table, &frame)
      #expect(view != 0)
    }

    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    func handle(_ kind: BadHandle) -> animhost_handle {
      switch kind {
      case .madeUp: 0xdead
      case .zero: 0
      // A real view of another run: its serial differs.
      case .foreign: other.handle(Int(view & 0xFFFF_FFFF))
      case .unknownID: bridge.handle(9999)
      // The window's id is a view, not a transition context.
      case .wrongKind: bridge.handle(engine.window.id)
      }
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  /// The window's handle is a good view handle, so view calls get the other bad kinds.
  @Test(arguments: BadHandle.allCases.filter { $0 != .wrongKind })
  func viewCallsRefuseBadHandles(kind: BadHandle) throws {
    let f = try Fixture()
    let handle = f.handle(kind)
    var values: [Double] = [0.5]
    var rect = animhost_rect()
    #expect(
      f.table.pointee.view_set!(f.table, handle, UInt32(ANIMHOST_PROP_ALPHA.rawValue), &values, 1)
        == ANIMHOST_ERR_BAD_HANDLE)
    #expect(
      f.table.pointee.view_get!(f.table, handle, UInt32(ANIMHOST_PROP_ALPHA.rawValue), &values, 1)
        == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.table.pointee.view_superview!(f.table, handle) == 0)
    #expect(f.table.pointee.view_snapshot!(f.table, handle, 0) == 0)
    #expect(f.table.pointee.view_add_subview!(f.table, handle, f.view) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.table.pointee.view_add_subview!(f.table, f.view, handle) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.table.pointee.view_remove_from_superview!(f.table, handle) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.table.pointee.view_set_text!(f.table, handle, "x") == ANIMHOST_ERR_BAD_HANDLE)
    #expect(
      f.table.pointee.context_source_frame!(f.table, handle, &rect) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.codes.count == 9)
    #expect(f.codes.allSatisfy { $0 == "bad-handle" })
    #expect(f.engine.diagnostics.first?.message.contains("animator 't'") == true)
    #expect(f.engine.diagnostics.first?.message.contains("0x" + String(handle, radix: 16)) == true)
    #expect(f.other.engine?.diagnostics.isEmpty == true)
  }

  @Test(arguments: BadHandle.allCases)
  func contextCallsRefuseBadHandles(kind: BadHandle) throws {
    let f = try Fixture()
    let handle = f.handle(kind)
    var rect = animhost_rect()
    #expect(f.table.pointee.context_view!(f.table, handle, Int32(ANIMHOST_KEY_TO.rawValue)) == 0)
    #expect(f.table.pointee.context_container_view!(f.table, handle) == 0)
    #expect(f.table.pointee.context_flags!(f.table, handle) == 0)
    #expect(f.table.pointee.context_presentation_style!(f.table, handle) == -1)
    #expect(
      f.table.pointee.context_final_frame!(f.table, handle, f.view, &rect)
        == ANIMHOST_ERR_BAD_HANDLE)
    #expect(
      f.table.pointee.context_complete_transition!(f.table, handle, 1) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.table.pointee.view_controller_view!(f.table, handle) == 0)
    #expect(
      f.table.pointee.begin_appearance_transition!(f.table, handle, 1, 1) == ANIMHOST_ERR_BAD_HANDLE
    )
    #expect(f.codes.count == 8)
    #expect(f.codes.allSatisfy { $0 == "bad-handle" })
  }

  /// Wrong value counts, NULL pointers and non-finite values are bad arguments, not crashes.
  @Test(
    arguments: [
      (ANIMHOST_PROP_ALPHA, 4, [1, 1, 1, 1]),
      (ANIMHOST_PROP_FRAME, 1, [1]),
      (ANIMHOST_PROP_CENTER, 4, [1, 2, 3, 4]),
      (ANIMHOST_PROP_BACKGROUND_COLOR, 2, [0.5, 0.5]),
      (ANIMHOST_PROP_ALPHA, 1, [.nan]),
      (ANIMHOST_PROP_CENTER, 2, [0, .infinity]),
    ] as [(animhost_property, UInt32, [Double])])
  func viewSetRefusesBadValues(kind: animhost_property, count: UInt32, values: [Double]) throws {
    let f = try Fixture()
    let property = UInt32(kind.rawValue)
    var before = [Double](repeating: -1, count: 4)
    let getCount = UInt32(
      property == UInt32(ANIMHOST_PROP_ALPHA.rawValue)
        ? 1 : property == UInt32(ANIMHOST_PROP_CENTER.rawValue) ? 2 : 4)
    #expect(f.table.pointee.view_get!(f.table, f.view, property, &before, getCount) == ANIMHOST_OK)
    #expect(
      f.table.pointee.view_set!(f.table, f.view, property, values, count)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    var after = [Double](repeating: -1, count: 4)
    #expect(f.table.pointee.view_get!(f.table, f.view, property, &after, getCount) == ANIMHOST_OK)
    #expect(after == before)
    #expect(f.codes == ["bad-argument"])
    #expect(f.engine.diagnostics.first?.message.contains("view_set") == true)
  }

  @Test func nullPointersAndWrongCountsAreBadArguments() throws {
    let f = try Fixture()
    var values = [Double](repeating: 0, count: 4)
    #expect(
      f.table.pointee.view_set!(f.table, f.view, UInt32(ANIMHOST_PROP_ALPHA.rawValue), nil, 1)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(
      f.table.pointee.view_get!(f.table, f.view, UInt32(ANIMHOST_PROP_ALPHA.rawValue), nil, 1)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(
      f.table.pointee.view_get!(f.table, f.view, UInt32(ANIMHOST_PROP_FRAME.rawValue), &values, 2)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.screen_bounds!(f.table, nil) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.animation_begin!(f.table, nil) == ANIMHOST_ERR_BAD_ARGUMENT)
    var short = animhost_animation_v1(
      struct_size: 4, duration: 1, delay: 0, options: 0, spring_damping: 0, spring_velocity: 0)
    #expect(f.table.pointee.animation_begin!(f.table, &short) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(
      f.table.pointee.view_remove_from_superview!(f.table, f.bridge.handle(f.engine.window.id))
        == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.codes == Array(repeating: "bad-argument", count: 7))
  }

  /// Unknown properties are unsupported; good calls succeed and change the view.
  @Test func goodCallsWork() throws {
    let f = try Fixture()
    var values: [Double] = [0.25]
    #expect(f.table.pointee.view_set!(f.table, f.view, 99, &values, 1) == ANIMHOST_ERR_UNSUPPORTED)
    #expect(
      f.table.pointee.view_set!(f.table, f.view, UInt32(ANIMHOST_PROP_ALPHA.rawValue), &values, 1)
        == ANIMHOST_OK)
    var read: [Double] = [0]
    #expect(
      f.table.pointee.view_get!(f.table, f.view, UInt32(ANIMHOST_PROP_ALPHA.rawValue), &read, 1)
        == ANIMHOST_OK)
    #expect(read == [0.25])
    var frame = [Double](repeating: 0, count: 4)
    #expect(
      f.table.pointee.view_get!(f.table, f.view, UInt32(ANIMHOST_PROP_FRAME.rawValue), &frame, 4)
        == ANIMHOST_OK)
    #expect(frame == [10, 20, 30, 40])
    #expect(f.table.pointee.animation_commit!(f.table, nil, nil) == ANIMHOST_ERR_STATE)
    #expect(f.codes == ["unbalanced-transaction"])
    #expect(
      f.table.pointee.abi_major == ANIMATOR_ABI_MAJOR
        && f.table.pointee.abi_minor == ANIMATOR_ABI_MINOR)
    #expect(Int(f.table.pointee.struct_size) == MemoryLayout<animhost_host_v1>.size)
  }

  /// Without an engine (before a run starts) calls fail cleanly.
  @Test func noEngineIsSafe() {
    let bridge = HostBridge(animatorID: "idle")
    var values: [Double] = [1]
    var rect = animhost_rect()
    #expect(
      bridge.table.pointee.view_set!(
        bridge.table, bridge.handle(1), UInt32(ANIMHOST_PROP_ALPHA.rawValue), &values, 1)
        == ANIMHOST_ERR_BAD_HANDLE)
    #expect(bridge.table.pointee.view_create!(bridge.table, &rect) == 0)
    #expect(bridge.table.pointee.screen_bounds!(bridge.table, &rect) == ANIMHOST_ERR_STATE)
    #expect(bridge.table.pointee.random_next!(bridge.table) == 0)
  }
}
