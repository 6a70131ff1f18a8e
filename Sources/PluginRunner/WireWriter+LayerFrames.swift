import TransitionEngine

// Gradients, curls, warps and snapshot regions of a frame's view tree on the wire.

extension WireWriter {
  /// Appends a gradient layer's drawing.
  mutating func gradient(_ g: GradientFrame) {
    signed(g.kind.rawValue)
    count(g.colors.count)
    for c in g.colors { color(c) }
    bool(g.locations != nil)
    if let locations = g.locations {
      count(locations.count)
      for location in locations { double(location) }
    }
    point(g.startPoint)
    point(g.endPoint)
  }

  /// Appends a page curl.
  mutating func curl(_ c: CurlFrame) {
    double(c.progress)
    double(c.angle)
    double(c.radius)
  }

  /// Appends a ripple or suck warp.
  mutating func warp(_ w: WarpFrame) {
    string(w.kind.rawValue)
    double(w.progress)
  }

  /// Appends a resizable snapshot's region.
  mutating func snapshotRegion(_ r: SnapshotRegion) {
    rect(r.rect)
    for i in 0..<4 { double(r.capInsets[i]) }
  }
}

extension WireReader {
  /// Reads a gradient layer's drawing.
  mutating func gradient() throws(PluginRunError) -> GradientFrame {
    let kind = try choice(GradientFrame.Kind.self, "gradient type")
    let colorCount = try count(minimumSize: 32)
    var colors: [Color] = []
    colors.reserveCapacity(colorCount)
    for _ in 0..<colorCount { colors.append(try color()) }
    var locations: [Double]?
    if try bool() {
      let locationCount = try count(minimumSize: 8)
      var list: [Double] = []
      for _ in 0..<locationCount { list.append(try double()) }
      locations = list
    }
    return GradientFrame(
      kind: kind, colors: colors, locations: locations, startPoint: try point(),
      endPoint: try point())
  }

  /// Reads a page curl.
  mutating func curl() throws(PluginRunError) -> CurlFrame {
    CurlFrame(progress: try double(), angle: try double(), radius: try double())
  }

  /// Reads a ripple or suck warp.
  mutating func warp() throws(PluginRunError) -> WarpFrame {
    let name = try string()
    guard let kind = WarpFrame.Kind(rawValue: name) else {
      throw malformed("invalid warp '\(name)'")
    }
    return WarpFrame(kind: kind, progress: try double())
  }

  /// Reads a resizable snapshot's region.
  mutating func snapshotRegion() throws(PluginRunError) -> SnapshotRegion {
    let rect = try rect()
    var insets = SIMD4<Double>()
    for i in 0..<4 { insets[i] = try double() }
    return SnapshotRegion(rect: rect, capInsets: insets)
  }
}
