/// A gradient layer's colours and how they spread (CAGradientLayer's `colors`, `locations` and
/// `type`); its start and end points are animatable properties of the view.
package struct GradientStyle: Equatable, Sendable {
  /// Axial, radial or conic.
  package var kind: GradientFrame.Kind
  /// The colours, first to last.
  package var colors: [Color]
  /// One stop in 0…1 per colour; nil spaces them evenly.
  package var locations: [Double]?

  /// A gradient with no colours (it draws nothing until it has some).
  package init(kind: GradientFrame.Kind = .axial, colors: [Color] = [], locations: [Double]? = nil)
  {
    self.kind = kind
    self.colors = colors
    self.locations = locations
  }
}

/// A replicator layer's copy count (CAReplicatorLayer.instanceCount); the delay, transform and
/// colour of the copies are animatable properties of the view.
package struct ReplicatorStyle: Equatable, Sendable {
  /// How many copies of the sublayers are drawn, the first as they are.
  package var instanceCount: Int

  /// A replicator drawing a number of copies.
  package init(instanceCount: Int = 1) {
    self.instanceCount = instanceCount
  }
}
