import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// Gesture recognizers through the host table: creation, attaching, reading back, and refusals.
@Suite struct GestureServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }
    let view: animhost_handle

    init() {
      bridge.engine = engine
      var frame = animhost_rect(x: 10, y: 20, width: 100, height: 100)
      view = bridge.table.pointee.view_create!(bridge.table, &frame)
      _ = bridge.table.pointee.view_add_subview!(
        bridge.table, bridge.handle(engine.window.id), view)
    }

    func get(_ recognizer: animhost_handle) -> (animhost_status, animhost_gesture_v1) {
      var out = animhost_gesture_v1()
      out.struct_size = UInt32(MemoryLayout<animhost_gesture_v1>.size)
      return (table.pointee.gesture_get!(table, recognizer, &out), out)
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  @Test(
    "a new recognizer is possible, enabled and unattached until addGestureRecognizer",
    arguments: [
      (ANIMHOST_GESTURE_PAN, UInt32(0)), (ANIMHOST_GESTURE_SCREEN_EDGE_PAN, ANIMHOST_EDGE_LEFT),
      (ANIMHOST_GESTURE_TAP, UInt32(0)), (ANIMHOST_GESTURE_PINCH, UInt32(0)),
    ] as [(Int32, UInt32)])
  func aNewRecognizerIsPossibleAndEnabled(kind: Int32, edges: UInt32) {
    let f = Fixture()
    let recognizer = f.table.pointee.gesture_create!(f.table, kind, edges, nil, nil)
    #expect(recognizer != 0)
    var (status, info) = f.get(recognizer)
    #expect(status == ANIMHOST_OK)
    #expect(info.kind == kind && info.edges == edges)
    #expect(info.state == ANIMHOST_GESTURE_POSSIBLE && info.is_enabled == 1 && info.view == 0)
    #expect(f.table.pointee.gesture_attach!(f.table, recognizer, f.view) == ANIMHOST_OK)
    (status, info) = f.get(recognizer)
    #expect(info.view == f.view)
    #expect(f.table.pointee.gesture_attach!(f.table, recognizer, 0) == ANIMHOST_OK)
    (status, info) = f.get(recognizer)
    #expect(info.view == 0)
    #expect(f.codes.isEmpty, "\(f.codes)")
  }

  @Test("setTranslation(_:in:) sets what translation(in:) reads")
  func setTranslationSetsTheTranslation() {
    let f = Fixture()
    let recognizer = f.table.pointee.gesture_create!(f.table, ANIMHOST_GESTURE_PAN, 0, nil, nil)
    #expect(f.table.pointee.gesture_set_translation!(f.table, recognizer, f.view, 12, -3) == 0)
    var point = [0.0, 0.0]
    #expect(
      f.table.pointee.gesture_point!(f.table, recognizer, ANIMHOST_GESTURE_TRANSLATION, 0, &point)
        == ANIMHOST_OK)
    #expect(point == [12, -3])
  }

  @Test("bad kinds, edges and handles are refused with a diagnostic")
  func badArgumentsAreRefused() {
    let f = Fixture()
    #expect(f.table.pointee.gesture_create!(f.table, 7, 0, nil, nil) == 0)
    #expect(f.table.pointee.gesture_create!(f.table, ANIMHOST_GESTURE_PAN, 0x30, nil, nil) == 0)
    #expect(f.get(f.view).0 == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.codes == ["bad-argument", "bad-argument", "bad-handle"])
  }
}
