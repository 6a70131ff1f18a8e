/// A view, as UIKit's UIView: a proxy for a view that lives in the host.
///
/// Two proxies for the same host view are equal (`==`), as the same UIView would be.
open class UIView: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    self.handle = handle
    self.host = host
  }

  /// A new view with no superview, as UIView(frame:).
  public init(frame: CGRect) {
    host = HostScope.current
    var rect = animhost_rect(frame)
    handle = host.pointee.view_create(host, &rect)
    super.init()
    LayoutPass.register(self)
  }

  /// Wraps a handle the host returned; 0 becomes nil.
  static func wrap(_ handle: animhost_handle, _ host: UnsafePointer<animhost_host_v1>) -> UIView? {
    guard handle != 0 else { return nil }
    // A view that shows an image is a UIImageView, as the scene's image views are in an app.
    if HostScope.hasABI16(host), host.pointee.view_image(host, handle, nil) != 0 {
      return UIImageView(handle: handle, host: host)
    }
    return UIView(handle: handle, host: host)
  }

  /// Whether the other object is a proxy for the same host view.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIView else { return false }
    return other.handle == handle && other.host == host
  }

  /// A hash consistent with isEqual.
  open override var hash: Int { Int(truncatingIfNeeded: handle) }

  // MARK: - Properties

  var values: PropertyAccess { PropertyAccess(handle: handle, host: host) }

  func get(_ property: animhost_property, count: Int) -> [Double] {
    values.get(property, count: count)
  }

  func set(_ property: animhost_property, _ values: [Double]) { self.values.set(property, values) }

  /// The view's layer: the same host object seen as a CALayer.
  open var layer: CALayer { CALayer(handle: handle, host: host) }

  /// The affine transform about the centre (the affine part of layer.transform).
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The frame in the superview's coordinates; setting it animates inside UIView.animate.
  open var frame: CGRect {
    get { rect(get(ANIMHOST_PROP_FRAME, count: 4)) }
    set {
      set(ANIMHOST_PROP_FRAME, values(newValue))
      LayoutPass.needsLayout.insert(handle)
    }
  }

  /// The bounds in the view's own coordinates.
  open var bounds: CGRect {
    get { rect(get(ANIMHOST_PROP_BOUNDS, count: 4)) }
    set {
      set(ANIMHOST_PROP_BOUNDS, values(newValue))
      LayoutPass.needsLayout.insert(handle)
    }
  }

  /// The centre in the superview's coordinates.
  open var center: CGPoint {
    get {
      let v = get(ANIMHOST_PROP_CENTER, count: 2)
      return CGPoint(x: v[0], y: v[1])
    }
    set { set(ANIMHOST_PROP_CENTER, [Double(newValue.x), Double(newValue.y)]) }
  }

  /// The opacity, 0...1.
  open var alpha: CGFloat {
    get { CGFloat(get(ANIMHOST_PROP_ALPHA, count: 1)[0]) }
    set { set(ANIMHOST_PROP_ALPHA, [Double(newValue)]) }
  }

  /// Whether the view is hidden.
  open var isHidden: Bool {
    get { get(ANIMHOST_PROP_HIDDEN, count: 1)[0] != 0 }
    set { set(ANIMHOST_PROP_HIDDEN, [newValue ? 1 : 0]) }
  }

  /// The background colour; nil is transparent.
  open var backgroundColor: UIColor? {
    get {
      let v = get(ANIMHOST_PROP_BACKGROUND_COLOR, count: 4)
      return v[3] == 0 ? nil : UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    set { set(ANIMHOST_PROP_BACKGROUND_COLOR, (newValue ?? .clear).components) }
  }

  private func rect(_ v: [Double]) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }

  private func values(_ r: CGRect) -> [Double] { r.values }

  // MARK: - Hierarchy

  /// The superview, or nil.
  open var superview: UIView? { UIView.wrap(host.pointee.view_superview(host, handle), host) }

  /// Adds a view in front of the other subviews.
  open func addSubview(_ view: UIView) {
    _ = host.pointee.view_add_subview(host, handle, view.handle)
  }

  /// Inserts a view just behind a sibling.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    _ = host.pointee.view_insert_subview(host, handle, view.handle, sibling.handle, 0)
  }

  /// Inserts a view just in front of a sibling.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    _ = host.pointee.view_insert_subview(host, handle, view.handle, sibling.handle, 1)
  }

  /// Moves a subview in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard HostScope.hasABI12(host) else { return }
    _ = host.pointee.view_reorder(host, handle, view.handle, 1)
  }

  /// Moves a subview behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard HostScope.hasABI12(host) else { return }
    _ = host.pointee.view_reorder(host, handle, view.handle, 0)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    _ = host.pointee.view_remove_from_superview(host, handle)
  }

  /// A copy of the view as it looks, drawn scaled to the copy's frame.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView.wrap(host.pointee.view_snapshot(host, handle, afterUpdates ? 1 : 0), host)
  }

  /// A snapshot of a rectangle of the view (in its bounds) that, resized, stretches only the
  /// part inside the cap insets; nil for an empty rectangle or on hosts before ABI 1.5.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard HostScope.hasABI15(host) else { return nil }
    var area = animhost_rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
    let insets = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right].map {
      Double($0)
    }
    let snapshot = insets.withUnsafeBufferPointer { buffer in
      host.pointee.view_snapshot_region(
        host, handle, &area, afterUpdates ? 1 : 0, buffer.baseAddress)
    }
    return UIView.wrap(snapshot, host)
  }

  /// Lays out at once what needs it: the host solves the constraints that changed (inside
  /// UIView.animate the views animate to their new frames), then the view's layoutSubviews()
  /// runs if it was marked by setNeedsLayout() or a change of its frame or bounds.
  open func layoutIfNeeded() {
    _ = host.pointee.view_layout_if_needed(host, handle)
    LayoutPass.runLayoutSubviews(host)
  }

  /// Places subviews by hand; override it (UIKit's default, Auto Layout, is the host's).
  open func layoutSubviews() {}

  /// Whether a recognizer attached to the view may begin; true unless a subclass says no.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

/// Horizontal text alignment, as UIKit's NSTextAlignment (host values: 0 left, 1 centre, 2 right).
public enum NSTextAlignment: Int, Sendable {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
}
