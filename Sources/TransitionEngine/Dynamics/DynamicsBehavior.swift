/// The base class of everything that acts on bodies in a world, like `UIDynamicBehavior`.
///
/// A behaviour belongs to at most one world at a time, either directly or as a child of
/// another behaviour. The world applies behaviours depth-first in insertion order (a parent
/// before its children), so results never depend on hashing.
package class DynamicsBehavior {
  /// A closure the world calls after every step while the behaviour is in it.
  package var action: (() -> Void)?

  /// The behaviours nested in this one, applied right after it in insertion order.
  package private(set) var childBehaviors: [DynamicsBehavior] = []

  /// The world this behaviour is part of, or nil while it is not in one.
  package internal(set) weak var world: DynamicsWorld?

  /// The behaviour this one is a child of.
  weak var parent: DynamicsBehavior?

  /// Creates a behaviour with no effect of its own; give it children or an action.
  package init() {}

  /// Nests `child` in this behaviour; `child` must not already belong anywhere.
  package func addChildBehavior(_ child: DynamicsBehavior) {
    precondition(child.parent == nil && child.world == nil, "the child already has an owner")
    var ancestor: DynamicsBehavior? = self
    while let current = ancestor {
      precondition(current !== child, "a behaviour cannot contain itself")
      ancestor = current.parent
    }
    child.parent = self
    childBehaviors.append(child)
    if let world {
      child.attach(to: world)
      world.setNeedsResume()
    }
  }

  /// Removes `child` from this behaviour; it must be one of ``childBehaviors``.
  package func removeChildBehavior(_ child: DynamicsBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === child }) else {
      preconditionFailure("not a child of this behaviour")
    }
    childBehaviors.remove(at: index)
    child.parent = nil
    let world = self.world
    child.detach()
    world?.setNeedsResume()
  }

  /// Tells the world that a parameter changed so that a paused simulation resumes.
  func setNeedsResume() {
    world?.setNeedsResume()
  }

  func attach(to world: DynamicsWorld) {
    self.world = world
    didAttach(to: world)
    for child in childBehaviors { child.attach(to: world) }
  }

  func detach() {
    world = nil
    didDetach()
    for child in childBehaviors { child.detach() }
  }

  func appendFlattened(to list: inout [DynamicsBehavior]) {
    list.append(self)
    for child in childBehaviors { child.appendFlattened(to: &list) }
  }

  /// Called when the behaviour joins `world`; body positions are current.
  func didAttach(to world: DynamicsWorld) {}

  /// Called when the behaviour leaves its world.
  func didDetach() {}

  /// Adds this step's accelerations and impulses to body velocities.
  func applyForces(in world: DynamicsWorld, timeStep: Double) {}

  /// Computes this step's constraint data from the start-of-step state.
  func prepareConstraints(in world: DynamicsWorld, timeStep: Double) {}

  /// Runs one sweep of the behaviour's velocity constraints.
  func solveVelocityConstraints(in world: DynamicsWorld) {}

  /// Runs one sweep of the behaviour's position corrections.
  func solvePositionConstraints(in world: DynamicsWorld) {}
}

/// A behaviour that acts on an ordered list of items, like gravity, collision and push.
package class DynamicsItemListBehavior: DynamicsBehavior {
  /// The items the behaviour acts on, in the order they were added.
  package private(set) var items: [DynamicsBodyID] = []

  /// Creates the behaviour for `items`; duplicates are ignored.
  package init(items: [DynamicsBodyID] = []) {
    super.init()
    for item in items where !self.items.contains(item) { self.items.append(item) }
  }

  /// Appends `item` unless it is already in the list.
  package func addItem(_ item: DynamicsBodyID) {
    guard !items.contains(item) else { return }
    items.append(item)
    setNeedsResume()
  }

  /// Removes `item` from the list if present.
  package func removeItem(_ item: DynamicsBodyID) {
    guard let index = items.firstIndex(of: item) else { return }
    items.remove(at: index)
    setNeedsResume()
  }

  /// The indices in the world's body array of the listed items that still exist.
  func bodyIndices(in world: DynamicsWorld) -> [Int] {
    items.compactMap { world.index(of: $0) }
  }
}
