import TransitionEngine

/// An engine with one 100 × 100 layer named `layer` at the window's top left, for explicit
/// animation tests.
final class LayerFixture {
  let engine = Engine(screen: .phone, seed: 1)
  let layer: ViewNode
  /// What delegates heard, as `key:event`, in order.
  var heard: [String] = []

  init(shape: Path? = nil) {
    layer = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "layer")
    engine.window.add(layer)
    if let shape { layer.shape = ShapeStyle(path: shape) }
  }

  /// Adds an animation, recording its delegate's events under `name` (the key by default).
  @discardableResult
  func add(_ animation: ExplicitAnimation, key: String? = nil, name: String? = nil) -> Bool {
    let tag = name ?? key ?? "-"
    return engine.addAnimation(animation, forKey: key, to: layer) { [weak self] event in
      switch event {
      case .didStart: self?.heard.append("\(tag):start")
      case let .didStop(finished): self?.heard.append("\(tag):\(finished ? "stop" : "removed")")
      }
    }
  }

  /// The shown value of a property at a clock time.
  func shown(_ property: AnimatableProperty, at time: Double) -> PropertyValue {
    layer.presentationValue(property, at: time)
  }

  /// The diagnostic codes so far.
  var codes: [String] { engine.diagnostics.map(\.code) }

  /// The timeline events so far, as `name subject detail`.
  var events: [String] { engine.events.map { "\($0.name) \($0.subject) \($0.detail)" } }

  /// A basic animation of a key path over `duration` seconds.
  static func basic(
    _ keyPath: String, from: [Double]? = nil, to: [Double]? = nil, by: [Double]? = nil,
    duration: Double = 1, _ configure: (inout ExplicitAnimation) -> Void = { _ in }
  ) -> ExplicitAnimation {
    var animation = ExplicitAnimation(
      keyPath: LayerKeyPath.parse(keyPath), kind: .basic(from: from, to: to, by: by))
    animation.timing.duration = duration
    configure(&animation)
    return animation
  }

  /// A keyframe animation of a key path over `duration` seconds.
  static func keyframes(
    _ keyPath: String, _ values: [[Double]], keyTimes: [Double]? = nil,
    curves: [TimingCurve]? = nil, path: Path? = nil,
    mode: KeyframeCalculationMode = .linear, rotation: RotationMode = .none,
    duration: Double = 1, _ configure: (inout ExplicitAnimation) -> Void = { _ in }
  ) -> ExplicitAnimation {
    var animation = ExplicitAnimation(
      keyPath: LayerKeyPath.parse(keyPath),
      kind: .keyframe(
        values: values, keyTimes: keyTimes, timingFunctions: curves, path: path,
        calculationMode: mode, rotationMode: rotation))
    animation.timing.duration = duration
    configure(&animation)
    return animation
  }

  /// Whether two values agree in every lane within a tolerance.
  static func close(_ a: PropertyValue, _ b: PropertyValue, _ tolerance: Double = 1e-9) -> Bool {
    (0..<16).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
  }
}
