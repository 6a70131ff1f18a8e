/// Builds the C form of an animation for one add(_:forKey:) call and owns its memory until the
/// call returns (the host copies everything it needs during the call).
final class CAAnimationStorage {
  /// How deep groups may nest; a group that contains itself stops there.
  static let maximumDepth = 16

  let host: UnsafePointer<animhost_host_v1>
  /// The nesting level being encoded.
  private(set) var depth = 0
  private var blocks: [UnsafeMutableRawPointer] = []

  init(host: UnsafePointer<animhost_host_v1>) {
    self.host = host
  }

  deinit {
    for block in blocks { block.deallocate() }
  }

  /// A copy of plain C values that lives as long as the storage.
  func array<T>(_ items: [T]) -> (UnsafePointer<T>?, UInt32) {
    guard !items.isEmpty else { return (nil, 0) }
    let pointer = UnsafeMutablePointer<T>.allocate(capacity: items.count)
    pointer.initialize(from: items, count: items.count)
    blocks.append(UnsafeMutableRawPointer(pointer))
    return (UnsafePointer(pointer), UInt32(items.count))
  }

  /// A C string that lives as long as the storage.
  func cString(_ text: String?) -> UnsafePointer<CChar>? {
    guard let text else { return nil }
    return array(Array(text.utf8CString)).0
  }

  /// The C form of an animation and of everything it holds.
  func encode(_ animation: CAAnimation, depth: Int) -> animhost_ca_animation_v1 {
    var c = animhost_ca_animation_v1()
    c.struct_size = UInt32(MemoryLayout<animhost_ca_animation_v1>.size)
    c.timing = animhost_media_timing_v1(
      begin_time: animation.beginTime, duration: animation.duration,
      speed: Double(animation.speed), time_offset: animation.timeOffset,
      repeat_count: Double(animation.repeatCount), repeat_duration: animation.repeatDuration,
      autoreverses: animation.autoreverses ? 1 : 0, fill_mode: animation.fillMode.abiValue)
    c.removed_on_completion = animation.isRemovedOnCompletion ? 1 : 0
    if let function = animation.timingFunction {
      c.has_timing_function = 1
      c.timing_function = function.abiValue
    }
    if let property = animation as? CAPropertyAnimation {
      c.key_path = cString(property.keyPath)
      c.additive = property.isAdditive ? 1 : 0
      c.cumulative = property.isCumulative ? 1 : 0
    }
    let outer = self.depth
    self.depth = depth
    defer { self.depth = outer }
    if depth < Self.maximumDepth {
      animation.encode(into: &c, self)
    } else {
      c.kind = ANIMHOST_CA_GROUP
    }
    return c
  }

  /// The C form of a value, or an unset value (with a warning logged) when it has no form.
  func value(_ value: Any?, _ keyPath: String?, _ name: String) -> animhost_ca_value_v1 {
    guard let value else { return animhost_ca_value_v1(values: nil, count: 0) }
    guard let doubles = Self.doubles(value) else {
      let message =
        "\(name) of the animation of '\(keyPath ?? "?")' is a \(type(of: value)), which "
        + "Core Animation cannot animate; use a number, CGPoint, CGSize, CGRect, "
        + "CATransform3D, CGColor, CGPath or an array of numbers or CGColors"
      message.withCString { host.pointee.log(host, ANIMHOST_LOG_WARNING, $0) }
      return animhost_ca_value_v1(values: nil, count: 0)
    }
    let (pointer, count) = array(doubles)
    return animhost_ca_value_v1(values: pointer, count: count)
  }

  /// The doubles of an NSValue holding a point, size or rect (NSValue(point:) and so on).
  private static func nsValue(_ value: NSValue) -> [Double]? {
    let type = String(cString: value.objCType)
    if type == NSValue.transformType { return value.caTransform3DValue.values }
    if type.hasPrefix("{CGRect") { return value.rectValue.values }
    if type.hasPrefix("{CGSize") {
      return [Double(value.sizeValue.width), Double(value.sizeValue.height)]
    }
    if type.hasPrefix("{CGPoint") {
      return [Double(value.pointValue.x), Double(value.pointValue.y)]
    }
    return nil
  }

  /// The doubles of a value Core Animation can animate, or nil.
  static func doubles(_ value: Any) -> [Double]? {
    switch value {
    case let v as CGFloat: [Double(v)]
    case let v as Double: [v]
    case let v as Float: [Double(v)]
    case let v as Int: [Double(v)]
    case let v as NSNumber: [v.doubleValue]
    case let v as NSValue: nsValue(v)
    case let v as CGPoint: [Double(v.x), Double(v.y)]
    case let v as CGSize: [Double(v.width), Double(v.height)]
    case let v as CGRect: v.values
    case let v as CATransform3D: v.values
    case let v as CGColor: (v.components ?? [0, 0, 0, 1]).map(Double.init)
    case let v as UIColor: v.components
    case let v as CGPath: v.commands
    case let v as UIBezierPath: v.cgPath.commands
    case let v as [Any]: arrayDoubles(v)
    default: nil
    }
  }

  /// The doubles of an array value ("colors", "locations", "lineDashPattern"): each element a
  /// number or a colour, flattened; nil when an element is neither.
  private static func arrayDoubles(_ items: [Any]) -> [Double]? {
    var result: [Double] = []
    for item in items {
      switch item {
      case let v as CGColor: result += v.values
      case let v as UIColor: result += v.components
      case let v as NSNumber: result.append(v.doubleValue)
      case let v as CGFloat: result.append(Double(v))
      case let v as Double: result.append(v)
      case let v as Float: result.append(Double(v))
      case let v as Int: result.append(Double(v))
      default: return nil
      }
    }
    return result
  }
}
