/// Builds the simulation's behaviour for a UIDynamicBehavior that joins an animator, and
/// applies its settings to it then and whenever they change.
enum DynamicBehaviorBuilder {
  /// The simulation's behaviour for a node (its children built already).
  static func build(_ node: DynamicBehaviorNode, in animator: DynamicAnimatorNode)
    -> DynamicsBehavior
  {
    let bodies = node.items.map { animator.body(for: $0) }
    let live: DynamicsBehavior
    switch node.kind {
    case .gravity: live = DynamicsGravity(items: bodies)
    case .collision:
      let collision = DynamicsCollision(items: bodies)
      let behavior = node.id
      collision.eventHandler = { [unowned animator] event in
        animator.pending.append(collisionEvent(event, behavior: behavior, animator))
      }
      for boundary in node.boundaries { add(boundary, to: collision) }
      live = collision
    case .continuousPush: live = DynamicsPush(items: bodies, mode: .continuous)
    case .instantaneousPush: live = DynamicsPush(items: bodies, mode: .instantaneous)
    case .snap:
      let point = node.value(.snapPoint, default: [0, 0])
      live = DynamicsSnap(
        item: bodies.first ?? animator.body(for: animator.referenceView),
        snapTo: DynamicsVector(x: point[0], y: point[1]))
    case .attachment: live = attachment(node, bodies, animator)
    case .linearGravityField:
      live = DynamicsField.linearGravityField(direction: DynamicsVector(x: 0, y: 1))
      (live as? DynamicsField).map { field in bodies.forEach { field.addItem($0) } }
    case .radialGravityField:
      live = DynamicsField.radialGravityField(position: .zero)
      (live as? DynamicsField).map { field in bodies.forEach { field.addItem($0) } }
    case .item: live = DynamicsItemBehavior(items: bodies)
    case .composite: live = DynamicsBehavior()
    }
    for child in node.children {
      if let childLive = child.live { live.addChildBehavior(childLive) }
    }
    if node.hasAction {
      let behavior = node.id
      live.action = { [unowned animator] in
        if !animator.pending.contains(.action(behavior: behavior)) {
          animator.pending.append(.action(behavior: behavior))
        }
      }
    }
    for parameter in DynamicParameter.allCases {
      if let values = node.settings[parameter] {
        apply(parameter, values, item: nil, to: live, node, animator)
      }
    }
    for view in node.items {
      for (parameter, values) in (node.itemSettings[view.id] ?? [:]).sorted(by: {
        $0.key.rawValue < $1.key.rawValue
      }) {
        apply(parameter, values, item: view, to: live, node, animator)
      }
    }
    return live
  }

  private static func attachment(
    _ node: DynamicBehaviorNode, _ bodies: [DynamicsBodyID], _ animator: DynamicAnimatorNode
  ) -> DynamicsBehavior {
    let first = bodies.first ?? animator.body(for: animator.referenceView)
    func vector(_ values: [Double]?) -> DynamicsVector {
      values.map { DynamicsVector(x: $0[0], y: $0[1]) } ?? .zero
    }
    let offset = vector(node.items.first.flatMap { node.itemSettings[$0.id]?[.offset] })
    let length = node.settings[.length]?[0]
    if bodies.count > 1 {
      let other = node.items[1]
      return DynamicsAttachment(
        item: first, offsetFromCenter: offset, attachedTo: bodies[1],
        offsetFromCenter: vector(node.itemSettings[other.id]?[.offset]), length: length)
    }
    return DynamicsAttachment(
      item: first, offsetFromCenter: offset, attachedToAnchor: vector(node.settings[.anchor]),
      length: length)
  }

  private static func add(
    _ boundary: (identifier: String, points: [Double], closed: Bool),
    to collision: DynamicsCollision
  ) {
    let points = stride(from: 0, to: boundary.points.count - 1, by: 2).map {
      DynamicsVector(x: boundary.points[$0], y: boundary.points[$0 + 1])
    }
    if points.count == 2, !boundary.closed {
      collision.addBoundary(identifier: boundary.identifier, from: points[0], to: points[1])
    } else if points.count >= 2 {
      collision.addBoundary(
        DynamicsBoundary(
          identifier: boundary.identifier, shape: .polyline(points, closed: boundary.closed)))
    }
  }

  private static func collisionEvent(
    _ event: DynamicsCollisionEvent, behavior: Int, _ animator: DynamicAnimatorNode
  ) -> DynamicAnimatorNode.Event {
    let began = event.phase == .began
    switch event.participants {
    case let .items(a, b):
      return .collision(
        behavior: behavior, began: began, item: animator.view(of: a)?.id ?? 0,
        other: animator.view(of: b)?.id, identifier: nil)
    case let .boundary(a, identifier):
      return .collision(
        behavior: behavior, began: began, item: animator.view(of: a)?.id ?? 0, other: nil,
        identifier: identifier)
    }
  }

  /// Applies one setting to the simulation's behaviour.
  static func apply(
    _ parameter: DynamicParameter, _ v: [Double], item: ViewNode?, to live: DynamicsBehavior,
    _ node: DynamicBehaviorNode, _ animator: DynamicAnimatorNode
  ) {
    func vector() -> DynamicsVector { DynamicsVector(x: v[0], y: v[1]) }
    let body = item.map { animator.body(for: $0) }
    switch (parameter, live) {
    case (.direction, let gravity as DynamicsGravity): gravity.direction = vector()
    case (.magnitude, let gravity as DynamicsGravity):
      gravity.setAngle(gravity.angle, magnitude: v[0])
    case (.angle, let gravity as DynamicsGravity):
      gravity.setAngle(v[0], magnitude: gravity.magnitude)
    case (.direction, let push as DynamicsPush): push.pushDirection = vector()
    case (.magnitude, let push as DynamicsPush): push.setAngle(push.angle, magnitude: v[0])
    case (.angle, let push as DynamicsPush): push.setAngle(v[0], magnitude: push.magnitude)
    case (.active, let push as DynamicsPush): push.active = v[0] != 0
    case (.offset, let push as DynamicsPush):
      if let body { push.setTargetOffsetFromCenter(vector(), for: body) }
    case (.snapPoint, let snap as DynamicsSnap): snap.snapPoint = vector()
    case (.damping, let snap as DynamicsSnap): snap.damping = max(0, min(v[0], 1))
    case (.anchor, let attachment as DynamicsAttachment): attachment.anchorPoint = vector()
    case (.length, let attachment as DynamicsAttachment): attachment.length = max(0, v[0])
    case (.frequency, let attachment as DynamicsAttachment): attachment.frequency = max(0, v[0])
    case (.damping, let attachment as DynamicsAttachment): attachment.damping = max(0, v[0])
    case (.collisionMode, let collision as DynamicsCollision):
      collision.mode = [.items, .boundaries, .everything][min(max(Int(v[0]), 0), 2)]
    case (.referenceBoundsInsets, let collision as DynamicsCollision):
      collision.setTranslatesReferenceBoundsIntoBoundary(
        insets: DynamicsInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
    case (.direction, let field as DynamicsField): field.direction = vector()
    case (.position, let field as DynamicsField): field.position = vector()
    case (.strength, let field as DynamicsField): field.strength = v[0]
    case (.falloff, let field as DynamicsField): field.falloff = max(0, v[0])
    case (.minimumRadius, let field as DynamicsField): field.minimumRadius = max(0.01, v[0])
    case (.region, let field as DynamicsField):
      field.region =
        v[0] > 0 && v[1] > 0 ? .rectangle(Size(width: v[0], height: v[1])) : .infinite
    case (.linearVelocity, let behavior as DynamicsItemBehavior):
      if let body { behavior.addLinearVelocity(vector(), for: body) }
    case (.angularVelocity, let behavior as DynamicsItemBehavior):
      if let body { behavior.addAngularVelocity(v[0], for: body) }
    case (_, let behavior as DynamicsItemBehavior): applyProperty(parameter, v[0], behavior)
    default: break
    }
  }

  private static func applyProperty(
    _ parameter: DynamicParameter, _ value: Double, _ behavior: DynamicsItemBehavior
  ) {
    var p = behavior.properties
    switch parameter {
    case .elasticity: p.elasticity = min(max(value, 0), 1)
    case .friction: p.friction = max(value, 0)
    case .density: p.density = max(value, 0.0001)
    case .resistance: p.resistance = max(value, 0)
    case .angularResistance: p.angularResistance = max(value, 0)
    case .allowsRotation: p.allowsRotation = value != 0
    case .anchored: p.isAnchored = value != 0
    default: return
    }
    behavior.properties = p
  }
}
