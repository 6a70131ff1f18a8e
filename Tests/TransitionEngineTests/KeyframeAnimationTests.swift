import Testing
import TransitionEngine

/// CAKeyframeAnimation: values at key times, per-segment timing functions, each calculation
/// mode, and a point moving along a path, turning with it.
@Suite struct KeyframeAnimationTests {
  typealias F = LayerFixture

  static let values: [[Double]] = [[0], [10], [30]]

  @Test(
    "keyframe values follow keyTimes (evenly spaced by default) in each calculation mode",
    arguments: [
      ("linear, evenly spaced", KeyframeCalculationMode.linear, nil as [Double]?, 0.25, 5.0),
      ("linear, evenly spaced, second segment", .linear, nil, 0.75, 20),
      ("linear at keyTimes", .linear, [0, 0.8, 1], 0.4, 5),
      ("linear at keyTimes, second segment", .linear, [0, 0.8, 1], 0.9, 20),
      ("discrete: each value holds a third", .discrete, nil, 0.2, 0),
      ("discrete: the second value", .discrete, nil, 0.5, 10),
      ("discrete: the last value holds to the end", .discrete, nil, 0.9, 30),
      ("discrete at keyTimes", .discrete, [0, 0.5, 0.9], 0.7, 10),
      ("discrete at keyTimes, the last", .discrete, [0, 0.5, 0.9], 0.95, 30),
      ("paced: an even speed over the distance", .paced, nil, 0.5, 15),
      ("paced ignores keyTimes", .paced, [0, 0.9, 1], 0.25, 7.5),
      ("cubic passes through each value at its key time", .cubic, nil, 0.5, 10),
      ("cubicPaced passes through the values paced", .cubicPaced, nil, 1 / 3.0, 10),
    ] as [(String, KeyframeCalculationMode, [Double]?, Double, Double)])
  func calculationModes(
    rule: String, mode: KeyframeCalculationMode, keyTimes: [Double]?, time: Double,
    expected: Double
  ) {
    let f = LayerFixture()
    #expect(f.add(F.keyframes("position.x", Self.values, keyTimes: keyTimes, mode: mode)))
    #expect(abs(f.shown(.position, at: time)[0] - expected) < 1e-9, "\(rule)")
  }

  @Test("cubic keyframes move smoothly: between values they bend toward the next ones")
  func cubicIsSmooth() {
    let f = LayerFixture()
    f.add(F.keyframes("position.x", Self.values, mode: .cubic))
    let linear = 5.0
    #expect(f.shown(.position, at: 0.25)[0] != linear)
    #expect(abs(f.shown(.position, at: 0.999)[0] - 30) < 0.1)
  }

  @Test(
    "each segment's timing function eases the time within it",
    arguments: [(0.25, 10 * 0.3153568126), (0.75, 10 + 20 * 0.5)])
  func segmentTimingFunctions(time: Double, expected: Double) {
    let f = LayerFixture()
    f.add(F.keyframes("position.x", Self.values, curves: [.easeIn, .linear]))
    #expect(abs(f.shown(.position, at: time)[0] - expected) < 1e-8)
  }

  /// Right 100 points, then down 300.
  static let corner: Path = {
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.line(to: Point(x: 100, y: 0))
    p.line(to: Point(x: 100, y: 300))
    return p
  }()

  @Test(
    "a point moves along the path: a segment per element, or at an even speed when paced",
    arguments: [
      (
        "linear: each element takes an equal share", KeyframeCalculationMode.linear, 0.25,
        Point(x: 50, y: 0)
      ),
      ("linear: the second element", .linear, 0.75, Point(x: 100, y: 150)),
      ("paced: by length", .paced, 0.75, Point(x: 100, y: 200)),
      ("paced: the first quarter of the length", .paced, 0.125, Point(x: 50, y: 0)),
      ("cubicPaced moves as paced", .cubicPaced, 0.75, Point(x: 100, y: 200)),
      ("discrete jumps from vertex to vertex", .discrete, 0.75, Point(x: 100, y: 0)),
      ("it ends at the path's end", .linear, 1.5, Point(x: 100, y: 300)),
    ] as [(String, KeyframeCalculationMode, Double, Point)])
  func alongAPath(rule: String, mode: KeyframeCalculationMode, time: Double, expected: Point) {
    let f = LayerFixture()
    f.add(
      F.keyframes("position", [], path: Self.corner, mode: mode) {
        $0.timing.fillMode = .forwards
        $0.isRemovedOnCompletion = false
      })
    let shown = f.shown(.position, at: time)
    #expect(abs(shown[0] - expected.x) < 1e-6 && abs(shown[1] - expected.y) < 1e-6, "\(rule)")
  }

  @Test("keyTimes on a path give each vertex its time")
  func pathKeyTimes() {
    let f = LayerFixture()
    f.add(F.keyframes("position", [], keyTimes: [0, 0.5, 1], path: Self.corner))
    f.add(F.keyframes("anchorPoint", [], keyTimes: [0, 0.9, 1], path: Self.corner))
    #expect(abs(f.shown(.position, at: 0.25)[0] - 50) < 1e-9)
    #expect(abs(f.shown(.anchorPoint, at: 0.45)[0] - 50) < 1e-9)
  }

  @Test(
    "rotationMode auto turns the layer to the tangent; autoReverse adds a half turn",
    arguments: [
      (RotationMode.auto, 0.25, 0.0), (.auto, 0.75, Double.pi / 2),
      (.autoReverse, 0.75, -Double.pi / 2), (.none, 0.75, 0),
    ])
  func rotationMode(mode: RotationMode, time: Double, angle: Double) {
    let f = LayerFixture()
    f.add(F.keyframes("position", [], path: Self.corner, rotation: mode))
    let expected = Transform3D.rotation(angle, 0, 0, 1).m
    #expect(F.close(f.shown(.transform, at: time), expected))
  }

  @Test("rotationMode turns on top of the layer's own transform")
  func rotationOnTopOfTheModel() {
    let f = LayerFixture()
    f.layer.setModelValue(.transform, Transform3D.scale(2, 2).m)
    f.add(F.keyframes("position", [], path: Self.corner, rotation: .auto))
    let expected = Transform3D.rotation(.pi / 2, 0, 0, 1).concatenating(.scale(2, 2)).m
    #expect(F.close(f.shown(.transform, at: 0.75), expected))
  }

  @Test("a cumulative keyframe animation adds its last value per repeat")
  func cumulativeKeyframes() {
    let f = LayerFixture()
    f.add(
      F.keyframes("position.x", Self.values) {
        $0.isCumulative = true
        $0.timing.repeatCount = 2
      })
    #expect(abs(f.shown(.position, at: 1.5)[0] - 40) < 1e-9)
  }

  @Test("keyframes of a whole transform interpolate by decomposition")
  func transformKeyframes() {
    let f = LayerFixture()
    let values = [Transform3D.identity, .rotation(.pi, 0, 0, 1), .identity].map { $0.m.array }
    f.add(F.keyframes("transform", values))
    #expect(F.close(f.shown(.transform, at: 0.25), Transform3D.rotation(.pi / 2, 0, 0, 1).m))
  }
}
