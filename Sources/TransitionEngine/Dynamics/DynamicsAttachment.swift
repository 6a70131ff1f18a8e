/// Ties a point of an item to an anchor or to another item, like `UIAttachmentBehavior`.
///
/// The attachment points sit at ``offsetFromCenter`` (and ``attachedOffsetFromCenter``) in
/// each item's rotating coordinates. With ``frequency`` 0 the attachment is a rigid rod of
/// ``length`` (a pin when the length is 0): its velocity constraint is exact and drift is
/// removed by position sweeps. With a positive frequency it is a spring of that natural
/// frequency (hertz) and damping ratio ``damping``, integrated implicitly like Box2D's soft
/// distance joint; the implicit step adds a little numerical damping (an extra damping ratio
/// of about `π × frequency × Δt`, 0.013 at 1 Hz). A nil length is measured from the current
/// positions when the attachment joins a world.
package final class DynamicsAttachment: DynamicsBehavior {
  /// The attached item.
  package let item: DynamicsBodyID
  /// The attachment point on ``item``, relative to its centre in its own coordinates.
  package let offsetFromCenter: DynamicsVector
  /// The second item for an item-to-item attachment; nil for an anchor attachment.
  package let attachedItem: DynamicsBodyID?
  /// The attachment point on ``attachedItem``, relative to its centre.
  package let attachedOffsetFromCenter: DynamicsVector

  /// The anchor point in reference coordinates (used only by anchor attachments).
  package var anchorPoint: DynamicsVector {
    didSet { if anchorPoint != oldValue { setNeedsResume() } }
  }

  /// The distance kept between the attachment points; nil until measured.
  package var length: Double? {
    didSet {
      precondition((length ?? 0) >= 0, "length must not be negative")
      if length != oldValue { setNeedsResume() }
    }
  }

  /// The spring frequency in hertz; 0 (the default) makes the attachment rigid.
  package var frequency = 0.0 {
    didSet {
      precondition(frequency >= 0, "frequency must not be negative")
      if frequency != oldValue { setNeedsResume() }
    }
  }

  /// The spring's damping ratio (1 is critical); default 0; ignored when rigid.
  package var damping = 0.0 {
    didSet {
      precondition(damping >= 0, "damping must not be negative")
      if damping != oldValue { setNeedsResume() }
    }
  }

  private var prepared: (first: Int, second: Int?, rows: [DynamicsConstraintRow])?

  /// Attaches the point at `offset` on `item` to `anchor`.
  package init(
    item: DynamicsBodyID, offsetFromCenter offset: DynamicsVector = .zero,
    attachedToAnchor anchor: DynamicsVector, length: Double? = nil
  ) {
    precondition((length ?? 0) >= 0, "length must not be negative")
    self.item = item
    self.offsetFromCenter = offset
    self.attachedItem = nil
    self.attachedOffsetFromCenter = .zero
    self.anchorPoint = anchor
    self.length = length
    super.init()
  }

  /// Attaches the point at `offset` on `item` to the point at `otherOffset` on `other`.
  package init(
    item: DynamicsBodyID, offsetFromCenter offset: DynamicsVector = .zero,
    attachedTo other: DynamicsBodyID, offsetFromCenter otherOffset: DynamicsVector = .zero,
    length: Double? = nil
  ) {
    precondition(other != item, "an item cannot be attached to itself")
    precondition((length ?? 0) >= 0, "length must not be negative")
    self.item = item
    self.offsetFromCenter = offset
    self.attachedItem = other
    self.attachedOffsetFromCenter = otherOffset
    self.anchorPoint = .zero
    self.length = length
    super.init()
  }

  override func didAttach(to world: DynamicsWorld) {
    measureLengthIfNeeded(in: world)
  }

  /// The two attachment points (on ``item``, then on the other item or the anchor).
  private func endpoints(in world: DynamicsWorld, first: Int, second: Int?)
    -> (DynamicsVector, DynamicsVector)
  {
    let start = world.bodies[first].point(atOffset: offsetFromCenter)
    let end = second.map { world.bodies[$0].point(atOffset: attachedOffsetFromCenter) }
    return (start, end ?? anchorPoint)
  }

  private func indices(in world: DynamicsWorld) -> (Int, Int?)? {
    guard let first = world.index(of: item) else { return nil }
    guard let attachedItem else { return (first, nil) }
    guard let second = world.index(of: attachedItem) else { return nil }
    return (first, second)
  }

  private func measureLengthIfNeeded(in world: DynamicsWorld) {
    guard length == nil, case let (first, second)? = indices(in: world) else { return }
    let (start, end) = endpoints(in: world, first: first, second: second)
    length = start.distance(to: end)
  }

  override func prepareConstraints(in world: DynamicsWorld, timeStep: Double) {
    prepared = nil
    measureLengthIfNeeded(in: world)
    guard case let (first, second)? = indices(in: world), let length else { return }
    let rows = errorRows(in: world, first: first, second: second, length: length).map {
      axis, error, inverseMass in
      DynamicsConstraintRow(
        axis: axis, error: error, inverseMass: inverseMass,
        spring: DynamicsSpring(
          frequency: frequency, dampingRatio: damping,
          effectiveMass: inverseMass > 0 ? 1 / inverseMass : 0, timeStep: timeStep))
    }
    prepared = (first, second, rows)
  }

  override func solveVelocityConstraints(in world: DynamicsWorld) {
    guard var state = prepared else { return }
    let (start, end) = endpoints(in: world, first: state.first, second: state.second)
    for index in state.rows.indices {
      let axis = state.rows[index].axis
      let relative =
        (state.second.map { world.bodies[$0].velocity(at: end) } ?? .zero)
        - world.bodies[state.first].velocity(at: start)
      let lambda = state.rows[index].impulse(forSpeed: relative.dot(axis))
      world.bodies[state.first].applyImpulse(axis * -lambda, at: start)
      if let second = state.second { world.bodies[second].applyImpulse(axis * lambda, at: end) }
    }
    prepared = state
  }

  override func solvePositionConstraints(in world: DynamicsWorld) {
    guard frequency == 0, let state = prepared, let length else { return }
    let rows = errorRows(in: world, first: state.first, second: state.second, length: length)
    for (axis, error, inverseMass) in rows where inverseMass > 0 {
      let (start, end) = endpoints(in: world, first: state.first, second: state.second)
      let limit = DynamicsTuning.maximumPositionCorrection
      let shift = axis * (min(max(error, -limit), limit) / inverseMass)
      move(&world.bodies[state.first], by: shift, at: start)
      if let second = state.second { move(&world.bodies[second], by: -shift, at: end) }
    }
  }

  /// Moves `body` as if `impulse` acted on it at `point` for one unit of time.
  private func move(
    _ body: inout DynamicsBody, by impulse: DynamicsVector, at point: DynamicsVector
  ) {
    body.angle += body.inverseInertia * (point - body.center).cross(impulse)
    body.center += impulse * body.inverseMass
  }

  /// The constraint rows measured from the current positions.
  ///
  /// Each row is an axis, its error (end − start along the axis, minus the length) and its
  /// inverse effective mass.
  private func errorRows(in world: DynamicsWorld, first: Int, second: Int?, length: Double)
    -> [(DynamicsVector, Double, Double)]
  {
    let (start, end) = endpoints(in: world, first: first, second: second)
    let separation = end - start
    var rows: [(DynamicsVector, Double)] = []
    if length > 0 {
      let distance = separation.length
      guard distance > 1e-9 else { return [] }
      rows = [(separation / distance, distance - length)]
    } else {
      rows = [
        (DynamicsVector(x: 1, y: 0), separation.x), (DynamicsVector(x: 0, y: 1), separation.y),
      ]
    }
    let bodyA = world.bodies[first]
    let bodyB = second.map { world.bodies[$0] }
    return rows.map { axis, error in
      let armA = (start - bodyA.center).cross(axis)
      var inverseMass = bodyA.inverseMass + bodyA.inverseInertia * armA * armA
      if let bodyB {
        let armB = (end - bodyB.center).cross(axis)
        inverseMass += bodyB.inverseMass + bodyB.inverseInertia * armB * armB
      }
      return (axis, error, inverseMass)
    }
  }
}
