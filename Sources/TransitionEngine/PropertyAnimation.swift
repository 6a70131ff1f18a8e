/// One running animation of one property of one view.
///
/// Every animation is layered on the model value: it contributes `value(at:) - to`, so that
/// several animations of a property add up (UIKit's additive animations) and each one's
/// contribution falls to zero when it ends.
package struct PropertyAnimation: Sendable {
  /// The property that animates.
  package var property: AnimatableProperty
  /// The value the presentation starts from.
  package var from: PropertyValue
  /// The value it ends at (the model value when it was set).
  package var to: PropertyValue
  /// Clock time at which the change begins (after the delay).
  package var start: Double
  /// Seconds one pass takes.
  package var duration: Double
  /// The easing of each pass (for keyframes: of the whole path).
  package var curve: TimingCurve
  /// The transaction group it belongs to, for its completion.
  package var group: Int
  /// The values it passes through, for a keyframe animation; nil goes straight from `from` to `to`.
  package var keyframes: KeyframePath?
  /// Whether it repeats forever.
  package var repeats: Bool
  /// Whether each pass runs forward then backward.
  package var autoreverses: Bool
  /// Clock time at which an interactive cancel reversed it, or nil: from then on it plays
  /// backward, so that at `reversedAt + u` it shows what it showed at `reversedAt - u`.
  package var reversedAt: Double?

  /// An animation from one value to another, or along keyframes.
  package init(
    property: AnimatableProperty, from: PropertyValue, to: PropertyValue, start: Double,
    duration: Double, curve: TimingCurve, group: Int, keyframes: KeyframePath? = nil,
    repeats: Bool = false, autoreverses: Bool = false
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
    self.group = group
    self.keyframes = keyframes
    self.repeats = repeats
    self.autoreverses = autoreverses
  }

  /// The clock time at which it ends: never when it repeats; once reversed, when it is back at
  /// its start (at once when its delay had not elapsed).
  package var end: Double {
    if let reversedAt { return Self.reversedEnd(begin: start, reversedAt: reversedAt) }
    return repeats ? .infinity : start + duration * (autoreverses ? 2 : 1)
  }

  /// When something that began at `begin` and was reversed at `reversedAt` is back at its
  /// beginning.
  package static func reversedEnd(begin: Double, reversedAt: Double) -> Double {
    max(reversedAt, 2 * reversedAt - begin)
  }

  /// The time on the animation's own forward course that a clock time shows.
  private func courseTime(_ time: Double) -> Double {
    guard let reversedAt, time > reversedAt else { return time }
    return 2 * reversedAt - time
  }

  /// The linear progress of the current pass at a clock time: 0 during the delay; backward on
  /// an autoreversing pass's way back; after a non-repeating end, where the last pass stopped.
  package func progress(at time: Double) -> Double {
    let local = courseTime(time) - start
    guard local > 0 else { return 0 }
    guard duration > 0 else { return autoreverses ? 0 : 1 }
    let cycle = duration * (autoreverses ? 2 : 1)
    if !repeats, local >= cycle { return autoreverses ? 0 : 1 }
    let phase = repeats ? local.truncatingRemainder(dividingBy: cycle) : local
    return phase <= duration ? phase / duration : 2 - phase / duration
  }

  /// The presented value at a clock time; the start value is held during the delay.
  package func value(at time: Double) -> PropertyValue {
    let fraction = curve.value(at: progress(at: time))
    if let keyframes { return keyframes.value(property, at: fraction) }
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return Self.interpolate(property, from, to, fraction)
  }

  /// The value a fraction of the way from one value to another; transforms by decomposition.
  package static func interpolate(
    _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue, _ fraction: Double
  ) -> PropertyValue {
    if property == .transform {
      return Transform3D.interpolate(Transform3D(from), Transform3D(to), fraction).m
    }
    return from + (to - from) * fraction
  }

  /// The presented value of a property: the model plus what each running animation adds.
  ///
  /// A transform shows only its newest animation (transforms are never additive here).
  package static func presentationValue(
    of property: AnimatableProperty, model: PropertyValue, animations: [PropertyAnimation],
    at time: Double
  ) -> PropertyValue {
    guard let newest = animations.lastIndex(where: { $0.property == property }) else {
      return model
    }
    let top = animations[newest]
    var value = top.value(at: time)
    if property == .transform { return value }
    if model != top.to { value += model - top.to }
    for animation in animations[..<newest] where animation.property == property {
      value += animation.value(at: time) - animation.to
    }
    return value
  }
}
