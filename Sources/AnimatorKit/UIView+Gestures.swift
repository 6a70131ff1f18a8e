extension UIView {
  /// The gesture recognizers attached to the view, or nil when there are none.
  ///
  /// Setting it replaces them all.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      let attached = GestureRegistry.recognizers[GestureRegistry.key(self)] ?? []
      return attached.isEmpty ? nil : attached
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer to the view (moving it from another view); drags that start in the
  /// view's frame reach it.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view { GestureRegistry.remove(gestureRecognizer, from: old) }
    GestureRegistry.recognizers[GestureRegistry.key(self), default: []].append(gestureRecognizer)
    gestureRecognizer.attach(to: self)
  }

  /// Detaches a recognizer from the view; nothing happens if it is attached elsewhere.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view == self else { return }
    GestureRegistry.remove(gestureRecognizer, from: self)
    gestureRecognizer.attach(to: nil)
  }
}

/// Which recognizers are attached to which host view, for `UIView.gestureRecognizers`.
///
/// View proxies come and go, so the registry is keyed by the host and the view's handle.
enum GestureRegistry {
  struct Key: Hashable {
    let host: UInt
    let view: animhost_handle
  }

  nonisolated(unsafe) static var recognizers: [Key: [UIGestureRecognizer]] = [:]

  static func key(_ view: UIView) -> Key {
    Key(host: UInt(bitPattern: view.host), view: view.handle)
  }

  static func remove(_ recognizer: UIGestureRecognizer, from view: UIView) {
    recognizers[key(view)]?.removeAll { $0 === recognizer }
  }
}
