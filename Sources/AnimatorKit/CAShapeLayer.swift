/// A layer that draws a path, as Core Animation's CAShapeLayer.
///
/// `strokeEnd`, `strokeStart`, the colours and the line width animate inside UIView.animate.
open class CAShapeLayer: CALayer {
  /// How overlapping subpaths fill.
  public struct FillRule: Equatable, Sendable {
    let value: Double
    /// Non-zero winding (the default).
    public static let nonZero = FillRule(value: 0)
    /// Even-odd.
    public static let evenOdd = FillRule(value: 1)
  }

  /// How open stroke ends are drawn.
  public struct LineCap: Equatable, Sendable {
    let value: Double
    /// Square, ending at the point (the default).
    public static let butt = LineCap(value: 0)
    /// A half circle.
    public static let round = LineCap(value: 1)
    /// A half square.
    public static let square = LineCap(value: 2)
  }

  /// How stroke corners are drawn.
  public struct LineJoin: Equatable, Sendable {
    let value: Double
    /// A sharp corner (the default).
    public static let miter = LineJoin(value: 0)
    /// A rounded corner.
    public static let round = LineJoin(value: 1)
    /// A cut corner.
    public static let bevel = LineJoin(value: 2)
  }

  /// A new shape layer with no path, black fill and no stroke.
  override init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    super.init(handle: handle, host: host)
  }

  override func proxy() -> CALayer { CAShapeLayer(handle: handle, host: host) }

  public override init() {
    super.init(kind: ANIMHOST_LAYER_SHAPE)
  }

  /// The path in the layer's bounds space.
  open var path: CGPath? {
    get { ShapeState.paths[handle] }
    set {
      ShapeState.paths[handle] = newValue
      guard HostScope.hasABI12(host) else { return }
      let commands = newValue?.commands ?? []
      _ = commands.withUnsafeBufferPointer { buffer in
        host.pointee.view_set_path(host, handle, buffer.baseAddress, UInt32(buffer.count))
      }
    }
  }
  /// The fill colour; nil fills nothing.
  open var fillColor: CGColor? {
    get { values.color(ANIMHOST_PROP_FILL_COLOR) }
    set { values.set(ANIMHOST_PROP_FILL_COLOR, newValue?.values ?? [0, 0, 0, 0]) }
  }
  /// The stroke colour; nil strokes nothing.
  open var strokeColor: CGColor? {
    get { values.color(ANIMHOST_PROP_STROKE_COLOR) }
    set { values.set(ANIMHOST_PROP_STROKE_COLOR, newValue?.values ?? [0, 0, 0, 0]) }
  }
  /// The stroke width.
  open var lineWidth: CGFloat {
    get { values.scalar(ANIMHOST_PROP_LINE_WIDTH) }
    set { values.set(ANIMHOST_PROP_LINE_WIDTH, [Double(newValue)]) }
  }
  /// Where along the path the stroke starts, 0...1.
  open var strokeStart: CGFloat {
    get { values.scalar(ANIMHOST_PROP_STROKE_START) }
    set { values.set(ANIMHOST_PROP_STROKE_START, [Double(newValue)]) }
  }
  /// Where along the path the stroke ends, 0...1.
  open var strokeEnd: CGFloat {
    get { values.scalar(ANIMHOST_PROP_STROKE_END) }
    set { values.set(ANIMHOST_PROP_STROKE_END, [Double(newValue)]) }
  }
  /// The fill rule.
  open var fillRule: FillRule {
    get { values.scalar(ANIMHOST_PROP_FILL_RULE) == 1 ? .evenOdd : .nonZero }
    set { values.set(ANIMHOST_PROP_FILL_RULE, [newValue.value]) }
  }
  /// The line cap.
  open var lineCap: LineCap {
    get {
      [LineCap.butt, .round, .square].first {
        $0.value == Double(values.scalar(ANIMHOST_PROP_LINE_CAP))
      } ?? .butt
    }
    set { values.set(ANIMHOST_PROP_LINE_CAP, [newValue.value]) }
  }
  /// The line join.
  open var lineJoin: LineJoin {
    get {
      [LineJoin.miter, .round, .bevel].first {
        $0.value == Double(values.scalar(ANIMHOST_PROP_LINE_JOIN))
      } ?? .miter
    }
    set { values.set(ANIMHOST_PROP_LINE_JOIN, [newValue.value]) }
  }
  /// The dash lengths in points, painted then gap, repeating; nil or empty strokes solid.
  open var lineDashPattern: [NSNumber]? {
    get { LayerState.arrays[handle]?[ANIMHOST_ARRAY_LINE_DASH_PATTERN] as? [NSNumber] }
    set {
      LayerState.arrays[handle, default: [:]][ANIMHOST_ARRAY_LINE_DASH_PATTERN] = newValue
      setLayerArray(ANIMHOST_ARRAY_LINE_DASH_PATTERN, newValue?.map(\.doubleValue) ?? [])
    }
  }
  /// How far into the dash pattern the stroke starts, in points.
  open var lineDashPhase: CGFloat {
    get { values.scalar(ANIMHOST_PROP_LINE_DASH_PHASE) }
    set { setLayerValue(ANIMHOST_PROP_LINE_DASH_PHASE, [Double(newValue)]) }
  }
}

/// Plugin-side state the host does not report back: each shape layer's path object.
enum ShapeState {
  nonisolated(unsafe) static var paths: [animhost_handle: CGPath] = [:]
}
