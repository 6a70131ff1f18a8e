/// A view property that can animate; its value is held as up to four doubles.
package enum AnimatableProperty: Int, CaseIterable, Sendable {
  /// The centre in the superview (CALayer.position).
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

  /// The JSON and diagnostic name of the property.
  package var name: String {
    switch self {
    case .position: "position"
    case .bounds: "bounds"
    case .alpha: "alpha"
    case .backgroundColor: "backgroundColor"
    case .textColor: "textColor"
    case .fontSize: "fontSize"
    }
  }
}

/// One running animation of one property of one view.
package struct PropertyAnimation: Sendable {
  /// The property that animates.
  package var property: AnimatableProperty
  /// The value the presentation starts from.
  package var from: SIMD4<Double>
  /// The value it ends at (the model value when it was set).
  package var to: SIMD4<Double>
  /// Clock time at which the change begins (after the delay).
  package var start: Double
  /// Seconds the change takes.
  package var duration: Double
  /// The easing.
  package var curve: TimingCurve
  /// The transaction group it belongs to, for its completion.
  package var group: Int

  /// The clock time at which it ends.
  package var end: Double { start + duration }

  /// The presented value at a clock time; the `from` value is held during the delay.
  package func value(at time: Double) -> SIMD4<Double> {
    guard duration > 0 else { return time >= start ? to : from }
    let fraction = curve.value(at: (time - start) / duration)
    return from + (to - from) * fraction
  }
}
