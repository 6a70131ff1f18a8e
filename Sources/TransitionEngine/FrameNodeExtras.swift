/// The values of a `FrameNode` that most layers leave at their defaults.
///
/// A node holds them through one reference (`Box`), shared by every node whose values are all
/// defaults and copied on the first write of a different value (copy on write), so a node is
/// about 400 bytes instead of 1,100.
struct FrameNodeExtras: Equatable, Sendable {
  var borderWidth = 0.0
  var borderColor = Color.black
  var shadowColor = Color.black
  var shadowOpacity = 0.0
  var shadowRadius = 3.0
  var shadowOffset = Size(width: 0, height: -3)
  var textColor = Color.black
  var fontSize = 17.0
  var textAlignment = 1
  var fontWeight = 0.0
  var numberOfLines = 1
  var shape: ShapeFrame?
  var particles: ParticleFrame?
  var sublayerTransform = Transform3D.identity
  var anchorPointZ = 0.0
  var isDoubleSided = true
  var shadowPath: Path?
  var gradient: GradientFrame?
  var curl: CurlFrame?
  var warp: WarpFrame?
  var snapshotRegion: SnapshotRegion?
  var crossfade: Double?
  var bitmap: BitmapImage?
  var visualEffect: VisualEffectFrame?

  /// The shared storage of a node's extras: never changed while another node holds it.
  final class Box: Equatable, @unchecked Sendable {
    /// The one box of all-default values.
    static let defaults = Box(FrameNodeExtras())

    var value: FrameNodeExtras

    init(_ value: FrameNodeExtras) { self.value = value }

    static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
  }
}

extension FrameNode {
  /// Writes one extra value, copying the box first unless this node alone holds it; writing a
  /// value identical (bit for bit) to the one there leaves the box shared.
  private mutating func update<Value>(
    _ key: WritableKeyPath<FrameNodeExtras, Value>, _ value: Value,
    same: (Value, Value) -> Bool
  ) {
    if same(extras.value[keyPath: key], value) { return }
    if !isKnownUniquelyReferenced(&extras) { extras = FrameNodeExtras.Box(extras.value) }
    extras.value[keyPath: key] = value
  }

  private mutating func update(_ key: WritableKeyPath<FrameNodeExtras, Double>, _ value: Double) {
    update(key, value) { $0.bitPattern == $1.bitPattern }
  }

  private mutating func update(_ key: WritableKeyPath<FrameNodeExtras, Color>, _ value: Color) {
    update(key, value) {
      $0.red.bitPattern == $1.red.bitPattern && $0.green.bitPattern == $1.green.bitPattern
        && $0.blue.bitPattern == $1.blue.bitPattern && $0.alpha.bitPattern == $1.alpha.bitPattern
    }
  }

  /// Writes an optional extra, leaving the box shared only when both are nil.
  private mutating func update<Value>(
    _ key: WritableKeyPath<FrameNodeExtras, Value?>, _ value: Value?
  ) {
    update(key, value) { $0 == nil && $1 == nil }
  }

  package var borderWidth: Double {
    get { extras.value.borderWidth }
    set { update(\.borderWidth, newValue) }
  }
  package var borderColor: Color {
    get { extras.value.borderColor }
    set { update(\.borderColor, newValue) }
  }
  package var shadowColor: Color {
    get { extras.value.shadowColor }
    set { update(\.shadowColor, newValue) }
  }
  package var shadowOpacity: Double {
    get { extras.value.shadowOpacity }
    set { update(\.shadowOpacity, newValue) }
  }
  package var shadowRadius: Double {
    get { extras.value.shadowRadius }
    set { update(\.shadowRadius, newValue) }
  }
  package var shadowOffset: Size {
    get { extras.value.shadowOffset }
    set {
      update(\.shadowOffset, newValue) {
        $0.width.bitPattern == $1.width.bitPattern && $0.height.bitPattern == $1.height.bitPattern
      }
    }
  }
  package var textColor: Color {
    get { extras.value.textColor }
    set { update(\.textColor, newValue) }
  }
  package var fontSize: Double {
    get { extras.value.fontSize }
    set { update(\.fontSize, newValue) }
  }
  package var textAlignment: Int {
    get { extras.value.textAlignment }
    set { update(\.textAlignment, newValue) { $0 == $1 } }
  }
  /// A label's font weight (0 regular, from 0.3 bold).
  package var fontWeight: Double {
    get { extras.value.fontWeight }
    set { update(\.fontWeight, newValue) }
  }
  /// A label's numberOfLines.
  package var numberOfLines: Int {
    get { extras.value.numberOfLines }
    set { update(\.numberOfLines, newValue) { $0 == $1 } }
  }
  package var shape: ShapeFrame? {
    get { extras.value.shape }
    set { update(\.shape, newValue) }
  }
  package var particles: ParticleFrame? {
    get { extras.value.particles }
    set { update(\.particles, newValue) }
  }
  /// CALayer.sublayerTransform: applied to the children about the anchor point, in 3D (its
  /// perspective reaches the children's own 3D transforms before they are flattened).
  package var sublayerTransform: Transform3D {
    get { extras.value.sublayerTransform }
    set {
      update(\.sublayerTransform, newValue) { a, b in
        a.m.indices.allSatisfy { a.m[$0].bitPattern == b.m[$0].bitPattern }
      }
    }
  }
  /// CALayer.anchorPointZ: the anchor's z, about which the transform applies.
  package var anchorPointZ: Double {
    get { extras.value.anchorPointZ }
    set { update(\.anchorPointZ, newValue) }
  }
  /// CALayer.isDoubleSided: false hides the layer (and its subtree) when it faces away.
  package var isDoubleSided: Bool {
    get { extras.value.isDoubleSided }
    set { update(\.isDoubleSided, newValue) { $0 == $1 } }
  }
  /// CALayer.shadowPath: the shadow's shape in the bounds space, used instead of the alpha of
  /// what the layer draws.
  package var shadowPath: Path? {
    get { extras.value.shadowPath }
    set { update(\.shadowPath, newValue) }
  }
  /// A gradient layer's colours, drawn over the background inside the bounds.
  package var gradient: GradientFrame? {
    get { extras.value.gradient }
    set { update(\.gradient, newValue) }
  }
  /// A page curl applied to everything the node draws (its background, content and children).
  package var curl: CurlFrame? {
    get { extras.value.curl }
    set { update(\.curl, newValue) }
  }
  /// A ripple or suck warp applied to everything the node draws, like `curl`.
  package var warp: WarpFrame? {
    get { extras.value.warp }
    set { update(\.warp, newValue) }
  }
  /// For resizable snapshots: the part of `content` shown, and its caps.
  package var snapshotRegion: SnapshotRegion? {
    get { extras.value.snapshotRegion }
    set { update(\.snapshotRegion, newValue) }
  }
  /// For a CATransition's fade: the first two children (the old and the new look) are
  /// blended, `(1 − crossfade) × old + crossfade × new`, instead of drawn one over the other.
  package var crossfade: Double? {
    get { extras.value.crossfade }
    set { update(\.crossfade, newValue) }
  }
  /// For an image made of pixels: the pixels, drawn over the bounds after the background.
  package var bitmap: BitmapImage? {
    get { extras.value.bitmap }
    set { update(\.bitmap, newValue) }
  }
  /// UIVisualEffectView's blur of the backdrop (drawn first) or vibrancy (its subviews
  /// blended with the backdrop), or nil.
  package var visualEffect: VisualEffectFrame? {
    get { extras.value.visualEffect }
    set { update(\.visualEffect, newValue) }
  }
}
