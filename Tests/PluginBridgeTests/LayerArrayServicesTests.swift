import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// The ABI 1.5 layer calls through the host table: gradient and replicator layers, array
/// properties, region snapshots and key-value coding, each refusing bad input with a
/// diagnostic.
@Suite struct LayerArrayServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    init() { bridge.engine = engine }

    /// A new layer of a kind, in the window.
    func layer(_ kind: animhost_layer_kind) -> animhost_handle {
      let handle = table.pointee.view_create_layer!(table, Int32(kind.rawValue))
      _ = table.pointee.view_add_subview!(table, bridge.handle(engine.window.id), handle)
      return handle
    }

    /// The engine view behind a handle.
    func view(_ handle: animhost_handle) -> ViewNode? {
      engine.window.subviews.first { bridge.handle($0.id) == handle }
    }

    func setArray(_ layer: animhost_handle, _ which: Int32, _ values: [Double]) -> animhost_status {
      values.withUnsafeBufferPointer {
        table.pointee.layer_set_array!(table, layer, which, $0.baseAddress, UInt32($0.count))
      }
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  @Test("gradient colours and locations are set on a gradient layer")
  func gradientArrays() throws {
    let f = Fixture()
    let layer = f.layer(ANIMHOST_LAYER_GRADIENT)
    #expect(
      f.setArray(layer, ANIMHOST_ARRAY_GRADIENT_COLORS, [1, 0, 0, 1, 0, 0, 1, 2]) == ANIMHOST_OK)
    #expect(f.setArray(layer, ANIMHOST_ARRAY_GRADIENT_LOCATIONS, [0.2, 0.8]) == ANIMHOST_OK)
    let gradient = try #require(f.view(layer)?.gradient)
    #expect(
      gradient.colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    #expect(gradient.locations == [0.2, 0.8])
    #expect(f.setArray(layer, ANIMHOST_ARRAY_GRADIENT_LOCATIONS, []) == ANIMHOST_OK)
    #expect(f.view(layer)?.gradient?.locations == nil, "count 0 sets nil: evenly spaced")
  }

  @Test(
    "arrays that do not fit the layer are refused with a diagnostic",
    arguments: [
      (ANIMHOST_LAYER_PLAIN, ANIMHOST_ARRAY_GRADIENT_COLORS, [0.0, 0, 0, 1]),
      (ANIMHOST_LAYER_GRADIENT, ANIMHOST_ARRAY_GRADIENT_COLORS, [0, 0, 0]),
      (ANIMHOST_LAYER_PLAIN, ANIMHOST_ARRAY_LINE_DASH_PATTERN, [4, 2]),
      (ANIMHOST_LAYER_SHAPE, ANIMHOST_ARRAY_LINE_DASH_PATTERN, [4, -2]),
      (ANIMHOST_LAYER_PLAIN, ANIMHOST_ARRAY_SHADOW_PATH, [42]),
      (ANIMHOST_LAYER_PLAIN, 99, [1]),
      (ANIMHOST_LAYER_SHAPE, ANIMHOST_ARRAY_LINE_DASH_PATTERN, [.nan]),
    ] as [(animhost_layer_kind, Int32, [Double])])
  func badArraysAreRefused(kind: animhost_layer_kind, which: Int32, values: [Double]) {
    let f = Fixture()
    #expect(f.setArray(f.layer(kind), which, values) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.codes == ["bad-argument"])
  }

  @Test("a shadow path and a dash pattern reach the layer")
  func shadowPathAndDashes() throws {
    let f = Fixture()
    let layer = f.layer(ANIMHOST_LAYER_SHAPE)
    let rect = [Double(ANIMHOST_PATH_MOVE), 0, 0, Double(ANIMHOST_PATH_LINE), 10, 0]
    #expect(f.setArray(layer, ANIMHOST_ARRAY_SHADOW_PATH, rect) == ANIMHOST_OK)
    #expect(f.setArray(layer, ANIMHOST_ARRAY_LINE_DASH_PATTERN, [4, 2]) == ANIMHOST_OK)
    let view = try #require(f.view(layer))
    #expect(view.shadowPath?.elements.count == 2 && view.shape?.lineDashPattern == [4, 2])
  }

  @Test("instanceCount is clamped to the replicator-instances limit with a warning")
  func instanceCountIsClamped() {
    let f = Fixture()
    let layer = f.layer(ANIMHOST_LAYER_REPLICATOR)
    var count = 1e9
    _ = f.table.pointee.view_set!(f.table, layer, ANIMHOST_PROP_INSTANCE_COUNT.rawValue, &count, 1)
    var read = 0.0
    _ = f.table.pointee.view_get!(f.table, layer, ANIMHOST_PROP_INSTANCE_COUNT.rawValue, &read, 1)
    #expect(read == EngineLimits.replicatorInstances.value)
    #expect(f.codes == ["limit-exceeded"])
  }

  @Test("a region snapshot has the rectangle's size; an empty rectangle gives none")
  func regionSnapshots() {
    let f = Fixture()
    let layer = f.layer(ANIMHOST_LAYER_PLAIN)
    var rect = animhost_rect(x: 0, y: 0, width: 30, height: 20)
    let insets = [1.0, 2, 3, 4]
    let snapshot = f.table.pointee.view_snapshot_region!(f.table, layer, &rect, 0, insets)
    #expect(snapshot != 0)
    var bounds = [Double](repeating: 0, count: 4)
    _ = f.table.pointee.view_get!(f.table, snapshot, ANIMHOST_PROP_BOUNDS.rawValue, &bounds, 4)
    #expect(bounds == [0, 0, 30, 20])
    var empty = animhost_rect(x: 0, y: 0, width: 0, height: 20)
    #expect(f.table.pointee.view_snapshot_region!(f.table, layer, &empty, 0, nil) == 0)
    #expect(f.codes == ["bad-argument"])
  }

  @Test("key-value coding sets and reads key paths; other keys are not the host's")
  func keyValueCoding() {
    let f = Fixture()
    let layer = f.layer(ANIMHOST_LAYER_PLAIN)
    var angle = Double.pi / 2
    #expect(
      f.table.pointee.layer_set_key_path!(f.table, layer, "transform.rotation.z", &angle, 1)
        == ANIMHOST_OK)
    var values = [Double](repeating: 0, count: 16)
    var count: UInt32 = 0
    #expect(
      f.table.pointee.layer_get_key_path!(f.table, layer, "transform.rotation.z", &values, &count)
        == ANIMHOST_OK)
    #expect(count == 1 && abs(values[0] - .pi / 2) < 1e-9)
    #expect(
      f.table.pointee.layer_get_key_path!(f.table, layer, "transform", &values, &count)
        == ANIMHOST_OK)
    #expect(count == 16 && abs(values[1] - 1) < 1e-9)
    #expect(
      f.table.pointee.layer_set_key_path!(f.table, layer, "myTag", &angle, 1)
        == ANIMHOST_ERR_NOT_FOUND)
    #expect(
      f.table.pointee.layer_set_key_path!(f.table, layer, "position", &angle, 1)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.codes == ["bad-argument"], "an unknown key is quiet; a wrong count is not")
  }
}
