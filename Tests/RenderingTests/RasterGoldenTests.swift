import Rendering
import Testing
import TransitionEngine

@Suite struct RasterGoldenTests {
  @Test(arguments: RasterScenes.all)
  func matchesGolden(scene: RasterScenes.Scene) {
    let image = FrameRasterizer(pointSize: scene.size, scale: scene.scale).render(scene.root)
    #expect(image.width == Int(scene.size.width * scene.scale))
    let problem = RasterGolden.mismatch(image, name: scene.name)
    #expect(problem == nil, "\(scene.name): \(problem ?? "")")
  }
}
