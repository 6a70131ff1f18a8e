/// A CAKeyframeAnimation's values as it runs: a keyframe path over the key path's parts, with
/// one timing function per segment.
struct KeyframeValues {
  /// The values at their key times, with the calculation mode.
  let path: KeyframePath
  /// One curve per segment (CAKeyframeAnimation.timingFunctions); nil for linear segments.
  let segmentCurves: [TimingCurve]?
  /// The last value, which a cumulative animation adds per repeat.
  let last: PropertyValue

  /// Values at key times: `keyTimes` when there is one per value (for discrete also one more),
  /// else evenly spaced; discrete values each hold until the next key time, the last one until
  /// the end.
  init(
    values: [PropertyValue], keyTimes: [Double]?, curves: [TimingCurve]?,
    mode: KeyframeCalculationMode, keyPath: LayerKeyPath
  ) {
    precondition(!values.isEmpty, "keyframe values need at least one value")
    let count = values.count
    var values = values
    var times: [Double]
    if mode == .discrete {
      if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1 {
        times = Array(keyTimes.prefix(count))
      } else {
        times = (0..<count).map { Double($0) / Double(count) }
      }
      times.append(1)
      values.append(values[count - 1])
    } else if let keyTimes, keyTimes.count == count {
      times = keyTimes
    } else {
      times = (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }
    path = KeyframePath(times: times, values: values, mode: mode)
    let paced = mode == .paced || mode == .cubicPaced
    segmentCurves = paced || mode == .discrete ? nil : curves.flatMap { $0.isEmpty ? nil : $0 }
    last = values[count - 1]
  }

  /// The value at a fraction (after the animation's timing function) of the whole animation;
  /// each segment's own timing function eases the time within it.
  func value(_ keyPath: LayerKeyPath, at fraction: Double) -> PropertyValue {
    let property = keyPath.keyframeProperty
    guard let curves = segmentCurves, fraction > 0, fraction < 1 else {
      return path.value(property, at: fraction)
    }
    let times = path.times
    var i = 0
    while i + 2 < times.count, times[i + 1] <= fraction { i += 1 }
    let span = times[i + 1] - times[i]
    guard span > 0 else { return path.value(property, at: fraction) }
    let local = min(max((fraction - times[i]) / span, 0), 1)
    let eased = curves[min(i, curves.count - 1)].value(at: local)
    return path.value(property, at: times[i] + eased * span)
  }
}
