/// A layer, as Core Animation's CALayer: a proxy for a host view's layer, or a stand-alone layer
/// made by the plugin.
///
/// Property changes inside UIView.animate animate.
open class CALayer: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    self.handle = handle
    self.host = host
  }

  /// A new layer with no superlayer.
  public override init() {
    host = HostScope.current
    handle =
      HostScope.hasABI12(host)
      ? host.pointee.view_create_layer(host, Int32(ANIMHOST_LAYER_PLAIN.rawValue)) : 0
  }

  init(
    kind: animhost_layer_kind,
    since available: (UnsafePointer<animhost_host_v1>) -> Bool = HostScope.hasABI12
  ) {
    host = HostScope.current
    handle = available(host) ? host.pointee.view_create_layer(host, Int32(kind.rawValue)) : 0
  }

  /// Whether the other object is a proxy for the same host layer.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CALayer else { return false }
    return other.handle == handle && other.host == host
  }

  /// A hash consistent with isEqual.
  open override var hash: Int { Int(truncatingIfNeeded: handle) }

  /// Another proxy for the same host layer, of the same class (for presentation() and model()).
  func proxy() -> CALayer { CALayer(handle: handle, host: host) }

  /// Whether this proxy is a presentation() copy: its getters read what is shown now.
  var isPresentation = false

  var values: PropertyAccess {
    PropertyAccess(handle: handle, host: host, readsPresentation: isPresentation)
  }

  // MARK: - Geometry

  /// The frame in the superlayer.
  open var frame: CGRect {
    get { values.rect(ANIMHOST_PROP_FRAME) }
    set { values.set(ANIMHOST_PROP_FRAME, newValue.values) }
  }
  /// The bounds.
  open var bounds: CGRect {
    get { values.rect(ANIMHOST_PROP_BOUNDS) }
    set { values.set(ANIMHOST_PROP_BOUNDS, newValue.values) }
  }
  /// Where the anchor point sits in the superlayer.
  open var position: CGPoint {
    get { values.point(ANIMHOST_PROP_CENTER) }
    set { values.set(ANIMHOST_PROP_CENTER, newValue.values) }
  }
  /// The point of the bounds, in unit coordinates, that position and transforms refer to.
  open var anchorPoint: CGPoint {
    get { values.point(ANIMHOST_PROP_ANCHOR_POINT) }
    set { values.set(ANIMHOST_PROP_ANCHOR_POINT, newValue.values) }
  }
  /// The 3D transform about the anchor point.
  open var transform: CATransform3D {
    get { CATransform3D(values.get(ANIMHOST_PROP_TRANSFORM, count: 16)) }
    set { values.set(ANIMHOST_PROP_TRANSFORM, newValue.values) }
  }
  /// The order among siblings: higher draws in front.
  open var zPosition: CGFloat {
    get { values.scalar(ANIMHOST_PROP_Z_POSITION) }
    set { values.set(ANIMHOST_PROP_Z_POSITION, [Double(newValue)]) }
  }

  // MARK: - Looks

  /// The opacity, 0...1 (the view's alpha).
  open var opacity: Float {
    get { Float(values.scalar(ANIMHOST_PROP_ALPHA)) }
    set { values.set(ANIMHOST_PROP_ALPHA, [Double(newValue)]) }
  }
  /// Whether the layer is hidden.
  open var isHidden: Bool {
    get { values.scalar(ANIMHOST_PROP_HIDDEN) != 0 }
    set { values.set(ANIMHOST_PROP_HIDDEN, [newValue ? 1 : 0]) }
  }
  /// The background colour.
  open var backgroundColor: CGColor? {
    get { values.color(ANIMHOST_PROP_BACKGROUND_COLOR) }
    set { values.set(ANIMHOST_PROP_BACKGROUND_COLOR, newValue?.values ?? [0, 0, 0, 0]) }
  }
  /// The radius of the rounded corners of the background and border.
  open var cornerRadius: CGFloat {
    get { values.scalar(ANIMHOST_PROP_CORNER_RADIUS) }
    set { values.set(ANIMHOST_PROP_CORNER_RADIUS, [Double(newValue)]) }
  }
  /// Whether sublayers and content are clipped to the rounded bounds.
  open var masksToBounds: Bool {
    get { values.scalar(ANIMHOST_PROP_MASKS_TO_BOUNDS) != 0 }
    set { values.set(ANIMHOST_PROP_MASKS_TO_BOUNDS, [newValue ? 1 : 0]) }
  }
  /// The border width, drawn inside the bounds.
  open var borderWidth: CGFloat {
    get { values.scalar(ANIMHOST_PROP_BORDER_WIDTH) }
    set { values.set(ANIMHOST_PROP_BORDER_WIDTH, [Double(newValue)]) }
  }
  /// The border colour.
  open var borderColor: CGColor? {
    get { values.color(ANIMHOST_PROP_BORDER_COLOR) }
    set { values.set(ANIMHOST_PROP_BORDER_COLOR, newValue?.values ?? [0, 0, 0, 1]) }
  }
  /// The shadow colour.
  open var shadowColor: CGColor? {
    get { values.color(ANIMHOST_PROP_SHADOW_COLOR) }
    set { values.set(ANIMHOST_PROP_SHADOW_COLOR, newValue?.values ?? [0, 0, 0, 1]) }
  }
  /// The shadow opacity, 0...1; 0 (the default) draws no shadow.
  open var shadowOpacity: Float {
    get { Float(values.scalar(ANIMHOST_PROP_SHADOW_OPACITY)) }
    set { values.set(ANIMHOST_PROP_SHADOW_OPACITY, [Double(newValue)]) }
  }
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat {
    get { values.scalar(ANIMHOST_PROP_SHADOW_RADIUS) }
    set { values.set(ANIMHOST_PROP_SHADOW_RADIUS, [Double(newValue)]) }
  }
  /// The shadow's offset.
  open var shadowOffset: CGSize {
    get {
      let v = values.get(ANIMHOST_PROP_SHADOW_OFFSET, count: 2)
      return CGSize(width: v[0], height: v[1])
    }
    set {
      values.set(ANIMHOST_PROP_SHADOW_OFFSET, [Double(newValue.width), Double(newValue.height)])
    }
  }
  /// A layer whose alpha masks this one; it must not be in a layer tree.
  open var mask: CALayer? {
    get { LayerState.masks[handle] }
    set {
      guard HostScope.hasABI12(host) else { return }
      _ = host.pointee.view_set_mask(host, handle, newValue?.handle ?? 0)
      LayerState.masks[handle] = newValue
    }
  }

  // MARK: - Tree

  /// Adds a sublayer in front of the others.
  open func addSublayer(_ layer: CALayer) {
    _ = host.pointee.view_add_subview(host, handle, layer.handle)
  }
  /// Inserts a sublayer just behind a sibling.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling else { return addSublayer(layer) }
    _ = host.pointee.view_insert_subview(host, handle, layer.handle, sibling.handle, 0)
  }
  /// Inserts a sublayer just in front of a sibling.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling else { return addSublayer(layer) }
    _ = host.pointee.view_insert_subview(host, handle, layer.handle, sibling.handle, 1)
  }
  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    _ = host.pointee.view_remove_from_superview(host, handle)
  }
}

/// Plugin-side state the host does not report back: the mask and arrays set on each layer.
enum LayerState {
  nonisolated(unsafe) static var masks: [animhost_handle: CALayer] = [:]
  /// The objects given to array-valued properties (shadowPath, colors, locations, dashes),
  /// by layer and ANIMHOST_ARRAY_* code, so the getters return what was set.
  nonisolated(unsafe) static var arrays: [animhost_handle: [Int32: Any]] = [:]
  /// Values kept under keys that name no layer property (key-value coding), by layer.
  nonisolated(unsafe) static var keyedValues: [animhost_handle: [String: Any]] = [:]
}
