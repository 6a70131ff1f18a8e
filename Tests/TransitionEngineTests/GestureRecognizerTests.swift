import Testing
import TransitionEngine

@Suite struct GestureRecognizerTests {
  /// An engine with a full-screen view holding a 100-point square at the top left, and the
  /// states each recognizer's action saw.
  final class Rig {
    let engine = Engine(screen: .phone, seed: 1)
    let screen: ViewNode
    let square: ViewNode
    var seen: [Int: [GestureState]] = [:]

    init() {
      screen = engine.makeView(frame: engine.screen)
      square = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      engine.window.add(screen)
      screen.add(square)
    }

    /// A recognizer on a view whose action logs its states; shouldBegin answers `begins`.
    @discardableResult
    func recognizer(
      _ kind: GestureKind, edges: UInt32 = 0, on view: ViewNode?, begins: Bool = true
    ) -> GestureRecognizerNode {
      let recognizer = engine.makeGestureRecognizer(kind: kind, edges: edges)
      engine.attach(recognizer, to: view)
      recognizer.callback = { [unowned self, unowned recognizer] event in
        guard event == .action else { return begins }
        seen[recognizer.id, default: []].append(recognizer.state)
        return false
      }
      return recognizer
    }

    func move(_ recognizer: GestureRecognizerNode, to point: Point) {
      engine.touchMove(recognizer, to: point, velocity: .zero, scale: 1, scaleVelocity: 0)
    }
  }

  @Test("a pan goes possible → began → changed → ended, calling its action at each change")
  func panStateMachine() throws {
    let rig = Rig()
    let pan = rig.recognizer(.pan, on: rig.screen)
    let taken = try #require(rig.engine.touchDown(.pan(.right), at: Point(x: 200, y: 400)))
    #expect(taken === pan)
    #expect(pan.touches == 1)
    rig.move(pan, to: Point(x: 220, y: 400))
    rig.move(pan, to: Point(x: 260, y: 400))
    rig.engine.touchUp(pan, released: true)
    #expect(rig.seen[pan.id] == [.began, .changed, .changed, .ended])
    #expect(pan.state == .possible, "ready again once the action returned")
    #expect(pan.touches == 0)
    #expect(
      rig.engine.events.map { "\($0.name) \($0.subject)" } == [
        "gestureBegan pan", "gestureEnded pan",
      ])
  }

  @Test("a recognizer whose delegate says it should not begin fails and gets no action")
  func shouldBeginNo() {
    let rig = Rig()
    let pan = rig.recognizer(.pan, on: rig.screen, begins: false)
    #expect(rig.engine.touchDown(.pan(.left), at: Point(x: 200, y: 400)) == nil)
    #expect(pan.state == .failed)
    #expect(rig.seen[pan.id] == nil)
  }

  @Test("a tap is recognized at once: its action sees ended")
  func tap() {
    let rig = Rig()
    let tap = rig.recognizer(.tap, on: rig.square)
    _ = rig.engine.touchDown(.tap, at: Point(x: 50, y: 50))
    #expect(rig.seen[tap.id] == [.ended])
  }

  /// How a gesture in progress is interrupted.
  enum Interruption: String, CaseIterable, Sendable { case disabled, removed, systemCancel }

  @Test(
    "disabling or removing a recognizer mid-gesture cancels it", arguments: Interruption.allCases)
  func cancelling(interruption: Interruption) {
    let rig = Rig()
    let pan = rig.recognizer(.pan, on: rig.screen)
    _ = rig.engine.touchDown(.pan(.left), at: Point(x: 200, y: 400))
    switch interruption {
    case .disabled: rig.engine.setEnabled(pan, false)
    case .removed: rig.engine.attach(pan, to: nil)
    case .systemCancel: rig.engine.touchUp(pan, released: false)
    }
    rig.move(pan, to: Point(x: 100, y: 400))
    rig.engine.touchUp(pan, released: true)
    #expect(rig.seen[pan.id] == [.began, .cancelled])
    #expect(rig.engine.events.last?.name == "gestureCancelled")
  }

  @Test("translation runs from where the finger went down, and setTranslation re-bases it")
  func translation() {
    let rig = Rig()
    let pan = rig.recognizer(.pan, on: rig.screen)
    _ = rig.engine.touchDown(.pan(.right), at: Point(x: 10, y: 10))
    rig.move(pan, to: Point(x: 50, y: 15))
    #expect(pan.translation == Point(x: 40, y: 5))
    #expect(pan.location == Point(x: 50, y: 15))
    rig.engine.setTranslation(pan, Point(x: 1, y: 2))
    rig.move(pan, to: Point(x: 60, y: 15))
    #expect(pan.translation == Point(x: 11, y: 2))
  }

  /// A scripted gesture, where it starts, and which recognizer must take it.
  struct Reach: Sendable, CustomTestStringConvertible {
    var gesture: DragScript.Gesture
    var at: Point
    var taker: String?
    var disableEdge = false
    var testDescription: String { "\(gesture) at (\(at.x), \(at.y)) → \(taker ?? "nobody")" }
  }

  static let reaches = [
    Reach(gesture: .edge(.left), at: Point(x: 0, y: 50), taker: "edge"),
    Reach(gesture: .edge(.left), at: Point(x: 0, y: 50), taker: "pan", disableEdge: true),
    Reach(gesture: .pan(.right), at: Point(x: 0, y: 50), taker: "pan"),
    Reach(gesture: .edge(.left), at: Point(x: 0, y: 400), taker: "pan"),
    Reach(gesture: .edge(.right), at: Point(x: 90, y: 50), taker: "pan"),
    Reach(gesture: .pinch, at: Point(x: 50, y: 50), taker: nil),
    Reach(gesture: .tap, at: Point(x: 200, y: 400), taker: nil),
  ]

  @Test(
    "a touch reaches enabled recognizers of its kind on views containing it, deepest first",
    arguments: reaches)
  func reaching(reach: Reach) {
    let rig = Rig()
    let pan = rig.recognizer(.pan, on: rig.screen)
    let edge = rig.recognizer(.screenEdgePan, edges: 2, on: rig.square)
    rig.recognizer(.tap, on: rig.square)
    if reach.disableEdge { rig.engine.setEnabled(edge, false) }
    let taken = rig.engine.touchDown(reach.gesture, at: reach.at)
    let name = taken.map { $0 === pan ? "pan" : $0 === edge ? "edge" : "other" }
    #expect(name == reach.taker)
  }

  @Test("gestureRecognizers lists a view's recognizers in the order they were added")
  func listing() {
    let rig = Rig()
    let first = rig.recognizer(.pan, on: rig.square)
    let second = rig.recognizer(.tap, on: rig.square)
    rig.recognizer(.pinch, on: rig.screen)
    #expect(rig.engine.gestureRecognizers(on: rig.square).map(\.id) == [first.id, second.id])
    rig.engine.attach(first, to: nil)
    #expect(rig.engine.gestureRecognizers(on: rig.square).map(\.id) == [second.id])
  }
}
