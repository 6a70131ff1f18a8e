import Testing
import TransitionEngine

@testable import Rendering

/// Where a background covers a band at the canvas's edge (`bandOccluder`), and that drawing
/// around it gives the pixels drawing everything gives.
@Suite struct BandOccluderTests {
  private typealias S = RasterScenes
  private static let size = Size(width: 100, height: 200)
  private static let yellow = Color(red: 1, green: 0.9, blue: 0)

  /// A window holding a grey presenting view and, in a clear container, `top`.
  private static func scene(_ top: FrameNode, presenting: FrameNode? = nil) -> FrameNode {
    let grey = presenting ?? S.view(0, 0, 100, 200, Color(red: 0.5, green: 0.5, blue: 0.5))
    let container = S.view(0, 0, 100, 200, Color(red: 0, green: 0, blue: 0, alpha: 0))
    var tree = S.window(size, .white, [grey, withChildren(container, [top])])
    var next = 1
    number(&tree, &next)
    return tree
  }

  private static func withChildren(_ node: FrameNode, _ children: [FrameNode]) -> FrameNode {
    var node = node
    node.children = children
    return node
  }

  /// Gives the nodes ids 1, 2, … in drawing order, as the engine's ids are unique.
  private static func number(_ node: inout FrameNode, _ next: inout Int) {
    node.id = next
    next += 1
    for index in node.children.indices { number(&node.children[index], &next) }
  }

  private static func card(y: Double, radius: Double = 10, alpha: Double = 1) -> FrameNode {
    var card = S.view(0, y, 100, 200, yellow, alpha: alpha)
    card.cornerRadius = radius
    card.masksToBounds = true
    card.children = [S.view(40, 10, 20, 20, S.blue)]
    return card
  }

  /// A tree, and the canvas left to draw before its band (nil: no band is used).
  struct Case: CustomTestStringConvertible {
    var name: String
    var tree: FrameNode
    var uncovered: RasterRect?
    var testDescription: String { name }
  }

  static let cases: [Case] = {
    var shadowed = S.view(0, 0, 100, 200, S.green)
    shadowed.shadowOpacity = 0.5
    shadowed.shadowRadius = 4
    var twin = S.view(0, 0, 100, 200, S.green)
    twin.children = [S.view(0, 0, 10, 10, S.red)]
    var duplicate = scene(card(y: 80), presenting: twin)
    // The red square takes the card's id: the clip would open at it.
    duplicate.children[0].children[0].id = duplicate.children[1].children[0].id
    return [
      Case(
        name: "a card over the lower rows", tree: scene(card(y: 80)),
        uncovered: RasterRect(x0: 0, y0: 0, x1: 200, y1: 180)),
      Case(
        name: "square corners cover from the card's top", tree: scene(card(y: 80, radius: 0)),
        uncovered: RasterRect(x0: 0, y0: 0, x1: 200, y1: 160)),
      Case(
        name: "a page pushed in from the right",
        tree: scene(S.view(60, 0, 100, 200, yellow)),
        uncovered: RasterRect(x0: 0, y0: 0, x1: 120, y1: 400)),
      Case(
        name: "a card a fraction of a pixel lower leaves its first row",
        tree: scene(card(y: 80.3, radius: 0)),
        uncovered: RasterRect(x0: 0, y0: 0, x1: 200, y1: 161)),
      Case(
        name: "a band across the middle touches no edge",
        tree: scene(S.view(0, 50, 100, 100, yellow)), uncovered: nil),
      Case(
        name: "a translucent card covers nothing", tree: scene(card(y: 80, alpha: 0.9)),
        uncovered: nil),
      Case(
        name: "a shadow drawn before reads back", tree: scene(card(y: 80), presenting: shadowed),
        uncovered: nil),
      Case(name: "a node before with the card's id", tree: duplicate, uncovered: nil),
    ]
  }()

  @Test("the band's uncovered rest", arguments: cases)
  func uncoveredRest(_ c: Case) {
    let canvas = RasterCanvas(FrameRasterizer(pointSize: Self.size, scale: 2))
    let device = Homography.scale(2, 2)
    let band = canvas.bandOccluder(c.tree, device, after: canvas.occluder(c.tree, device))
    #expect(band?.uncovered == c.uncovered)
  }

  @Test("drawing around the band draws the same pixels", arguments: cases)
  func samePixels(_ c: Case) {
    let around = RasterCanvas(FrameRasterizer(pointSize: Self.size, scale: 2))
    let whole = RasterCanvas(FrameRasterizer(pointSize: Self.size, scale: 2))
    whole.drawsAroundBands = false
    var reused = RGBAImage(width: 200, height: 400)
    reused.pixels.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0x5A) }
    around.render(c.tree, into: &reused)
    #expect(around.render(c.tree).pixels == whole.render(c.tree).pixels)
    #expect(
      reused.pixels == whole.render(c.tree).pixels, "a reused image is cleared outside the band")
  }
}
