/// An explicit animation attached to a layer (`layer.add(_:forKey:)`), with what its delegate
/// has heard so far.
struct LayerAnimation {
  /// Where it is in its life, as its delegate hears it.
  enum Phase {
    /// Added; its active duration has not begun.
    case pending
    /// animationDidStart was sent.
    case started
    /// animationDidStop was sent; it stays only when not removed on completion.
    case stopped
  }

  /// The engine id, which orders animations by when they were added.
  let id: Int
  /// The key it was added under, or nil.
  let key: String?
  /// The key path and key, for the timeline (`opacity fade`).
  let label: String
  /// What it shows, resolved when it was added.
  let node: LayerAnimationNode
  /// Whether it is removed when its active duration ends.
  let isRemovedOnCompletion: Bool
  /// Its delegate.
  let delegate: ((ExplicitAnimationEvent) -> Void)?
  /// The media clock its times are on (the ambient clock when it was added).
  var clock: Int
  /// What that clock maps clock time to, as of its last change.
  var timebase: MediaClock
  /// Where it is in its life.
  var phase = Phase.pending

  /// The course time its active duration begins.
  var begin: Double { node.timing.beginTime }
  /// The course time its active duration ends; infinity for ever.
  var end: Double { node.timing.activeEnd }

  /// The clock time its next delegate event is due at or after `now` (its start, then its
  /// stop: the course reaching its end moving forward, or its beginning moving backward); nil
  /// when none is ahead.
  func nextEventTime(now: Double) -> Double? {
    let course = timebase.course(at: now)
    let tolerance = Engine.timeTolerance
    // A clock running backward (an interactive cancel) takes the animation back to its begin:
    // there it stops, at once when it is there already, as a reversed UIView.animate block
    // whose delay had not elapsed ends at once.
    let movingBack = timebase.course(at: now + 1e-6) < course - 1e-12
    switch phase {
    case .pending:
      if course >= begin - tolerance || movingBack { return now }
      return timebase.firstTime(reaching: begin, forward: true, after: now)
    case .started:
      if course >= end - tolerance { return now }
      if movingBack, course <= begin + tolerance { return now }
      let forward =
        end.isFinite ? timebase.firstTime(reaching: end, forward: true, after: now) : nil
      let backward =
        course > begin + tolerance
        ? timebase.firstTime(reaching: begin, forward: false, after: now) : nil
      switch (forward, backward) {
      case let (f?, b?): return min(f, b)
      case let (f?, nil): return f
      case let (nil, b?): return b
      case (nil, nil): return nil
      }
    case .stopped:
      return nil
    }
  }
}

extension ViewNode {
  /// A property's shown value with the explicit animations applied on top of `shown` (the
  /// model with its UIView animations), oldest first: each replaces or adds to its part.
  func applyingLayerAnimations(
    _ property: AnimatableProperty, to shown: PropertyValue, at time: Double
  )
    -> PropertyValue
  {
    var value = shown
    let bit = LayerAnimationNode.bit(property)
    let model = modelValue(property)
    for animation in layerAnimations where animation.node.properties & bit != 0 {
      animation.node.apply(
        to: &value, property, model: model, at: animation.timebase.course(at: time))
    }
    return value
  }

  /// The shape (with its path as shown at a clock time, `path` animations applied), or nil for
  /// a layer that is not a shape layer.
  package func presentationShape(at time: Double) -> ShapeStyle? {
    guard var style = shape else { return nil }
    guard layerAnimations.contains(where: { $0.node.animatesPath }) else { return style }
    let model = style.path
    for animation in layerAnimations where animation.node.animatesPath {
      animation.node.applyPath(
        to: &style.path, model: model, at: animation.timebase.course(at: time))
    }
    return style
  }

  /// The keys of its explicit animations, oldest first.
  package var layerAnimationKeys: [String] { layerAnimations.compactMap(\.key) }
}
