/// The headless view world: the layer tree, the virtual clock and the animation transactions.
///
/// Time is virtual: nothing here reads a wall clock. `advance(to:)` moves the clock, ends the
/// animations it passes and runs their completions in order of their end times.
package final class Engine {
  /// The screen's bounds in points.
  package let screen: Rect
  /// The root of the tree.
  package let window: ViewNode
  /// The current clock time in seconds.
  package private(set) var now: Double = 0
  /// The run's seeded random source.
  package var random: SeededRandom
  /// Lifecycle events so far.
  package private(set) var events: [TimelineEvent] = []
  /// The name of the animator now running, for diagnostics.
  package var activeAnimator = ""
  /// Diagnostics so far.
  package private(set) var diagnostics: [Diagnostic] = []

  private var nextID = 1
  private(set) var views: [Int: ViewNode] = [:]
  private var viewControllers: [Int: ViewControllerNode] = [:]
  private var contexts: [Int: TransitionContext] = [:]
  var openTransactions: [OpenTransaction] = []
  var groups: [AnimationGroup] = []
  /// The media clocks other than the wall clock (id 0), by id.
  var clocks: [Int: MediaClock] = [:]
  /// The clocks property animators own: their animations end only when the animator does.
  var animatorClocks: Set<Int> = []
  /// The media clock new animation blocks run on: 0, or a percent driver's transition clock
  /// while it drives the transition's layers.
  package var ambientClock = 0
  /// The property animators made so far, by id.
  var propertyAnimators: [Int: PropertyAnimatorNode] = [:]
  /// The gesture recognizers made so far, by id.
  var gestureRecognizers: [Int: GestureRecognizerNode] = [:]
  /// Auto Layout: every constraint made, the active ones in activation order, and whether a
  /// layout pass is due.
  var constraintsByID: [Int: LayoutConstraintNode] = [:]
  var activeConstraints: [LayoutConstraintNode] = []
  package internal(set) var needsLayout = false
  /// UIDynamicAnimators, in the order made, and their behaviours by id.
  var dynamicAnimators: [DynamicAnimatorNode] = []
  var dynamicBehaviors: [Int: DynamicBehaviorNode] = [:]
  /// The view controllers gesture handlers asked to dismiss, oldest first.
  var dismissRequests: [BackRequest] = []
  /// What the run has used of the `EngineLimits`, and the limit that ended it, if one did.
  var usage = LimitUsage()
  /// Explicit Core Animation animations, their pending events and the open CATransactions.
  var layers = LayerAnimationState()

  /// Allows for accumulated rounding when comparing clock times.
  package static let timeTolerance = 1e-9

  package init(screen: Size, seed: UInt64) {
    self.screen = Rect(origin: .zero, size: screen)
    random = SeededRandom(seed: seed)
    window = ViewNode(id: 1, kind: .window, frame: self.screen, name: "window")
    nextID = 2
    views[window.id] = window
    usage.views = 1
    window.setModelValue(.backgroundColor, Color.black.vector)
  }

  // MARK: - Objects

  /// Makes a new id for an engine object.
  package func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Makes and registers a view with no superview.
  package func makeView(frame: Rect, kind: ViewNode.Kind = .plain, name: String? = nil) -> ViewNode
  {
    let view = ViewNode(id: makeID(), kind: kind, frame: frame, name: name)
    views[view.id] = view
    usage.views += 1
    return view
  }

  /// Registers a view controller.
  package func register(_ viewController: ViewControllerNode) {
    viewControllers[viewController.id] = viewController
  }

  /// Registers a transition context.
  package func register(_ context: TransitionContext) {
    contexts[context.id] = context
  }

  /// Forgets the transition contexts once the run is over: each keeps its engine, so while
  /// the engine keeps them neither is ever freed (a process that runs many transitions, as the
  /// run child does for `animhost check`, would keep every run's views).
  package func releaseContexts() {
    contexts.removeAll()
  }

  /// The registered view with this id.
  package func view(id: Int) -> ViewNode? { views[id] }
  /// The registered view controller with this id.
  package func viewController(id: Int) -> ViewControllerNode? { viewControllers[id] }

  /// The view controller whose root view this is, or nil.
  func viewControllersByView(_ view: ViewNode) -> ViewControllerNode? {
    viewControllers.values.first { $0.view === view }
  }
  /// The registered transition context with this id.
  package func context(id: Int) -> TransitionContext? { contexts[id] }

  /// The first registered view with this name, lowest id first.
  package func view(named name: String) -> ViewNode? {
    views.values.filter { $0.name == name }.min { $0.id < $1.id }
  }

  /// A snapshot: a new view whose content is a frozen copy of the source subtree.
  ///
  /// With `afterScreenUpdates` the copy shows model values (pending changes applied); without,
  /// it shows what is on screen now. The views limit counts the content as every view it draws,
  /// content it shares with other snapshots included, since each frame records all of them.
  package func snapshot(of source: ViewNode, afterScreenUpdates: Bool) -> ViewNode {
    let size = source.bounds.size
    let snapshot = makeView(
      frame: Rect(origin: .zero, size: size), kind: .snapshot(of: source.id),
      name: source.name.map { "snapshot(\($0))" })
    let content = copy(source, presentation: !afterScreenUpdates)
    content.setModelValue(.position, PropertyValue(size.width / 2, size.height / 2))
    snapshot.snapshotContent = content
    usage.views += content.drawnTree(upTo: EngineLimits.views.count).views
    return snapshot
  }

  /// A frozen copy of a view's subtree as it is shown now (for a CATransition's old look),
  /// counted against the views limit as a snapshot's content is.
  func frozenCopy(of view: ViewNode) -> ViewNode {
    let content = copy(view, presentation: true)
    usage.views += content.drawnTree(upTo: EngineLimits.views.count).views
    return content
  }

  /// Recurses once per level of the source's subtree, which `admitAttachment` keeps within
  /// `EngineLimits.viewDepth`.
  private func copy(_ node: ViewNode, presentation: Bool) -> ViewNode {
    let frame = presentation ? node.presentationFrame(at: now) : node.frame
    let clone = ViewNode(id: makeID(), frame: frame, name: node.name)
    for property in AnimatableProperty.allCases where property != .position {
      let value =
        presentation ? node.presentationValue(property, at: now) : node.modelValue(property)
      clone.setModelValue(property, value)
    }
    clone.isHidden = node.isHidden
    clone.text = node.text
    clone.textAlignment = node.textAlignment
    clone.fontWeight = node.fontWeight
    clone.numberOfLines = node.numberOfLines
    clone.snapshotContent = node.snapshotContent
    clone.masksToBounds = node.masksToBounds
    clone.shape = presentation ? node.presentationShape(at: now) : node.shape
    clone.emitter = node.emitter?.frozenCopy()
    clone.gradient = node.gradient
    clone.replicator = node.replicator
    clone.isDoubleSided = node.isDoubleSided
    clone.shadowPath = node.shadowPath
    clone.snapshotRegion = node.snapshotRegion
    clone.image = node.image
    clone.contentMode = node.contentMode
    clone.bitmap = node.bitmap
    clone.visualEffect = node.visualEffect
    clone.isImage = node.isImage
    clone.setMask(node.mask.map { copy($0, presentation: presentation) })
    for child in node.subviews {
      clone.add(copy(child, presentation: presentation))
    }
    return clone
  }

  // MARK: - Properties and transactions

  /// Whether a transaction is open.
  package var isInTransaction: Bool { !openTransactions.isEmpty }

  /// Sets a property's model value; inside a transaction the change animates.
  ///
  /// The presentation stays continuous: by default the new animation is added on top of any
  /// running one (UIKit's additive animations since iOS 8); with beginFromCurrentState, and
  /// always for the transform, it replaces them and starts from the value on screen now.
  /// Outside a transaction the change is immediate and removes the property's animations.
  package func set(_ property: AnimatableProperty, of view: ViewNode, to value: PropertyValue) {
    let old = view.modelValue(property)
    guard let index = openTransactions.indices.last else {
      removeAnimations(of: property, on: view)
      view.setModelValue(property, value)
      return
    }
    guard admitAnimation() else { return }
    let transaction = openTransactions[index]
    let parameters = transaction.parameters
    let replaces = parameters.beginFromCurrentState || property.isTransform
    let current = view.presentationValue(property, at: now)
    view.setModelValue(property, value)
    if openTransactions[index].keyframes != nil {
      if replaces { removeAnimations(of: property, on: view) }
      openTransactions[index].keyframes?.record(property, of: view, to: value) {
        replaces ? current : old
      }
      return
    }
    guard parameters.duration > 0 || parameters.delay > 0 else {
      removeAnimations(of: property, on: view)
      return
    }
    if replaces { removeAnimations(of: property, on: view) }
    let from = replaces ? current : old
    guard from != value else { return }
    // Outside an interactive clock a layer with its own timing runs the animation on its time.
    let clock = transaction.clock == 0 ? layerClock(of: view) : transaction.clock
    let origin = clock == transaction.clock ? transaction.origin : courseTime(on: clock)
    add(
      PropertyAnimation(
        property: property, from: from, to: value, start: origin + parameters.delay,
        duration: parameters.duration, curve: transaction.curve, group: transaction.group,
        repeats: parameters.repeats, autoreverses: parameters.autoreverses),
      to: view, clock: clock)
    openTransactions[index].animationCount += 1
    openTransactions[index].clocksUsed.insert(clock)
  }

  /// Opens an animation transaction.
  /// - Returns: false when it would go over a limit (`admitTransaction`); nothing is opened.
  @discardableResult
  package func beginTransaction(_ parameters: AnimationParameters) -> Bool {
    guard admitTransaction(parameters) else { return false }
    openTransactions.append(
      OpenTransaction(
        parameters: parameters, group: makeID(), clock: ambientClock,
        origin: courseTime(on: ambientClock),
        curve: parameters.timing.curve(forDuration: parameters.duration)))
    return true
  }

  /// Closes the innermost transaction (plain or keyframes); the completion runs when its
  /// animations end, never for one that repeats.
  ///
  /// A transaction that animated nothing completes at the next clock step, as UIKit calls the
  /// completion of an empty animation block on the next turn of the run loop.
  /// - Returns: false when no transaction was open (a property animator's addAnimations block
  ///   is not one the caller may commit).
  @discardableResult
  package func commitTransaction(completion: ((Bool) -> Void)?) -> Bool {
    guard openTransactions.last.map({ $0.animator == nil }) == true,
      var transaction = openTransactions.popLast()
    else { return false }
    if let recorder = transaction.keyframes {
      transaction.animationCount += addKeyframeAnimations(recorder, of: transaction)
    }
    let p = transaction.parameters
    if transaction.clock == 0, transaction.clocksUsed.count == 1,
      let clock = transaction.clocksUsed.first, clock != 0
    {
      // Every animation runs on one timed layer's clock: so does the completion.
      transaction.clock = clock
      transaction.origin = courseTime(on: clock)
    }
    let begin = transaction.origin + p.delay
    let empty = transaction.animationCount == 0
    var group = AnimationGroup(
      id: transaction.group, clock: transaction.clock, begin: begin,
      end: empty ? begin : begin + p.activeDuration, completion: completion, due: now,
      isForced: empty)
    if !empty { group.due = dueTime(of: group) }
    groups.append(group)
    return true
  }

  /// Whether any committed transaction has not completed yet, or an explicit animation has
  /// not stopped (or its delegate or transaction completion has not been called).
  package var hasPendingAnimations: Bool {
    !groups.isEmpty || hasPendingLayerEvents || hasRunningDynamics
  }

  /// The clock time the last pending transaction completes (or explicit animation stops), or
  /// now.
  package var pendingEnd: Double {
    let end = groups.map(\.due).max() ?? now
    return layerPendingEnd.map { max(end, $0) } ?? end
  }

  /// Moves the clock forward, ending animations and running completions in time order.
  ///
  /// A completion runs with the clock set to its transaction's end time, so animations it
  /// starts begin exactly there. Explicit animations' delegate events and CATransaction
  /// completions are delivered in the same order (time, then the order things were added).
  package func advance(to time: Double) {
    closeOpenTransactions()
    removeAnimationsOfLayersLeavingTree()
    while true {
      let group = groups.enumerated().min {
        ($0.element.due, $0.element.id) < ($1.element.due, $1.element.id)
      }
      if let layer = nextLayerEvent(), layer.due <= time + Self.timeTolerance,
        group.map({ (layer.due, layer.order) < ($0.element.due, $0.element.id) }) ?? true
      {
        now = max(now, layer.due)
        removeEndedAnimations()
        deliver(layer.event)
      } else if let next = group, next.element.due <= time + Self.timeTolerance {
        groups.remove(at: next.offset)
        now = max(now, next.element.due)
        removeEndedAnimations()
        next.element.completion?(next.element.finished)
      } else {
        break
      }
      closeOpenTransactions()
      removeAnimationsOfLayersLeavingTree()
    }
    now = max(now, time)
    removeEndedAnimations()
    advanceEmitters()
    advanceDynamics()
  }

  func removeEndedAnimations() {
    for view in views.values where !view.animations.isEmpty {
      view.animations.removeAll { $0.end <= now + Self.timeTolerance }
    }
  }

  /// Removes a property's running animations from a view; a committed transaction left with no
  /// animation anywhere completes at once with `finished` false, as UIKit reports a removed one.
  func removeAnimations(of property: AnimatableProperty, on view: ViewNode) {
    let removed = Set(view.animations.lazy.filter { $0.property == property }.map(\.group))
    guard !removed.isEmpty else { return }
    view.animations.removeAll { $0.property == property }
    for group in removed
    where !views.values.contains(where: { $0.animations.contains { $0.group == group } }) {
      guard let index = groups.firstIndex(where: { $0.id == group }), groups[index].due > now
      else { continue }
      groups[index].finished = false
      groups[index].due = now
      groups[index].isForced = true
    }
  }

  /// Drops every pending transaction without running its completion and removes every running
  /// animation, so the model shows (the run was aborted or its animations were cut off).
  package func cancelPendingAnimations() {
    groups.removeAll()
    openTransactions.removeAll()
    for view in views.values { view.animations.removeAll() }
    cancelLayerAnimations()
    for animator in propertyAnimators.values { animator.endWatch = nil }
    stopDynamics()
  }

  // MARK: - Records

  /// Records a lifecycle event at the current time.
  package func record(_ name: String, _ subject: String, _ detail: String = "") {
    events.append(TimelineEvent(time: now, name: name, subject: subject, detail: detail))
  }

  /// Records a diagnostic at the current time; past `EngineLimits.diagnostics` in one
  /// transition, one last diagnostic says so and the rest are dropped.
  package func diagnose(_ level: Diagnostic.Level, _ code: String, _ message: String) {
    let limit = EngineLimits.diagnostics
    guard diagnostics.count < limit.count else {
      guard diagnostics.count == limit.count else { return }
      diagnostics.append(
        Diagnostic(
          time: now, level: .warning, code: "limit-exceeded",
          message: "animator '\(activeAnimator)': \(limit.quantity) exceed the limit of \(limit); "
            + "the rest were dropped"))
      return
    }
    diagnostics.append(Diagnostic(time: now, level: level, code: code, message: message))
  }

  /// Forgets the events recorded so far (each transition keeps its own).
  package func takeEvents() -> [TimelineEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Forgets the diagnostics recorded so far.
  package func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}
