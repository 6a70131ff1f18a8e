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
  /// Writes the extras through `write`, on a copy of the box unless this node alone holds it.
  ///
  /// The setters below call it only for a value not identical (bit for bit) to the one there,
  /// so writing the same value leaves the box shared.
  private mutating func writeExtras(_ write: (inout FrameNodeExtras) -> Void) {
    if !isKnownUniquelyReferenced(&extras) { extras = FrameNodeExtras.Box(extras.value) }
    write(&extras.value)
  }

  package var borderWidth: Double {
    get { extras.value.borderWidth }
    set {
      if !sameBits(extras.value.borderWidth, newValue) {
        writeExtras { $0.borderWidth = newValue }
      }
    }
  }
  package var borderColor: Color {
    get { extras.value.borderColor }
    set {
      if !sameBits(extras.value.borderColor, newValue) {
        writeExtras { $0.borderColor = newValue }
      }
    }
  }
  package var shadowColor: Color {
    get { extras.value.shadowColor }
    set {
      if !sameBits(extras.value.shadowColor, newValue) {
        writeExtras { $0.shadowColor = newValue }
      }
    }
  }
  package var shadowOpacity: Double {
    get { extras.value.shadowOpacity }
    set {
      if !sameBits(extras.value.shadowOpacity, newValue) {
        writeExtras { $0.shadowOpacity = newValue }
      }
    }
  }
  package var shadowRadius: Double {
    get { extras.value.shadowRadius }
    set {
      if !sameBits(extras.value.shadowRadius, newValue) {
        writeExtras { $0.shadowRadius = newValue }
      }
    }
  }
  package var shadowOffset: Size {
    get { extras.value.shadowOffset }
    set {
      if !sameBits(extras.value.shadowOffset, newValue) {
        writeExtras { $0.shadowOffset = newValue }
      }
    }
  }
  package var textColor: Color {
    get { extras.value.textColor }
    set {
      if !sameBits(extras.value.textColor, newValue) { writeExtras { $0.textColor = newValue } }
    }
  }
  package var fontSize: Double {
    get { extras.value.fontSize }
    set {
      if !sameBits(extras.value.fontSize, newValue) { writeExtras { $0.fontSize = newValue } }
    }
  }
  package var textAlignment: Int {
    get { extras.value.textAlignment }
    set {
      if extras.value.textAlignment != newValue { writeExtras { $0.textAlignment = newValue } }
    }
  }
  /// A label's font weight (0 regular, from 0.3 bold).
  package var fontWeight: Double {
    get { extras.value.fontWeight }
    set {
      if !sameBits(extras.value.fontWeight, newValue) { writeExtras { $0.fontWeight = newValue } }
    }
  }
  /// A label's numberOfLines.
  package var numberOfLines: Int {
    get { extras.value.numberOfLines }
    set {
      if extras.value.numberOfLines != newValue { writeExtras { $0.numberOfLines = newValue } }
    }
  }
  package var shape: ShapeFrame? {
    get { extras.value.shape }
    set { if !bothAbsent(extras.value.shape, newValue) { writeExtras { $0.shape = newValue } } }
  }
  package var particles: ParticleFrame? {
    get { extras.value.particles }
    set {
      if !bothAbsent(extras.value.particles, newValue) { writeExtras { $0.particles = newValue } }
    }
  }
  /// CALayer.sublayerTransform: applied to the children about the anchor point, in 3D (its
  /// perspective reaches the children's own 3D transforms before they are flattened).
  package var sublayerTransform: Transform3D {
    get { extras.value.sublayerTransform }
    set {
      if !sameBits(extras.value.sublayerTransform, newValue) {
        writeExtras { $0.sublayerTransform = newValue }
      }
    }
  }
  /// CALayer.anchorPointZ: the anchor's z, about which the transform applies.
  package var anchorPointZ: Double {
    get { extras.value.anchorPointZ }
    set {
      if !sameBits(extras.value.anchorPointZ, newValue) {
        writeExtras { $0.anchorPointZ = newValue }
      }
    }
  }
  /// CALayer.isDoubleSided: false hides the layer (and its subtree) when it faces away.
  package var isDoubleSided: Bool {
    get { extras.value.isDoubleSided }
    set {
      if extras.value.isDoubleSided != newValue { writeExtras { $0.isDoubleSided = newValue } }
    }
  }
  /// CALayer.shadowPath: the shadow's shape in the bounds space, used instead of the alpha of
  /// what the layer draws.
  package var shadowPath: Path? {
    get { extras.value.shadowPath }
    set {
      if !bothAbsent(extras.value.shadowPath, newValue) { writeExtras { $0.shadowPath = newValue } }
    }
  }
  /// A gradient layer's colours, drawn over the background inside the bounds.
  package var gradient: GradientFrame? {
    get { extras.value.gradient }
    set {
      if !bothAbsent(extras.value.gradient, newValue) { writeExtras { $0.gradient = newValue } }
    }
  }
  /// A page curl applied to everything the node draws (its background, content and children).
  package var curl: CurlFrame? {
    get { extras.value.curl }
    set { if !bothAbsent(extras.value.curl, newValue) { writeExtras { $0.curl = newValue } } }
  }
  /// A ripple or suck warp applied to everything the node draws, like `curl`.
  package var warp: WarpFrame? {
    get { extras.value.warp }
    set { if !bothAbsent(extras.value.warp, newValue) { writeExtras { $0.warp = newValue } } }
  }
  /// For resizable snapshots: the part of `content` shown, and its caps.
  package var snapshotRegion: SnapshotRegion? {
    get { extras.value.snapshotRegion }
    set {
      if !bothAbsent(extras.value.snapshotRegion, newValue) {
        writeExtras { $0.snapshotRegion = newValue }
      }
    }
  }
  /// For a CATransition's fade: the first two children (the old and the new look) are
  /// blended, `(1 − crossfade) × old + crossfade × new`, instead of drawn one over the other.
  package var crossfade: Double? {
    get { extras.value.crossfade }
    set {
      if !bothAbsent(extras.value.crossfade, newValue) { writeExtras { $0.crossfade = newValue } }
    }
  }
  /// For an image made of pixels: the pixels, drawn over the bounds after the background.
  package var bitmap: BitmapImage? {
    get { extras.value.bitmap }
    set { if !bothAbsent(extras.value.bitmap, newValue) { writeExtras { $0.bitmap = newValue } } }
  }
  /// UIVisualEffectView's blur of the backdrop (drawn first) or vibrancy (its subviews
  /// blended with the backdrop), or nil.
  package var visualEffect: VisualEffectFrame? {
    get { extras.value.visualEffect }
    set {
      if !bothAbsent(extras.value.visualEffect, newValue) {
        writeExtras { $0.visualEffect = newValue }
      }
    }
  }
}

/// Whether an optional extra and the value written are both absent: only then does writing
/// leave the box shared (comparing two values would cost more than copying the box).
private func bothAbsent<T>(_ a: T?, _ b: T?) -> Bool { a == nil && b == nil }
