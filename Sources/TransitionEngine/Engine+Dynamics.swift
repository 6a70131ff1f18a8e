/// UIKit Dynamics on the engine's clock: animators and behaviours made by animator code, and
/// each animator's simulation stepped as the clock advances (fixed steps of 1/240 s from the
/// animator's creation, so the frames do not depend on how the clock is sliced).
extension Engine {
  /// UIDynamicAnimator(referenceView:).
  package func makeDynamicAnimator(referenceView: ViewNode) -> DynamicAnimatorNode {
    let animator = DynamicAnimatorNode(id: makeID(), referenceView: referenceView, now: now)
    dynamicAnimators.append(animator)
    return animator
  }

  /// A behaviour of a kind, outside any animator until added.
  package func makeDynamicBehavior(_ kind: DynamicBehaviorKind) -> DynamicBehaviorNode {
    let behavior = DynamicBehaviorNode(id: makeID(), kind: kind)
    dynamicBehaviors[behavior.id] = behavior
    return behavior
  }

  /// The animator or behaviour with an id.
  package func dynamicAnimator(id: Int) -> DynamicAnimatorNode? {
    dynamicAnimators.first { $0.id == id }
  }

  package func dynamicBehavior(id: Int) -> DynamicBehaviorNode? { dynamicBehaviors[id] }

  /// addBehavior(_:) (true) or removeBehavior(_:) (false).
  package func setBehavior(
    _ behavior: DynamicBehaviorNode, in animator: DynamicAnimatorNode, added: Bool
  ) {
    if added { animator.add(behavior) } else { animator.remove(behavior) }
  }

  /// Adds an item to a behaviour (or removes it); one already in an animator gets or loses its
  /// body in the simulation at once.
  package func setItem(_ view: ViewNode, of behavior: DynamicBehaviorNode, added: Bool) {
    if added {
      guard !behavior.items.contains(where: { $0 === view }) else { return }
      behavior.items.append(view)
      if let animator = behavior.animator, let live = behavior.live as? DynamicsItemListBehavior {
        live.addItem(animator.body(for: view))
      }
    } else {
      behavior.items.removeAll { $0 === view }
      if let animator = behavior.animator, let live = behavior.live as? DynamicsItemListBehavior {
        live.removeItem(animator.body(for: view))
      }
    }
  }

  /// Changes a setting of a behaviour (for one item when `item` is given); velocities added
  /// to an item behaviour in an animator act once and are not kept.
  package func set(
    _ parameter: DynamicParameter, of behavior: DynamicBehaviorNode, item: ViewNode?,
    _ values: [Double]
  ) {
    let once = parameter == .linearVelocity || parameter == .angularVelocity
    if let item {
      if !(once && behavior.live != nil) {
        behavior.itemSettings[item.id, default: [:]][parameter] = values
      }
    } else {
      behavior.settings[parameter] = values
    }
    if let animator = behavior.animator, let live = behavior.live {
      DynamicBehaviorBuilder.apply(parameter, values, item: item, to: live, behavior, animator)
    }
  }

  /// A collision boundary along a path's first subpath (in the reference view's space, curves
  /// sampled); an empty path removes the boundary with that identifier.
  package func setBoundary(_ identifier: String, of behavior: DynamicBehaviorNode, path: Path) {
    behavior.boundaries.removeAll { $0.identifier == identifier }
    let polyline = path.firstPolyline()
    if let polyline {
      behavior.boundaries.append(
        (identifier, polyline.points.flatMap { [$0.x, $0.y] }, polyline.closed))
    }
    guard let collision = behavior.live as? DynamicsCollision else { return }
    collision.removeBoundary(identifier: identifier)
    if let polyline {
      let vertices = polyline.points.map { DynamicsVector(x: $0.x, y: $0.y) }
      collision.addBoundary(
        vertices.count == 2 && !polyline.closed
          ? DynamicsBoundary(
            identifier: identifier, shape: .segment(from: vertices[0], to: vertices[1]))
          : DynamicsBoundary(
            identifier: identifier, shape: .polyline(vertices, closed: polyline.closed)))
    }
  }

  /// addChildBehavior(_:).
  package func addChild(_ child: DynamicBehaviorNode, to parent: DynamicBehaviorNode) {
    guard child !== parent, !parent.children.contains(where: { $0 === child }) else { return }
    parent.children.append(child)
  }

  /// Whether a simulation still runs (its items move until it pauses).
  var hasRunningDynamics: Bool { dynamicAnimators.contains { $0.isRunning } }

  /// Steps every animator's simulation to the clock, writes the items back and hands out what
  /// happened: pauses and resumptions, collisions, actions.
  func advanceDynamics() {
    for animator in dynamicAnimators where !animator.behaviors.isEmpty || animator.isRunning {
      animator.world.advance(to: max(0, now - animator.start))
      animator.writeBack()
      let events = animator.pending
      animator.pending = []
      for event in events { animator.onEvent?(event) }
    }
  }

  /// Stops every simulation (the run ended or its animations were cut off).
  func stopDynamics() {
    for animator in dynamicAnimators { animator.removeAll() }
  }
}
