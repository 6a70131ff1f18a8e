import TransitionEngine

// A frame's view tree on the wire. Fields that most views leave at their default are sent only
// when they differ (a presence bitmask first), which keeps a frame of a busy scene small; the
// comparison is on bit patterns, so -0.0 and NaN payloads travel unchanged.
//
// A view identical to the last one sent with its id travels as that id alone (`repeated`): a
// timeline repeats most of each frame in the next, and a snapshot's frozen look is in every
// piece cut from it (explode: 220 copies a frame). The reader hands back the node it read last
// for that id, so the host's frames share storage as the child's did.

/// Which optional parts of a FrameNode follow its fixed fields.
private struct NodeParts: OptionSet {
  let rawValue: UInt64
  static let name = NodeParts(rawValue: 1 << 0)
  static let boundsOrigin = NodeParts(rawValue: 1 << 1)
  static let anchorPoint = NodeParts(rawValue: 1 << 2)
  static let transform = NodeParts(rawValue: 1 << 3)
  static let zPosition = NodeParts(rawValue: 1 << 4)
  static let corner = NodeParts(rawValue: 1 << 5)
  static let border = NodeParts(rawValue: 1 << 6)
  static let shadow = NodeParts(rawValue: 1 << 7)
  static let text = NodeParts(rawValue: 1 << 8)
  static let textStyle = NodeParts(rawValue: 1 << 9)
  static let snapshotOf = NodeParts(rawValue: 1 << 10)
  static let content = NodeParts(rawValue: 1 << 11)
  static let mask = NodeParts(rawValue: 1 << 12)
  static let shape = NodeParts(rawValue: 1 << 13)
  static let particles = NodeParts(rawValue: 1 << 14)
  static let children = NodeParts(rawValue: 1 << 15)
  static let depth = NodeParts(rawValue: 1 << 16)
  static let shadowPath = NodeParts(rawValue: 1 << 17)
  static let gradient = NodeParts(rawValue: 1 << 18)
  static let curl = NodeParts(rawValue: 1 << 19)
  static let snapshotRegion = NodeParts(rawValue: 1 << 20)
  static let crossfade = NodeParts(rawValue: 1 << 21)
  static let bitmap = NodeParts(rawValue: 1 << 22)
  static let visualEffect = NodeParts(rawValue: 1 << 23)
  static let warp = NodeParts(rawValue: 1 << 24)
  static let all = NodeParts(rawValue: (1 << 25) - 1)
  /// Alone, with the id after it: the same view as the last one sent with that id.
  static let repeated = NodeParts(rawValue: 1 << 25)

  /// The parts in which the node differs from a new node's defaults.
  init(_ node: FrameNode) {
    let plain = FrameNode(
      id: 0, name: nil, kind: "", frame: .zero, alpha: 1, isHidden: false, color: .black)
    var parts: NodeParts = []
    if node.name != nil { parts.insert(.name) }
    if !same(node.boundsOrigin, plain.boundsOrigin) { parts.insert(.boundsOrigin) }
    if !same(node.anchorPoint, plain.anchorPoint) { parts.insert(.anchorPoint) }
    if node.transform.m.indices.contains(where: {
      node.transform.m[$0].bitPattern != plain.transform.m[$0].bitPattern
    }) {
      parts.insert(.transform)
    }
    if !same(node.zPosition, plain.zPosition) { parts.insert(.zPosition) }
    if !same(node.cornerRadius, plain.cornerRadius) || node.masksToBounds { parts.insert(.corner) }
    if !same(node.borderWidth, plain.borderWidth) || !same(node.borderColor, plain.borderColor) {
      parts.insert(.border)
    }
    if !same(node.shadowColor, plain.shadowColor) || !same(node.shadowOpacity, plain.shadowOpacity)
      || !same(node.shadowRadius, plain.shadowRadius)
      || !same(node.shadowOffset.width, plain.shadowOffset.width)
      || !same(node.shadowOffset.height, plain.shadowOffset.height)
    {
      parts.insert(.shadow)
    }
    if node.text != nil { parts.insert(.text) }
    if !same(node.textColor, plain.textColor) || !same(node.fontSize, plain.fontSize)
      || node.textAlignment != plain.textAlignment || !same(node.fontWeight, plain.fontWeight)
      || node.numberOfLines != plain.numberOfLines
    {
      parts.insert(.textStyle)
    }
    if node.snapshotOf != nil { parts.insert(.snapshotOf) }
    if !node.content.isEmpty { parts.insert(.content) }
    if !node.mask.isEmpty { parts.insert(.mask) }
    if node.shape != nil { parts.insert(.shape) }
    if node.particles != nil { parts.insert(.particles) }
    if !node.children.isEmpty { parts.insert(.children) }
    if node.sublayerTransform != plain.sublayerTransform || !same(node.anchorPointZ, 0)
      || !node.isDoubleSided
    {
      parts.insert(.depth)
    }
    if node.shadowPath != nil { parts.insert(.shadowPath) }
    if node.gradient != nil { parts.insert(.gradient) }
    if node.curl != nil { parts.insert(.curl) }
    if node.snapshotRegion != nil { parts.insert(.snapshotRegion) }
    if node.crossfade != nil { parts.insert(.crossfade) }
    if node.bitmap != nil { parts.insert(.bitmap) }
    if node.visualEffect != nil { parts.insert(.visualEffect) }
    if node.warp != nil { parts.insert(.warp) }
    self = parts
  }

  init(rawValue: UInt64) { self.rawValue = rawValue }
}

private func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
private func same(_ a: Point, _ b: Point) -> Bool { same(a.x, b.x) && same(a.y, b.y) }
private func same(_ a: Color, _ b: Color) -> Bool {
  same(a.red, b.red) && same(a.green, b.green) && same(a.blue, b.blue) && same(a.alpha, b.alpha)
}

extension WireWriter {
  /// Appends a view tree, `depth` levels below a frame's root.
  ///
  /// A view identical to the last one sent with its id, no deeper than that one was, is sent as
  /// its id alone. The engine bounds the depth it records, so this recursion is bounded.
  package mutating func node(_ node: FrameNode, depth: Int = 0) {
    if let last = lastNodes[node.id], depth <= last.depth, node.isIdentical(to: last.node) {
      unsigned(NodeParts.repeated.rawValue)
      signed(node.id)
      return
    }
    // Recorded after the children, as the reader records it.
    defer { lastNodes[node.id] = (depth, node) }
    let parts = NodeParts(node)
    unsigned(parts.rawValue)
    signed(node.id)
    string(node.kind)
    rect(node.frame)
    double(node.alpha)
    bool(node.isHidden)
    color(node.color)
    if parts.contains(.name), let name = node.name { string(name) }
    if parts.contains(.boundsOrigin) { point(node.boundsOrigin) }
    if parts.contains(.anchorPoint) { point(node.anchorPoint) }
    if parts.contains(.transform) { transform(node.transform) }
    if parts.contains(.zPosition) { double(node.zPosition) }
    if parts.contains(.corner) {
      double(node.cornerRadius)
      bool(node.masksToBounds)
    }
    if parts.contains(.border) {
      double(node.borderWidth)
      color(node.borderColor)
    }
    if parts.contains(.shadow) {
      color(node.shadowColor)
      double(node.shadowOpacity)
      double(node.shadowRadius)
      size(node.shadowOffset)
    }
    if parts.contains(.text), let text = node.text { string(text) }
    if parts.contains(.textStyle) {
      color(node.textColor)
      double(node.fontSize)
      signed(node.textAlignment)
      double(node.fontWeight)
      signed(node.numberOfLines)
    }
    if parts.contains(.snapshotOf), let source = node.snapshotOf { signed(source) }
    if parts.contains(.content) { nodes(node.content, depth: depth + 1) }
    if parts.contains(.mask) { nodes(node.mask, depth: depth + 1) }
    if parts.contains(.shape), let shape = node.shape { self.shape(shape) }
    if parts.contains(.particles), let particles = node.particles { self.particles(particles) }
    if parts.contains(.children) { nodes(node.children, depth: depth + 1) }
    if parts.contains(.depth) {
      transform(node.sublayerTransform)
      double(node.anchorPointZ)
      bool(node.isDoubleSided)
    }
    if parts.contains(.shadowPath), let shadowPath = node.shadowPath { path(shadowPath) }
    if parts.contains(.gradient), let gradient = node.gradient { self.gradient(gradient) }
    if parts.contains(.curl), let curl = node.curl { self.curl(curl) }
    if parts.contains(.warp), let warp = node.warp { self.warp(warp) }
    if parts.contains(.snapshotRegion), let region = node.snapshotRegion {
      snapshotRegion(region)
    }
    if parts.contains(.crossfade), let crossfade = node.crossfade { double(crossfade) }
    if parts.contains(.bitmap), let bitmap = node.bitmap {
      guard let index = bitmapIndices[ObjectIdentifier(bitmap)] else {
        preconditionFailure("an image missing from the timeline's image table")
      }
      count(index)
    }
    if parts.contains(.visualEffect), let effect = node.visualEffect {
      signed(effect.effect.kind.rawValue)
      string(effect.effect.style)
      double(effect.amount)
    }
  }

  private mutating func nodes(_ list: [FrameNode], depth: Int) {
    count(list.count)
    for child in list { node(child, depth: depth) }
  }

  private mutating func shape(_ shape: ShapeFrame) {
    path(shape.style.path)
    signed(shape.style.fillRule.rawValue)
    signed(shape.style.lineCap.rawValue)
    signed(shape.style.lineJoin.rawValue)
    color(shape.fillColor)
    color(shape.strokeColor)
    double(shape.lineWidth)
    double(shape.strokeStart)
    double(shape.strokeEnd)
    count(shape.lineDashPattern.count)
    for length in shape.lineDashPattern { double(length) }
    double(shape.lineDashPhase)
  }

  private mutating func particles(_ frame: ParticleFrame) {
    count(frame.cellPaths.count)
    for cellPath in frame.cellPaths { path(cellPath) }
    count(frame.particles.count)
    for particle in frame.particles {
      double(particle.x)
      double(particle.y)
      double(particle.scale)
      double(particle.rotation)
      color(particle.color)
      signed(particle.cell)
    }
  }
}

extension WireReader {
  /// How deep a decoded view tree may nest; deeper input is malformed (the engine's own view
  /// depth limit is well below this), so a hostile child cannot overflow the host's stack.
  package static let maximumNodeDepth = 256

  /// Reads a view tree.
  package mutating func node(depth: Int = 0) throws(PluginRunError) -> FrameNode {
    guard depth < Self.maximumNodeDepth else {
      throw malformed("views nested deeper than \(Self.maximumNodeDepth)")
    }
    let parts = NodeParts(rawValue: try unsigned())
    if parts == .repeated { return try repeatedNode(id: try signed(), depth: depth) }
    guard parts.isSubset(of: .all) else { throw malformed("unknown view fields") }
    let id = try signed()
    let viewsBefore = views
    try countViews(1)
    var node = FrameNode(
      id: id, name: nil, kind: try string(), frame: try rect(), alpha: try double(),
      isHidden: try bool(), color: try color())
    if parts.contains(.name) { node.name = try string() }
    if parts.contains(.boundsOrigin) { node.boundsOrigin = try point() }
    if parts.contains(.anchorPoint) { node.anchorPoint = try point() }
    if parts.contains(.transform) { node.transform = try transform() }
    if parts.contains(.zPosition) { node.zPosition = try double() }
    if parts.contains(.corner) {
      node.cornerRadius = try double()
      node.masksToBounds = try bool()
    }
    if parts.contains(.border) {
      node.borderWidth = try double()
      node.borderColor = try color()
    }
    if parts.contains(.shadow) {
      node.shadowColor = try color()
      node.shadowOpacity = try double()
      node.shadowRadius = try double()
      node.shadowOffset = try size()
    }
    if parts.contains(.text) { node.text = try string() }
    if parts.contains(.textStyle) {
      node.textColor = try color()
      node.fontSize = try double()
      node.textAlignment = try signed()
      node.fontWeight = try double()
      node.numberOfLines = try signed()
    }
    if parts.contains(.snapshotOf) { node.snapshotOf = try signed() }
    if parts.contains(.content) { node.content = try nodes(depth: depth + 1) }
    if parts.contains(.mask) { node.mask = try nodes(depth: depth + 1) }
    if parts.contains(.shape) { node.shape = try shape() }
    if parts.contains(.particles) { node.particles = try particles() }
    if parts.contains(.children) { node.children = try nodes(depth: depth + 1) }
    if parts.contains(.depth) {
      node.sublayerTransform = try transform()
      node.anchorPointZ = try double()
      node.isDoubleSided = try bool()
    }
    if parts.contains(.shadowPath) { node.shadowPath = try path() }
    if parts.contains(.gradient) { node.gradient = try gradient() }
    if parts.contains(.curl) { node.curl = try curl() }
    if parts.contains(.warp) { node.warp = try warp() }
    if parts.contains(.snapshotRegion) { node.snapshotRegion = try snapshotRegion() }
    if parts.contains(.crossfade) { node.crossfade = try double() }
    if parts.contains(.bitmap) {
      let index = try count(minimumSize: 0)
      guard bitmaps.indices.contains(index) else {
        throw malformed("image \(index) not in the table")
      }
      node.bitmap = bitmaps[index]
    }
    if parts.contains(.visualEffect) {
      let kind = try choice(VisualEffect.Kind.self, "visual effect")
      node.visualEffect = VisualEffectFrame(
        effect: VisualEffect(kind: kind, style: try string()), amount: try double())
    }
    return sharing(node, depth: depth, views: views - viewsBefore)
  }

  private mutating func nodes(depth: Int) throws(PluginRunError) -> [FrameNode] {
    // A repeat is the shortest node: the flag's four-byte varint and a one-byte id.
    let count = try count(minimumSize: 5)
    var list: [FrameNode] = []
    list.reserveCapacity(count)
    for _ in 0..<count { list.append(try node(depth: depth)) }
    return list
  }

  private mutating func shape() throws(PluginRunError) -> ShapeFrame {
    let path = try path()
    let style = ShapeStyle(
      path: path, fillRule: try choice(ShapeStyle.FillRule.self, "fill rule"),
      lineCap: try choice(ShapeStyle.LineCap.self, "line cap"),
      lineJoin: try choice(ShapeStyle.LineJoin.self, "line join"))
    var shape = ShapeFrame(
      style: style, fillColor: try color(), strokeColor: try color(), lineWidth: try double(),
      strokeStart: try double(), strokeEnd: try double())
    let dashCount = try count(minimumSize: 8)
    for _ in 0..<dashCount { shape.lineDashPattern.append(try double()) }
    shape.lineDashPhase = try double()
    return shape
  }

  private mutating func particles() throws(PluginRunError) -> ParticleFrame {
    let pathCount = try count(minimumSize: 1)
    var cellPaths: [Path] = []
    for _ in 0..<pathCount { cellPaths.append(try path()) }
    let particleCount = try count(minimumSize: 65)
    var particles: [Particle] = []
    particles.reserveCapacity(particleCount)
    for _ in 0..<particleCount {
      let x = try double()
      let y = try double()
      let scale = try double()
      let rotation = try double()
      let color = try color()
      let cell = try signed()
      particles.append(
        Particle(x: x, y: y, scale: scale, rotation: rotation, color: color, cell: cell))
    }
    return ParticleFrame(cellPaths: cellPaths, particles: particles)
  }
}
