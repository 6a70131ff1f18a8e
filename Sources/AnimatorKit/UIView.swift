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
  }

  /// Wraps a handle the host returned; 0 becomes nil.
  static func wrap(_ handle: animhost_handle, _ host: UnsafePointer<animhost_host_v1>) -> UIView? {
    handle == 0 ? nil : UIView(handle: handle, host: host)
  }

  /// Whether the other object is a proxy for the same host view.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIView else { return false }
    return other.handle == handle && other.host == host
  }

  /// A hash consistent with isEqual.
  open override var hash: Int { Int(truncatingIfNeeded: handle) }

  // MARK: - Properties

  func get(_ property: animhost_property, count: Int) -> [Double] {
    var values = [Double](repeating: 0, count: count)
    _ = host.pointee.view_get(host, handle, property.rawValue, &values, UInt32(count))
    return values
  }

  func set(_ property: animhost_property, _ values: [Double]) {
    _ = host.pointee.view_set(host, handle, property.rawValue, values, UInt32(values.count))
  }

  /// The frame in the superview's coordinates; setting it animates inside UIView.animate.
  open var frame: CGRect {
    get { rect(get(ANIMHOST_PROP_FRAME, count: 4)) }
    set { set(ANIMHOST_PROP_FRAME, values(newValue)) }
  }

  /// The bounds in the view's own coordinates.
  open var bounds: CGRect {
    get { rect(get(ANIMHOST_PROP_BOUNDS, count: 4)) }
    set { set(ANIMHOST_PROP_BOUNDS, values(newValue)) }
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

  private func values(_ r: CGRect) -> [Double] {
    [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
  }

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

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    _ = host.pointee.view_remove_from_superview(host, handle)
  }

  /// A copy of the view as it looks, drawn scaled to the copy's frame.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView.wrap(host.pointee.view_snapshot(host, handle, afterUpdates ? 1 : 0), host)
  }

  /// Applies pending layout at once.
  open func layoutIfNeeded() {
    _ = host.pointee.view_layout_if_needed(host, handle)
  }
}

/// A view that draws one line of text, as UIKit's UILabel.
open class UILabel: UIView {
  /// The text; needs a host of ABI 1.1 or newer, and does nothing on older hosts.
  open var text: String? {
    didSet {
      guard host.pointee.struct_size >= MemoryLayout<animhost_host_v1>.size else { return }
      _ = host.pointee.view_set_text(host, handle, text ?? "")
    }
  }

  /// The text colour.
  open var textColor: UIColor {
    get {
      let v = get(ANIMHOST_PROP_TEXT_COLOR, count: 4)
      return UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    set { set(ANIMHOST_PROP_TEXT_COLOR, newValue.components) }
  }
}
