import Testing
import TransitionEngine

/// Frames share storage only between values identical bit for bit (`FrameNode+Sharing`).
@Suite struct FrameNodeSharingTests {
  /// A small tree: a view with a label and a snapshot holding a copy of the view.
  static func tree() -> FrameNode {
    let label = FrameNode(
      id: 2, name: "label", kind: "view", frame: Rect(x: 10, y: 10, width: 80, height: 20),
      alpha: 1, isHidden: false, color: .clear, text: "Tap me")
    var view = FrameNode(
      id: 1, name: "VCMain.view", kind: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100),
      alpha: 1, isHidden: false, color: .white, children: [label])
    view.borderWidth = 2
    var snapshot = FrameNode(
      id: 3, name: "snapshot(VCMain.view)", kind: "snapshot",
      frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: 1, isHidden: false, color: .clear,
      snapshotOf: 1, content: [view])
    snapshot.snapshotRegion = SnapshotRegion(
      rect: Rect(x: 0, y: 0, width: 50, height: 50), capInsets: .zero)
    return FrameNode(
      id: 0, name: "window", kind: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100),
      alpha: 1, isHidden: false, color: .black, children: [view, snapshot])
  }

  /// One change to `tree()`, and whether the tree stays identical.
  enum Change: String, CaseIterable, Sendable {
    case nothing, negativeZero, deepText, canonicallyEquivalentText, contentBorder, region

    func apply(to node: inout FrameNode) {
      switch self {
      case .nothing: break
      // −0 == 0, but they are different values.
      case .negativeZero: node.children[0].zPosition = -0.0
      case .deepText: node.children[0].children[0].text = "Tap"
      // "e" and a combining acute against a precomposed "é": equal Strings, other glyphs.
      case .canonicallyEquivalentText: node.children[0].text = "e\u{301}"
      case .contentBorder: node.children[1].content[0].borderWidth = 3
      case .region: node.children[1].snapshotRegion = nil
      }
    }
  }

  @Test(
    "a change anywhere in the tree, even one == ignores, makes it a different tree",
    arguments: Change.allCases)
  func identicalMeansBitForBit(change: Change) {
    var original = Self.tree()
    original.children[0].text = "\u{e9}"
    var changed = original
    change.apply(to: &changed)
    #expect(changed.isIdentical(to: original) == (change == .nothing))
    #expect(original.isIdentical(to: changed) == (change == .nothing))
  }

  @Test("sharing storage with an identical tree keeps every value")
  func sharingKeepsValues() {
    let original = Self.tree()
    var copy = Self.tree()
    copy.children[1].alpha = 0.5
    let expected = copy
    copy.shareStorage(with: original)
    #expect(copy == expected)
    #expect(copy.isIdentical(to: expected))
    #expect(!copy.isIdentical(to: original))
  }

  @Test("a recorded view that did not change is recorded as the same tree")
  func recordingRepeatsIdenticalFrames() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = engine.makeView(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    engine.window.add(view)
    let first = FrameRecorder.record(engine.window, time: 0)
    let second = FrameRecorder.record(engine.window, time: 0)
    var alpha = PropertyValue()
    alpha[0] = 0.5
    view.setModelValue(.alpha, alpha)
    let third = FrameRecorder.record(engine.window, time: 0)
    #expect(second == first && second.isIdentical(to: first))
    #expect(third.children[0].alpha == 0.5 && !third.isIdentical(to: first))
  }

  @Test("a snapshot's frozen content is recorded once, and counted in every frame")
  func frozenContentIsRecordedOnce() {
    let engine = Engine(screen: .phone, seed: 1)
    let view = engine.makeView(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    view.add(engine.makeView(frame: Rect(x: 1, y: 2, width: 3, height: 4)))
    engine.window.add(view)
    let snapshot = engine.snapshot(of: view, afterScreenUpdates: true)
    engine.window.add(snapshot)
    var first = FrameRecorder.Tally()
    let before = FrameRecorder.record(engine.window, time: 0, tally: &first)
    var alpha = PropertyValue()
    alpha[0] = 0.5
    view.setModelValue(.alpha, alpha)
    var second = FrameRecorder.Tally()
    let after = FrameRecorder.record(engine.window, time: 1, tally: &second)
    #expect(after.children[0].alpha == 0.5, "the live view changed")
    let content = (before.children[1].content, after.children[1].content)
    #expect(content.1 == content.0 && content.1[0].alpha == 1, "its snapshot did not")
    let storage = [content.0, content.1].map {
      $0[0].children.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(storage[0] == storage[1], "the second frame reuses the first recording")
    // The window, the view and its subview, the snapshot, its content and the content's
    // subview, in both frames.
    #expect(first.layers == 6 && second.layers == 6)
  }

  @Test("a frozen copy that shows an image is recorded every frame, as its image can change")
  func frozenContentWithAnImageFollowsTheImage() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let image = try #require(engine.makeImage(size: Size(width: 8, height: 8), drawings: []))
    let view = engine.makeView(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    view.image = image
    engine.window.add(view)
    engine.window.add(engine.snapshot(of: view, afterScreenUpdates: true))
    let before = FrameRecorder.record(engine.window, time: 0)
    var alpha = PropertyValue()
    alpha[0] = 0.5
    image.setModelValue(.alpha, alpha)
    let after = FrameRecorder.record(engine.window, time: 1)
    let shown = [before, after].map { $0.children[1].content[0].children.first }
    #expect(shown.map { $0?.kind } == ["image", "image"])
    #expect(shown.map { $0?.alpha } == [1, 0.5])
  }
}
