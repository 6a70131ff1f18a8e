extension DynamicsWorld {
  /// Steps the world from its current time to `time`, which must not be earlier.
  ///
  /// While running, the world has taken `floor((time − runOrigin) / Δt)` steps after the
  /// call (with ``DynamicsTuning/stepTolerance`` for rounding), where `runOrigin` is when it
  /// last resumed. The fractional remainder carries to the next call, so one call to 2 s and
  /// 120 calls of 1/60 s give bit-identical results. A paused world only moves its clock.
  package func advance(to time: Double) {
    precondition(time.isFinite && time >= self.time, "time must not run backwards")
    while isRunning {
      let target = ((time - runOrigin) / Self.timeStep + DynamicsTuning.stepTolerance)
        .rounded(.down)
      guard Double(stepsSinceOrigin) < target else { break }
      step()
    }
    self.time = time
  }

  /// Steps the world forward by `duration` seconds; see ``advance(to:)``.
  package func advance(by duration: Double) {
    advance(to: time + duration)
  }

  /// Runs exactly one fixed step of the simulation.
  ///
  /// Order: resolve item properties; apply forces (gravity, pushes, fields) as velocity
  /// changes; damp by resistance; detect contacts; prepare constraints; run the velocity
  /// sweeps (behaviour constraints, then contacts); integrate positions (semi-implicit
  /// Euler); apply restitution; run the position sweeps; report collision events; call
  /// actions; check for rest.
  func step() {
    let timeStep = Self.timeStep
    let flattened = flattenedBehaviors()
    guard !flattened.isEmpty else {
      pause()
      return
    }
    resolveProperties(flattened)
    let before = bodies.map(\.velocity)
    for behavior in flattened { behavior.applyForces(in: self, timeStep: timeStep) }
    // A resting item gains this much speed from the forces each step; contacts closing no
    // faster than that (plus the threshold) do not bounce, so strong gravity still settles.
    let forceSpeed = zip(bodies, before).map { ($0.velocity - $1).length }.max() ?? 0
    applyResistance(timeStep: timeStep)

    var constraints: [DynamicsContactConstraint] = []
    var solvedPairs: Set<DynamicsItemPair> = []
    var events: [(DynamicsCollision, DynamicsCollisionEvent)] = []
    for case let collision as DynamicsCollision in flattened {
      let found = collision.detectContacts(
        in: self, time: time, solvedPairs: &solvedPairs, constraints: &constraints)
      events += found.map { (collision, $0) }
    }
    var contacts = DynamicsContactSolver(constraints: constraints)
    contacts.prepare(bodies: bodies, timeStep: timeStep)
    for behavior in flattened { behavior.prepareConstraints(in: self, timeStep: timeStep) }
    for _ in 0..<DynamicsTuning.velocityIterations {
      for behavior in flattened { behavior.solveVelocityConstraints(in: self) }
      contacts.solveVelocities(&bodies)
    }
    integratePositions(timeStep: timeStep)
    contacts.prepareRestitution(threshold: DynamicsTuning.restitutionThreshold + 2 * forceSpeed)
    for _ in 0..<DynamicsTuning.velocityIterations { contacts.solveRestitution(&bodies) }
    for _ in 0..<DynamicsTuning.positionIterations {
      for behavior in flattened { behavior.solvePositionConstraints(in: self) }
      contacts.solvePositions(&bodies)
    }

    stepsSinceOrigin += 1
    stepCount += 1
    elapsedTime += timeStep
    time = runOrigin + Double(stepsSinceOrigin) * timeStep
    for (collision, event) in events { collision.eventHandler?(event) }
    for behavior in flattened { behavior.action?() }
    action?()
    updateRestState()
  }

  /// Every behaviour in application order: depth-first, parents before children.
  func flattenedBehaviors() -> [DynamicsBehavior] {
    var list: [DynamicsBehavior] = []
    for behavior in behaviors { behavior.appendFlattened(to: &list) }
    return list
  }

  /// Sets every body's properties to the defaults, then to each item behaviour's in order.
  func resolveProperties(_ flattened: [DynamicsBehavior]? = nil) {
    for index in bodies.indices { bodies[index].properties = .standard }
    for case let behavior as DynamicsItemBehavior in flattened ?? flattenedBehaviors() {
      for index in behavior.bodyIndices(in: self) {
        bodies[index].properties = behavior.properties
      }
    }
    for index in bodies.indices where bodies[index].properties.isAnchored {
      bodies[index].velocity = .zero
      bodies[index].angularVelocity = 0
    }
  }

  /// Stops stepping, clears velocities and tells the caller.
  func pause() {
    guard isRunning else { return }
    isRunning = false
    quietSteps = 0
    for index in bodies.indices {
      bodies[index].velocity = .zero
      bodies[index].angularVelocity = 0
    }
    didPause?()
  }

  private func applyResistance(timeStep: Double) {
    for index in bodies.indices {
      let properties = bodies[index].properties
      if properties.resistance > 0 {
        bodies[index].velocity =
          bodies[index].velocity * (1 / (1 + properties.resistance * timeStep))
      }
      if properties.angularResistance > 0 {
        bodies[index].angularVelocity /= 1 + properties.angularResistance * timeStep
      }
    }
  }

  private func integratePositions(timeStep: Double) {
    for index in bodies.indices {
      let properties = bodies[index].properties
      if properties.isAnchored {
        bodies[index].velocity = .zero
        bodies[index].angularVelocity = 0
        continue
      }
      if !properties.allowsRotation { bodies[index].angularVelocity = 0 }
      bodies[index].center += bodies[index].velocity * timeStep
      bodies[index].angle += bodies[index].angularVelocity * timeStep
    }
  }

  private func updateRestState() {
    guard isRunning else { return }
    let quiet = bodies.allSatisfy { $0.properties.isAnchored || $0.isQuiet }
    quietSteps = quiet ? quietSteps + 1 : 0
    let required = (DynamicsTuning.restDuration / Self.timeStep).rounded()
    if Double(quietSteps) >= required { pause() }
  }
}
