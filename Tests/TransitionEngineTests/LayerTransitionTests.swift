import Testing
import TransitionEngine

/// CATransition: the layer's look when the transition was added gives way to its live look,
/// drawn as a `transition` node holding both, with the effect of the type and subtype at the
/// transition's progress; timing, delegate and removal as any explicit animation.
@Suite struct LayerTransitionTests {
  /// A layer with a red look that turns blue after the transition is added.
  private static func stage(
    _ kind: LayerTransition.Kind, subtype: DragScript.Edge? = nil,
    _ configure: (inout ExplicitAnimation) -> Void = { _ in }
  ) -> LayerFixture {
    let f = LayerFixture()
    f.layer.setModelValue(.backgroundColor, Color.systemRed.vector)
    var animation = ExplicitAnimation(
      keyPath: nil, kind: .transition(LayerTransition(kind: kind, subtype: subtype)))
    animation.timing.duration = 1
    configure(&animation)
    f.add(animation, key: "transition")
    f.layer.setModelValue(.backgroundColor, Color.systemBlue.vector)
    return f
  }

  /// The layer's recorded node at a time.
  private static func recorded(_ f: LayerFixture, at time: Double) -> FrameNode? {
    f.engine.advance(to: time)
    return FrameRecorder.record(f.engine.window, time: time).children.first { $0.id == f.layer.id }
  }

  @Test(
    "each type moves, fades, turns or curls the old and new looks halfway",
    arguments: [
      (LayerTransition.Kind.moveIn, -50.0, 0.0), (.push, -50, 50), (.reveal, 0, 50),
    ])
  func slidesMoveByHalfTheWidthHalfway(kind: LayerTransition.Kind, newX: Double, oldX: Double)
    throws
  {
    let f = Self.stage(kind)
    let node = try #require(Self.recorded(f, at: 0.5))
    #expect(node.kind == "transition" && node.children.count == 2)
    let old = try #require(node.children.first { $0.color == Color.systemRed })
    let new = try #require(node.children.first { $0.color == Color.systemBlue })
    #expect(abs(new.transform.m[12] - newX) < 1e-9, "from the left: the new look comes from −x")
    #expect(abs(old.transform.m[12] - oldX) < 1e-9)
    let newOnTop = node.children.last?.color == Color.systemBlue
    #expect(newOnTop == (kind != .reveal), "reveal keeps the old look on top")
  }

  @Test(
    "the subtype is the edge the new look comes from",
    arguments: [
      (DragScript.Edge.left, -1.0, 0.0), (.right, 1, 0), (.top, 0, -1), (.bottom, 0, 1),
    ])
  func theSubtypeIsTheEdgeTheNewLookComesFrom(edge: DragScript.Edge, x: Double, y: Double)
    throws
  {
    let f = Self.stage(.moveIn, subtype: edge)
    let node = try #require(Self.recorded(f, at: 0.25))
    let new = try #require(node.children.first { $0.color == Color.systemBlue })
    #expect(abs(new.transform.m[12] - x * 75) < 1e-9 && abs(new.transform.m[13] - y * 75) < 1e-9)
  }

  @Test("fade cross-fades the two looks by the progress")
  func fadeCrossFades() throws {
    let f = Self.stage(.fade)
    let node = try #require(Self.recorded(f, at: 0.3))
    #expect(abs((node.crossfade ?? -1) - 0.3) < 1e-9)
    #expect(node.children.map(\.color) == [Color.systemRed, Color.systemBlue])
  }

  @Test("a flip shows the old look turning away, then the new turning in")
  func aFlipTurnsInTwoHalves() throws {
    let f = Self.stage(.flip)
    let first = try #require(Self.recorded(f, at: 0.25))
    let turningAway = try #require(first.children.first { $0.color == Color.systemRed })
    #expect(abs(turningAway.transform.m[0] - 0.7071) < 1e-3, "45° about y")
    #expect(first.children.first { $0.color == Color.systemBlue }?.alpha == 0)
    let second = try #require(Self.recorded(f, at: 0.75))
    #expect(second.children.first { $0.color == Color.systemRed }?.alpha == 0)
  }

  @Test("a cube turns both looks a quarter turn apart about the cube's middle, in perspective")
  func aCubeTurnsBothFaces() throws {
    let f = Self.stage(.cube)
    let node = try #require(Self.recorded(f, at: 0.5))
    for look in node.children {
      #expect(abs(abs(look.transform.m[0]) - 0.7071) < 1e-3, "each 45° from facing")
      #expect(look.transform.m[11] < 0, "perspective")
    }
  }

  @Test("pageCurl curls the old look away; pageUnCurl lays the new look down")
  func curlsCurlTheRightLook() throws {
    let up = try #require(Self.recorded(Self.stage(.pageCurl), at: 0.25))
    #expect(up.children.last?.color == Color.systemRed)
    #expect(abs((up.children.last?.curl?.progress ?? -1) - 0.25) < 1e-9)
    let down = try #require(Self.recorded(Self.stage(.pageUnCurl), at: 0.25))
    #expect(down.children.last?.color == Color.systemBlue)
    #expect(abs((down.children.last?.curl?.progress ?? -1) - 0.75) < 1e-9)
  }

  @Test(
    "rippleEffect warps the cross-fade of both looks; suckEffect warps the old look away",
    arguments: [
      (LayerTransition.Kind.ripple, nil, 0.25), (.ripple, nil, 0.75), (.suck, nil, 0.25),
      (.suck, .top, 0.6),
    ] as [(LayerTransition.Kind, DragScript.Edge?, Double)])
  func warpsRecordTheirProgress(kind: LayerTransition.Kind, edge: DragScript.Edge?, time: Double)
    throws
  {
    let node = try #require(Self.recorded(Self.stage(kind, subtype: edge), at: time))
    #expect(node.kind == "transition" && node.children.count == 2)
    let old = try #require(node.children.first { $0.color == Color.systemRed })
    let new = try #require(node.children.first { $0.color == Color.systemBlue })
    let warp = WarpFrame(kind: kind == .ripple ? .ripple : .suck, progress: time)
    #expect(old.transform == .identity && old.curl == nil)
    if kind == .ripple {
      #expect(node.warp == warp, "the blend is warped; linear timing: p = t")
      #expect(old.warp == nil && new.warp == nil)
      #expect(abs((node.crossfade ?? -1) - time) < 1e-9)
    } else {
      #expect(old.warp == warp, "linear timing: p = t")
      #expect(new.warp == nil && node.warp == nil && node.crossfade == nil)
      #expect(node.children.last?.color == Color.systemRed, "the old look on top")
    }
  }

  @Test(
    "after a warp ends the live look shows alone, unwarped",
    arguments: [
      LayerTransition.Kind.ripple, .suck,
    ])
  func warpsEnd(kind: LayerTransition.Kind) throws {
    let f = Self.stage(kind)
    let after = try #require(Self.recorded(f, at: 1.1))
    #expect(after.kind == "view" && after.color == Color.systemBlue && after.warp == nil)
    #expect(f.heard == ["transition:start", "transition:stop"])
  }

  @Test("start and end progress narrow the transition; after it the live look shows alone")
  func progressRangeAndEnd() throws {
    let f = Self.stage(.moveIn) {
      $0.kind = .transition(
        {
          var t = LayerTransition(kind: .moveIn)
          t.startProgress = 0.5
          t.endProgress = 1
          return t
        }())
    }
    let node = try #require(Self.recorded(f, at: 0))
    let new = try #require(node.children.first { $0.color == Color.systemBlue })
    #expect(abs(new.transform.m[12] + 50) < 1e-9, "starts halfway in")
    let after = try #require(Self.recorded(f, at: 1.1))
    #expect(after.kind == "view" && after.color == Color.systemBlue)
    #expect(f.heard == ["transition:start", "transition:stop"])
  }

  @Test("removing it stops it unfinished and the live look shows at once")
  func removingStopsIt() throws {
    let f = Self.stage(.push)
    f.engine.advance(to: 0.2)
    f.engine.removeAnimation(forKey: "transition", from: f.layer)
    let node = try #require(Self.recorded(f, at: 0.3))
    #expect(node.kind == "view")
    #expect(f.heard == ["transition:start", "transition:removed"])
  }

  @Test(
    "type and subtype names parse as Core Animation names them; unknown ones warn",
    arguments: [
      ("fade", nil, LayerTransition.Kind.fade, nil, 0), ("push", "fromRight", .push, .right, 0),
      ("oglFlip", "fromTop", .flip, .top, 0), ("cube", "fromBottom", .cube, .bottom, 0),
      ("pageCurl", nil, .pageCurl, nil, 0), ("pageUnCurl", nil, .pageUnCurl, nil, 0),
      ("rippleEffect", nil, .ripple, nil, 0), ("suckEffect", "fromTop", .suck, .top, 0),
      ("spewEffect", nil, .fade, nil, 1), ("moveIn", "sideways", .moveIn, nil, 1),
    ] as [(String, String?, LayerTransition.Kind, DragScript.Edge?, Int)])
  func namesParse(
    type: String, subtype: String?, kind: LayerTransition.Kind, edge: DragScript.Edge?,
    warnings: Int
  ) {
    let (transition, messages) = LayerTransition.parse(type: type, subtype: subtype)
    #expect(transition.kind == kind && transition.subtype == edge)
    #expect(messages.count == warnings)
  }
}
