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
