/// Turns an added `ExplicitAnimation` into the `LayerAnimationNode` that runs on a layer:
/// times fixed, durations defaulted, from and to worked out by Core Animation's from/to/by
/// rules against the layer as it is shown now.
struct ExplicitAnimationResolver {
  /// Why an animation cannot run.
  struct Refusal: Error {
    var message: String
  }

  /// The layer it is added to.
  let view: ViewNode
  /// The clock time it is added at (for the values shown now).
  let time: Double
  /// The duration of an animation whose duration is 0 (the transaction's, or 0.25 s).
  let defaultDuration: Double
  /// The timing function of an animation without one (the transaction's), or nil for linear.
  let defaultCurve: TimingCurve?
  /// How many animated changes it makes, for `EngineLimits.animations`.
  private(set) var count = 0
  /// The first `path-mismatch` found, as a message.
  private(set) var mismatch: String?
  /// For a CATransition added to the layer: a frozen copy of its look when it was added.
  var frozenLook: ViewNode?

  /// How deep groups may nest.
  static let maximumDepth = 16

  init(view: ViewNode, time: Double, defaultDuration: Double, defaultCurve: TimingCurve?) {
    self.view = view
    self.time = time
    self.defaultDuration = defaultDuration
    self.defaultCurve = defaultCurve
  }

  /// The running form of an animation beginning at `begin` in its parent's time; a group's
  /// child with duration 0 takes `parentDuration`.
  mutating func resolve(
    _ animation: ExplicitAnimation, begin: Double, parentDuration: Double?, depth: Int
  ) throws(Refusal) -> LayerAnimationNode {
    guard depth < Self.maximumDepth else {
      throw Refusal(message: "groups nested over \(Self.maximumDepth) levels")
    }
    var timing = try Self.checked(animation.timing)
    timing.beginTime = begin
    if timing.duration == 0 { timing.duration = parentDuration ?? defaultDuration }
    let curve = animation.timingFunction ?? (depth == 0 ? defaultCurve : nil) ?? .linear
    guard curve.isValidMediaTimingFunction else {
      throw Refusal(message: "a timing function with x control points outside 0...1")
    }
    var node = LayerAnimationNode(
      keyPath: animation.keyPath, timing: timing, curve: curve,
      isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
      content: .group([]))
    if case let .group(children) = animation.kind {
      var resolved: [LayerAnimationNode] = []
      for child in children {
        let node = try resolve(
          child, begin: child.timing.beginTime, parentDuration: timing.duration, depth: depth + 1)
        resolved.append(node)
      }
      node.properties = resolved.reduce(0) { $0 | $1.properties }
      node.animatesPath = resolved.contains { $0.animatesPath }
      node.animatesArrays = resolved.contains { $0.animatesArrays }
      node.content = .group(resolved)
      if children.isEmpty { count += 1 }
      return node
    }
    if case let .transition(transition) = animation.kind {
      guard let old = frozenLook else {
        throw Refusal(message: "a CATransition inside a group (add it to the layer itself)")
      }
      let (start, end) = (transition.startProgress, transition.endProgress)
      guard start.isFinite, end.isFinite, start >= 0, end <= 1, start <= end else {
        throw Refusal(message: "a transition from progress \(start) to \(end)")
      }
      node.content = .transition(transition, old: old)
      count += 1
      return node
    }
    guard let keyPath = animation.keyPath else {
      throw Refusal(message: "a property animation without a key path")
    }
    guard keyPath.isWellFormed else {
      throw Refusal(message: "lanes outside the value of \(keyPath.property?.name ?? "")")
    }
    if case let .array(which) = keyPath {
      node.content = try arrayContent(animation.kind, which)
      node.animatesArrays = true
      return node
    }
    if keyPath == .path {
      node.content = try pathContent(animation.kind)
      node.animatesPath = true
      return node
    }
    try content(of: &node, animation.kind, keyPath)
    return node
  }

  /// The timing, checked: finite times, a duration and repeat duration of at least 0, a repeat
  /// count of at least 0 (infinity allowed).
  static func checked(_ t: MediaTiming) throws(Refusal) -> MediaTiming {
    guard t.beginTime.isFinite, t.duration.isFinite, t.duration >= 0, t.speed.isFinite,
      t.timeOffset.isFinite, !t.repeatCount.isNaN, t.repeatCount >= 0,
      t.repeatDuration.isFinite, t.repeatDuration >= 0
    else {
      throw Refusal(
        message: "media timing with beginTime \(t.beginTime), duration \(t.duration), speed "
          + "\(t.speed), timeOffset \(t.timeOffset), repeatCount \(t.repeatCount) and "
          + "repeatDuration \(t.repeatDuration)")
    }
    return t
  }

  /// A value of the key path's width as a part, or nil when not set.
  func part(_ value: [Double]?, _ keyPath: LayerKeyPath, _ name: String) throws(Refusal)
    -> PropertyValue?
  {
    guard let value else { return nil }
    let width = keyPath.width ?? 0
    guard value.count == width, value.allSatisfy(\.isFinite) else {
      throw Refusal(
        message: "a \(name) of \(value.count) values where \(keyPath.name) takes \(width) "
          + "finite ones")
    }
    var result = PropertyValue()
    for (lane, number) in value.enumerated() { result[lane] = number }
    return result
  }

  /// The key path's part of the value shown now.
  func shown(_ keyPath: LayerKeyPath) -> PropertyValue {
    guard let property = keyPath.property else { return PropertyValue() }
    return keyPath.read(view.presentationValue(property, at: time))
  }

  /// Notes a counted change for the animations limit.
  mutating func counted(_ changes: Int) {
    count += changes
  }

  /// Notes a pair of paths whose elements differ, once.
  mutating func noteMismatch(_ from: Path, _ to: Path) {
    guard mismatch == nil else { return }
    let a = PathMorph.normalized(from)
    let b = PathMorph.normalized(to)
    guard !PathMorph.sameStructure(a, b) else { return }
    mismatch =
      "the paths differ (\(PathMorph.summary(a)) and \(PathMorph.summary(b)) after arcs "
      + "and shapes become curves)"
  }
}
