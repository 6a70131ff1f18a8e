/// An explicit animation as it runs on a layer: resolved once when it was added (its times
/// fixed, its from and to values worked out from Core Animation's from/to/by rules).
struct LayerAnimationNode {
  /// One end of a change: a value fixed when the animation was added, or the model value read
  /// as the animation runs.
  enum Endpoint {
    case value(PropertyValue)
    case model

    /// The value it stands for, given the key path's part of the model value.
    func resolve(_ model: PropertyValue) -> PropertyValue {
      if case let .value(value) = self { return value }
      return model
    }
  }

  /// What the animation shows.
  enum Content {
    /// CABasicAnimation: from → to along the timing function.
    case basic(from: Endpoint, to: Endpoint)
    /// CASpringAnimation: from → to moved by a physical spring in real time.
    case spring(from: Endpoint, to: Endpoint, spring: PhysicalSpring)
    /// CAKeyframeAnimation with values.
    case keyframes(KeyframeValues)
    /// CAKeyframeAnimation with a path a point moves along.
    case motion(MotionPath, rotation: RotationMode)
    /// A `path` animation: from → to (nil: the model path), element by element, moved by a
    /// spring when it is a CASpringAnimation.
    case pathMorph(from: Path?, to: Path?, spring: PhysicalSpring?)
    /// A `path` keyframe animation.
    case pathKeyframes(PathKeyframes)
    /// CAAnimationGroup: children in the group's time.
    case group([LayerAnimationNode])
    /// A gradient's `colors` or `locations` from → to (nil: the shown or model array), element
    /// by element when the counts match, else the from-array for the first half.
    case arrayMorph(LayerArrayProperty, from: [Double]?, to: [Double]?)
    /// A gradient's `colors` or `locations` through keyframe arrays at key times.
    case arrayKeyframes(LayerArrayProperty, values: [[Double]], keyTimes: [Double])
    /// CATransition: the layer's old look (a frozen copy) gives way to its live one.
    case transition(LayerTransition, old: ViewNode)
  }

  /// The key path it animates; nil for a group.
  var keyPath: LayerKeyPath?
  /// Its timing, resolved: `beginTime` in its parent's time, `duration` above 0.
  var timing: MediaTiming
  /// Its timing function.
  var curve: TimingCurve
  /// Whether its value adds to what is shown.
  var isAdditive = false
  /// Whether each repeat builds on the last.
  var isCumulative = false
  /// What it shows.
  var content: Content
  /// The properties it changes, one bit per `AnimatableProperty.rawValue`.
  var properties: UInt32 = 0
  /// Whether it (or a child) animates a shape layer's path.
  var animatesPath = false
  /// Whether it (or a child) animates a gradient's colours or locations.
  var animatesArrays = false

  /// The bit of a property in `properties`.
  static func bit(_ property: AnimatableProperty) -> UInt32 { 1 << UInt32(property.rawValue) }

  /// Where in a pass it is at a parent time, with the timing function applied: the seconds
  /// into the pass (a group's children run in them), its fraction of the duration and the
  /// cycles completed before it; nil when it shows nothing then.
  func warpedTime(at parentTime: Double) -> (time: Double, fraction: Double, iteration: Double)? {
    guard let position = timing.position(at: parentTime) else { return nil }
    let duration = timing.duration
    let fraction = duration > 0 ? curve.value(at: position.time / duration) : 1
    return (fraction * duration, fraction, position.iteration)
  }

  /// Applies it to a property's shown value at a parent time: its value replaces the key path's
  /// part of what is shown, or adds to it when additive.
  func apply(
    to shown: inout PropertyValue, _ property: AnimatableProperty, model: PropertyValue,
    at parentTime: Double
  ) {
    guard properties & Self.bit(property) != 0,
      let (time, fraction, iteration) = warpedTime(
        at: parentTime)
    else { return }
    if case let .group(children) = content {
      for child in children { child.apply(to: &shown, property, model: model, at: time) }
      return
    }
    guard let keyPath else { return }
    var turn: Double?
    if case let .motion(path, rotation) = content, rotation != .none, property == .transform {
      turn = path.place(at: fraction).angle + (rotation == .autoReverse ? Double.pi : 0)
    }
    if keyPath.property == property,
      let (value, end) = value(of: keyPath, model: keyPath.read(model), time, fraction)
    {
      let part = isCumulative ? keyPath.accumulate(value, end: end, iteration: iteration) : value
      shown = isAdditive ? keyPath.adding(part, to: shown) : keyPath.write(part, into: shown)
    }
    if let turn {
      // rotationMode: the layer turns to the tangent on top of its transform (**chosen**).
      shown = Transform3D.rotation(turn, 0, 0, 1).concatenating(Transform3D(shown)).m
    }
  }

  /// Its key path's part at a time into the pass, and the part at the end of a pass (for
  /// cumulative repeats); nil for a path or a group.
  private func value(
    of keyPath: LayerKeyPath, model: PropertyValue, _ time: Double, _ fraction: Double
  ) -> (part: PropertyValue, end: PropertyValue)? {
    switch content {
    case let .basic(from, to):
      let end = to.resolve(model)
      return (keyPath.interpolate(from.resolve(model), end, fraction), end)
    case let .spring(from, to, spring):
      let end = to.resolve(model)
      return (keyPath.interpolate(from.resolve(model), end, spring.fraction(at: time)), end)
    case let .keyframes(values):
      return (values.value(keyPath, at: fraction), values.last)
    case let .motion(path, _):
      let point = path.place(at: fraction).point
      return (PropertyValue(point.x, point.y), PropertyValue(path.end.x, path.end.y))
    case .pathMorph, .pathKeyframes, .group, .transition, .arrayMorph, .arrayKeyframes:
      return nil
    }
  }

  /// Applies it to a shape layer's shown path at a parent time.
  func applyPath(to shown: inout Path, model: Path, at parentTime: Double) {
    guard animatesPath, let (time, fraction, _) = warpedTime(at: parentTime) else { return }
    switch content {
    case let .group(children):
      for child in children { child.applyPath(to: &shown, model: model, at: time) }
    case let .pathMorph(from, to, spring):
      shown = PathMorph.path(
        from: from ?? model, to: to ?? model, fraction: spring?.fraction(at: time) ?? fraction)
    case let .pathKeyframes(keyframes):
      shown = keyframes.path(at: fraction)
    default:
      break
    }
  }
}
