/// Sets the physical properties of its items, like `UIDynamicItemBehavior`.
///
/// Properties are resolved before every step: each body starts from
/// ``DynamicsItemProperties/standard`` and takes the properties of every item behaviour that
/// lists it, in behaviour order, so the last one wins.
package final class DynamicsItemBehavior: DynamicsItemListBehavior {
  /// The properties applied to every listed item.
  package var properties: DynamicsItemProperties {
    didSet {
      properties.validate()
      if properties != oldValue { setNeedsResume() }
    }
  }

  /// Creates the behaviour for `items` with `properties` (UIKit's defaults unless given).
  package init(items: [DynamicsBodyID] = [], properties: DynamicsItemProperties = .standard) {
    properties.validate()
    self.properties = properties
    super.init(items: items)
  }

  /// Adds `velocity` (points/s) to `item`, which must be listed and the behaviour in a world.
  package func addLinearVelocity(_ velocity: DynamicsVector, for item: DynamicsBodyID) {
    requireWorld(listing: item).addLinearVelocity(velocity, to: item)
  }

  /// The linear velocity (points/s) of `item`, which must be listed and in a world.
  package func linearVelocity(for item: DynamicsBodyID) -> DynamicsVector {
    requireWorld(listing: item).linearVelocity(of: item)
  }

  /// Adds `velocity` (rad/s) to `item`, which must be listed and the behaviour in a world.
  package func addAngularVelocity(_ velocity: Double, for item: DynamicsBodyID) {
    requireWorld(listing: item).addAngularVelocity(velocity, to: item)
  }

  /// The angular velocity (rad/s) of `item`, which must be listed and in a world.
  package func angularVelocity(for item: DynamicsBodyID) -> Double {
    requireWorld(listing: item).angularVelocity(of: item)
  }

  private func requireWorld(listing item: DynamicsBodyID) -> DynamicsWorld {
    guard let world, items.contains(item) else {
      preconditionFailure("the item behaviour must be in a world and list \(item)")
    }
    return world
  }
}
