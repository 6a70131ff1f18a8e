import Testing
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct TransformInterpolationTests {
  struct Named: Sendable, CustomTestStringConvertible {
    var name: String
    var transform: Transform3D
    var testDescription: String { name }
  }

  static func perspective(_ m34: Double) -> Transform3D {
    var t = Transform3D.identity
    t[2, 3] = m34
    return t
  }

  static let decomposable: [Named] = [
    Named(name: "identity", transform: .identity),
    Named(name: "translation", transform: .translation(10, -20, 5)),
    Named(name: "scale", transform: .scale(2, 3, 0.5)),
    Named(name: "mirror", transform: .scale(-1, 1)),
    Named(name: "rotation z", transform: .rotation(0.7, 0, 0, 1)),
    Named(name: "rotation oblique", transform: .rotation(1.1, 1, 2, 3)),
    Named(name: "half turn", transform: .rotation(.pi, 0, 0, 1)),
    Named(name: "skew", transform: Transform3D(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
    Named(
      name: "scale rotate translate",
      transform: Transform3D.scale(1.5, 0.5).concatenating(.rotation(-0.4, 0, 0, 1))
        .concatenating(.translation(7, 8))),
    Named(
      name: "perspective flip",
      transform: Transform3D.rotation(0.9, 0, 1, 0).concatenating(perspective(-1 / 500.0))),
  ]

  private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    (0..<16).allSatisfy { abs(a.m[$0] - b.m[$0]) <= tolerance }
  }

  @Test(arguments: decomposable)
  func decompositionRecomposesTheSameMatrix(_ c: Named) throws {
    let parts = try #require(c.transform.decomposition)
    #expect(close(Transform3D(parts), c.transform))
  }

  @Test(arguments: decomposable)
  func endpointsAreExact(_ c: Named) {
    #expect(Transform3D.interpolate(.identity, c.transform, 0) == .identity)
    #expect(Transform3D.interpolate(.identity, c.transform, 1) == c.transform)
  }

  struct Midpoint: Sendable, CustomTestStringConvertible {
    var name: String
    var from: Transform3D
    var to: Transform3D
    var fraction: Double
    var expected: Transform3D
    var testDescription: String { name }
  }

  static let midpoints: [Midpoint] = [
    Midpoint(
      name: "quarter turn halves", from: .identity, to: .rotation(.pi / 2, 0, 0, 1), fraction: 0.5,
      expected: .rotation(.pi / 4, 0, 0, 1)),
    Midpoint(
      name: "three-quarter turn takes the short way", from: .identity,
      to: .rotation(1.5 * .pi, 0, 0, 1),
      fraction: 0.5, expected: .rotation(-.pi / 4, 0, 0, 1)),
    Midpoint(
      name: "scale is linear", from: .scale(1, 1), to: .scale(3, 5), fraction: 0.25,
      expected: .scale(1.5, 2)),
    Midpoint(
      name: "translation is linear", from: .translation(0, 0), to: .translation(100, -40),
      fraction: 0.5,
      expected: .translation(50, -20)),
    Midpoint(
      name: "rotation about y", from: .rotation(0.2, 0, 1, 0), to: .rotation(1.0, 0, 1, 0),
      fraction: 0.5,
      expected: .rotation(0.6, 0, 1, 0)),
    Midpoint(
      name: "rotation and scale together", from: .identity,
      to: Transform3D.scale(2, 2).concatenating(.rotation(1, 0, 0, 1)), fraction: 0.5,
      expected: Transform3D.scale(1.5, 1.5).concatenating(.rotation(0.5, 0, 0, 1))),
    Midpoint(
      name: "a zero scale falls back to entries", from: .scale(0, 0), to: .identity, fraction: 0.5,
      expected: .scale(0.5, 0.5, 1)),
  ]

  @Test(arguments: midpoints)
  func interpolatesLikeCoreAnimation(_ c: Midpoint) {
    #expect(close(Transform3D.interpolate(c.from, c.to, c.fraction), c.expected))
  }

  @Test(arguments: [0.25, 0.5, 0.75])
  func halfTurnRotatesInsteadOfShrinking(fraction: Double) {
    let t = Transform3D.interpolate(.identity, .rotation(.pi, 0, 0, 1), fraction)
    let angle = fraction * .pi
    #expect(abs(t[0, 0] - cos(angle)) < 1e-9, "the x axis turns by \(angle)")
    #expect(abs(abs(t[0, 1]) - sin(angle)) < 1e-9)
    #expect(abs(t[0, 0] * t[1, 1] - t[0, 1] * t[1, 0] - 1) < 1e-9, "area is kept: no shrink")
  }

  @Test func engineAnimatesTransformsByDecomposition() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.add(view)
    engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    engine.set(.transform, of: view, to: Transform3D.rotation(.pi, 0, 0, 1).m)
    engine.commitTransaction(completion: nil)
    let middle = Transform3D(view.presentationValue(.transform, at: 0.5))
    #expect(abs(middle[0, 0]) < 1e-9)
    #expect(abs(abs(middle[0, 1]) - 1) < 1e-9)
  }
}
