/// What one run has used of the `EngineLimits`, and the limit that ended it, if one did.
struct LimitUsage {
  /// Views made so far, the window and the scene's included, and every view each snapshot
  /// draws.
  var views = 0
  /// Animation blocks begun so far.
  var animationBlocks = 0
  /// Animated changes made so far.
  var animations = 0
  /// Layers in the frames recorded so far.
  var recordedLayers = 0
  /// Particles in the frames recorded so far.
  var recordedParticles = 0
  /// Particles alive after the last clock step, across all emitters.
  var liveParticles = 0
  /// Whether skipped births have been reported (once a run).
  var reportedParticles = false
  /// The error of the limit that ended the run.
  var failure: EngineError?
}

extension Engine {
  /// The error of the limit that ended the run, once the animator went over one that cannot
  /// be clamped; the plugin bridge then refuses every call, and the runner throws it.
  package var exceededLimit: EngineError? { usage.failure }

  /// Throws the error of the limit that ended the run, if one did.
  package func checkLimits() throws(EngineError) {
    if let failure = usage.failure { throw failure }
  }

  /// Records that a value went over a limit: for `.fail` limits the first such error ends the
  /// run (see `exceededLimit`), for the others a `limit-exceeded` warning ending with what was
  /// done instead (`consequence`, such as "clamped to 256 points").
  package func exceed(_ limit: EngineLimit, _ value: Double, _ consequence: String = "") {
    exceed(limit, message: limit.exceeded(by: value), consequence)
  }

  /// The same with the whole message about the value already written.
  package func exceed(_ limit: EngineLimit, message: String, _ consequence: String = "") {
    guard limit.action == .fail else {
      let line = "animator '\(activeAnimator)': \(message); \(consequence)"
      diagnose(.warning, "limit-exceeded", line)
      return
    }
    guard usage.failure == nil else { return }
    usage.failure = EngineError(
      .limitExceeded, subject: activeAnimator,
      "animator '\(activeAnimator)' went over a limit: \(message); the run was stopped")
  }

  // MARK: - Views

  /// Whether the animator may make `count` more views; past `EngineLimits.views` the run ends.
  package func admitViews(_ count: Int) -> Bool {
    let limit = EngineLimits.views
    guard usage.views + count <= limit.count else {
      exceed(limit, Double(usage.views + count))
      return false
    }
    return true
  }

  /// Whether a snapshot of `source` may be made: its copy counts as the views it draws
  /// (shared snapshot content once per place it is drawn) and adds a level above them.
  package func admitSnapshot(of source: ViewNode) -> Bool {
    let room = max(0, EngineLimits.views.count - usage.views)
    let tree = source.drawnTree(upTo: room)
    return admitViews(tree.views + 1) && admitLevels(Self.detachedLevel + tree.levels)
  }

  /// Whether `child` (with all it draws) may hang below `parent`, as a subview or a mask,
  /// within `EngineLimits.viewDepth`.
  ///
  /// Every place the animator can attach a view checks this, so no tree is deeper than the
  /// limit, and every walk of a tree (recording a frame, rasterizing it, copying it for a
  /// snapshot, writing its JSON) may recurse once per level. A tree outside the window counts
  /// from `detachedLevel`, the deepest place the transition itself puts a view (the presented
  /// view in the container), so the engine's own moves keep the bound too.
  package func admitAttachment(of child: ViewNode, to parent: ViewNode) -> Bool {
    let tree = child.drawnTree(upTo: EngineLimits.views.count)
    let (level, top) = parent.placement
    return admitLevels((top === window ? level : Self.detachedLevel + level - 1) + tree.levels)
  }

  /// The level a view outside the window is counted at: window, container, presented view.
  static let detachedLevel = 3

  private func admitLevels(_ levels: Int) -> Bool {
    let limit = EngineLimits.viewDepth
    guard levels <= limit.count else {
      exceed(limit, Double(levels))
      return false
    }
    return true
  }

  // MARK: - Animations

  /// Whether an animation block may begin: its duration plus delay, the blocks open at once
  /// and the blocks of the run are each within their limit.
  func admitTransaction(_ parameters: AnimationParameters) -> Bool {
    let length = parameters.duration + parameters.delay
    if length > EngineLimits.animationDuration.value {
      exceed(EngineLimits.animationDuration, length)
      return false
    }
    if openAnimationBlockCount >= EngineLimits.openAnimationBlocks.count {
      exceed(EngineLimits.openAnimationBlocks, Double(openAnimationBlockCount + 1))
      return false
    }
    usage.animationBlocks += 1
    if usage.animationBlocks > EngineLimits.animationBlocks.count {
      exceed(EngineLimits.animationBlocks, Double(usage.animationBlocks))
      return false
    }
    return true
  }

  /// Whether an explicit animation may be added: its duration plus delay within
  /// `EngineLimits.animationDuration`, and its animated changes (one per basic or spring
  /// animation, one per keyframe value) within `EngineLimits.animations`, as UIView animations.
  func admitExplicitAnimation(changes: Int, length: Double) -> Bool {
    if length > EngineLimits.animationDuration.value {
      exceed(EngineLimits.animationDuration, length)
      return false
    }
    usage.animations += changes
    guard usage.animations <= EngineLimits.animations.count else {
      exceed(EngineLimits.animations, Double(usage.animations))
      return false
    }
    return true
  }

  /// Whether a CATransaction may begin: like an animation block, within the blocks open at
  /// once (UIView and CATransaction together) and the blocks of the run.
  func admitCATransaction() -> Bool {
    let open = openAnimationBlockCount
    if open >= EngineLimits.openAnimationBlocks.count {
      exceed(EngineLimits.openAnimationBlocks, Double(open + 1))
      return false
    }
    usage.animationBlocks += 1
    if usage.animationBlocks > EngineLimits.animationBlocks.count {
      exceed(EngineLimits.animationBlocks, Double(usage.animationBlocks))
      return false
    }
    return true
  }

  /// Animation blocks open now: UIView transactions and begun CATransactions.
  private var openAnimationBlockCount: Int {
    openTransactions.count + layers.transactions.lazy.filter { !$0.isImplicit }.count
  }

  /// Whether one more change may animate within `EngineLimits.animations`.
  func admitAnimation() -> Bool {
    usage.animations += 1
    guard usage.animations <= EngineLimits.animations.count else {
      exceed(EngineLimits.animations, Double(usage.animations))
      return false
    }
    return true
  }

  // MARK: - Particles

  /// Moves every emitter to the clock, lowest id first, sharing `EngineLimits.liveParticles`
  /// among them; the first time births are skipped a warning says so.
  func advanceEmitters() {
    let emitters = views.values.filter { $0.emitter != nil }.sorted { $0.id < $1.id }
    var room = EngineLimits.liveParticles.count
    var skipped = 0
    for view in emitters {
      guard let emitter = view.emitter else { continue }
      skipped += emitter.advance(to: now, capacity: room)
      room = max(0, room - emitter.liveCount)
    }
    usage.liveParticles = EngineLimits.liveParticles.count - room
    reportSkippedBirths(skipped)
  }

  /// Moves one emitter to the clock between steps (before it is reconfigured), within the room
  /// the other emitters left at the last step.
  package func advanceEmitter(_ emitter: ParticleEmitter) {
    let others = max(0, usage.liveParticles - emitter.liveCount)
    let skipped = emitter.advance(to: now, capacity: EngineLimits.liveParticles.count - others)
    usage.liveParticles = others + emitter.liveCount
    reportSkippedBirths(skipped)
  }

  private func reportSkippedBirths(_ skipped: Int) {
    guard skipped > 0, !usage.reportedParticles else { return }
    usage.reportedParticles = true
    let limit = EngineLimits.liveParticles
    let message = "\(limit.quantity) exceed the limit of \(limit)"
    exceed(limit, message: message, "further births were skipped")
  }

  // MARK: - Recording

  /// Counts a recorded frame against `EngineLimits.recordedLayers` and `recordedParticles`.
  package func countRecorded(layers: Int, particles: Int) {
    usage.recordedLayers += layers
    usage.recordedParticles += particles
    if usage.recordedLayers > EngineLimits.recordedLayers.count {
      exceed(EngineLimits.recordedLayers, Double(usage.recordedLayers))
    } else if usage.recordedParticles > EngineLimits.recordedParticles.count {
      exceed(EngineLimits.recordedParticles, Double(usage.recordedParticles))
    }
  }
}
