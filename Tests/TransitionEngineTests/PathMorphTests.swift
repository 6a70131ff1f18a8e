import Testing
import TransitionEngine

/// `path` animations on shape layers: element by element between paths with the same
/// elements, the from-path then the to-path when they differ, and the shown path in frames.
@Suite struct PathMorphTests {
  typealias F = LayerFixture

  static let small = Path.circle(center: Point(x: 50, y: 50), radius: 10)
  /// ANIMHOST_PATH_ELLIPSE commands for a circle of radius 50 around (50, 50).
  static let bigCommands: [Double] = [6, 0, 0, 100, 100]
  /// A rectangle as path commands: move, three lines, close.
  static let rectCommands: [Double] = [0, 0, 0, 1, 100, 0, 1, 100, 100, 1, 0, 100, 4]

  @Test(
    "paths with the same elements move point by point",
    arguments: [(0.0, 10.0), (0.5, 30), (0.75, 40), (1.5, 10)])
  func sameElements(time: Double, radius: Double) throws {
    let f = LayerFixture(shape: Self.small)
    #expect(f.add(F.basic("path", to: Self.bigCommands)))
    let shown = try #require(f.layer.presentationShape(at: time)).path
    #expect(
      shown.controlBounds
        == Rect(
          x: 50 - radius, y: 50 - radius, width: 2 * radius,
          height: 2 * radius))
    #expect(f.codes.isEmpty)
  }

  @Test(
    "paths whose elements differ show the from-path, then the to-path from halfway",
    arguments: [(0.25, false), (0.49, false), (0.5, true), (0.9, true)])
  func mismatch(time: Double, showsTo: Bool) throws {
    let f = LayerFixture(shape: Self.small)
    #expect(f.add(F.basic("path", to: Self.rectCommands)))
    let to = try #require(Path(commands: Self.rectCommands))
    let shown = try #require(f.layer.presentationShape(at: time)).path
    #expect(shown == (showsTo ? to : Self.small))
  }

  @Test("a mismatch is reported once per animation, naming the element counts")
  func mismatchDiagnostic() throws {
    let f = LayerFixture(shape: Self.small)
    f.add(F.keyframes("path", [Self.rectCommands, Self.bigCommands, Self.rectCommands]))
    #expect(f.codes == ["path-mismatch"])
    let message = try #require(f.engine.diagnostics.first?.message)
    #expect(message.contains("6 elements (1 moves, 4 curves, 1 closes)"), "\(message)")
    #expect(message.contains("5 elements (1 moves, 3 curves, 1 closes)"), "\(message)")
  }

  @Test("lines and quadratic curves become cubics, so a rectangle morphs into a quad")
  func linesBecomeCubics() throws {
    let f = LayerFixture(shape: .rect(Rect(x: 0, y: 0, width: 100, height: 100)))
    f.add(F.basic("path", to: [0, 0, 0, 1, 200, 0, 1, 200, 200, 1, 0, 200, 4]))
    let shown = try #require(f.layer.presentationShape(at: 0.5)).path
    #expect(shown.controlBounds == Rect(x: 0, y: 0, width: 150, height: 150))
    #expect(f.codes.isEmpty)
  }

  @Test("fromValue alone runs to the model path; a keyframe path passes each path")
  func endpointsAndKeyframes() throws {
    let f = LayerFixture(shape: Self.small)
    f.add(F.basic("path", from: Self.bigCommands))
    let shown = try #require(f.layer.presentationShape(at: 0.5)).path
    #expect(shown.controlBounds == Rect(x: 20, y: 20, width: 60, height: 60))
    let g = LayerFixture(shape: Self.small)
    g.add(F.keyframes("path", [Self.bigCommands, [6, 40, 40, 20, 20], Self.bigCommands]))
    let middle = try #require(g.layer.presentationShape(at: 0.5)).path
    #expect(middle.controlBounds == Rect(x: 40, y: 40, width: 20, height: 20))
  }

  @Test("the model path stays; frames record the shown path")
  func framesRecordTheShownPath() throws {
    let f = LayerFixture(shape: Self.small)
    f.add(F.basic("path", to: Self.bigCommands))
    let frame = FrameRecorder.record(f.engine.window, time: 0.5)
    let recorded = try #require(frame.children.first?.shape?.style.path)
    #expect(recorded.controlBounds == Rect(x: 20, y: 20, width: 60, height: 60))
    #expect(f.layer.shape?.path == Self.small)
    #expect(f.layer.presentationShape(at: 2)?.path == Self.small, "removed at the end")
  }

  @Test("a snapshot of what is on screen freezes the animated path; after updates, the model's")
  func snapshots() throws {
    let f = LayerFixture(shape: Self.small)
    f.add(F.basic("path", to: Self.bigCommands))
    f.engine.advance(to: 0.5)
    let onScreen = f.engine.snapshot(of: f.layer, afterScreenUpdates: false)
    let updated = f.engine.snapshot(of: f.layer, afterScreenUpdates: true)
    let frozen = try #require(onScreen.snapshotContent?.shape?.path)
    #expect(frozen.controlBounds == Rect(x: 20, y: 20, width: 60, height: 60))
    #expect(updated.snapshotContent?.shape?.path == Self.small)
  }

  @Test(
    "path commands decode as the ABI writes them, and malformed ones do not",
    arguments: [
      ([0.0, 1, 2, 1, 3, 4, 4], 3), ([2, 1, 1, 2, 2], 2), ([5, 0, 0, 10, 0, 3.14, 1], 3),
      ([8, 0, 0, 10, 5, 0.5], 11), ([9, 0, 0, 10, 10], 6), ([7, 0, 0, 10, 10, 2], 10),
      ([1], -1), ([42, 0], -1), ([0, .nan, 0], -1), ([8, 0, 0, 10, 1, 0.5], -1), ([0.5], -1),
    ] as [([Double], Int)])
  func commands(commands: [Double], elements: Int) {
    let path = Path(commands: commands)
    #expect(path?.elements.count ?? -1 == elements)
  }

  @Test("a path animation on a layer that is not a shape layer is refused")
  func notAShapeLayer() {
    let f = LayerFixture()
    #expect(!f.add(F.basic("path", to: Self.bigCommands)))
    #expect(f.codes == ["invalid-animation"])
  }
}
