import Testing
import TransitionEngine

/// CAAnimationGroup: children in the group's time, clipped to its duration; the group's fill,
/// removal and delegate govern all.
@Suite struct AnimationGroupTests {
  typealias F = LayerFixture

  static func group(
    _ children: [ExplicitAnimation], duration: Double = 1,
    _ configure: (inout ExplicitAnimation) -> Void = { _ in }
  ) -> ExplicitAnimation {
    var group = ExplicitAnimation(keyPath: nil, kind: .group(children))
    group.timing.duration = duration
    configure(&group)
    return group
  }

  @Test(
    "children run in the group's time and are clipped to its duration",
    arguments: [
      ("a child runs from the group's start", 0.5, 1.25, 1.0),
      ("a child's beginTime counts from the group's begin", 1.75, 7.5, 1 / 1.5),
      ("a child longer than the group is cut off with it", 2.25, 0, 1),
      ("before the group begins nothing shows", 0.1, 0, 1),
    ])
  func childrenInGroupTime(rule: String, time: Double, radius: Double, alpha: Double) {
    let f = LayerFixture()
    let grow = F.basic("cornerRadius", from: [0], to: [20], duration: 4)
    let fade = F.basic("opacity", from: [0], to: [1], duration: 1.5) { $0.timing.beginTime = 0.5 }
    f.add(Self.group([grow, fade], duration: 2) { $0.timing.beginTime = 0.25 })
    #expect(abs(f.shown(.cornerRadius, at: time)[0] - radius) < 1e-9, "\(rule)")
    #expect(abs(f.shown(.alpha, at: time)[0] - alpha) < 1e-9, "\(rule)")
  }

  @Test("a child without a duration takes the group's")
  func childDuration() {
    let f = LayerFixture()
    f.add(Self.group([F.basic("opacity", from: [0], to: [1], duration: 0)], duration: 2))
    #expect(f.shown(.alpha, at: 1)[0] == 0.5)
  }

  @Test("the group's fill holds its children where the group ended")
  func groupFill() {
    let f = LayerFixture()
    let child = F.basic("opacity", from: [0], to: [1], duration: 4)
    f.add(
      Self.group([child], duration: 2) {
        $0.timing.fillMode = .forwards
        $0.isRemovedOnCompletion = false
      }, key: "g")
    f.engine.advance(to: 3)
    #expect(f.shown(.alpha, at: 3)[0] == 0.5)
    #expect(f.heard == ["g:start", "g:stop"])
  }

  @Test("a child's own fill applies within the group's time")
  func childFill() {
    let f = LayerFixture()
    let child = F.basic("opacity", from: [0], to: [0.5], duration: 1) {
      $0.timing.fillMode = .forwards
    }
    f.add(Self.group([child], duration: 2))
    #expect(f.shown(.alpha, at: 1.5)[0] == 0.5)
    #expect(f.shown(.alpha, at: 2.5)[0] == 1, "the group is gone")
  }

  @Test("the group's timing function warps its children's time")
  func groupTimingFunction() {
    let f = LayerFixture()
    f.add(Self.group([F.basic("opacity", from: [0], to: [1])]) { $0.timingFunction = .easeIn })
    #expect(abs(f.shown(.alpha, at: 0.5)[0] - 0.3153568126) < 1e-8)
  }

  @Test("a group repeats and autoreverses its children")
  func groupRepeats() {
    let f = LayerFixture()
    f.add(
      Self.group([F.basic("opacity", from: [0], to: [1])]) {
        $0.timing.autoreverses = true
        $0.timing.repeatCount = 2
      })
    #expect(abs(f.shown(.alpha, at: 1.25)[0] - 0.75) < 1e-9)
    #expect(abs(f.shown(.alpha, at: 2.25)[0] - 0.25) < 1e-9)
  }

  @Test("groups nest, and a path animation inside a group reaches the shape")
  func nestedGroups() {
    let f = LayerFixture(shape: .circle(center: Point(x: 50, y: 50), radius: 10))
    let morph = F.basic("path", to: [6, 0, 0, 100, 100])
    f.add(Self.group([Self.group([morph])]))
    let shown = f.layer.presentationShape(at: 0.5)?.path.controlBounds
    #expect(shown == Rect(x: 20, y: 20, width: 60, height: 60))
  }
}
