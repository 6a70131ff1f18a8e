/// Key-value coding on layers, as Core Animation offers it: layer properties by key path
/// (`transform.rotation.z`, `position.x`, `cornerRadius` …), and any other key kept as the
/// plugin's own value.
extension CALayer {
  /// Sets a layer property by key path (inside UIView.animate the change animates), or keeps
  /// the value under a key that names no property.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if setObjectProperty(value, keyPath) { return }
    if HostScope.hasABI15(host), let value, let doubles = CAAnimationStorage.doubles(value) {
      let status = doubles.withUnsafeBufferPointer { buffer in
        keyPath.withCString {
          host.pointee.layer_set_key_path(
            host, handle, $0, buffer.baseAddress, UInt32(buffer.count))
        }
      }
      if status != ANIMHOST_ERR_NOT_FOUND { return }
    }
    LayerState.keyedValues[handle, default: [:]][keyPath] = value
  }

  /// A layer property by key path (the model value), or the value kept under the key.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let kept = LayerState.keyedValues[handle]?[keyPath] { return kept }
    if let object = objectProperty(keyPath) { return object }
    guard HostScope.hasABI15(host) else { return nil }
    var values = [Double](repeating: 0, count: 16)
    var count: UInt32 = 0
    let status = keyPath.withCString {
      host.pointee.layer_get_key_path(host, handle, $0, &values, &count)
    }
    guard status == ANIMHOST_OK else { return nil }
    return Self.object(Array(values.prefix(Int(min(count, 16)))), keyPath)
  }

  /// Sets a layer property by key, or keeps the value under a key that names no property.
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

  /// A layer property by key, or the value kept under the key.
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

  /// Properties whose values are objects rather than numbers; true when the key was one.
  private func setObjectProperty(_ value: Any?, _ key: String) -> Bool {
    switch key {
    case "path": (self as? CAShapeLayer)?.path = Self.path(value)
    case "shadowPath": shadowPath = Self.path(value)
    case "mask": mask = value as? CALayer
    case "colors": (self as? CAGradientLayer)?.colors = value as? [Any]
    case "locations": (self as? CAGradientLayer)?.locations = value as? [NSNumber]
    case "lineDashPattern": (self as? CAShapeLayer)?.lineDashPattern = value as? [NSNumber]
    default: return false
    }
    return true
  }

  private func objectProperty(_ key: String) -> Any? {
    switch key {
    case "path": (self as? CAShapeLayer)?.path
    case "shadowPath": shadowPath
    case "mask": mask
    case "colors": (self as? CAGradientLayer)?.colors
    case "locations": (self as? CAGradientLayer)?.locations
    case "lineDashPattern": (self as? CAShapeLayer)?.lineDashPattern
    default: nil
    }
  }

  private static func path(_ value: Any?) -> CGPath? {
    (value as? CGPath) ?? (value as? UIBezierPath)?.cgPath
  }

  /// The object Core Animation returns for a value of a width: a number, a point or size, a
  /// colour or rect, a transform.
  static func object(_ v: [Double], _ keyPath: String) -> Any? {
    switch v.count {
    case 1: return NSNumber(value: v[0])
    case 2:
      let isSize = keyPath.hasSuffix("size") || keyPath == "shadowOffset"
      return isSize
        ? NSValue(cgSize: CGSize(width: v[0], height: v[1]))
        : NSValue(cgPoint: CGPoint(x: v[0], y: v[1]))
    case 4:
      return keyPath.lowercased().hasSuffix("color")
        ? CGColor.from(v) : NSValue(cgRect: CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case 16: return NSValue(caTransform3D: CATransform3D(v))
    default: return nil
    }
  }
}
