import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// Where a plugin's values enter the engine, the bridge holds them to `EngineLimits`: sizes are
/// clamped, long texts cut, over-long paths and cell rates refused, and once a run is stopping
/// every call fails at once.
@Suite struct BridgeLimitsTests {
  private struct Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    init() {
      bridge.engine = engine
      engine.activeAnimator = "t"
    }

    func view(_ handle: animhost_handle) throws -> ViewNode {
      try #require(engine.view(id: Int(handle & 0xFFFF_FFFF)))
    }

    func makeView() -> animhost_handle {
      var frame = animhost_rect(x: 0, y: 0, width: 100, height: 50)
      return table.pointee.view_create!(table, &frame)
    }

    func set(
      _ handle: animhost_handle, _ property: animhost_property, _ value: Double
    ) -> animhost_status {
      var v = value
      return table.pointee.view_set!(table, handle, property.rawValue, &v, 1)
    }

    var messages: [String] { engine.diagnostics.map(\.message) }
  }

  /// (property, value set, value kept, the warning after the animator's name or nil).
  static let sizes: [(animhost_property, Double, Double, String?)] = [
    (
      ANIMHOST_PROP_SHADOW_RADIUS, 1e9, 256,
      "shadow radius 1000000000 points exceeds the limit of 256 points; clamped to 256 points"
    ),
    (ANIMHOST_PROP_SHADOW_RADIUS, 256, 256, nil),
    (ANIMHOST_PROP_SHADOW_RADIUS, -3, 0, nil),
    (
      ANIMHOST_PROP_LINE_WIDTH, 5_000, 1_024,
      "line width 5000 points exceeds the limit of 1024 points; clamped to 1024 points"
    ),
    (
      ANIMHOST_PROP_FONT_SIZE, 1e300, 1_024,
      "font size 1e+300 points exceeds the limit of 1024 points; clamped to 1024 points"
    ),
    (ANIMHOST_PROP_FONT_SIZE, 40, 40, nil),
  ]

  @Test(arguments: sizes)
  func aSizeOverItsLimitIsClamped(
    property: animhost_property, value: Double, kept: Double, warning: String?
  ) throws {
    let f = Fixture()
    let view = f.makeView()
    #expect(f.set(view, property, value) == ANIMHOST_OK)
    var got = Double.nan
    #expect(f.table.pointee.view_get!(f.table, view, property.rawValue, &got, 1) == ANIMHOST_OK)
    #expect(got == kept)
    #expect(f.messages == (warning.map { ["animator 't': \($0)"] } ?? []))
  }

  /// (text, bytes kept): cut at 4096 bytes, never inside a character.
  static let texts: [(String, Int)] = [
    (String(repeating: "x", count: 4_096), 4_096),
    (String(repeating: "x", count: 100_000), 4_096),
    (String(repeating: "€", count: 2_000), 4_095),
  ]

  @Test(arguments: texts)
  func aLongLabelTextIsCutAtACharacter(text: String, kept: Int) throws {
    let f = Fixture()
    let view = f.makeView()
    #expect(f.table.pointee.view_set_text!(f.table, view, text) == ANIMHOST_OK)
    let label = try #require(try f.view(view).text)
    #expect(label.utf8.count == kept)
    #expect(text.hasPrefix(label))
    let warning =
      "animator 't': label text exceeds the limit of 4096 bytes; it was cut to that length"
    #expect(f.messages == (text.utf8.count > 4_096 ? [warning] : []))
  }

  @Test func aLongLogMessageIsCutAndMarked() {
    let f = Fixture()
    f.table.pointee.log!(f.table, ANIMHOST_LOG_INFO, String(repeating: "y", count: 10_000))
    let mark = "… (cut at the log message limit of 1024 bytes)"
    #expect(f.messages == ["t: " + String(repeating: "y", count: 1_024) + mark])
  }

  /// (line commands, accepted): a path may have 4096 elements, the move included.
  static let paths: [(Int, Bool)] = [(4_095, true), (4_096, false), (100_000, false)]

  @Test(arguments: paths)
  func aPathOverTheLimitIsRefused(lines: Int, accepted: Bool) throws {
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_SHAPE.rawValue))
    let line: (Int) -> [Double] = { [Double(ANIMHOST_PATH_LINE), Double($0), 1] }
    let commands: [Double] = [Double(ANIMHOST_PATH_MOVE), 0, 0] + (0..<lines).flatMap(line)
    let status = f.table.pointee.view_set_path!(f.table, layer, commands, UInt32(commands.count))
    #expect(status == (accepted ? ANIMHOST_OK : ANIMHOST_ERR_BAD_ARGUMENT))
    #expect(try f.view(layer).shape?.path.elements.count == (accepted ? lines + 1 : 0))
    let warning = "animator 't': path elements exceed the limit of 4096; the path was not set"
    #expect(f.messages == (accepted ? [] : [warning]))
  }

  private func cell(birthRate: Double) -> animhost_emitter_cell_v1 {
    var cell = animhost_emitter_cell_v1()
    cell.struct_size = UInt32(MemoryLayout<animhost_emitter_cell_v1>.size)
    cell.birth_rate = birthRate
    cell.lifetime = 1
    cell.size = 4
    cell.shape = Int32(ANIMHOST_PARTICLE_CIRCLE.rawValue)
    return cell
  }

  private func configure(
    _ f: Fixture, _ layer: animhost_handle, _ cells: [animhost_emitter_cell_v1]
  ) -> animhost_status {
    var emitter = animhost_emitter_v1(
      struct_size: UInt32(MemoryLayout<animhost_emitter_v1>.size), position_x: 0, position_y: 0,
      width: 10, height: 1, shape: 1, birth_rate: 1, lifetime: 1)
    return cells.withUnsafeBufferPointer {
      f.table.pointee.emitter_configure!(f.table, layer, &emitter, $0.baseAddress, UInt32($0.count))
    }
  }

  @Test func anEmitterKeepsItsFirstThirtyTwoCells() throws {
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_EMITTER.rawValue))
    let cells = Array(repeating: cell(birthRate: 10_000), count: 64)
    #expect(configure(f, layer, cells) == ANIMHOST_OK)
    #expect(try f.view(layer).emitter?.configuration.cells.count == 32)
    let warning =
      "emitter cells 64 per layer exceeds the limit of 32 per layer; the first 32 were kept"
    #expect(f.messages == ["animator 't': " + warning])
  }

  @Test func aCellBirthRateOverTheLimitIsRefused() throws {
    let f = Fixture()
    let layer = f.table.pointee.view_create_layer!(f.table, Int32(ANIMHOST_LAYER_EMITTER.rawValue))
    #expect(configure(f, layer, [cell(birthRate: 1e6)]) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.engine.diagnostics.map(\.code) == ["limit-exceeded"])
    let warning = "cell birth rate 1000000 per second exceeds the limit of 10000 per second"
    #expect(f.messages == ["animator 't': cell 0: \(warning); the call was ignored"])
  }

  @Test func nestingStopsAtSixtyFourLevelsAndThenEveryCallFails() throws {
    let f = Fixture()
    var parent = f.bridge.handle(f.engine.window.id)
    var status = ANIMHOST_OK
    var levels = 1
    while status == ANIMHOST_OK {
      let child = f.makeView()
      status = f.table.pointee.view_add_subview!(f.table, parent, child)
      parent = child
      levels += 1
    }
    #expect(status == ANIMHOST_ERR_STATE)
    #expect(levels == 65)
    let limit = "view depth 65 levels exceeds the limit of 64 levels"
    #expect(f.engine.exceededLimit?.message.contains(limit) == true)
    #expect(f.makeView() == 0)
    #expect(f.set(parent, ANIMHOST_PROP_ALPHA, 0.5) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.engine.diagnostics.isEmpty, "refused calls record nothing more")
  }

  @Test func aMaskCannotContainOrBeAddedBelowItsOwner() throws {
    let f = Fixture()
    let view = f.makeView()
    let mask = f.makeView()
    #expect(f.table.pointee.view_set_mask!(f.table, view, mask) == ANIMHOST_OK)
    #expect(f.table.pointee.view_set_mask!(f.table, mask, view) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.view_add_subview!(f.table, mask, view) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.table.pointee.view_add_subview!(f.table, view, mask) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(try f.view(mask).maskOwner === f.view(view))
    #expect(f.engine.diagnostics.map(\.code) == ["bad-argument", "bad-argument", "bad-argument"])
  }
}
