import Testing
import TransitionEngine

/// CABasicAnimation on a layer: from/to/by, additive and cumulative values, every key path,
/// model against presentation, refusals and limits.
@Suite struct ExplicitAnimationTests {
  typealias F = LayerFixture

  /// A layer whose position.x is moving from 50 to 150 in a linear 1 s UIView animation, seen
  /// at 0.5 s: the model says 150, the screen 100.
  private func movingLayer() -> LayerFixture {
    let f = LayerFixture()
    f.engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    f.engine.set(.position, of: f.layer, to: PropertyValue(150, 50))
    f.engine.commitTransaction(completion: nil)
    f.engine.advance(to: 0.5)
    return f
  }

  @Test(
    "CABasicAnimation's from/to/by table, against the model (150) and the shown value (100)",
    arguments: [
      ("from and to: from → to", [0.0], [20.0], nil as [Double]?, 10.0),
      ("from and by: from → from + by", [0], nil, [20], 10),
      ("by and to: to − by → to", nil, [40], [20], 30),
      ("from only: from → the model", [0], nil, nil, 75),
      ("to only: the shown value → to", nil, [40], nil, 70),
      ("by only: shown → shown + by", nil, nil, [20], 110),
      ("none: the shown value → the model", nil, nil, nil, 125),
    ] as [(String, [Double]?, [Double]?, [Double]?, Double)])
  func fromToBy(rule: String, from: [Double]?, to: [Double]?, by: [Double]?, expected: Double) {
    let f = movingLayer()
    #expect(f.add(F.basic("position.x", from: from, to: to, by: by)))
    #expect(abs(f.shown(.position, at: 1)[0] - expected) < 1e-9, "\(rule)")
    #expect(f.layer.modelValue(.position)[0] == 150, "the model never changes")
  }

  @Test("an explicit animation replaces the UIView animation underneath while it runs")
  func replacesImplicitAnimations() {
    let f = movingLayer()
    f.add(F.basic("position.x", from: [0], to: [0], duration: 0.25))
    #expect(f.shown(.position, at: 0.6)[0] == 0)
    #expect(abs(f.shown(.position, at: 0.8)[0] - 130) < 1e-9, "then the UIView one shows again")
  }

  @Test(
    "an additive animation adds its value to what is shown (the UIView animation: 125)",
    arguments: [
      ("from and to", [-20.0], [0.0] as [Double]?, 110.0),
      ("to only counts from zero", nil, [40], 135),
      ("from only runs to zero", [-20], nil, 110),
    ] as [(String, [Double]?, [Double]?, Double)])
  func additive(rule: String, from: [Double]?, to: [Double]?, expected: Double) {
    let f = movingLayer()
    f.add(F.basic("position.x", from: from, to: to) { $0.isAdditive = true })
    #expect(abs(f.shown(.position, at: 0.75)[0] - expected) < 1e-9, "\(rule)")
  }

  @Test("several animations of one key path: the later one wins, an additive one adds on top")
  func laterAnimationsWin() {
    let f = LayerFixture()
    f.add(F.basic("opacity", from: [0], to: [0]))
    f.add(F.basic("opacity", from: [0.5], to: [0.5]))
    #expect(f.shown(.alpha, at: 0.5)[0] == 0.5)
    f.add(F.basic("opacity", from: [0.25], to: [0.25]) { $0.isAdditive = true })
    #expect(f.shown(.alpha, at: 0.5)[0] == 0.75)
  }

  @Test(
    "a cumulative animation builds each repeat on the end value of the one before",
    arguments: [
      ("position.x", [0.0], [10.0], 2.5, PropertyValue(25, 50)),
      ("position.x", [0], [10], 1.0, PropertyValue(10, 50)),
      (
        "transform", Transform3D.identity.m.array, Transform3D.translation(10, 0).m.array, 2.5,
        Transform3D.translation(25, 0).m
      ),
    ] as [(String, [Double], [Double], Double, PropertyValue)])
  func cumulative(
    keyPath: String, from: [Double], to: [Double], time: Double, expected: PropertyValue
  )
    throws
  {
    let f = LayerFixture()
    f.add(
      F.basic(keyPath, from: from, to: to) {
        $0.isCumulative = true
        $0.timing.repeatCount = 3
      })
    let property = try #require(LayerKeyPath.parse(keyPath)?.property)
    #expect(F.close(f.shown(property, at: time), expected))
  }

  static let half = Double.pi / 2

  /// Key path, from, to, and the whole property value shown halfway.
  static let keyPaths: [(String, [Double], [Double], PropertyValue)] = [
    ("opacity", [0], [1], PropertyValue(scalar: 0.5)),
    ("position", [0, 0], [100, 200], PropertyValue(50, 100)),
    ("position.x", [0], [20], PropertyValue(10, 50)),
    ("position.y", [0], [20], PropertyValue(50, 10)),
    ("bounds", [0, 0, 0, 0], [10, 20, 200, 400], PropertyValue(5, 10, 100, 200)),
    ("bounds.origin", [0, 0], [10, 20], PropertyValue(5, 10, 100, 100)),
    ("bounds.size", [0, 0], [200, 400], PropertyValue(0, 0, 100, 200)),
    ("bounds.size.width", [0], [300], PropertyValue(0, 0, 150, 100)),
    ("bounds.size.height", [0], [300], PropertyValue(0, 0, 100, 150)),
    ("anchorPoint", [0, 0], [1, 0], PropertyValue(0.5, 0)),
    ("anchorPoint.x", [0], [0.5], PropertyValue(0.25, 0.5)),
    ("anchorPoint.y", [0], [0.5], PropertyValue(0.5, 0.25)),
    ("zPosition", [0], [10], PropertyValue(scalar: 5)),
    ("cornerRadius", [0], [10], PropertyValue(scalar: 5)),
    ("borderWidth", [0], [4], PropertyValue(scalar: 2)),
    ("borderColor", [0, 0, 0, 1], [1, 1, 1, 1], PropertyValue(0.5, 0.5, 0.5, 1)),
    ("backgroundColor", [1, 0, 0, 1], [0, 0, 1, 1], PropertyValue(0.5, 0, 0.5, 1)),
    ("shadowColor", [0, 0, 0, 0], [0, 1, 0, 1], PropertyValue(0, 0.5, 0, 0.5)),
    ("shadowOpacity", [0], [1], PropertyValue(scalar: 0.5)),
    ("shadowRadius", [0], [10], PropertyValue(scalar: 5)),
    ("shadowOffset", [0, 0], [10, 20], PropertyValue(5, 10)),
    ("shadowOffset.width", [0], [10], PropertyValue(5, -3)),
    ("shadowOffset.height", [0], [10], PropertyValue(0, 5)),
    ("fillColor", [0, 0, 0, 1], [1, 0, 0, 1], PropertyValue(0.5, 0, 0, 1)),
    ("strokeColor", [0, 0, 0, 1], [0, 0, 1, 1], PropertyValue(0, 0, 0.5, 1)),
    ("lineWidth", [0], [4], PropertyValue(scalar: 2)),
    ("strokeStart", [0], [1], PropertyValue(scalar: 0.5)),
    ("strokeEnd", [0], [0.5], PropertyValue(scalar: 0.25)),
    (
      "transform", Transform3D.identity.m.array, Transform3D.scale(3, 3, 3).m.array,
      Transform3D.scale(2, 2, 2).m
    ),
    ("transform.scale", [1], [3], Transform3D.scale(2, 2, 2).m),
    ("transform.scale.x", [1], [3], Transform3D.scale(2, 1, 1).m),
    ("transform.scale.y", [1], [3], Transform3D.scale(1, 2, 1).m),
    ("transform.scale.z", [1], [3], Transform3D.scale(1, 1, 2).m),
    ("transform.rotation", [0], [Double.pi], Transform3D.rotation(half, 0, 0, 1).m),
    ("transform.rotation.x", [0], [1], Transform3D.rotation(0.5, 1, 0, 0).m),
    ("transform.rotation.y", [0], [1], Transform3D.rotation(0.5, 0, 1, 0).m),
    ("transform.rotation.z", [0], [3 * Double.pi], Transform3D.rotation(1.5 * .pi, 0, 0, 1).m),
    ("transform.translation", [0, 0], [10, 20], Transform3D.translation(5, 10).m),
    ("transform.translation.x", [0], [10], Transform3D.translation(5, 0).m),
    ("transform.translation.y", [0], [10], Transform3D.translation(0, 5).m),
    ("transform.translation.z", [0], [10], Transform3D.translation(0, 0, 5).m),
  ]

  @Test("every key path animates its property on screen", arguments: keyPaths)
  func everyKeyPath(name: String, from: [Double], to: [Double], expected: PropertyValue) throws {
    let f = LayerFixture()
    #expect(f.add(F.basic(name, from: from, to: to)))
    let property = try #require(LayerKeyPath.parse(name)?.property)
    let shown = f.shown(property, at: 0.5)
    #expect(F.close(shown, expected, 1e-6), "\(shown)")
    #expect(f.codes.isEmpty)
  }

  @Test("a removed animation snaps back to the model value")
  func snapsBack() {
    let f = LayerFixture()
    f.add(F.basic("opacity", from: [1], to: [0]))
    f.engine.advance(to: 0.9)
    #expect(abs(f.shown(.alpha, at: 0.9)[0] - 0.1) < 1e-9)
    f.engine.advance(to: 1.1)
    #expect(f.shown(.alpha, at: 1.1)[0] == 1)
    #expect(f.engine.animationKeys(of: f.layer).isEmpty)
  }

  @Test(
    "a kept animation (isRemovedOnCompletion false) shows what its fill mode says",
    arguments: [(FillMode.forwards, 0.0), (.both, 0), (.removed, 1), (.backwards, 1)])
  func keptAnimations(fill: FillMode, alpha: Double) {
    let f = LayerFixture()
    f.add(
      F.basic("opacity", from: [1], to: [0]) {
        $0.isRemovedOnCompletion = false
        $0.timing.fillMode = fill
      }, key: "fade")
    f.engine.advance(to: 2)
    #expect(f.shown(.alpha, at: 2)[0] == alpha)
    #expect(f.engine.animationKeys(of: f.layer) == ["fade"])
    #expect(f.layer.modelValue(.alpha)[0] == 1)
  }

  @Test("a begin time in media time starts it later; a backwards fill shows its first value")
  func beginTimeInTheFuture() {
    let f = LayerFixture()
    f.engine.advance(to: 1)
    f.add(F.basic("opacity", from: [0], to: [1]) { $0.timing.beginTime = 3 })
    f.add(
      F.basic("cornerRadius", from: [10], to: [20]) {
        $0.timing.beginTime = 3
        $0.timing.fillMode = .backwards
      })
    #expect(f.shown(.alpha, at: 2)[0] == 1)
    #expect(f.shown(.cornerRadius, at: 2)[0] == 10)
    #expect(abs(f.shown(.alpha, at: 3.5)[0] - 0.5) < 1e-9)
    #expect(f.engine.mediaTime == 1)
  }

  @Test("speed and timeOffset change where the layer's animation is")
  func speedAndTimeOffset() {
    let f = LayerFixture()
    f.add(
      F.basic("opacity", from: [0], to: [1]) {
        $0.timing.speed = 0
        $0.timing.timeOffset = 0.25
      })
    #expect(f.shown(.alpha, at: 7)[0] == 0.25, "a paused animation shows its time offset")
    f.add(F.basic("cornerRadius", from: [0], to: [10]) { $0.timing.speed = 2 }, key: "fast")
    #expect(f.shown(.cornerRadius, at: 0.25)[0] == 5)
  }

  @Test("the timing function eases each pass; the transaction's applies when it has none")
  func timingFunction() {
    let f = LayerFixture()
    f.add(F.basic("opacity", from: [0], to: [1]) { $0.timingFunction = .easeIn })
    #expect(abs(f.shown(.alpha, at: 0.5)[0] - 0.3153568126) < 1e-8)
  }

  @Test("an animation on a paused media clock stands still with it")
  func ambientClock() {
    let f = LayerFixture()
    let clock = f.engine.makeClock(.paused(at: 0, since: 0))
    f.engine.ambientClock = clock
    f.add(F.basic("opacity", from: [0], to: [1]))
    f.engine.ambientClock = 0
    f.engine.advance(to: 5)
    #expect(f.shown(.alpha, at: 5)[0] == 0)
    f.engine.setClock(clock, .running(anchor: 5, base: 0, speed: 1))
    #expect(abs(f.shown(.alpha, at: 5.5)[0] - 0.5) < 1e-9)
  }

  @Test(
    "an animation Core Animation cannot run is refused with a diagnostic",
    arguments: [
      ("a value of the wrong width", F.basic("position", from: [0], to: [1])),
      ("a non-finite value", F.basic("opacity", to: [.infinity])),
      ("a negative duration", F.basic("opacity", to: [0], duration: -1)),
      (
        "a timing function out of range",
        F.basic("opacity", to: [0]) {
          $0.timingFunction = .bezier(2, 0, 1, 1)
        }
      ),
      ("a path on a layer that is not a shape layer", F.basic("path", to: [0, 0, 0])),
      ("a keyframe animation with no values", F.keyframes("opacity", [])),
      ("a keyframe path for a scalar", F.keyframes("opacity", [], path: .rect(.zero))),
      (
        "a spring without mass",
        ExplicitAnimation(
          keyPath: .property(.alpha),
          kind: .spring(
            from: nil, to: [0], by: nil, mass: 0, stiffness: 100, damping: 10,
            initialVelocity: 0))
      ),
      (
        "lanes outside the property's value",
        ExplicitAnimation(
          keyPath: .lanes(.alpha, start: 0, count: 2), kind: .basic(from: nil, to: [0, 0], by: nil))
      ),
      (
        "a property animation without a key path",
        ExplicitAnimation(keyPath: nil, kind: .basic(from: nil, to: [0], by: nil))
      ),
    ])
  func refusals(rule: String, animation: ExplicitAnimation) {
    let f = LayerFixture()
    #expect(!f.add(animation), "\(rule)")
    #expect(f.codes == ["invalid-animation"])
    #expect(f.engine.animationKeys(of: f.layer).isEmpty)
  }

  @Test("explicit animations count against the animation limits")
  func limits() {
    let f = LayerFixture()
    #expect(!f.add(F.basic("opacity", to: [0], duration: 61)))
    #expect(f.engine.exceededLimit?.message.contains("animation duration") == true)
    let g = LayerFixture()
    let values = Array(repeating: [0.5], count: EngineLimits.animations.count + 1)
    #expect(!g.add(F.keyframes("opacity", values)))
    #expect(g.engine.exceededLimit?.message.contains("animated changes") == true)
  }

  @Test("the same animations give the same frames and events every run")
  func determinism() {
    func run() -> ([Double], [String]) {
      let f = LayerFixture()
      f.add(F.basic("position.x", from: [0], to: [100]) { $0.timingFunction = .easeInOut })
      f.add(F.keyframes("opacity", [[1], [0], [1]], mode: .cubic), key: "blink")
      var samples: [Double] = []
      for frame in 0...30 {
        let t = Double(frame) / 24
        f.engine.advance(to: t)
        samples += [f.shown(.position, at: t)[0], f.shown(.alpha, at: t)[0]]
      }
      return (samples, f.events + f.heard)
    }
    let (a, b) = (run(), run())
    #expect(a.0 == b.0)
    #expect(a.1 == b.1)
  }
}

extension SIMD16 where Scalar == Double {
  /// The sixteen lanes as an array.
  var array: [Double] { (0..<16).map { self[$0] } }
}
