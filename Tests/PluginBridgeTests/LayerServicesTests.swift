import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// The ABI 1.2 calls: layer properties, layer kinds, paths, masks, z-order and emitters.
@Suite struct LayerServicesTests {
  private struct Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    init() { bridge.engine = engine }

    func view(_ handle: animhost_handle) throws -> ViewNode {
      try #require(engine.view(id: Int(handle & 0xFFFF_FFFF)))
    }

    func makeView() -> animhost_handle {
      var frame = animhost_rect(x: 10, y: 20, width: 100, height: 50)
      return table.pointee.view_create!(table, &frame)
    }

    func set(_ handle: animhost_handle, _ property: animhost_property, _ values: [Double])
      -> animhost_status
    {
      var v = values
      return table.pointee.view_set!(table, handle, property.rawValue, &v, UInt32(v.count))
    }

    func get(_ handle: animhost_handle, _ property: animhost_property, count: Int) -> [Double] {
      var v = [Double](repeating: .nan, count: count)
      _ = table.pointee.view_get!(table, handle, property.rawValue, &v, UInt32(count))
      return v
    }
  }

  /// Each layer property: what is set, what the getter returns (after UIKit's clamping).
  static let properties: [(animhost_property, [Double], [Double])] = [
    (ANIMHOST_PROP_ANCHOR_POINT, [0, 1], [0, 1]),
    (ANIMHOST_PROP_Z_POSITION, [3], [3]),
    (ANIMHOST_PROP_CORNER_RADIUS, [-4], [0]),
    (ANIMHOST_PROP_MASKS_TO_BOUNDS, [1], [1]),
    (ANIMHOST_PROP_BORDER_WIDTH, [2], [2]),
    (ANIMHOST_PROP_BORDER_COLOR, [1, 0, 0, 2], [1, 0, 0, 1]),
    (ANIMHOST_PROP_SHADOW_COLOR, [0, 0, 1, 1], [0, 0, 1, 1]),
    (ANIMHOST_PROP_SHADOW_OPACITY, [1.5], [1]),
    (ANIMHOST_PROP_SHADOW_RADIUS, [8], [8]),
    (ANIMHOST_PROP_SHADOW_OFFSET, [2, 4], [2, 4]),
    (ANIMHOST_PROP_FILL_COLOR, [0, 1, 0, 1], [0, 1, 0, 1]),
    (ANIMHOST_PROP_STROKE_COLOR, [1, 1, 0, 1], [1, 1, 0, 1]),
    (ANIMHOST_PROP_LINE_WIDTH, [3], [3]),
    (ANIMHOST_PROP_STROKE_START, [0.25], [0.25]),
    (ANIMHOST_PROP_STROKE_END, [0.5], [0.5]),
    (ANIMHOST_PROP_FILL_RULE, [1], [1]),
    (ANIMHOST_PROP_LINE_CAP, [1], [1]),
    (ANIMHOST_PROP_LINE_JOIN, [2], [2]),
    (ANIMHOST_PROP_TRANSFORM, Transform3D.scale(2, 3).m.array, Transform3D.scale(2, 3).m.array),
  ]

  @Test(arguments: properties.indices)
  func layerPropertiesRoundTrip(index: Int) {
    let (property, written, read) = Self.properties[index]
    let f = Fixture()
    let view = f.makeView()
    #expect(f.set(view, property, written) == ANIMHOST_OK)
    #expect(f.get(view, property, count: read.count) == read)
    #expect(f.set(view, property, written + [0]) == ANIMHOST_ERR_BAD_ARGUMENT)
  }

  @Test func frameSetterPlacesThePositionByTheAnchorPoint() throws {
    let f = Fixture()
    let view = f.makeView()
    _ = f.set(view, ANIMHOST_PROP_ANCHOR_POINT, [0, 0])
    _ = f.set(view, ANIMHOST_PROP_FRAME, [10, 20, 100, 50])
    #expect(f.get(view, ANIMHOST_PROP_CENTER, count: 2) == [10, 20])
    // A transform makes the frame getter the bounding box of the transformed bounds.
    _ = f.set(view, ANIMHOST_PROP_TRANSFORM, Transform3D.scale(2, 2).m.array)
    #expect(f.get(view, ANIMHOST_PROP_FRAME, count: 4) == [10, 20, 200, 100])
  }

  @Test(arguments: [
    (ANIMHOST_LAYER_PLAIN, "view"), (ANIMHOST_LAYER_SHAPE, "shape"),
    (ANIMHOST_LAYER_EMITTER, "emitter"),
  ])
  func layerKindsRecordTheirKind(kind: animhost_layer_kind, recorded: String) {
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(kind.rawValue))
    #expect(layer != 0)
    #expect(
      f.table.pointee.view_add_subview!(f.table, f.bridge.handle(f.engine.window.id), layer)
        == ANIMHOST_OK)
    let frame = FrameRecorder.record(f.engine.window, time: 0)
    #expect(frame.children.last?.kind == recorded)
  }

  /// Path commands, including arcs and the ready-made shapes, or why they are refused.
  static let paths: [([Double], animhost_status)] = [
    ([0, 0, 0, 1, 10, 0, 2, 10, 10, 0, 10, 3, 1, 1, 2, 2, 3, 3, 4], ANIMHOST_OK),
    ([5, 50, 50, 20, 0, 3.14, 1], ANIMHOST_OK),
    ([6, 0, 0, 10, 10, 7, 0, 0, 10, 10, 3, 8, 5, 5, 5, 5, 0.4, 9, 0, 0, 10, 10], ANIMHOST_OK),
    ([1, 10], ANIMHOST_ERR_BAD_ARGUMENT),
    ([42], ANIMHOST_ERR_BAD_ARGUMENT),
    ([0, .nan, 0], ANIMHOST_ERR_BAD_ARGUMENT),
    ([8, 5, 5, 5, 1, 0.4], ANIMHOST_ERR_BAD_ARGUMENT),
  ]

  @Test(arguments: paths.indices)
  func pathCommandsDecodeOrAreRefused(index: Int) throws {
    let (commands, status) = Self.paths[index]
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_SHAPE.rawValue))
    #expect(
      f.table.pointee.view_set_path!(f.table, layer, commands, UInt32(commands.count)) == status)
    let shape = try #require(try f.view(layer).shape)
    #expect(shape.path.isEmpty == (status != ANIMHOST_OK))
  }

  @Test func maskMustBeOutsideTheTree() throws {
    let f = Fixture()
    let view = f.makeView()
    let mask = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_SHAPE.rawValue))
    #expect(f.table.pointee.view_set_mask!(f.table, view, mask) == ANIMHOST_OK)
    #expect(try f.view(view).mask === f.view(mask))
    #expect(f.table.pointee.view_set_mask!(f.table, view, view) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.view_set_mask!(f.table, view, 0) == ANIMHOST_OK)
    #expect(try f.view(view).mask == nil)
  }

  @Test(arguments: [(Int32(1), [2, 3, 1]), (Int32(0), [3, 1, 2])])
  func reorderMovesToFrontOrBack(toFront: Int32, order: [Int]) throws {
    let f = Fixture()
    let parent = f.makeView()
    let children = (0..<3).map { _ in f.makeView() }
    for child in children { _ = f.table.pointee.view_add_subview!(f.table, parent, child) }
    let moved = toFront == 1 ? children[0] : children[2]
    #expect(f.table.pointee.view_reorder!(f.table, parent, moved, toFront) == ANIMHOST_OK)
    let ids = try f.view(parent).subviews.map(\.id)
    let expected = try order.map { try f.view(children[$0 - 1]).id }
    #expect(ids == expected)
    #expect(
      f.table.pointee.view_reorder!(f.table, children[0], parent, 1) == ANIMHOST_ERR_BAD_ARGUMENT)
  }

  @Test func emitterConfigurationIsCheckedAndApplied() throws {
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_EMITTER.rawValue))
    var emitter = animhost_emitter_v1(
      struct_size: UInt32(MemoryLayout<animhost_emitter_v1>.size), position_x: 100, position_y: 0,
      width: 390, height: 1, shape: 1, birth_rate: 1, lifetime: 1)
    var cell = animhost_emitter_cell_v1()
    cell.struct_size = UInt32(MemoryLayout<animhost_emitter_cell_v1>.size)
    cell.birth_rate = 50
    cell.lifetime = 2
    cell.size = 6
    cell.shape = Int32(ANIMHOST_PARTICLE_FLAKE.rawValue)
    #expect(f.table.pointee.emitter_configure!(f.table, layer, &emitter, &cell, 1) == ANIMHOST_OK)
    let configuration = try #require(try f.view(layer).emitter?.configuration)
    #expect(configuration.cells.count == 1 && configuration.cells[0].shape == .flake)
    #expect(configuration.shape == .line && configuration.size.width == 390)
    cell.lifetime = -1
    #expect(
      f.table.pointee.emitter_configure!(f.table, layer, &emitter, &cell, 1)
        == ANIMHOST_ERR_BAD_ARGUMENT)
    let plain = f.makeView()
    #expect(
      f.table.pointee.emitter_configure!(f.table, plain, &emitter, &cell, 1)
        == ANIMHOST_ERR_BAD_ARGUMENT)
  }
}

extension SIMD16 where Scalar == Double {
  /// The sixteen lanes as an array.
  var array: [Double] { (0..<16).map { self[$0] } }
}
