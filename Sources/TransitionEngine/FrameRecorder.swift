/// Captures presentation trees.
///
/// Recording recurses once per level of the tree; `Engine.admitAttachment` keeps every tree an
/// animator builds within `EngineLimits.viewDepth` levels, so the recursion is bounded.
package enum FrameRecorder {
  /// How much a recording holds.
  package struct Tally {
    /// Layers recorded (views, masks, snapshot contents).
    package var layers = 0
    /// Particles recorded.
    package var particles = 0

    /// Nothing yet.
    package init() {}
  }

  /// The presentation tree of a view at a clock time.
  package static func record(_ view: ViewNode, time: Double) -> FrameNode {
    var tally = Tally()
    return record(view, time: time, tally: &tally)
  }

  /// The presentation tree of a view at a clock time, adding what it holds to a tally.
  package static func record(_ view: ViewNode, time: Double, tally: inout Tally) -> FrameNode {
    tally.layers += 1
    var kind: String
    var snapshotOf: Int?
    switch view.kind {
    case .plain: kind = "view"
    case .window: kind = "window"
    case .container: kind = "container"
    case let .snapshot(of: source):
      kind = "snapshot"
      snapshotOf = source
    }
    if view.shape != nil { kind = "shape" }
    if view.emitter != nil { kind = "emitter" }
    func value(_ property: AnimatableProperty) -> PropertyValue {
      view.presentationValue(property, at: time)
    }
    func color(_ property: AnimatableProperty) -> Color { Color(value(property).first4) }
    var node = FrameNode(
      id: view.id, name: view.name, kind: kind, frame: view.presentationFrame(at: time),
      alpha: value(.alpha)[0], isHidden: view.isHidden, color: color(.backgroundColor),
      text: view.text, textColor: color(.textColor), fontSize: value(.fontSize)[0],
      textAlignment: view.textAlignment, snapshotOf: snapshotOf,
      content: view.snapshotContent.map { [frozen($0, time: time, tally: &tally)] } ?? [],
      children: view.subviews.map { record($0, time: time, tally: &tally) })
    node.bitmap = view.bitmap
    node.fontWeight = view.fontWeight
    node.numberOfLines = view.numberOfLines
    let bounds = value(.bounds)
    node.boundsOrigin = Point(x: bounds[0], y: bounds[1])
    let anchor = value(.anchorPoint)
    node.anchorPoint = Point(x: anchor[0], y: anchor[1])
    node.transform = Transform3D(value(.transform))
    node.zPosition = value(.zPosition)[0]
    node.cornerRadius = value(.cornerRadius)[0]
    node.masksToBounds = view.masksToBounds
    node.borderWidth = value(.borderWidth)[0]
    node.borderColor = color(.borderColor)
    node.shadowColor = color(.shadowColor)
    node.shadowOpacity = value(.shadowOpacity)[0]
    node.shadowRadius = value(.shadowRadius)[0]
    let offset = value(.shadowOffset)
    node.shadowOffset = Size(width: offset[0], height: offset[1])
    node.mask = view.mask.map { [record($0, time: time, tally: &tally)] } ?? []
    if let style = view.presentationShape(at: time) {
      node.shape = ShapeFrame(
        style: style, fillColor: color(.fillColor), strokeColor: color(.strokeColor),
        lineWidth: value(.lineWidth)[0], strokeStart: value(.strokeStart)[0],
        strokeEnd: value(.strokeEnd)[0])
    }
    if var shape = node.shape, let style = view.shape, !style.lineDashPattern.isEmpty {
      shape.lineDashPattern = style.lineDashPattern
      shape.lineDashPhase = value(.lineDashPhase)[0]
      node.shape = shape
    }
    node.sublayerTransform = Transform3D(value(.sublayerTransform))
    node.anchorPointZ = value(.anchorPointZ)[0]
    node.isDoubleSided = view.isDoubleSided
    node.shadowPath = view.shadowPath
    if let gradient = view.presentationGradient(at: time) {
      kind = "gradient"
      let start = value(.startPoint)
      let end = value(.endPoint)
      node.gradient = GradientFrame(
        kind: gradient.kind, colors: gradient.colors, locations: gradient.locations,
        startPoint: Point(x: start[0], y: start[1]), endPoint: Point(x: end[0], y: end[1]))
    }
    if let effect = view.visualEffect {
      node.visualEffect = VisualEffectFrame(effect: effect, amount: value(.effectAmount)[0])
    }
    if let curl = view.curl {
      node.curl = CurlFrame(
        progress: value(.curlProgress)[0], angle: curl.angle, radius: curl.radius)
    }
    node.snapshotRegion = view.snapshotRegion
    if let replicator = view.replicator {
      kind = "replicator"
      node.children = replicas(
        of: view, replicator, first: node.children, time: time, tally: &tally)
    }
    node.kind = kind
    if let image = image(of: view, time: time, tally: &tally) {
      node.children.insert(image, at: 0)
    }
    if let emitter = view.emitter {
      tally.particles += emitter.particles.count
      node.particles = ParticleFrame(
        cellPaths: emitter.configuration.cells.map { $0.shape.path(size: $0.size) },
        particles: emitter.particles)
    }
    return sharing(transitioning(node, of: view, time: time, tally: &tally), of: view)
  }

  /// The recording of a frozen copy, made the first time and reused after.
  ///
  /// A snapshot's content and a CATransition's old look are copies made by
  /// `Engine.snapshot(of:afterScreenUpdates:)` and `Engine.frozenCopy(of:)`: no animator can
  /// reach them (they are not registered), they have no animations, and only recording reads
  /// them, so they look the same at every time. Explode's pieces hold 880 such views a frame.
  /// A copy that shows an image is recorded every time instead (`showsImage`).
  static func frozen(_ copy: ViewNode, time: Double, tally: inout Tally) -> FrameNode {
    let recording: (node: FrameNode, tally: Tally)
    if let done = copy.frozenRecording {
      recording = done
    } else {
      var own = Tally()
      recording = (record(copy, time: time, tally: &own), own)
      if !showsImage(copy) { copy.frozenRecording = recording }
    }
    tally.layers += recording.tally.layers
    tally.particles += recording.tally.particles
    return recording.node
  }

  /// Whether a view or anything it draws shows an image: a copy shares its images with the
  /// views it was copied from, and an image is a registered view a plugin can change through
  /// its handle, so such a copy is not frozen.
  ///
  /// Walked once a copy; `EngineLimits.views` bounds the trees.
  static func showsImage(_ root: ViewNode) -> Bool {
    var found = false
    root.walkDrawn { view, _ in
      found = view.image != nil
      return !found
    }
    return found
  }
}
