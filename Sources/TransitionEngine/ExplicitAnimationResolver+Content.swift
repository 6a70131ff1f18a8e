extension ExplicitAnimationResolver {
  /// Fills in what a numeric key path's animation shows.
  mutating func content(
    of node: inout LayerAnimationNode, _ kind: ExplicitAnimationKind, _ keyPath: LayerKeyPath
  ) throws(Refusal) {
    guard let property = keyPath.property else { return }
    node.properties = LayerAnimationNode.bit(property)
    switch kind {
    case let .basic(from, to, by):
      let (start, end) = try endpoints(from, to, by, keyPath, additive: node.isAdditive)
      node.content = .basic(from: start, to: end)
      counted(1)
    case let .spring(from, to, by, mass, stiffness, damping, velocity):
      let spring = try Self.spring(mass, stiffness, damping, velocity)
      let (start, end) = try endpoints(from, to, by, keyPath, additive: node.isAdditive)
      node.content = .spring(from: start, to: end, spring: spring)
      counted(1)
    case let .keyframe(values, keyTimes, curves, path, mode, rotation):
      if let path {
        guard keyPath.width == 2 else {
          throw Refusal(message: "a keyframe path for \(keyPath.name), which is not a point")
        }
        guard path.elements.contains(where: { if case .move = $0 { false } else { true } })
        else { throw Refusal(message: "a keyframe path with nothing to move along") }
        node.content = .motion(
          MotionPath(path: path, keyTimes: keyTimes, curves: curves, mode: mode),
          rotation: rotation)
        if rotation != .none { node.properties |= LayerAnimationNode.bit(.transform) }
        counted(1)
        return
      }
      guard !values.isEmpty else {
        throw Refusal(message: "a keyframe animation with neither values nor a path")
      }
      var parts: [PropertyValue] = []
      for (index, value) in values.enumerated() {
        if let part = try part(value, keyPath, "values[\(index)]") { parts.append(part) }
      }
      node.content = .keyframes(
        KeyframeValues(
          values: parts, keyTimes: keyTimes, curves: curves, mode: mode, keyPath: keyPath))
      counted(parts.count)
    case .group, .transition:
      break
    }
  }

  /// CASpringAnimation's spring, checked: mass and stiffness above 0, damping at least 0.
  static func spring(_ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double)
    throws(Refusal) -> PhysicalSpring
  {
    guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite,
      damping >= 0, velocity.isFinite
    else {
      throw Refusal(
        message: "a spring with mass \(mass), stiffness \(stiffness), damping \(damping) and "
          + "initial velocity \(velocity)")
    }
    return PhysicalSpring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }

  /// From and to by CABasicAnimation's table.
  ///
  /// From and to; from → from + by; to − by → to; from → the model; shown → to; shown →
  /// shown + by; shown → the model. An additive animation takes a missing value as zero (the
  /// identity for a transform: **chosen**).
  func endpoints(
    _ from: [Double]?, _ to: [Double]?, _ by: [Double]?, _ keyPath: LayerKeyPath,
    additive: Bool
  ) throws(Refusal) -> (LayerAnimationNode.Endpoint, LayerAnimationNode.Endpoint) {
    let f = try part(from, keyPath, "fromValue")
    let t = try part(to, keyPath, "toValue")
    let b = try part(by, keyPath, "byValue")
    let zero = keyPath.isWholeTransform ? Transform3D.identity.m : PropertyValue()
    let base = additive ? zero : shown(keyPath)
    switch (f, t, b) {
    case let (f?, t?, _): return (.value(f), .value(t))
    case let (f?, nil, b?): return (.value(f), .value(keyPath.sum(f, b)))
    case let (nil, t?, b?): return (.value(keyPath.difference(t, b)), .value(t))
    case let (f?, nil, nil): return (.value(f), additive ? .value(zero) : .model)
    case let (nil, t?, nil): return (.value(base), .value(t))
    case let (nil, nil, b?): return (.value(base), .value(keyPath.sum(base, b)))
    case (nil, nil, nil): return (.value(base), additive ? .value(zero) : .model)
    }
  }

  /// What a `path` animation shows: shape paths from path commands.
  mutating func pathContent(_ kind: ExplicitAnimationKind) throws(Refusal)
    -> LayerAnimationNode.Content
  {
    guard let shape = view.shape else {
      throw Refusal(message: "a path animation on a layer that is not a shape layer")
    }
    let shownPath = view.presentationShape(at: time)?.path ?? shape.path
    switch kind {
    case let .basic(from, to, by), let .spring(from, to, by, _, _, _, _):
      guard by == nil else { throw Refusal(message: "a byValue for path, which cannot add") }
      var spring: PhysicalSpring?
      if case let .spring(_, _, _, mass, stiffness, damping, velocity) = kind {
        spring = try Self.spring(mass, stiffness, damping, velocity)
      }
      let start = try path(from, "fromValue") ?? shownPath
      let end = try path(to, "toValue")
      noteMismatch(start, end ?? shape.path)
      counted(1)
      return .pathMorph(from: start, to: end, spring: spring)
    case let .keyframe(values, keyTimes, curves, motion, mode, _):
      guard motion == nil else {
        throw Refusal(message: "a keyframe path for path, which is not a point")
      }
      guard !values.isEmpty else {
        throw Refusal(message: "a path keyframe animation without values")
      }
      var paths: [Path] = []
      for (index, value) in values.enumerated() {
        if let decoded = try path(value, "values[\(index)]") { paths.append(decoded) }
      }
      for (a, b) in zip(paths, paths.dropFirst()) { noteMismatch(a, b) }
      counted(paths.count)
      return .pathKeyframes(
        PathKeyframes(paths: paths, keyTimes: keyTimes, curves: curves, mode: mode))
    case .group, .transition:
      throw Refusal(message: "a group or transition with a key path")
    }
  }

  /// A path from path commands, or nil when not set.
  private func path(_ commands: [Double]?, _ name: String) throws(Refusal) -> Path? {
    guard let commands else { return nil }
    guard let path = Path(commands: commands) else {
      throw Refusal(
        message: "a \(name) that is not valid path commands (or has over "
          + "\(EngineLimits.pathElements) elements)")
    }
    return path
  }
}
