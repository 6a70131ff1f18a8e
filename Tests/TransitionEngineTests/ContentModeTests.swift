import Testing
import TransitionEngine

/// UIView.ContentMode: where an image of 40 × 20 points lands in bounds of 100 × 100.
@Suite struct ContentModeTests {
  @Test(
    "each content mode places the image as UIKit does",
    arguments: [
      (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),
      (.redraw, Rect(x: 0, y: 0, width: 100, height: 100)),
      (.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),
      (.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),
      (.center, Rect(x: 30, y: 40, width: 40, height: 20)),
      (.top, Rect(x: 30, y: 0, width: 40, height: 20)),
      (.bottom, Rect(x: 30, y: 80, width: 40, height: 20)),
      (.left, Rect(x: 0, y: 40, width: 40, height: 20)),
      (.right, Rect(x: 60, y: 40, width: 40, height: 20)),
      (.topLeft, Rect(x: 0, y: 0, width: 40, height: 20)),
      (.topRight, Rect(x: 60, y: 0, width: 40, height: 20)),
      (.bottomLeft, Rect(x: 0, y: 80, width: 40, height: 20)),
      (.bottomRight, Rect(x: 60, y: 80, width: 40, height: 20)),
    ])
  func placement(mode: ContentMode, expected: Rect) {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(mode.placement(of: Size(width: 40, height: 20), in: bounds) == expected)
  }

  @Test("an image holds frozen drawings and a view draws it scaled to its place")
  func imagesAreDrawnScaledToTheirPlace() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let source = engine.makeView(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    source.setModelValue(.backgroundColor, Color.systemRed.vector)
    engine.window.add(source)
    let image = try #require(
      engine.makeImage(
        size: Size(width: 40, height: 20),
        drawings: [
          ImageDrawing(
            view: source, rect: Rect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: false)
        ]))
    source.setModelValue(.backgroundColor, Color.systemBlue.vector)
    let viewer = engine.makeView(frame: Rect(x: 0, y: 100, width: 100, height: 100))
    viewer.image = image
    viewer.contentMode = .scaleAspectFit
    engine.window.add(viewer)
    let frame = FrameRecorder.record(engine.window, time: 0)
    let shown = try #require(frame.children.last?.children.first)
    #expect(shown.kind == "image" && shown.transform == .scale(2.5, 2.5))
    #expect(shown.frame == Rect(x: 30, y: 40, width: 40, height: 20), "scaled about its middle")
    let drawn = try #require(shown.children.first?.content.first)
    #expect(drawn.color == Color.systemRed, "frozen when the image was made")
    #expect(engine.makeImage(size: Size(width: 0, height: 1), drawings: []) == nil)
  }
}
