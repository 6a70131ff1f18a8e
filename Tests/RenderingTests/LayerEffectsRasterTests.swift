import Rendering
import Testing
import TransitionEngine

/// What the rasterizer draws for the rest of Core Animation's layers, checked pixel by pixel:
/// gradients, cross-fades, curls, back faces, dashes and the identities that must cost nothing.
@Suite struct LayerEffectsRasterTests {
  private typealias S = RasterScenes

  /// The straight-alpha pixels of a 40×40 window at scale 1 holding the views.
  private static func render(_ children: [FrameNode]) -> RGBAImage {
    let size = Size(width: 40, height: 40)
    return FrameRasterizer(pointSize: size, scale: 1).render(S.window(size, .white, children))
  }

  /// A 40×40 card with a gradient from black to white.
  private static func gradientCard(_ kind: GradientFrame.Kind, locations: [Double]? = nil)
    -> FrameNode
  {
    var card = S.view(0, 0, 40, 40, .clear)
    card.gradient = GradientFrame(
      kind: kind, colors: [.black, .white], locations: locations,
      startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
    return card
  }

  @Test(
    "an axial gradient's grey level follows x from the start to the end point",
    arguments: [(0, 3), (19, 124), (39, 252)])
  func axialGradientsFollowTheAxis(x: Int, level: Int) {
    let image = Self.render([Self.gradientCard(.axial)])
    #expect(abs(Int(image.pixel(x: x, y: 20).x) - level) <= 2, "\(image.pixel(x: x, y: 20))")
  }

  @Test("locations move where the colours change; outside them the end colours hold")
  func locationsMoveTheStops() {
    let image = Self.render([Self.gradientCard(.axial, locations: [0.5, 0.75])])
    #expect(image.pixel(x: 10, y: 20).x == 0, "before the first stop: black")
    #expect(abs(Int(image.pixel(x: 25, y: 20).x) - 140) <= 3, "0.55 of the way: x 25.5 of 40")
    #expect(image.pixel(x: 35, y: 20).x == 255, "after the last stop: white")
  }

  @Test("a radial gradient is the last colour outside its ellipse")
  func radialGradientsHoldTheLastColourOutside() {
    var card = Self.gradientCard(.radial)
    card.gradient?.startPoint = Point(x: 0.5, y: 0.5)
    card.gradient?.endPoint = Point(x: 0.75, y: 0.5)
    let image = Self.render([card])
    #expect(image.pixel(x: 20, y: 20).x <= 20, "the centre is (near) the first colour")
    #expect(image.pixel(x: 2, y: 2).x == 255, "a corner outside the circle is the last")
  }

  @Test("a conic gradient turns clockwise from the end point's direction")
  func conicGradientsTurnClockwise() {
    var card = Self.gradientCard(.conic)
    card.gradient?.startPoint = Point(x: 0.5, y: 0.5)
    let image = Self.render([card])
    let below = Int(image.pixel(x: 20, y: 36).x), left = Int(image.pixel(x: 4, y: 20).x)
    let above = Int(image.pixel(x: 20, y: 4).x)
    #expect(abs(below - 64) <= 6 && abs(left - 128) <= 6 && abs(above - 191) <= 6)
  }

  @Test("a cross-fade of a quarter mixes three parts old to one part new")
  func crossFadesMix() {
    var fade = S.view(
      0, 0, 40, 40, .clear,
      children: [
        S.view(0, 0, 40, 40, .black), S.view(0, 0, 40, 40, Color(red: 1, green: 1, blue: 1)),
      ])
    fade.crossfade = 0.25
    #expect(abs(Int(Self.render([fade]).pixel(x: 20, y: 20).x) - 64) <= 1)
  }

  @Test("a curl at progress 0 draws the page as it is; at 1 nothing of it")
  func curlEnds() {
    let page = S.view(5, 5, 30, 30, S.blue, children: S.stripes(30, 30))
    var flat = page, gone = page
    flat.curl = CurlFrame(progress: 0, angle: 1.2, radius: 4)
    gone.curl = CurlFrame(progress: 1, angle: 1.2, radius: 4)
    #expect(Self.render([flat]).pixels == Self.render([page]).pixels)
    #expect(Self.render([gone]).pixels == Self.render([]).pixels)
  }

  @Test("a curled page lifts its leading corner away and shows its back")
  func aCurlLiftsTheCorner() {
    var page = S.view(0, 0, 40, 40, S.blue)
    page.curl = CurlFrame(progress: 0.3, angle: .pi / 2, radius: 5)
    let image = Self.render([page])
    #expect(image.pixel(x: 20, y: 38) == SIMD4(255, 255, 255, 255), "the bottom lifted away")
    #expect(
      image.pixel(x: 20, y: 2) == Self.render([S.view(0, 0, 40, 40, S.blue)]).pixel(x: 20, y: 2))
    let back = image.pixel(x: 20, y: 24)
    #expect(back.x > 150 && back.y > 150, "the back is pale paper: \(back)")
  }

  @Test("a layer that faces away is hidden when it is single-sided", arguments: [true, false])
  func backFacesHideWhenSingleSided(doubleSided: Bool) {
    var card = S.view(10, 10, 20, 20, S.red)
    card.transform = .rotation(.pi, 0, 1, 0)
    card.isDoubleSided = doubleSided
    let shown = Self.render([card]).pixel(x: 20, y: 20)
    #expect((shown == SIMD4(255, 255, 255, 255)) == !doubleSided)
  }

  @Test("a dash pattern leaves its gaps clear; a phase of one dash swaps them")
  func dashesLeaveGaps() {
    func line(phase: Double) -> RGBAImage {
      var line = S.view(0, 0, 40, 40, .clear)
      var path = Path()
      path.move(to: Point(x: 0, y: 20))
      path.line(to: Point(x: 40, y: 20))
      line.shape = ShapeFrame(
        style: ShapeStyle(path: path),
        fillColor: .clear, strokeColor: .black, lineWidth: 4, strokeStart: 0, strokeEnd: 1)
      line.shape?.lineDashPattern = [10]
      line.shape?.lineDashPhase = phase
      return Self.render([line])
    }
    #expect(line(phase: 0).pixel(x: 5, y: 20).x == 0 && line(phase: 0).pixel(x: 15, y: 20).x == 255)
    #expect(
      line(phase: 10).pixel(x: 5, y: 20).x == 255 && line(phase: 10).pixel(x: 15, y: 20).x == 0)
  }

  @Test("an identity sublayerTransform and anchorPointZ 0 draw exactly as none")
  func identitiesCostNothing() {
    var turned = S.view(10, 10, 20, 20, S.red)
    turned.transform = RasterScenes.flip(0.6)
    let plain = S.view(0, 0, 40, 40, .clear, children: [turned])
    var explicit = plain
    explicit.sublayerTransform = .identity
    explicit.anchorPointZ = 0
    #expect(Self.render([explicit]).pixels == Self.render([plain]).pixels)
  }
}
