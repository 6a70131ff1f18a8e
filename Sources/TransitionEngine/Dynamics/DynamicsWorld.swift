/// A deterministic, fixed-step 2D rigid-body world that backs a `UIDynamicAnimator`.
///
/// The world owns bodies (in insertion order) and behaviours (applied depth-first in
/// insertion order). ``advance(to:)`` runs as many fixed steps of
/// ``DynamicsTuning/timeStep`` as fit since the world last resumed, so results do not depend
/// on how the caller slices time. The world runs while it has behaviours and something
/// moves; once every non-anchored body stays below the rest speeds for
/// ``DynamicsTuning/restDuration`` it pauses, clears their velocities and calls
/// ``didPause`` once. Any change (a behaviour, a parameter, a velocity or an external move)
/// resumes it and calls ``willResume``. ``elapsedTime`` counts only simulated running time,
/// summed over every run and never reset.
package final class DynamicsWorld {
  /// The fixed simulation step in seconds (1/240 s).
  package static let timeStep = DynamicsTuning.timeStep

  /// The reference view's bounds, used by collision behaviours as a containing boundary.
  package var referenceBounds: DynamicsRect? {
    didSet { if referenceBounds != oldValue { setNeedsResume() } }
  }

  /// The world's clock in seconds.
  ///
  /// It is the last time passed to ``advance(to:)``, or during a step sequence the time the
  /// latest step reached.
  package internal(set) var time: Double = 0

  /// The simulated seconds spent running, excluding paused time, summed over every run.
  package internal(set) var elapsedTime: Double = 0

  /// Whether the world is stepping; false before any behaviour is added and while at rest.
  package internal(set) var isRunning = false

  /// The total number of fixed steps taken.
  package internal(set) var stepCount = 0

  /// Called once each time the world comes to rest and pauses.
  package var didPause: (() -> Void)?

  /// Called each time a paused world is about to run again.
  package var willResume: (() -> Void)?

  /// Called after every step, after the behaviours' own actions.
  package var action: (() -> Void)?

  /// Every body in insertion order, with its state after the latest step.
  package internal(set) var bodies: [DynamicsBody] = []

  /// The top-level behaviours in insertion order.
  package private(set) var behaviors: [DynamicsBehavior] = []

  private var indexByID: [DynamicsBodyID: Int] = [:]
  private var nextBodyID = 0
  /// The time the current run started; step `n` of the run ends at `runOrigin + n × Δt`.
  var runOrigin: Double = 0
  /// The steps taken since ``runOrigin``.
  var stepsSinceOrigin = 0
  /// The consecutive steps in which every body was quiet.
  var quietSteps = 0

  /// Creates an empty, paused world whose reference view has `referenceBounds`.
  package init(referenceBounds: DynamicsRect? = nil) {
    self.referenceBounds = referenceBounds
  }

  /// Adds a body at rest and returns its identity.
  package func addBody(center: DynamicsVector, size: Size, angle: Double = 0)
    -> DynamicsBodyID
  {
    let id = DynamicsBodyID(rawValue: nextBodyID)
    nextBodyID += 1
    indexByID[id] = bodies.count
    bodies.append(DynamicsBody(id: id, center: center, size: size, angle: angle))
    setNeedsResume()
    return id
  }

  /// Removes a body; behaviours that still list it ignore it from then on.
  package func removeBody(_ id: DynamicsBodyID) {
    let index = requireIndex(of: id)
    bodies.remove(at: index)
    indexByID[id] = nil
    for position in index..<bodies.count { indexByID[bodies[position].id] = position }
    setNeedsResume()
  }

  /// Whether the world has a body with identity `id`.
  package func contains(_ id: DynamicsBodyID) -> Bool { indexByID[id] != nil }

  /// The current state of body `id`, which must exist.
  package func body(_ id: DynamicsBodyID) -> DynamicsBody { bodies[requireIndex(of: id)] }

  /// The bodies whose rotated frame meets `rect`, in insertion order, like `items(in:)`.
  package func bodies(intersecting rect: DynamicsRect) -> [DynamicsBodyID] {
    bodies.filter { $0.frame.intersects(rect) }.map(\.id)
  }

  /// Moves or resizes a body from outside the simulation, like `updateItem(usingCurrentState:)`.
  package func updateBody(
    _ id: DynamicsBodyID, center: DynamicsVector? = nil, angle: Double? = nil,
    size: Size? = nil
  ) {
    let index = requireIndex(of: id)
    if let center { bodies[index].center = center }
    if let angle { bodies[index].angle = angle }
    if let size {
      precondition(size.width > 0 && size.height > 0, "a body needs a positive size")
      bodies[index].size = size
    }
    setNeedsResume()
  }

  /// Adds `velocity` (points/s) to body `id`'s linear velocity.
  package func addLinearVelocity(_ velocity: DynamicsVector, to id: DynamicsBodyID) {
    bodies[requireIndex(of: id)].velocity += velocity
    setNeedsResume()
  }

  /// Adds `velocity` (rad/s) to body `id`'s angular velocity.
  package func addAngularVelocity(_ velocity: Double, to id: DynamicsBodyID) {
    bodies[requireIndex(of: id)].angularVelocity += velocity
    setNeedsResume()
  }

  /// The linear velocity of body `id` in points/s.
  package func linearVelocity(of id: DynamicsBodyID) -> DynamicsVector { body(id).velocity }

  /// The angular velocity of body `id` in rad/s.
  package func angularVelocity(of id: DynamicsBodyID) -> Double { body(id).angularVelocity }

  /// Adds a top-level behaviour, which must not already belong to a world or a parent.
  package func addBehavior(_ behavior: DynamicsBehavior) {
    precondition(behavior.world == nil && behavior.parent == nil, "behaviour already in use")
    behaviors.append(behavior)
    behavior.attach(to: self)
    setNeedsResume()
  }

  /// Removes a top-level behaviour, which must have been added to this world.
  package func removeBehavior(_ behavior: DynamicsBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else {
      preconditionFailure("not a top-level behaviour of this world")
    }
    behaviors.remove(at: index)
    behavior.detach()
    behaviorsDidShrink()
  }

  /// Removes every behaviour, which pauses the world.
  package func removeAllBehaviors() {
    let removed = behaviors
    behaviors.removeAll()
    for behavior in removed { behavior.detach() }
    behaviorsDidShrink()
  }

  /// The index of body `id` in ``bodies``, if it exists.
  func index(of id: DynamicsBodyID) -> Int? { indexByID[id] }

  /// The index of body `id`, trapping when it does not exist.
  func requireIndex(of id: DynamicsBodyID) -> Int {
    guard let index = indexByID[id] else { preconditionFailure("unknown body \(id)") }
    return index
  }

  /// Re-resolves properties and resumes a paused world that has behaviours.
  func setNeedsResume() {
    resolveProperties()
    quietSteps = 0
    guard !isRunning, !behaviors.isEmpty else { return }
    isRunning = true
    runOrigin = time
    stepsSinceOrigin = 0
    willResume?()
  }

  private func behaviorsDidShrink() {
    if behaviors.isEmpty && isRunning {
      resolveProperties()
      pause()
    } else {
      setNeedsResume()
    }
  }
}
