/// The values a keyframe animation passes through, as a CAKeyframeAnimation's keyTimes and values.
package struct KeyframePath: Equatable, Sendable {
  /// Key times in 0...1, not decreasing; the first is 0 and the last 1.
  package let times: [Double]
  /// The value at each key time.
  package let values: [PropertyValue]
  /// How values between key times are computed.
  package let mode: KeyframeCalculationMode

  /// A path through values at key times; paced modes respace the times by distance.
  package init(times: [Double], values: [PropertyValue], mode: KeyframeCalculationMode) {
    precondition(
      !values.isEmpty && times.count == values.count, "a keyframe path needs one time per value")
    self.values = values
    self.mode = mode
    switch mode {
    case .paced, .cubicPaced: self.times = Self.pacedTimes(values) ?? times
    default: self.times = times
    }
  }

  /// The value at a fraction (the animation's eased progress) of the whole path.
  package func value(_ property: AnimatableProperty, at fraction: Double) -> PropertyValue {
    guard let last = values.last else { preconditionFailure("empty keyframe path") }
    if fraction >= 1 || values.count == 1 { return last }
    if fraction <= times[0] { return values[0] }
    var i = 0
    while i + 1 < times.count - 1, times[i + 1] <= fraction { i += 1 }
    let j = i + 1
    let span = times[j] - times[i]
    if mode == .discrete { return values[i] }
    guard span > 0 else { return values[j] }
    let local = min(max((fraction - times[i]) / span, 0), 1)
    if mode == .cubic || mode == .cubicPaced, !property.isTransform {
      return catmullRom(i, local)
    }
    return PropertyAnimation.interpolate(property, values[i], values[j], local)
  }

  /// The uniform Catmull-Rom spline between values i and i+1 (ends repeat their end value).
  private func catmullRom(_ i: Int, _ s: Double) -> PropertyValue {
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    let m1 = (p2 - p0) * 0.5
    let m2 = (p3 - p1) * 0.5
    let s2 = s * s
    let s3 = s2 * s
    return p1 * (2 * s3 - 3 * s2 + 1) + m1 * (s3 - 2 * s2 + s) + p2 * (-2 * s3 + 3 * s2)
      + m2 * (s3 - s2)
  }

  /// Key times proportional to the distance travelled (Euclidean over the lanes); nil when still.
  private static func pacedTimes(_ values: [PropertyValue]) -> [Double]? {
    var cumulative = [0.0]
    for k in values.indices.dropFirst() {
      let d = values[k] - values[k - 1]
      cumulative.append(cumulative[k - 1] + (d * d).sum().squareRoot())
    }
    guard let total = cumulative.last, total > 0 else { return nil }
    return cumulative.map { $0 / total }
  }
}

/// The keyframes of one property of one view, collected while a keyframes transaction is open.
struct KeyframeTrack {
  /// One addKeyframe's change: the value reached at `end`, moving from `start`.
  struct Segment {
    /// The relative time the change starts moving.
    var start: Double
    /// The relative time it reaches its value.
    var end: Double
    /// The value it reaches.
    var value: PropertyValue
  }

  /// The view whose property changes.
  let view: ViewNode
  /// The property that changes.
  let property: AnimatableProperty
  /// The value before the first keyframe.
  let from: PropertyValue
  var segments: [Segment] = []

  /// The key times and values: holds before each keyframe, the value at its end, the last held
  /// to 1.
  func path(mode: KeyframeCalculationMode) -> KeyframePath {
    var times = [0.0]
    var values = [from]
    var time = 0.0
    var value = from
    for segment in segments.enumerated().sorted(by: {
      ($0.element.end, $0.offset) < ($1.element.end, $1.offset)
    }) {
      if segment.element.start > time {
        times.append(segment.element.start)
        values.append(value)
      }
      time = segment.element.end
      value = segment.element.value
      times.append(time)
      values.append(value)
    }
    if time < 1 {
      times.append(1)
      values.append(value)
    }
    return KeyframePath(times: times, values: values, mode: mode)
  }
}

/// The state of an open animateKeyframes transaction.
struct KeyframeRecorder {
  /// The relative window of the addKeyframe block now running; changes outside any span it all.
  var window: ClosedRange<Double> = 0...1
  /// The tracks in the order their properties were first changed.
  var tracks: [KeyframeTrack] = []

  /// Records a change of a property to a value in the current window.
  mutating func record(
    _ property: AnimatableProperty, of view: ViewNode, to value: PropertyValue,
    from: () -> PropertyValue
  ) {
    let segment = KeyframeTrack.Segment(
      start: window.lowerBound, end: window.upperBound, value: value)
    if let index = tracks.firstIndex(where: { $0.view === view && $0.property == property }) {
      tracks[index].segments.append(segment)
    } else {
      tracks.append(
        KeyframeTrack(view: view, property: property, from: from(), segments: [segment]))
    }
  }
}
