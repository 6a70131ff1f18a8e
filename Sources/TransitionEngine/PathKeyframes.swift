/// A `path` keyframe animation as it runs: shape paths at key times.
struct PathKeyframes {
  /// The key times, 0...1, one per path.
  let times: [Double]
  /// The paths.
  let paths: [Path]
  /// Whether each path holds until the next key time (discrete mode).
  let isDiscrete: Bool
  /// One curve per segment, or nil.
  let segmentCurves: [TimingCurve]?

  /// Paths at key times as `KeyframeValues` spaces values; paced and cubic modes move element
  /// by element between evenly spaced paths, as linear does (**chosen**).
  init(paths: [Path], keyTimes: [Double]?, curves: [TimingCurve]?, mode: KeyframeCalculationMode) {
    precondition(!paths.isEmpty, "path keyframes need at least one path")
    let count = paths.count
    isDiscrete = mode == .discrete
    let given = mode == .linear || mode == .discrete
    if let keyTimes, given, keyTimes.count == count || (isDiscrete && keyTimes.count == count + 1) {
      times = Array(keyTimes.prefix(count))
    } else if isDiscrete {
      times = (0..<count).map { Double($0) / Double(count) }
    } else {
      times = (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }
    self.paths = paths
    segmentCurves = mode == .linear ? curves.flatMap { $0.isEmpty ? nil : $0 } : nil
  }

  /// The path shown at a fraction of the whole animation.
  func path(at fraction: Double) -> Path {
    guard let last = paths.last else { return Path() }
    if fraction <= times[0] { return paths[0] }
    var i = 0
    while i + 1 < times.count, times[i + 1] <= fraction { i += 1 }
    if i == times.count - 1 { return isDiscrete && fraction < 1 ? paths[i] : last }
    if isDiscrete { return paths[i] }
    let span = times[i + 1] - times[i]
    var local = span > 0 ? min(max((fraction - times[i]) / span, 0), 1) : 1
    if let curves = segmentCurves { local = curves[min(i, curves.count - 1)].value(at: local) }
    return PathMorph.path(from: paths[i], to: paths[i + 1], fraction: local)
  }
}
