/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// from the one before, as Core Animation's CAReplicatorLayer.
open class CAReplicatorLayer: CALayer {
  override init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    super.init(handle: handle, host: host)
  }

  override func proxy() -> CALayer { CAReplicatorLayer(handle: handle, host: host) }

  /// A new replicator layer drawing one copy.
  public override init() {
    super.init(kind: ANIMHOST_LAYER_REPLICATOR, since: HostScope.hasABI15)
  }

  /// How many copies of the sublayers are drawn (1 by default).
  open var instanceCount: Int {
    get {
      HostScope.hasABI15(host) ? Int(values.scalar(ANIMHOST_PROP_INSTANCE_COUNT).rounded()) : 1
    }
    set { setLayerValue(ANIMHOST_PROP_INSTANCE_COUNT, [Double(max(0, newValue))]) }
  }
  /// Seconds each copy's animations lag behind the copy before it.
  open var instanceDelay: CFTimeInterval {
    get { Double(values.scalar(ANIMHOST_PROP_INSTANCE_DELAY)) }
    set { setLayerValue(ANIMHOST_PROP_INSTANCE_DELAY, [newValue]) }
  }
  /// The transform from one copy to the next, about the layer's centre.
  open var instanceTransform: CATransform3D {
    get {
      HostScope.hasABI15(host)
        ? CATransform3D(values.get(ANIMHOST_PROP_INSTANCE_TRANSFORM, count: 16))
        : CATransform3DIdentity
    }
    set { setLayerValue(ANIMHOST_PROP_INSTANCE_TRANSFORM, newValue.values) }
  }
  /// The colour the first copy's colours are multiplied by (white by default).
  open var instanceColor: CGColor? {
    get {
      HostScope.hasABI15(host)
        ? values.color(ANIMHOST_PROP_INSTANCE_COLOR) : CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    }
    set { setLayerValue(ANIMHOST_PROP_INSTANCE_COLOR, newValue?.values ?? [1, 1, 1, 1]) }
  }
  /// Added to the red multiplier for each copy after the first.
  open var instanceRedOffset: Float {
    get { offset(0) }
    set { setOffset(0, newValue) }
  }
  /// Added to the green multiplier for each copy after the first.
  open var instanceGreenOffset: Float {
    get { offset(1) }
    set { setOffset(1, newValue) }
  }
  /// Added to the blue multiplier for each copy after the first.
  open var instanceBlueOffset: Float {
    get { offset(2) }
    set { setOffset(2, newValue) }
  }
  /// Added to the alpha multiplier for each copy after the first.
  open var instanceAlphaOffset: Float {
    get { offset(3) }
    set { setOffset(3, newValue) }
  }

  private func offset(_ lane: Int) -> Float {
    guard HostScope.hasABI15(host) else { return 0 }
    return Float(values.get(ANIMHOST_PROP_INSTANCE_COLOR_OFFSETS, count: 4)[lane])
  }

  private func setOffset(_ lane: Int, _ value: Float) {
    guard HostScope.hasABI15(host) else { return }
    var offsets = values.get(ANIMHOST_PROP_INSTANCE_COLOR_OFFSETS, count: 4)
    offsets[lane] = Double(value)
    values.set(ANIMHOST_PROP_INSTANCE_COLOR_OFFSETS, offsets)
  }
}
