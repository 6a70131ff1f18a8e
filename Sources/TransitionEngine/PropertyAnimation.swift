/// One running animation of one property of one view.
package struct PropertyAnimation: Sendable {
  /// The property that animates.
  package var property: AnimatableProperty
  /// The value the presentation starts from.
  package var from: PropertyValue
  /// The value it ends at (the model value when it was set).
  package var to: PropertyValue
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
  package func value(at time: Double) -> PropertyValue {
    guard duration > 0 else { return time >= start ? to : from }
    let fraction = curve.value(at: (time - start) / duration)
    return Self.interpolate(property, from, to, fraction)
  }

  /// The value a fraction of the way from one value to another.
  package static func interpolate(
    _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue, _ fraction: Double
  ) -> PropertyValue {
    if property == .transform {
      return Transform3D.interpolate(Transform3D(from), Transform3D(to), fraction).m
    }
    return from + (to - from) * fraction
  }
}
