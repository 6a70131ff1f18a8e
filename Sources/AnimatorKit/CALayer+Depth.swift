/// The layer properties added in ABI 1.5: 3D geometry and the shadow's shape.
extension CALayer {
  /// The transform applied to the sublayers about the anchor point; its `m34` gives them
  /// perspective.
  public var sublayerTransform: CATransform3D {
    get { CATransform3D(values.get(ANIMHOST_PROP_SUBLAYER_TRANSFORM, count: 16)) }
    set { setLayerValue(ANIMHOST_PROP_SUBLAYER_TRANSFORM, newValue.values) }
  }
  /// The anchor point's z, in points: the transform applies about (anchor, anchorPointZ).
  public var anchorPointZ: CGFloat {
    get { values.scalar(ANIMHOST_PROP_ANCHOR_POINT_Z) }
    set { setLayerValue(ANIMHOST_PROP_ANCHOR_POINT_Z, [Double(newValue)]) }
  }
  /// Whether the layer shows when it faces away from the viewer (true by default).
  public var isDoubleSided: Bool {
    get { HostScope.hasABI15(host) ? values.scalar(ANIMHOST_PROP_DOUBLE_SIDED) != 0 : true }
    set { setLayerValue(ANIMHOST_PROP_DOUBLE_SIDED, [newValue ? 1 : 0]) }
  }
  /// The shadow's shape in the bounds space; nil (the default) shadows what the layer draws.
  public var shadowPath: CGPath? {
    get { LayerState.arrays[handle]?[ANIMHOST_ARRAY_SHADOW_PATH] as? CGPath }
    set {
      LayerState.arrays[handle, default: [:]][ANIMHOST_ARRAY_SHADOW_PATH] = newValue
      setLayerArray(ANIMHOST_ARRAY_SHADOW_PATH, newValue?.commands ?? [])
    }
  }

  /// Writes a property added in ABI 1.5; nothing on older hosts.
  func setLayerValue(_ property: animhost_property, _ doubles: [Double]) {
    guard HostScope.hasABI15(host) else { return }
    values.set(property, doubles)
  }

  /// Writes an array-valued property (ANIMHOST_ARRAY_*); nothing on older hosts.
  func setLayerArray(_ which: Int32, _ doubles: [Double]) {
    guard HostScope.hasABI15(host) else { return }
    _ = doubles.withUnsafeBufferPointer { buffer in
      host.pointee.layer_set_array(host, handle, which, buffer.baseAddress, UInt32(buffer.count))
    }
  }
}

/// A layer's own media timing (ABI 1.5): its local time, on which its animations and its
/// sublayers' run, is `(parent time − beginTime) × speed + timeOffset`.
extension CALayer {
  /// The parent time at which the layer's local time is `timeOffset`.
  public var beginTime: CFTimeInterval {
    get { HostScope.hasABI15(host) ? Double(values.scalar(ANIMHOST_PROP_BEGIN_TIME)) : 0 }
    set { setLayerValue(ANIMHOST_PROP_BEGIN_TIME, [newValue]) }
  }
  /// Local seconds per parent second; 0 pauses the layer's animations.
  public var speed: Float {
    get { HostScope.hasABI15(host) ? Float(values.scalar(ANIMHOST_PROP_SPEED)) : 1 }
    set { setLayerValue(ANIMHOST_PROP_SPEED, [Double(newValue)]) }
  }
  /// Seconds added to the layer's local time.
  public var timeOffset: CFTimeInterval {
    get { HostScope.hasABI15(host) ? Double(values.scalar(ANIMHOST_PROP_TIME_OFFSET)) : 0 }
    set { setLayerValue(ANIMHOST_PROP_TIME_OFFSET, [newValue]) }
  }

  /// A time in another layer's local time (nil: CACurrentMediaTime()'s) in this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    guard HostScope.hasABI15(host) else { return t }
    return host.pointee.layer_convert_time(host, handle, t, l?.handle ?? 0, 0)
  }

  /// A time in this layer's local time in another layer's (nil: CACurrentMediaTime()'s).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    guard HostScope.hasABI15(host) else { return t }
    return host.pointee.layer_convert_time(host, handle, t, l?.handle ?? 0, 1)
  }
}
