extension FrameRecorder {
  /// A replicator layer's sublayers drawn `instanceCount` times (CAReplicatorLayer): copy i is
  /// recorded `i × instanceDelay` seconds earlier, transformed by `instanceTransform` i times
  /// about the replicator's centre, and its colours multiplied by `instanceColor` plus i times
  /// the colour offsets (clamped to 0…1).
  ///
  /// Each copy is a `replica` node (carrying the replicator's id) whose bounds space is the
  /// replicator's. A frame stops adding copies once it holds the run's recorded-layers budget.
  static func replicas(
    of view: ViewNode, _ replicator: ReplicatorStyle, first: [FrameNode], time: Double,
    tally: inout Tally
  ) -> [FrameNode] {
    let count = min(max(replicator.instanceCount, 0), EngineLimits.replicatorInstances.count)
    guard count > 0 else { return [] }
    let bounds = Rect(view.presentationValue(.bounds, at: time))
    let delay = view.presentationValue(.instanceDelay, at: time)[0]
    let step = Transform3D(view.presentationValue(.instanceTransform, at: time))
    let color = view.presentationValue(.instanceColor, at: time).first4
    let offsets = view.presentationValue(.instanceColorOffsets, at: time).first4
    var copies: [FrameNode] = []
    var transform = Transform3D.identity
    for index in 0..<count {
      guard index == 0 || tally.layers <= EngineLimits.recordedLayers.count else { break }
      let children =
        index == 0
        ? first
        : view.subviews.map { record($0, time: time - Double(index) * delay, tally: &tally) }
      tally.layers += 1
      var copy = FrameNode(
        id: view.id, name: nil, kind: "replica", frame: bounds, alpha: 1, isHidden: false,
        color: .clear, children: children)
      copy.boundsOrigin = bounds.origin
      copy.transform = transform
      let multiplier = (color + Double(index) * offsets).clamped(
        lowerBound: .zero, upperBound: .one)
      if multiplier != .one { tint(&copy, multiplier) }
      copies.append(copy)
      transform = transform.concatenating(step)
    }
    return copies
  }

  /// Multiplies every colour a node and its subtree draw by a colour (masks keep theirs).
  ///
  /// Recurses once per level of the recorded tree, which the engine keeps shallow.
  static func tint(_ node: inout FrameNode, _ m: SIMD4<Double>) {
    func times(_ c: Color) -> Color { Color(c.vector.first4 * m) }
    node.color = times(node.color)
    node.textColor = times(node.textColor)
    node.borderColor = times(node.borderColor)
    node.shadowColor = times(node.shadowColor)
    if var shape = node.shape {
      shape.fillColor = times(shape.fillColor)
      shape.strokeColor = times(shape.strokeColor)
      node.shape = shape
    }
    if var gradient = node.gradient {
      gradient.colors = gradient.colors.map(times)
      node.gradient = gradient
    }
    if var particles = node.particles {
      for i in particles.particles.indices {
        particles.particles[i].color = times(particles.particles[i].color)
      }
      node.particles = particles
    }
    for i in node.content.indices { tint(&node.content[i], m) }
    for i in node.children.indices { tint(&node.children[i], m) }
  }
}
