import Testing
import TransitionEngine

/// View controllers an animator makes and contains, and the safe area of views.
@Suite struct ContainmentTests {
  @Test("addChild and removeFromParent keep children in order and record UIKit's calls")
  func addAndRemove() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let parent = try #require(engine.makeViewController(name: "ParentViewController"))
    let first = try #require(engine.makeViewController(name: "FirstViewController"))
    let second = try #require(engine.makeViewController(name: "SecondViewController"))
    #expect(first.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(first.view.superview == nil, "outside the window until added")
    for child in [first, second] {
      engine.recordMove(false, child, to: parent)
      engine.addChild(child, to: parent)
      engine.recordMove(true, child, to: parent)
    }
    #expect(parent.children.map(\.name) == ["FirstViewController", "SecondViewController"])
    #expect(first.parent === parent)
    engine.recordMove(false, first, to: nil)
    engine.removeFromParent(first)
    engine.recordMove(true, first, to: nil)
    #expect(parent.children.map(\.name) == ["SecondViewController"])
    #expect(first.parent == nil)
    let events = engine.takeEvents().map { "\($0.name) \($0.subject) \($0.detail)" }
    #expect(
      events == [
        "willMove(toParent:) FirstViewController ParentViewController",
        "addChild ParentViewController FirstViewController",
        "didMove(toParent:) FirstViewController ParentViewController",
        "willMove(toParent:) SecondViewController ParentViewController",
        "addChild ParentViewController SecondViewController",
        "didMove(toParent:) SecondViewController ParentViewController",
        "willMove(toParent:) FirstViewController nil",
        "removeFromParent FirstViewController ParentViewController",
        "didMove(toParent:) FirstViewController nil",
      ])
  }

  @Test("adding a view controller to another parent takes it from the first")
  func reparenting() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let a = try #require(engine.makeViewController(name: "A"))
    let b = try #require(engine.makeViewController(name: "B"))
    let child = try #require(engine.makeViewController(name: "Child"))
    engine.addChild(child, to: a)
    engine.addChild(child, to: b)
    #expect(a.children.isEmpty && b.children.map(\.name) == ["Child"])
  }

  @Test("a view controller cannot become a child of itself or of its own child")
  func cycles() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let parent = try #require(engine.makeViewController(name: "Parent"))
    let child = try #require(engine.makeViewController(name: "Child"))
    engine.addChild(child, to: parent)
    #expect(engine.containmentRefusal(child: parent, parent: parent) != nil)
    #expect(engine.containmentRefusal(child: parent, parent: child) != nil)
    #expect(engine.containmentRefusal(child: child, parent: parent) == nil)
  }

  @Test(
    "safeAreaInsets reach under the status bar, the bars and the home indicator",
    arguments: [
      (Size.phone, TransitionKind.present, 47.0, 34.0),
      (.phone, .push, 91, 34),
      (.phone, .tab, 47, 83),
      (Size(width: 375, height: 667), .present, 20, 0),
      (.tablet, .push, 68, 34),
      (Size(width: 844, height: 390), .present, 0, 0),
    ])
  func safeArea(size: Size, kind: TransitionKind, top: Double, bottom: Double) throws {
    var request = TransitionRequest(
      scene: .yellow(size: size), size: size, fps: 10, direction: .present)
    request.kind = kind
    var captured: Engine?
    _ = try TransitionRunner(animatorID: "probe", request: request).run { engine in
      captured = engine
      return NavigationProbe()
    }
    let engine = try #require(captured)
    let view = try #require(engine.view(named: "VCYellow.view"))
    let insets = engine.safeAreaInsets(of: view)
    #expect(insets.top == top && insets.bottom == bottom)
    #expect(insets.left == 0 && insets.right == 0)
  }
}
