import Testing
import TransitionEngine

/// Where the engine enforces its limits (`Engine+Limits`): animation blocks, animated changes,
/// views and their depth, particles, diagnostics and the recorded timeline.
@Suite struct EngineLimitEnforcementTests {
  private func engine() -> Engine {
    let engine = Engine(screen: .phone, seed: 1)
    engine.activeAnimator = "a"
    return engine
  }

  /// Whether the engine's run was stopped with an error that says `text`.
  private func stopped(_ engine: Engine, _ text: String) -> Bool {
    engine.exceededLimit?.message.contains(text) == true
  }

  // MARK: - Animations

  /// (duration, delay, admitted): duration plus delay may be 60 s.
  static let blockLengths: [(Double, Double, Bool)] = [
    (60, 0, true), (30, 30, true), (0, 60, true), (59, 2, false), (60.001, 0, false),
    (1e9, 0, false),
  ]

  @Test(arguments: blockLengths)
  func aBlockLongerThanTheLimitStopsTheRun(duration: Double, delay: Double, admitted: Bool) {
    let engine = engine()
    let parameters = AnimationParameters(duration: duration, delay: delay)
    #expect(engine.beginTransaction(parameters) == admitted)
    #expect(engine.isInTransaction == admitted)
    #expect((engine.exceededLimit == nil) == admitted)
    if !admitted {
      #expect(engine.exceededLimit?.message.contains("animation duration plus delay") == true)
    }
  }

  @Test func aKeyframesBlockOverTheLimitOpensNothing() {
    let engine = engine()
    #expect(!engine.beginKeyframes(AnimationParameters(duration: 61)))
    #expect(!engine.isInTransaction)
  }

  @Test func sixtyFourBlocksMayBeOpenAtOnce() {
    let engine = engine()
    for _ in 0..<64 { #expect(engine.beginTransaction(AnimationParameters(duration: 1))) }
    #expect(!engine.beginTransaction(AnimationParameters(duration: 1)))
    let line = "open animation blocks 65 exceeds the limit of 64"
    let message = "animator 'a' went over a limit: \(line); the run was stopped"
    #expect(engine.exceededLimit?.message == message)
  }

  @Test func aRunMayBeginTenThousandBlocks() {
    let engine = engine()
    for _ in 0..<10_000 {
      engine.beginTransaction(AnimationParameters(duration: 1))
      engine.commitTransaction(completion: nil)
    }
    #expect(engine.exceededLimit == nil)
    #expect(!engine.beginTransaction(AnimationParameters(duration: 1)))
    #expect(stopped(engine, "animation blocks in one run 10001 exceeds the limit of 10000"))
  }

  /// Counted in a keyframes block, where a change does not yet add to the view's animations.
  @Test func aRunMayAnimateTwentyThousandChanges() {
    let engine = engine()
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.beginKeyframes(AnimationParameters(duration: 1))
    for index in 0..<20_000 {
      engine.set(.alpha, of: view, to: PropertyValue(scalar: Double(index % 2)))
    }
    #expect(engine.exceededLimit == nil)
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0.5))
    #expect(stopped(engine, "animated changes in one run 20001 exceeds the limit of 20000"))
  }

  // MARK: - Views

  @Test func aRunMayHoldThirtyThousandViews() {
    let engine = engine()
    #expect(engine.admitViews(29_999), "the window is the first")
    #expect(engine.exceededLimit == nil)
    #expect(!engine.admitViews(30_000))
    #expect(stopped(engine, "views in one run 30001 exceeds the limit of 30000"))
  }

  /// A chain of `count` views, each the only subview of the one before; returns its top.
  private func chain(_ count: Int, in engine: Engine) -> ViewNode {
    let top = engine.makeView(frame: .zero)
    var bottom = top
    for _ in 1..<count {
      let next = engine.makeView(frame: .zero)
      bottom.add(next)
      bottom = next
    }
    return top
  }

  /// Where a chain is attached, its length, and whether 64 levels hold it.
  enum Place: String, Sendable {
    /// Under the window (level 1).
    case window
    /// Under a view outside the window, counted at level 3.
    case detached
    /// As the mask of a view at level 2.
    case mask
  }

  static let attachments: [(Place, Int, Bool)] = [
    (.window, 63, true), (.window, 64, false), (.detached, 61, true), (.detached, 62, false),
    (.mask, 62, true), (.mask, 63, false),
  ]

  @Test(arguments: attachments)
  func aTreeMayBeSixtyFourLevelsDeep(place: Place, length: Int, admitted: Bool) {
    let engine = engine()
    let child = chain(length, in: engine)
    let parent: ViewNode
    switch place {
    case .window: parent = engine.window
    case .detached: parent = engine.makeView(frame: .zero)
    case .mask:
      parent = engine.makeView(frame: .zero)
      engine.window.add(parent)
    }
    #expect(engine.admitAttachment(of: child, to: parent) == admitted)
    #expect((engine.exceededLimit == nil) == admitted)
  }

  @Test func levelsCountThroughMasksAndSnapshotContents() {
    let engine = engine()
    let host = engine.makeView(frame: .zero)
    engine.window.add(host)
    let mask = chain(5, in: engine)
    host.setMask(mask)
    #expect(mask.placement.level == 3)
    #expect(mask.placement.top === engine.window)
    #expect(engine.window.drawnTree(upTo: 100).levels == 7)
    let snapshot = engine.snapshot(of: host, afterScreenUpdates: true)
    let drawn = snapshot.drawnTree(upTo: 100)
    #expect(drawn == (views: 7, levels: 7), "snapshot, host copy, mask copy of 5")
  }

  /// (source levels, admitted): a snapshot is counted outside the window, at level 3.
  static let snapshots: [(Int, Bool)] = [(61, true), (62, false)]

  @Test(arguments: snapshots)
  func aSnapshotAddsALevel(levels: Int, admitted: Bool) {
    let engine = engine()
    #expect(engine.admitSnapshot(of: chain(levels, in: engine)) == admitted)
  }

  /// Snapshots of snapshots share their content, which every frame records again: a snapshot
  /// counts the views it draws, so doubling them cannot grow past the views limit.
  @Test func sharedSnapshotContentCountsEachPlaceItIsDrawn() {
    let engine = engine()
    let container = engine.makeView(frame: .zero)
    engine.window.add(container)
    container.add(wide(1_000, engine))
    var admitted = 0
    while engine.admitSnapshot(of: container) {
      container.add(engine.snapshot(of: container, afterScreenUpdates: true))
      admitted += 1
    }
    #expect(admitted < 10, "the views drawn double with each snapshot")
    #expect(stopped(engine, "views in one run"))
  }

  /// Snapshots of one big snapshot share its content, but each draws all of it again.
  @Test func everySnapshotOfABigSnapshotCountsAllItDraws() {
    let engine = engine()
    let container = engine.makeView(frame: .zero)
    container.add(wide(1_000, engine))
    let big = engine.snapshot(of: container, afterScreenUpdates: true)
    var copies = 0
    while engine.admitSnapshot(of: big) {
      _ = engine.snapshot(of: big, afterScreenUpdates: true)
      copies += 1
    }
    // 1,003 views in the scene so far, the first snapshot 1,003 more; then each copy is its own
    // view, the copy of `big` and the 1,002 views of the content they share.
    #expect(copies == (30_000 - 2_006) / 1_004)
  }

  /// A view with `count` subviews.
  private func wide(_ count: Int, _ engine: Engine) -> ViewNode {
    let parent = engine.makeView(frame: .zero)
    for _ in 0..<count { parent.add(engine.makeView(frame: .zero)) }
    return parent
  }

  @Test func aMaskBelowItsOwnerIsADescendantOfIt() {
    let engine = engine()
    let view = engine.makeView(frame: .zero)
    let mask = engine.makeView(frame: .zero)
    view.setMask(mask)
    #expect(mask.isDescendant(of: view))
    #expect(mask.parentInTree === view)
    view.setMask(nil)
    #expect(mask.maskOwner == nil)
  }

  // MARK: - Particles

  /// An emitter of `cells` cells at 10,000 births a second, living 10 s.
  private func emitter(cells: Int, in engine: Engine) -> ViewNode {
    var cell = EmitterCell()
    cell.birthRate = 10_000
    cell.lifetime = 10
    cell.scale = 1
    var configuration = EmitterConfiguration()
    configuration.cells = Array(repeating: cell, count: cells)
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.emitter = ParticleEmitter(configuration: configuration, time: engine.now, seed: 7)
    engine.window.add(view)
    return view
  }

  @Test func emittersShareTenThousandLiveParticlesInOrderOfCreation() throws {
    let engine = engine()
    let first = emitter(cells: 32, in: engine)
    let second = emitter(cells: 1, in: engine)
    engine.advance(to: 0.5)
    engine.advance(to: 2)
    let a = try #require(first.emitter), b = try #require(second.emitter)
    #expect(a.liveCount + b.liveCount == 10_000)
    #expect(b.liveCount < 5_000, "the first emitter takes its room first")
    #expect(
      engine.diagnostics.map(\.message)
        == ["animator 'a': live particles exceed the limit of 10000; further births were skipped"])
  }

  @Test func skippedBirthsDoNotComeBackLater() throws {
    let engine = engine()
    let view = emitter(cells: 1, in: engine)
    engine.advance(to: 1.5)
    let emitter = try #require(view.emitter)
    #expect(emitter.liveCount == 10_000)
    emitter.configuration.birthRate = 0
    engine.advance(to: 20)
    #expect(emitter.liveCount == 0, "all died at 10 s; none were owed")
  }

  // MARK: - Records

  @Test func diagnosticsStopAfterAThousand() {
    let engine = engine()
    for _ in 0..<5_000 { engine.diagnose(.warning, "bad-handle", "x") }
    #expect(engine.diagnostics.count == 1_001)
    let line = "diagnostics in one transition exceed the limit of 1000; the rest were dropped"
    #expect(engine.diagnostics.last?.message == "animator 'a': " + line)
  }

  /// (layers, particles, stops): each budget counts frames up to its limit.
  static let recordings: [(Int, Int, Bool)] = [
    (500_000, 3_000_000, false), (500_001, 0, true), (0, 3_000_001, true),
  ]

  @Test(arguments: recordings)
  func theRecordedTimelineIsBounded(layers: Int, particles: Int, stops: Bool) {
    let engine = engine()
    engine.countRecorded(layers: layers / 2, particles: particles / 2)
    engine.countRecorded(layers: layers - layers / 2, particles: particles - particles / 2)
    #expect((engine.exceededLimit != nil) == stops)
  }

  // MARK: - Runs

  @Test(arguments: [60.001, 1e9, Double.greatestFiniteMagnitude])
  func aLongTransitionStopsTheRun(duration: Double) {
    let request = TransitionRequest(scene: .yellow(size: .phone), direction: .present)
    let runner = TransitionRunner(animatorID: "slow", request: request)
    let error = #expect(throws: EngineError.self) {
      _ = try runner.run { _ in FixedDelegate(duration: duration) }
    }
    #expect(error?.code == .limitExceeded)
    #expect(error?.subject == "slow")
    let prefix = "animator 'slow' went over a limit: transition duration"
    #expect(error?.message.hasPrefix(prefix) == true)
  }

  @Test func aSixtySecondTransitionRuns() throws {
    let request = TransitionRequest(scene: .yellow(size: .phone), direction: .present)
    let runner = TransitionRunner(animatorID: "slow", request: request)
    let timeline = try runner.run { _ in FixedDelegate(duration: 60) }
    #expect(timeline.segments.first?.duration == 60)
  }
}

/// Vends an animator whose transitionDuration is fixed and that completes at once.
private final class FixedDelegate: TransitioningDelegate, TransitionAnimator {
  let duration: Double
  let name = "slow"

  init(duration: Double) { self.duration = duration }

  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)? { self }

  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { self }

  func transitionDuration(context: TransitionContext) -> Double { duration }

  func animateTransition(context: TransitionContext) {
    context.containerView.add(context.presented.view)
    context.completeTransition(true)
  }

  func animationEnded(completed: Bool) {}
}
