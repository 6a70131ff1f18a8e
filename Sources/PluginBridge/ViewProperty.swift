import CAnimatorABI
import PluginHost
import TransitionEngine

/// The animhost_property ids: how many values each has and how each maps onto the engine.
enum ViewProperty {
  /// An ABI property that is an engine property, with the clamp UIKit applies on set.
  private struct Mapping {
    var property: AnimatableProperty
    var clamp: Clamp
  }

  private enum Clamp {
    case none, unit, nonNegative, colour
    /// Not negative, and at most the limit (with a `limit-exceeded` warning past it).
    case limited(EngineLimit)
  }

  private static func mapping(_ id: UInt32) -> Mapping? {
    switch animhost_property(rawValue: id) {
    case ANIMHOST_PROP_CENTER: Mapping(property: .position, clamp: .none)
    case ANIMHOST_PROP_ALPHA: Mapping(property: .alpha, clamp: .unit)
    case ANIMHOST_PROP_BACKGROUND_COLOR: Mapping(property: .backgroundColor, clamp: .colour)
    case ANIMHOST_PROP_TEXT_COLOR: Mapping(property: .textColor, clamp: .colour)
    case ANIMHOST_PROP_FONT_SIZE:
      Mapping(property: .fontSize, clamp: .limited(EngineLimits.fontSize))
    case ANIMHOST_PROP_TRANSFORM: Mapping(property: .transform, clamp: .none)
    case ANIMHOST_PROP_ANCHOR_POINT: Mapping(property: .anchorPoint, clamp: .none)
    case ANIMHOST_PROP_Z_POSITION: Mapping(property: .zPosition, clamp: .none)
    case ANIMHOST_PROP_CORNER_RADIUS: Mapping(property: .cornerRadius, clamp: .nonNegative)
    case ANIMHOST_PROP_BORDER_WIDTH: Mapping(property: .borderWidth, clamp: .nonNegative)
    case ANIMHOST_PROP_BORDER_COLOR: Mapping(property: .borderColor, clamp: .colour)
    case ANIMHOST_PROP_SHADOW_COLOR: Mapping(property: .shadowColor, clamp: .colour)
    case ANIMHOST_PROP_SHADOW_OPACITY: Mapping(property: .shadowOpacity, clamp: .unit)
    case ANIMHOST_PROP_SHADOW_RADIUS:
      Mapping(property: .shadowRadius, clamp: .limited(EngineLimits.shadowRadius))
    case ANIMHOST_PROP_SHADOW_OFFSET: Mapping(property: .shadowOffset, clamp: .none)
    case ANIMHOST_PROP_FILL_COLOR: Mapping(property: .fillColor, clamp: .colour)
    case ANIMHOST_PROP_STROKE_COLOR: Mapping(property: .strokeColor, clamp: .colour)
    case ANIMHOST_PROP_LINE_WIDTH:
      Mapping(property: .lineWidth, clamp: .limited(EngineLimits.lineWidth))
    case ANIMHOST_PROP_STROKE_START: Mapping(property: .strokeStart, clamp: .unit)
    case ANIMHOST_PROP_STROKE_END: Mapping(property: .strokeEnd, clamp: .unit)
    case ANIMHOST_PROP_SUBLAYER_TRANSFORM: Mapping(property: .sublayerTransform, clamp: .none)
    case ANIMHOST_PROP_ANCHOR_POINT_Z: Mapping(property: .anchorPointZ, clamp: .none)
    case ANIMHOST_PROP_LINE_DASH_PHASE: Mapping(property: .lineDashPhase, clamp: .none)
    case ANIMHOST_PROP_START_POINT: Mapping(property: .startPoint, clamp: .none)
    case ANIMHOST_PROP_END_POINT: Mapping(property: .endPoint, clamp: .none)
    case ANIMHOST_PROP_INSTANCE_DELAY: Mapping(property: .instanceDelay, clamp: .none)
    case ANIMHOST_PROP_INSTANCE_TRANSFORM: Mapping(property: .instanceTransform, clamp: .none)
    case ANIMHOST_PROP_INSTANCE_COLOR: Mapping(property: .instanceColor, clamp: .colour)
    case ANIMHOST_PROP_INSTANCE_COLOR_OFFSETS:
      Mapping(property: .instanceColorOffsets, clamp: .none)
    case ANIMHOST_PROP_EFFECT_AMOUNT: Mapping(property: .effectAmount, clamp: .unit)
    default: nil
    }
  }

  /// The number of values a property has, or nil for an unknown property.
  static func count(_ id: UInt32) -> Int? {
    if let mapping = mapping(id) { return mapping.property.laneCount }
    switch animhost_property(rawValue: id) {
    case ANIMHOST_PROP_FRAME, ANIMHOST_PROP_BOUNDS: return 4
    case ANIMHOST_PROP_HIDDEN, ANIMHOST_PROP_TEXT_ALIGNMENT, ANIMHOST_PROP_MASKS_TO_BOUNDS,
      ANIMHOST_PROP_FILL_RULE, ANIMHOST_PROP_LINE_CAP, ANIMHOST_PROP_LINE_JOIN,
      ANIMHOST_PROP_DOUBLE_SIDED, ANIMHOST_PROP_GRADIENT_TYPE, ANIMHOST_PROP_INSTANCE_COUNT,
      ANIMHOST_PROP_BEGIN_TIME, ANIMHOST_PROP_SPEED, ANIMHOST_PROP_TIME_OFFSET,
      ANIMHOST_PROP_CONTENT_MODE, ANIMHOST_PROP_TRANSLATES_AUTORESIZING,
      ANIMHOST_PROP_AUTORESIZING_MASK, ANIMHOST_PROP_FONT_WEIGHT, ANIMHOST_PROP_NUMBER_OF_LINES:
      return 1
    case ANIMHOST_PROP_LAYOUT_MARGINS, ANIMHOST_PROP_TINT_COLOR: return 4
    default: return nil
    }
  }

  /// A property's values: the model's, as UIKit's getter returns them, or with
  /// `presentationAt` those shown at that time (CALayer.presentation()).
  static func get(_ view: ViewNode, _ id: UInt32, presentationAt time: Double? = nil)
    -> [Double]?
  {
    if let mapping = mapping(id) {
      let value =
        time.map { view.presentationValue(mapping.property, at: $0) }
        ?? view.modelValue(mapping.property)
      return (0..<mapping.property.laneCount).map { value[$0] }
    }
    let shape = view.shape ?? ShapeStyle()
    switch animhost_property(rawValue: id) {
    case ANIMHOST_PROP_FRAME:
      return lanes((time.map { view.presentationFrame(at: $0) } ?? view.transformedFrame).vector, 4)
    case ANIMHOST_PROP_BOUNDS:
      let bounds = time.map { Rect(view.presentationValue(.bounds, at: $0)) } ?? view.bounds
      return lanes(bounds.vector, 4)
    case ANIMHOST_PROP_HIDDEN: return [view.isHidden ? 1 : 0]
    case ANIMHOST_PROP_TEXT_ALIGNMENT: return [Double(view.textAlignment)]
    case ANIMHOST_PROP_MASKS_TO_BOUNDS: return [view.masksToBounds ? 1 : 0]
    case ANIMHOST_PROP_FILL_RULE: return [Double(shape.fillRule.rawValue)]
    case ANIMHOST_PROP_LINE_CAP: return [Double(shape.lineCap.rawValue)]
    case ANIMHOST_PROP_LINE_JOIN: return [Double(shape.lineJoin.rawValue)]
    case ANIMHOST_PROP_DOUBLE_SIDED: return [view.isDoubleSided ? 1 : 0]
    case ANIMHOST_PROP_GRADIENT_TYPE: return [Double(view.gradient?.kind.rawValue ?? 0)]
    case ANIMHOST_PROP_INSTANCE_COUNT: return [Double(view.replicator?.instanceCount ?? 1)]
    case ANIMHOST_PROP_BEGIN_TIME: return [view.layerTiming.beginTime]
    case ANIMHOST_PROP_SPEED: return [view.layerTiming.speed]
    case ANIMHOST_PROP_TIME_OFFSET: return [view.layerTiming.timeOffset]
    case ANIMHOST_PROP_CONTENT_MODE: return [Double(view.contentMode.rawValue)]
    case ANIMHOST_PROP_TRANSLATES_AUTORESIZING:
      return [view.translatesAutoresizingMaskIntoConstraints ? 1 : 0]
    case ANIMHOST_PROP_LAYOUT_MARGINS:
      let m = view.layoutMargins
      return [m.top, m.left, m.bottom, m.right]
    case ANIMHOST_PROP_AUTORESIZING_MASK: return [Double(view.autoresizingMask)]
    case ANIMHOST_PROP_FONT_WEIGHT: return [view.fontWeight]
    case ANIMHOST_PROP_NUMBER_OF_LINES: return [Double(view.numberOfLines)]
    case ANIMHOST_PROP_TINT_COLOR:
      let c = view.effectiveTintColor
      return [c.red, c.green, c.blue, c.alpha]
    default: return nil
    }
  }

  /// Sets a property; inside a transaction the animatable ones animate.
  static func set(_ view: ViewNode, _ id: UInt32, _ values: [Double], engine: Engine) {
    var v = PropertyValue()
    for (lane, value) in values.prefix(16).enumerated() { v[lane] = value }
    if let mapping = mapping(id) {
      engine.set(mapping.property, of: view, to: clamp(v, mapping.clamp, engine))
      return
    }
    switch animhost_property(rawValue: id) {
    case ANIMHOST_PROP_FRAME:
      // UIKit sets the centre (layer position) and the bounds size; the anchor point decides
      // where the position lies within the new frame.
      let frame = Rect(v)
      let size = Size(width: max(frame.width, 0), height: max(frame.height, 0))
      let anchor = view.anchorPoint
      engine.set(
        .position, of: view,
        to: PropertyValue(frame.x + anchor.x * size.width, frame.y + anchor.y * size.height))
      let old = view.bounds.size
      engine.set(
        .bounds, of: view, to: PropertyValue(view.bounds.x, view.bounds.y, size.width, size.height))
      engine.applyAutoresizing(of: view, from: old)
    case ANIMHOST_PROP_BOUNDS:
      let old = view.bounds.size
      engine.set(.bounds, of: view, to: PropertyValue(v[0], v[1], max(v[2], 0), max(v[3], 0)))
      engine.applyAutoresizing(of: view, from: old)
    case ANIMHOST_PROP_TRANSLATES_AUTORESIZING:
      engine.setTranslatesAutoresizing(view, v[0] != 0)
    case ANIMHOST_PROP_LAYOUT_MARGINS:
      guard (0..<4).allSatisfy({ v[$0].isFinite }) else { return }
      view.layoutMargins = (v[0], v[1], v[2], v[3])
      engine.setNeedsLayout()
    case ANIMHOST_PROP_AUTORESIZING_MASK:
      view.autoresizingMask = UInt(max(0, min(v[0].isFinite ? v[0] : 0, 63)))
    case ANIMHOST_PROP_TINT_COLOR:
      view.tintColor = v[3] < 0 ? nil : Color(v.first4)
    case ANIMHOST_PROP_FONT_WEIGHT:
      view.fontWeight = v[0].isFinite ? min(max(v[0], -1), 1) : 0
    case ANIMHOST_PROP_NUMBER_OF_LINES:
      view.numberOfLines = v[0].isFinite ? Int(min(max(v[0], 0), 10_000)) : 1
    case ANIMHOST_PROP_HIDDEN: view.isHidden = v[0] != 0
    case ANIMHOST_PROP_TEXT_ALIGNMENT: view.textAlignment = min(max(Int(v[0]), 0), 2)
    case ANIMHOST_PROP_MASKS_TO_BOUNDS: view.masksToBounds = v[0] != 0
    case ANIMHOST_PROP_FILL_RULE:
      view.shape = (view.shape ?? ShapeStyle()).with {
        $0.fillRule = ShapeStyle.FillRule(rawValue: Int(v[0])) ?? .nonZero
      }
    case ANIMHOST_PROP_LINE_CAP:
      view.shape = (view.shape ?? ShapeStyle()).with {
        $0.lineCap = ShapeStyle.LineCap(rawValue: Int(v[0])) ?? .butt
      }
    case ANIMHOST_PROP_LINE_JOIN:
      view.shape = (view.shape ?? ShapeStyle()).with {
        $0.lineJoin = ShapeStyle.LineJoin(rawValue: Int(v[0])) ?? .miter
      }
    case ANIMHOST_PROP_DOUBLE_SIDED: view.isDoubleSided = v[0] != 0
    case ANIMHOST_PROP_GRADIENT_TYPE:
      view.gradient?.kind = GradientFrame.Kind(rawValue: Int(v[0])) ?? .axial
    case ANIMHOST_PROP_INSTANCE_COUNT:
      let limit = EngineLimits.replicatorInstances
      let count = v[0].isFinite ? max(v[0].rounded(.down), 0) : 0
      if count > limit.value { engine.exceed(limit, count, "clamped to \(limit)") }
      view.replicator?.instanceCount = Int(min(count, limit.value))
    case ANIMHOST_PROP_BEGIN_TIME, ANIMHOST_PROP_SPEED, ANIMHOST_PROP_TIME_OFFSET:
      guard v[0].isFinite else { return }
      var timing = view.layerTiming
      switch animhost_property(rawValue: id) {
      case ANIMHOST_PROP_BEGIN_TIME: timing.beginTime = v[0]
      case ANIMHOST_PROP_SPEED: timing.speed = v[0]
      default: timing.timeOffset = v[0]
      }
      engine.setLayerTiming(timing, of: view)
    case ANIMHOST_PROP_CONTENT_MODE:
      view.contentMode = ContentMode(rawValue: Int(v[0].isFinite ? v[0] : 0)) ?? .scaleToFill
    default: break
    }
  }

  private static func lanes(_ value: PropertyValue, _ count: Int) -> [Double] {
    (0..<count).map { value[$0] }
  }

  private static func clamp(_ v: PropertyValue, _ clamp: Clamp, _ engine: Engine) -> PropertyValue {
    switch clamp {
    case .none: return v
    case .unit: return PropertyValue(scalar: min(max(v[0], 0), 1))
    case .nonNegative: return PropertyValue(scalar: max(v[0], 0))
    case .colour: return v.clamped(lowerBound: .zero, upperBound: PropertyValue(1, 1, 1, 1))
    case let .limited(limit):
      guard v[0] > limit.value else { return PropertyValue(scalar: max(v[0], 0)) }
      engine.exceed(limit, v[0], "clamped to \(limit)")
      return PropertyValue(scalar: limit.value)
    }
  }
}

extension ShapeStyle {
  /// A copy with one change.
  fileprivate func with(_ change: (inout ShapeStyle) -> Void) -> ShapeStyle {
    var copy = self
    change(&copy)
    return copy
  }
}
