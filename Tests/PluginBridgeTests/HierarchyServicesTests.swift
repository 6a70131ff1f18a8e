import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// The ABI 1.8 calls through the host table: a view's subviews in order, and its match id
/// read, written, cleared and cut to a buffer; bad handles are refused.
@Suite struct HierarchyServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var t: animhost_host_v1 { bridge.table.pointee }
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    init() { bridge.engine = engine }

    func view() -> animhost_handle {
      var frame = animhost_rect(x: 0, y: 0, width: 10, height: 10)
      return t.view_create!(table, &frame)
    }

    func matchID(_ view: animhost_handle, capacity: Int = 64) -> (String, UInt32) {
      var buffer = [CChar](repeating: 65, count: max(capacity, 1))
      let length = t.view_match_id!(table, view, &buffer, UInt32(capacity))
      let end = buffer.firstIndex(of: 0) ?? 0
      return (String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self), length)
    }
  }

  @Test("view_subviews lists the subviews back to front and reports the count without room")
  func subviews() {
    let f = Fixture()
    let parent = f.view()
    let children = [f.view(), f.view(), f.view()]
    for child in children { #expect(f.t.view_add_subview!(f.table, parent, child) == ANIMHOST_OK) }
    var handles = [animhost_handle](repeating: 0, count: 8)
    #expect(f.t.view_subviews!(f.table, parent, &handles, 8) == 3)
    #expect(Array(handles.prefix(3)) == children)
    #expect(f.t.view_subviews!(f.table, parent, nil, 0) == 3)
    #expect(f.t.view_subviews!(f.table, children[0], nil, 0) == 0)
    #expect(f.t.view_subviews!(f.table, 0xdead, nil, 0) == 0)
  }

  @Test("a match id is set, read, cut to the buffer and cleared")
  func matchID() {
    let f = Fixture()
    let view = f.view()
    #expect(f.matchID(view) == ("", 0))
    #expect("pet".withCString { f.t.view_set_match_id!(f.table, view, $0) } == ANIMHOST_OK)
    #expect(f.matchID(view) == ("pet", 3))
    #expect(f.matchID(view, capacity: 2) == ("p", 3))
    #expect(f.t.view_match_id!(f.table, view, nil, 0) == 3)
    #expect(f.t.view_set_match_id!(f.table, view, nil) == ANIMHOST_OK)
    #expect(f.matchID(view) == ("", 0))
    #expect(f.t.view_set_match_id!(f.table, 0xdead, nil) == ANIMHOST_ERR_BAD_HANDLE)
  }

  @Test("a scene view's match id reaches the engine's view")
  func sceneMatchIDs() throws {
    let f = Fixture()
    let scene = try #require(Scene.builtIn("pets", size: .phone))
    let root = Scene.build(scene.presenter.view, in: f.engine)
    let ids = root.subviews.compactMap(\.matchID)
    #expect(ids == [Scene.petMatch, Scene.petNameMatch])
  }
}
