import Testing
import TransitionEngine

/// Auto Layout in the engine: constraints solved into frames, inequalities and priorities,
/// guides, conflicts reported as UIKit logs them, and the animated-constant idiom.
@Suite struct AutoLayoutTests {
  /// A 390×844 container in the window and a card in it laid out by constraints.
  private func stage() -> (Engine, ViewNode, ViewNode) {
    let engine = Engine(screen: .phone, seed: 1)
    let container = engine.makeView(
      frame: Rect(x: 0, y: 0, width: 390, height: 844), name: "container")
    engine.window.add(container)
    let card = engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "card")
    container.add(card)
    engine.setTranslatesAutoresizing(card, false)
    return (engine, container, card)
  }

  @discardableResult
  private func constrain(
    _ engine: Engine, _ a: ViewNode, _ attrA: LayoutAttribute, _ relation: Int = 0,
    _ b: ViewNode? = nil, _ attrB: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, guide: LayoutGuideKind = .view
  ) -> LayoutConstraintNode {
    let constraint = engine.makeConstraint(
      first: LayoutAnchorRef(view: a, attribute: attrA), relation: relation,
      second: b.map { LayoutAnchorRef(view: $0, guide: guide, attribute: attrB) },
      multiplier: multiplier, constant: constant, priority: priority)
    engine.setActive(constraint, true)
    return constraint
  }

  @Test("edges pinned with margins give the frame; a centred view takes its place")
  func pinnedAndCentred() {
    let (engine, container, card) = stage()
    constrain(engine, card, .leading, 0, container, .leading, constant: 16)
    constrain(engine, card, .trailing, 0, container, .trailing, constant: -16)
    constrain(engine, card, .height, 0, nil, constant: 200)
    constrain(engine, card, .centerY, 0, container, .centerY)
    engine.layoutIfNeeded()
    #expect(card.frame == Rect(x: 16, y: 322, width: 358, height: 200))
  }

  @Test(
    "inequalities and priorities: the higher priority wins, the required bound holds",
    arguments: [(750.0, 250.0, 300.0), (250, 750, 120)])
  func priorities(half: Double, fixed: Double, expected: Double) {
    let (engine, container, card) = stage()
    constrain(engine, card, .left, 0, container, .left)
    constrain(engine, card, .top, 0, container, .top)
    constrain(engine, card, .height, 0, nil, constant: 50)
    constrain(engine, card, .width, 1, nil, constant: 120)
    constrain(engine, card, .width, 0, nil, constant: 300, priority: half)
    constrain(engine, card, .width, 0, nil, constant: 100, priority: fixed)
    engine.layoutIfNeeded()
    #expect(card.frame.width == expected)
  }

  @Test("the safe area guide keeps a view out from under the status bar and home indicator")
  func safeArea() {
    let (engine, container, card) = stage()
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.top), (.bottom, .bottom), (.left, .left),
      (.right, .right),
    ] {
      constrain(engine, card, a, 0, container, b, guide: .safeArea)
    }
    engine.layoutIfNeeded()
    #expect(card.frame == Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
  }

  @Test("a required conflict is logged naming both constraints and the broken one is dropped")
  func unsatisfiable() {
    let (engine, container, card) = stage()
    constrain(engine, card, .left, 0, container, .left)
    constrain(engine, card, .top, 0, container, .top)
    constrain(engine, card, .height, 0, nil, constant: 10)
    constrain(engine, card, .width, 0, nil, constant: 100)
    constrain(engine, card, .width, 0, nil, constant: 200)
    engine.layoutIfNeeded()
    #expect(card.frame.width == 100)
    let message = engine.takeDiagnostics().first { $0.code == "unsatisfiable-constraints" }?.message
    #expect(message?.contains("'card'.width == 100") == true, "\(message ?? "")")
    #expect(
      message?.hasSuffix("breaking constraint 'card'.width == 200") == true, "\(message ?? "")")
  }

  @Test("changing a constant and laying out inside an animation animates the frame")
  func animatedConstant() throws {
    let (engine, container, card) = stage()
    constrain(engine, card, .left, 0, container, .left)
    constrain(engine, card, .width, 0, nil, constant: 390)
    constrain(engine, card, .height, 0, nil, constant: 300)
    let top = constrain(engine, card, .top, 0, container, .bottom)
    engine.layoutIfNeeded()
    #expect(card.frame.y == 844)
    engine.setConstant(top, -300)
    #expect(engine.beginTransaction(AnimationParameters(duration: 1)))
    engine.layoutIfNeeded()
    engine.commitTransaction(completion: nil)
    #expect(card.frame.y == 544, "the model is the new frame at once")
    engine.advance(to: 0.5)
    let y =
      Rect(card.presentationValue(.bounds, at: 0.5)).height == 300
      ? card.presentationValue(.position, at: 0.5)[1] - 150 : 0
    #expect(y > 544 && y < 844, "half way: \(y)")
  }

  @Test("views that keep their autoresizing frames move with a superview laid out by constraints")
  func autoresizingChildFollows() {
    let (engine, container, card) = stage()
    let label = engine.makeView(frame: Rect(x: 10, y: 5, width: 50, height: 20), name: "label")
    card.add(label)
    constrain(engine, card, .left, 0, container, .left, constant: 30)
    constrain(engine, card, .top, 0, container, .top, constant: 40)
    constrain(engine, card, .width, 0, nil, constant: 100)
    constrain(engine, card, .height, 0, nil, constant: 100)
    engine.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 5, width: 50, height: 20))
    #expect(label.convert(label.bounds, to: nil).x == 40)
  }

  @Test(
    "autoresizing masks share a size change among the flexible parts",
    arguments: [
      (UInt(2), Rect(x: 10, y: 10, width: 180, height: 20)),
      (UInt(1), Rect(x: 110, y: 10, width: 80, height: 20)),
      (UInt(5), Rect(x: 60, y: 10, width: 80, height: 20)),
      (UInt(18), Rect(x: 10, y: 10, width: 180, height: 120)),
    ] as [(UInt, Rect)])
  func autoresizing(mask: UInt, expected: Rect) {
    let engine = Engine(screen: .phone, seed: 1)
    let parent = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(parent)
    let child = engine.makeView(frame: Rect(x: 10, y: 10, width: 80, height: 20))
    child.autoresizingMask = mask
    parent.add(child)
    parent.setModelValue(.bounds, Rect(x: 0, y: 0, width: 200, height: 200).vector)
    engine.applyAutoresizing(of: parent, from: Size(width: 100, height: 100))
    #expect(child.frame == expected)
  }
}
