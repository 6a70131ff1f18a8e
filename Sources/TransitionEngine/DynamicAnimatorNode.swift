/// UIDynamicAnimator: a simulation (DynamicsWorld) over views of a reference view, stepped by
/// the engine's clock, writing each item's center and rotation back to its view.
package final class DynamicAnimatorNode {
  /// What happened in the simulation, for the animator's delegate and behaviours.
  package enum Event: Equatable {
    /// dynamicAnimatorDidPause: everything came to rest.
    case didPause
    /// dynamicAnimatorWillResume: something changed and it runs again.
    case willResume
    /// A collision behaviour's delegate: contact began or ended, between two items or an item
    /// and a boundary (nil identifier: the reference bounds).
    case collision(behavior: Int, began: Bool, item: Int, other: Int?, identifier: String?)
    /// A behaviour's action block after the clock advanced.
    case action(behavior: Int)
  }

  /// The engine-unique object id.
  package let id: Int
  /// The view whose coordinate space the simulation runs in.
  package let referenceView: ViewNode
  let world: DynamicsWorld
  /// The clock time the world's time 0 is at.
  let start: Double
  /// Each item's body, by view id, and the item views in order.
  private var bodies: [Int: DynamicsBodyID] = [:]
  private(set) var itemViews: [ViewNode] = []
  /// The behaviours added, in order.
  package private(set) var behaviors: [DynamicBehaviorNode] = []
  /// Events not yet handed out, in order.
  var pending: [Event] = []
  /// Hands out the events after each step of the clock.
  package var onEvent: ((Event) -> Void)?

  init(id: Int, referenceView: ViewNode, now: Double) {
    self.id = id
    self.referenceView = referenceView
    let size = referenceView.bounds.size
    world = DynamicsWorld(
      referenceBounds: DynamicsRect(x: 0, y: 0, width: size.width, height: size.height))
    start = now
    world.didPause = { [unowned self] in pending.append(.didPause) }
    world.willResume = { [unowned self] in pending.append(.willResume) }
  }

  /// isRunning: whether anything moves.
  package var isRunning: Bool { world.isRunning }
  /// elapsedTime: simulated seconds while running.
  package var elapsedTime: Double { world.elapsedTime }

  /// The view whose body this is.
  func view(of body: DynamicsBodyID) -> ViewNode? {
    itemViews.first { bodies[$0.id] == body }
  }

  /// The body of an item, made from the view's current center, size and rotation.
  func body(for view: ViewNode) -> DynamicsBodyID {
    if let body = bodies[view.id] { return body }
    let center = referencePoint(of: view)
    let size = view.bounds.size
    let t = view.modelValue(.transform)
    let body = world.addBody(
      center: center, size: Size(width: max(size.width, 0), height: max(size.height, 0)),
      angle: atan2(t[1], t[0]))
    bodies[view.id] = body
    itemViews.append(view)
    return body
  }

  /// A view's center in the reference view's space.
  private func referencePoint(of view: ViewNode) -> DynamicsVector {
    let p = view.modelValue(.position)
    let inWindow = view.superview?.convert(Rect(x: p[0], y: p[1], width: 0, height: 0), to: nil)
    let origin = referenceView.convert(referenceView.bounds, to: nil)
    return DynamicsVector(
      x: (inWindow?.x ?? p[0]) - origin.x + referenceView.bounds.x,
      y: (inWindow?.y ?? p[1]) - origin.y + referenceView.bounds.y)
  }

  /// Writes each body's center and rotation to its view's model (as UIKit sets center and
  /// transform), converting from the reference view's space to the view's superview's.
  func writeBack() {
    let origin = referenceView.convert(referenceView.bounds, to: nil)
    for view in itemViews {
      guard let id = bodies[view.id], world.contains(id) else { continue }
      let body = world.body(id)
      var x = body.center.x + origin.x - referenceView.bounds.x
      var y = body.center.y + origin.y - referenceView.bounds.y
      if let superview = view.superview {
        let parent = superview.convert(superview.bounds, to: nil)
        x -= parent.x - superview.bounds.x
        y -= parent.y - superview.bounds.y
      }
      view.setModelValue(.position, PropertyValue(x, y))
      view.setModelValue(.transform, Transform3D.rotation(body.angle, 0, 0, 1).m)
    }
  }

  /// addBehavior(_:): builds the simulation's behaviour (and its children's) and starts it.
  func add(_ behavior: DynamicBehaviorNode) {
    guard behavior.animator == nil else { return }
    behaviors.append(behavior)
    attach(behavior)
    if let live = behavior.live { world.addBehavior(live) }
  }

  private func attach(_ behavior: DynamicBehaviorNode) {
    behavior.animator = self
    for child in behavior.children { attach(child) }
    behavior.live = DynamicBehaviorBuilder.build(behavior, in: self)
  }

  /// removeBehavior(_:).
  func remove(_ behavior: DynamicBehaviorNode) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    if let live = behavior.live { world.removeBehavior(live) }
    detach(behavior)
  }

  private func detach(_ behavior: DynamicBehaviorNode) {
    behavior.animator = nil
    behavior.live = nil
    for child in behavior.children { detach(child) }
  }

  /// removeAllBehaviors().
  func removeAll() {
    for behavior in behaviors { remove(behavior) }
  }
}

// libm math only; no other C call here.
#if canImport(Glibc)
  import func Glibc.atan2
#endif
