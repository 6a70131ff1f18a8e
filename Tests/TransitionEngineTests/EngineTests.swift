import Testing
import TransitionEngine

@Suite struct EngineTests {
  private func makeView(_ engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    return view
  }

  @Test func modelChangesAtOncePresentationAnimates() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    engine.commitTransaction(completion: nil)
    #expect(view.alpha == 0)
    #expect(view.presentationValue(.alpha, at: 0)[0] == 1)
    #expect(view.presentationValue(.alpha, at: 0.25)[0] == 0.75)
    engine.advance(to: 1)
    #expect(view.animations.isEmpty)
    #expect(view.presentationValue(.alpha, at: 1)[0] == 0)
  }

  @Test func completionRunsAtTheEndTimeInOrder() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    var log: [(String, Double)] = []
    engine.beginTransaction(AnimationParameters(duration: 0.5))
    engine.set(.alpha, of: view, to: .zero)
    engine.commitTransaction { finished in log.append(("b \(finished)", engine.now)) }
    engine.beginTransaction(AnimationParameters(duration: 0.2))
    engine.set(.position, of: view, to: PropertyValue(10, 10))
    engine.commitTransaction { _ in log.append(("a", engine.now)) }
    engine.advance(to: 0.1)
    #expect(log.isEmpty)
    engine.advance(to: 1)
    #expect(log.map(\.0) == ["a", "b true"])
    #expect(log.map(\.1) == [0.2, 0.5])
    #expect(!engine.hasPendingAnimations)
  }

  @Test func emptyTransactionCompletesAtTheNextStep() {
    let engine = Engine(screen: .phone, seed: 1)
    var calls = 0
    engine.beginTransaction(AnimationParameters(duration: 5))
    engine.commitTransaction { _ in calls += 1 }
    #expect(calls == 0, "never re-entrantly inside commit")
    engine.advance(to: 0)
    #expect(calls == 1)
  }

  @Test func snapshotIsAFrozenCopyOfTheSubtree() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let view = makeView(engine)
    view.add(engine.makeView(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "child"))
    let snapshot = engine.snapshot(of: view, afterScreenUpdates: true)
    view.setModelValue(.alpha, .zero)
    let content = try #require(snapshot.snapshotContent)
    #expect(snapshot.kind == .snapshot(of: view.id))
    #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(content.alpha == 1)
    #expect(content.subviews.map(\.name) == ["child"])
  }

  @Test func sameSeedSameRandomSequence() {
    var a = SeededRandom(seed: 42)
    var b = SeededRandom(seed: 42)
    var c = SeededRandom(seed: 43)
    let first = (0..<4).map { _ in a.next() }
    #expect(first == (0..<4).map { _ in b.next() })
    #expect(first != (0..<4).map { _ in c.next() })
  }
}
