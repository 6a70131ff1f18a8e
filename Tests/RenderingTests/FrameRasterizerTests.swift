import Rendering
import Testing
import TransitionEngine

@Suite struct FrameRasterizerTests {
  typealias S = RasterScenes

  @Test(arguments: [
    (Size(width: 390, height: 844), 2.0, 780, 1688), (Size(width: 10.3, height: 7.6), 1.5, 15, 11),
  ])
  func pixelSizeIsPointsTimesScaleRounded(size: Size, scale: Double, width: Int, height: Int) {
    let r = FrameRasterizer(pointSize: size, scale: scale)
    #expect((r.pixelWidth, r.pixelHeight) == (width, height))
  }

  @Test func groupOpacityDoesNotDarkenOverlaps() {
    let group = S.view(
      8, 8, 48, 48, .clear, alpha: 0.5,
      children: [S.view(0, 0, 32, 32, S.red), S.view(16, 16, 32, 32, S.red)])
    let image = FrameRasterizer(pointSize: Size(width: 64, height: 64), scale: 1)
      .render(S.window(Size(width: 64, height: 64), .white, [group]))
    #expect(image.pixel(x: 30, y: 30) == image.pixel(x: 12, y: 12))
    #expect(image.pixel(x: 30, y: 30) != image.pixel(x: 2, y: 2))
  }

  @Test func renderingIntoAnImageMatchesAFreshRenderAndClearsIt() {
    let scene = S.all[0]
    let r = FrameRasterizer(pointSize: scene.size, scale: scene.scale)
    var image = RGBAImage(
      width: r.pixelWidth, height: r.pixelHeight,
      pixels: Array(repeating: 200, count: r.pixelWidth * r.pixelHeight * 4))
    r.render(S.window(scene.size, .clear, []), into: &image)
    #expect(image.pixels.allSatisfy { $0 == 0 })
    r.render(scene.root, into: &image)
    #expect(image == r.render(scene.root))
  }

  @Test func aLayerReachingBehindTheEyeIsCutNotSmeared() {
    var wall = S.view(-200, 0, 464, 64, S.blue)
    var t = Transform3D.identity
    t[2, 3] = -1.0 / 100
    wall.transform = Transform3D.rotation(1.3, 0, 1, 0).concatenating(t)
    let image = FrameRasterizer(pointSize: Size(width: 64, height: 64), scale: 1)
      .render(S.window(Size(width: 64, height: 64), .clear, [wall]))
    let covered = (0..<64).filter { image.pixel(x: $0, y: 32)[3] > 0 }.count
    #expect(covered > 0 && covered < 64)
  }

  @Test func hiddenAndTransparentNodesDrawNothing() {
    var hidden = S.view(0, 0, 16, 16, S.red)
    hidden.isHidden = true
    let clear = S.view(0, 0, 16, 16, S.red, alpha: 0)
    let image = FrameRasterizer(pointSize: Size(width: 16, height: 16), scale: 1)
      .render(S.window(Size(width: 16, height: 16), .clear, [hidden, clear]))
    #expect(image.pixels.allSatisfy { $0 == 0 })
  }

  @Test func halfCoveredEdgePixelsAreHalfTransparent() {
    let image = FrameRasterizer(pointSize: Size(width: 8, height: 8), scale: 1)
      .render(S.window(Size(width: 8, height: 8), .clear, [S.view(1.5, 0, 4, 8, .black)]))
    #expect(image.pixel(x: 1, y: 4)[3] == 128)
    #expect(image.pixel(x: 3, y: 4)[3] == 255)
    #expect(image.pixel(x: 5, y: 4)[3] == 128)
    #expect(image.pixel(x: 6, y: 4)[3] == 0)
  }
}
