import Testing
import TransitionEngine

/// UIView.transition(with:duration:options:animations:completion:): the changes appear at once
/// under a snapshot of the old content, which flips or fades away; the completion runs at the
/// end, when the snapshot is gone.
@Suite struct ViewTransitionTests {
  private final class Stage {
    let engine = Engine(screen: .phone, seed: 1)
    let card: ViewNode
    var completions: [Bool] = []

    init() {
      card = engine.makeView(frame: Rect(x: 50, y: 100, width: 200, height: 300), name: "card")
      engine.window.add(card)
    }

    /// Runs a transition that turns the card red.
    @discardableResult
    func transition(_ options: UInt, duration: Double = 1) -> Bool {
      engine.transition(
        with: card, duration: duration, options: options,
        body: { self.card.setModelValue(.backgroundColor, Color.systemRed.vector) },
        completion: { self.completions.append($0) })
    }

    /// The snapshot above the card, if it is there.
    var snapshot: ViewNode? {
      engine.window.subviews.first { if case .snapshot = $0.kind { true } else { false } }
    }
  }

  static let crossDissolve: UInt = 5 << 20

  @Test("a cross-dissolve shows the change at once under the old content fading out")
  func aCrossDissolveFadesTheOldContentOut() throws {
    let stage = Stage()
    #expect(stage.transition(Self.crossDissolve))
    #expect(stage.card.modelValue(.backgroundColor) == Color.systemRed.vector)
    let snapshot = try #require(stage.snapshot)
    stage.engine.advance(to: 0.5)
    #expect(abs(snapshot.presentationValue(.alpha, at: 0.5)[0] - 0.5) < 1e-6)
    stage.engine.advance(to: 1.1)
    #expect(stage.snapshot == nil)
    #expect(stage.completions == [true])
  }

  @Test(
    "a flip turns the old content away over the first half and the new in over the second",
    arguments: [(UInt(1) << 20, true), (2 << 20, true), (6 << 20, false), (7 << 20, false)])
  func aFlipTurnsOverInTwoHalves(options: UInt, aboutVerticalAxis: Bool) throws {
    let stage = Stage()
    #expect(stage.transition(options))
    let snapshot = try #require(stage.snapshot)
    // Edge-on at the half: the axis's perpendicular scale entry is (nearly) 0.
    let entry = aboutVerticalAxis ? 0 : 5
    stage.engine.advance(to: 0.25)
    #expect(abs(snapshot.presentationValue(.transform, at: 0.25)[entry]) < 0.99)
    #expect(abs(stage.card.presentationValue(.transform, at: 0.25)[entry]) < 1e-9)
    stage.engine.advance(to: 0.75)
    #expect(abs(stage.card.presentationValue(.transform, at: 0.75)[entry]) > 0.01)
    #expect(abs(snapshot.presentationValue(.transform, at: 0.75)[entry]) < 1e-9)
    stage.engine.advance(to: 1.1)
    #expect(stage.card.presentationValue(.transform, at: 1.1) == Transform3D.identity.m)
    #expect(stage.snapshot == nil)
    #expect(stage.completions == [true])
  }

  @Test("a view outside the window is refused without running the changes")
  func aViewOutsideTheWindowIsRefused() {
    let stage = Stage()
    stage.card.removeFromSuperview()
    #expect(!stage.transition(Self.crossDissolve))
    #expect(stage.card.modelValue(.backgroundColor) != Color.systemRed.vector)
    #expect(stage.completions.isEmpty)
  }

  @Test("a curl up curls the old content away over the new, uncovering it")
  func aCurlUpCurlsTheOldContentAway() throws {
    let stage = Stage()
    #expect(stage.transition(3 << 20))
    #expect(stage.card.modelValue(.backgroundColor) == Color.systemRed.vector)
    let page = try #require(stage.snapshot)
    let curl = try #require(page.curl)
    #expect(abs(curl.angle - Engine.curlAngle) < 1e-12)
    #expect(abs(curl.radius - 200.0 / 7) < 1e-9, "a seventh of the shorter side")
    #expect(abs(page.presentationValue(.curlProgress, at: 0.5)[0] - 0.5) < 1e-9)
    let frame = FrameRecorder.record(stage.engine.window, time: 0.5)
    let recorded = try #require(frame.children.first { $0.curl != nil })
    #expect(
      recorded.snapshotOf == stage.card.id && abs((recorded.curl?.progress ?? 0) - 0.5) < 1e-9)
    stage.engine.advance(to: 1.1)
    #expect(stage.snapshot == nil)
    #expect(stage.completions == [true])
  }

  @Test("a curl down lays a snapshot of the new content down over the old")
  func aCurlDownLaysTheNewContentDown() throws {
    let stage = Stage()
    #expect(stage.transition(4 << 20 | 3 << 16), "linear")
    let snapshots = stage.engine.window.subviews.filter {
      if case .snapshot = $0.kind { true } else { false }
    }
    #expect(snapshots.count == 2, "the old content, and the new content curling above it")
    let page = try #require(snapshots.last)
    #expect(page.snapshotContent?.modelValue(.backgroundColor) == Color.systemRed.vector)
    #expect(snapshots.first?.curl == nil)
    #expect(abs(page.presentationValue(.curlProgress, at: 0)[0] - 1) < 1e-9, "wholly lifted")
    #expect(abs(page.presentationValue(.curlProgress, at: 0.25)[0] - 0.75) < 1e-9)
    stage.engine.advance(to: 1.1)
    #expect(stage.snapshot == nil)
    #expect(stage.completions == [true])
  }

  @Test("without a transition bit the changes animate as UIView.animate")
  func withoutATransitionTheChangesAnimate() {
    let stage = Stage()
    stage.engine.transition(
      with: stage.card, duration: 1, options: 3 << 16,
      body: { stage.engine.set(.alpha, of: stage.card, to: PropertyValue(scalar: 0)) },
      completion: { stage.completions.append($0) })
    #expect(abs(stage.card.presentationValue(.alpha, at: 0.5)[0] - 0.5) < 1e-9)
    stage.engine.advance(to: 1)
    #expect(stage.completions == [true])
  }
}
