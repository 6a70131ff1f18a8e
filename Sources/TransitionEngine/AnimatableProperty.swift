/// The value of an animatable property: up to sixteen doubles (a 4×4 transform needs them all).
package typealias PropertyValue = SIMD16<Double>

extension SIMD16 where Scalar == Double {
  /// A one-number value in the first lane.
  package init(scalar: Double) {
    self.init()
    self[0] = scalar
  }

  /// A two-number value (a point or a size) in the first two lanes.
  package init(_ x: Double, _ y: Double) {
    self.init()
    self[0] = x
    self[1] = y
  }

  /// A four-number value (a rectangle or a colour) in the first four lanes.
  package init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
    self.init()
    self[0] = a
    self[1] = b
    self[2] = c
    self[3] = d
  }

  /// The first four lanes.
  package var first4: SIMD4<Double> { SIMD4(self[0], self[1], self[2], self[3]) }
}

/// A view or layer property that can animate.
package enum AnimatableProperty: Int, CaseIterable, Sendable {
  /// The anchor point's place in the superview (CALayer.position; UIView.center when the
  /// anchor point is the middle).
  case position
  /// The bounds: origin and size in the view's own space.
  case bounds
  /// The opacity.
  case alpha
  /// The background colour.
  case backgroundColor
  /// The text colour of a label.
  case textColor
  /// The font size of a label.
  case fontSize
  /// The layer transform (CATransform3D; UIView.transform is its affine part).
  case transform
  /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) is the middle.
  case anchorPoint
  /// The z position among siblings: higher draws in front.
  case zPosition
  /// The corner radius of the background and border.
  case cornerRadius
  /// The border width.
  case borderWidth
  /// The border colour.
  case borderColor
  /// The shadow colour.
  case shadowColor
  /// The shadow opacity, 0…1.
  case shadowOpacity
  /// The shadow blur radius.
  case shadowRadius
  /// The shadow offset (width, height).
  case shadowOffset
  /// A shape layer's fill colour.
  case fillColor
  /// A shape layer's stroke colour.
  case strokeColor
  /// A shape layer's line width.
  case lineWidth
  /// The fraction of the path where the stroke starts.
  case strokeStart
  /// The fraction of the path where the stroke ends.
  case strokeEnd
  /// The transform applied to the sublayers about the anchor point (CALayer.sublayerTransform).
  case sublayerTransform
  /// The anchor point's z, in points (CALayer.anchorPointZ).
  case anchorPointZ
  /// How far into the dash pattern a shape layer's stroke starts (CAShapeLayer.lineDashPhase).
  case lineDashPhase
  /// A gradient layer's start point in unit coordinates (CAGradientLayer.startPoint).
  case startPoint
  /// A gradient layer's end point in unit coordinates (CAGradientLayer.endPoint).
  case endPoint
  /// Seconds each replicated copy lags the one before (CAReplicatorLayer.instanceDelay).
  case instanceDelay
  /// The transform from one replicated copy to the next (CAReplicatorLayer.instanceTransform).
  case instanceTransform
  /// The colour the first copy's colours are multiplied by (CAReplicatorLayer.instanceColor).
  case instanceColor
  /// Red, green, blue and alpha added to the multiplier per copy
  /// (CAReplicatorLayer.instanceRedOffset …).
  case instanceColorOffsets
  /// How far a page curl has gone, 0…1 (the engine's own, for curl transitions).
  case curlProgress
  /// How much of a visual effect shows, 0…1 (animating UIVisualEffectView.effect).
  case effectAmount

  /// The JSON and diagnostic name of the property.
  package var name: String { "\(self)" }

  /// Whether the value is a 4×4 transform, interpolated by decomposition.
  package var isTransform: Bool {
    self == .transform || self == .sublayerTransform || self == .instanceTransform
  }

  /// How many lanes of the value are used.
  package var laneCount: Int {
    switch self {
    case .alpha, .fontSize, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity,
      .shadowRadius, .lineWidth, .strokeStart, .strokeEnd, .anchorPointZ, .lineDashPhase,
      .instanceDelay, .curlProgress, .effectAmount:
      1
    case .position, .anchorPoint, .shadowOffset, .startPoint, .endPoint: 2
    case .bounds, .backgroundColor, .textColor, .borderColor, .shadowColor, .fillColor,
      .strokeColor, .instanceColor, .instanceColorOffsets:
      4
    case .transform, .sublayerTransform, .instanceTransform: 16
    }
  }

  /// The value a new view starts with.
  package var initialValue: PropertyValue {
    switch self {
    case .alpha, .strokeEnd: PropertyValue(scalar: 1)
    case .textColor, .strokeColor: PropertyValue(0, 0, 0, 1)
    case .fillColor: PropertyValue(0, 0, 0, 1)
    case .fontSize: PropertyValue(scalar: 17)
    case .transform, .sublayerTransform, .instanceTransform: Transform3D.identity.m
    case .startPoint: PropertyValue(0.5, 0)
    case .endPoint: PropertyValue(0.5, 1)
    case .instanceColor: PropertyValue(1, 1, 1, 1)
    case .anchorPoint: PropertyValue(0.5, 0.5)
    case .shadowColor: PropertyValue(0, 0, 0, 1)
    case .shadowRadius: PropertyValue(scalar: 3)
    case .shadowOffset: PropertyValue(0, -3)
    case .lineWidth: PropertyValue(scalar: 1)
    default: PropertyValue()
    }
  }
}
