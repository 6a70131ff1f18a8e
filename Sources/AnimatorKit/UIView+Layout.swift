/// Auto Layout, autoresizing, margins and tint on views (ABI 1.6).
extension UIView {
  /// Whether the view's frame (and autoresizing mask) fixes its place; set false to let
  /// constraints place it.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { !HostScope.hasABI16(host) || values.scalar(ANIMHOST_PROP_TRANSLATES_AUTORESIZING) != 0 }
    set {
      guard HostScope.hasABI16(host) else { return }
      set(ANIMHOST_PROP_TRANSLATES_AUTORESIZING, [newValue ? 1 : 0])
    }
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The first line's baseline (the top here).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline (the bottom here).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }

  /// The part of the view not under bars, the status bar or the home indicator.
  public var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, kind: ANIMHOST_GUIDE_SAFE_AREA)
  }

  /// The view inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, kind: ANIMHOST_GUIDE_MARGINS)
  }

  /// The margins content keeps from the edges (8 points each by default).
  public var layoutMargins: UIEdgeInsets {
    get {
      guard HostScope.hasABI16(host) else {
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      }
      let v = values.get(ANIMHOST_PROP_LAYOUT_MARGINS, count: 4)
      return UIEdgeInsets(
        top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
    }
    set {
      guard HostScope.hasABI16(host) else { return }
      set(
        ANIMHOST_PROP_LAYOUT_MARGINS,
        [
          Double(newValue.top), Double(newValue.left), Double(newValue.bottom),
          Double(newValue.right),
        ])
    }
  }

  /// How the view follows its superview's size changes, as UIKit's UIView.AutoresizingMask.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// UIKit's raw bits.
    public let rawValue: UInt
    /// A mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
  }

  /// How the view follows its superview's size changes (none by default).
  public var autoresizingMask: AutoresizingMask {
    get {
      guard HostScope.hasABI16(host) else { return [] }
      return AutoresizingMask(rawValue: UInt(values.scalar(ANIMHOST_PROP_AUTORESIZING_MASK)))
    }
    set {
      guard HostScope.hasABI16(host) else { return }
      set(ANIMHOST_PROP_AUTORESIZING_MASK, [Double(newValue.rawValue)])
    }
  }

  // UIKit declares `var tintColor: UIColor!`; iOS code that sets nil must compile unchanged.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The tint: the view's own, else its superview's (system blue by default); nil inherits.
  public var tintColor: UIColor! {
    get {
      guard HostScope.hasABI16(host) else { return UIColor.systemBlue }
      let v = values.get(ANIMHOST_PROP_TINT_COLOR, count: 4)
      return UIColor(
        red: CGFloat(v[0]), green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
    }
    set {
      guard HostScope.hasABI16(host) else { return }
      set(ANIMHOST_PROP_TINT_COLOR, newValue?.components ?? [0, 0, 0, -1])
    }
  }

  /// Marks the view for a layout pass (the host lays out at the end of the current call, or at
  /// layoutIfNeeded()).
  public func setNeedsLayout() {
    LayoutPass.needsLayout.insert(handle)
  }

  /// Adds constraints (the older API; the same as activating them).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Adds a constraint (the older API; the same as activating it).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Removes a constraint (deactivates it).
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }
}

/// The views the plugin made, for their layoutSubviews(): it runs at layoutIfNeeded() for
/// each one marked by setNeedsLayout() or whose size changed since it last ran (constraints
/// resize views too), as UIKit's layout pass does.
enum LayoutPass {
  /// A weak reference to a view.
  struct Weak {
    weak var view: UIView?
  }

  nonisolated(unsafe) static var needsLayout: Set<animhost_handle> = []
  nonisolated(unsafe) static var views: [animhost_handle: Weak] = [:]
  nonisolated(unsafe) static var sizes: [animhost_handle: CGSize] = [:]

  /// Remembers a view the plugin made.
  static func register(_ view: UIView) {
    views[view.handle] = Weak(view: view)
  }

  /// Runs layoutSubviews() of the plugin's views that need it, in the order they were made.
  static func runLayoutSubviews(_ host: UnsafePointer<animhost_host_v1>) {
    for handle in views.keys.sorted() {
      guard let view = views[handle]?.view, view.host == host else {
        views[handle] = nil
        continue
      }
      let size = view.bounds.size
      if needsLayout.remove(handle) != nil || sizes[handle] != size {
        sizes[handle] = size
        view.layoutSubviews()
      }
    }
  }

  static func clear() {
    needsLayout.removeAll()
    views.removeAll()
    sizes.removeAll()
  }
}
