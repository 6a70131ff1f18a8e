import CAnimatorABI
import PluginBridge
import Testing
import TransitionEngine

/// The ABI 1.6 calls through the host table: view controllers made and contained, children,
/// navigation commands, safe areas, and their refusals.
@Suite struct NavigationServicesTests {
  private final class Fixture {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    var t: animhost_host_v1 { bridge.table.pointee }
    var table: UnsafeMutablePointer<animhost_host_v1> { bridge.table }

    init() { bridge.engine = engine }

    func create(_ name: String?) -> animhost_handle {
      guard let name else { return t.view_controller_create!(table, nil) }
      return name.withCString { t.view_controller_create!(table, $0) }
    }

    func children(_ parent: animhost_handle) -> [animhost_handle] {
      var handles = [animhost_handle](repeating: 0, count: 8)
      let count = t.view_controller_children!(table, parent, &handles, 8)
      return Array(handles.prefix(Int(count)))
    }

    var codes: [String] { engine.diagnostics.map(\.code) }
  }

  @Test("view_controller_create makes a named view controller with a screen-sized root view")
  func create() throws {
    let f = Fixture()
    let named = f.create("ProfileViewController")
    let plain = f.create(nil)
    let node = try #require(f.engine.viewController(id: Int(named & 0xFFFF_FFFF)))
    #expect(node.name == "ProfileViewController")
    #expect(node.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(f.engine.viewController(id: Int(plain & 0xFFFF_FFFF))?.name == "UIViewController")
    #expect(f.create("") == 0)
    #expect(f.codes == ["bad-argument"])
  }

  @Test("containment calls add and remove children in order and refuse cycles")
  func containment() {
    let f = Fixture()
    let parent = f.create("Parent"), a = f.create("A"), b = f.create("B")
    let contain = f.t.view_controller_containment!
    #expect(contain(f.table, a, ANIMHOST_CONTAINMENT_ADD_CHILD, parent) == ANIMHOST_OK)
    #expect(contain(f.table, b, ANIMHOST_CONTAINMENT_ADD_CHILD, parent) == ANIMHOST_OK)
    #expect(f.children(parent) == [a, b])
    #expect(f.t.view_controller_related!(f.table, a, ANIMHOST_RELATION_PARENT) == parent)
    #expect(contain(f.table, parent, ANIMHOST_CONTAINMENT_ADD_CHILD, a) == ANIMHOST_ERR_STATE)
    #expect(contain(f.table, a, ANIMHOST_CONTAINMENT_REMOVE, 0) == ANIMHOST_OK)
    #expect(f.children(parent) == [b])
    #expect(contain(f.table, a, ANIMHOST_CONTAINMENT_WILL_MOVE, 0) == ANIMHOST_OK)
    #expect(contain(f.table, a, 99, 0) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(contain(f.table, a, ANIMHOST_CONTAINMENT_ADD_CHILD, 0) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(contain(f.table, 12345, ANIMHOST_CONTAINMENT_REMOVE, 0) == ANIMHOST_ERR_BAD_HANDLE)
    #expect(f.codes.contains("containment-misuse"))
    let names = f.engine.takeEvents().map(\.name)
    #expect(names == ["addChild", "addChild", "removeFromParent", "willMove(toParent:)"])
  }

  @Test("children with no room reports the count without writing")
  func childrenCount() {
    let f = Fixture()
    let parent = f.create("Parent"), child = f.create("Child")
    _ = f.t.view_controller_containment!(f.table, child, ANIMHOST_CONTAINMENT_ADD_CHILD, parent)
    #expect(f.t.view_controller_children!(f.table, parent, nil, 0) == 1)
  }

  @Test("navigating a view controller that is no container is a bad argument")
  func navigateNeedsAContainer() {
    let f = Fixture()
    let plain = f.create("Plain")
    let status = f.t.view_controller_navigate!(f.table, plain, ANIMHOST_NAVIGATE_POP, 0, 1)
    #expect(status == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.t.view_controller_navigate!(f.table, plain, 42, 0, 1) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.codes == ["bad-argument", "bad-argument"])
  }

  @Test("safe area insets of a full-screen view; NULL and bad handles are refused")
  func safeArea() {
    let f = Fixture()
    let viewController = f.create("V")
    let view = f.t.view_controller_view!(f.table, viewController)
    var insets = [Double](repeating: -1, count: 4)
    #expect(f.t.view_safe_area_insets!(f.table, view, &insets) == ANIMHOST_OK)
    #expect(insets == [47, 0, 34, 0])
    #expect(f.t.view_safe_area_insets!(f.table, view, nil) == ANIMHOST_ERR_BAD_ARGUMENT)
    #expect(f.t.view_safe_area_insets!(f.table, 777, &insets) == ANIMHOST_ERR_BAD_HANDLE)
  }

  @Test("notifyWhenInteractionChanges outside a transition is refused")
  func notifyOutsideATransition() {
    let f = Fixture()
    let viewController = f.create("V")
    let handler: animhost_context_fn = { _, _, _ in }
    let status = f.t.coordinator_notify_interaction_changes!(f.table, viewController, handler, nil)
    #expect(status == ANIMHOST_ERR_STATE)
    #expect(
      f.t.coordinator_notify_interaction_changes!(f.table, viewController, nil, nil)
        == ANIMHOST_ERR_BAD_ARGUMENT)
  }
}

/// UIVisualEffectView's calls through the host table (ABI 1.6).
@Suite struct VisualEffectServicesTests {
  @Test(
    "view_set_effect takes blur and vibrancy in UIKit's styles and refuses the rest",
    arguments: [
      (ANIMHOST_EFFECT_BLUR, "systemMaterial", ANIMHOST_OK, "blur"),
      (ANIMHOST_EFFECT_VIBRANCY, "dark", ANIMHOST_OK, "vibrancy"),
      (ANIMHOST_EFFECT_BLUR, "frosted", ANIMHOST_ERR_BAD_ARGUMENT, nil),
      (7, "light", ANIMHOST_ERR_BAD_ARGUMENT, nil),
      (ANIMHOST_EFFECT_NONE, "", ANIMHOST_OK, nil),
    ] as [(Int32, String, animhost_status, String?)])
  func setEffect(kind: Int32, style: String, status: animhost_status, expected: String?) {
    let bridge = HostBridge(animatorID: "t")
    let engine = Engine(screen: .phone, seed: 1)
    bridge.engine = engine
    let t = bridge.table.pointee
    var frame = animhost_rect(x: 0, y: 0, width: 10, height: 10)
    let view = t.view_create!(bridge.table, &frame)
    #expect(style.withCString { t.view_set_effect!(bridge.table, view, kind, $0) } == status)
    let node = engine.view(id: Int(view & 0xFFFF_FFFF))
    let kindName = node?.visualEffect.map { $0.kind == .blur ? "blur" : "vibrancy" }
    #expect(kindName == expected)
    var amount = 0.5
    #expect(
      t.view_set!(bridge.table, view, ANIMHOST_PROP_EFFECT_AMOUNT.rawValue, &amount, 1)
        == ANIMHOST_OK)
    #expect(node?.modelValue(.effectAmount)[0] == 0.5)
  }
}
