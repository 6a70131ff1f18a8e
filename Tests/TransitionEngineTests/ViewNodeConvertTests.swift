import Testing
import TransitionEngine

/// UIView.convert(_:to:) through offsets, scrolled bounds, and scaled and rotated ancestors.
@Suite struct ViewNodeConvertTests {
  /// A window with a 100 × 100 parent at (100, 50) and a 10 × 10 child at (10, 20) in it.
  private final class Tree {
    let engine = Engine(screen: .phone, seed: 1)
    let parent: ViewNode
    let child: ViewNode

    init(parentTransform: Transform3D = .identity, boundsOrigin: Point = .zero) {
      parent = engine.makeView(frame: Rect(x: 100, y: 50, width: 100, height: 100))
      child = engine.makeView(frame: Rect(x: 10, y: 20, width: 10, height: 10))
      engine.window.add(parent)
      parent.add(child)
      parent.setModelValue(.transform, parentTransform.m)
      parent.setModelValue(
        .bounds, Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: 100, height: 100).vector)
    }
  }

  static let quarterTurn = Transform3D.rotation(Double.pi / 2, 0, 0, 1)

  @Test(
    "a point converts through offsets, scrolled bounds, scaled and rotated ancestors",
    arguments: [
      ("offsets", Transform3D.identity, Point.zero, Point(x: 0, y: 0), Point(x: 110, y: 70)),
      ("scrolled bounds", .identity, Point(x: 0, y: 30), Point(x: 0, y: 0), Point(x: 110, y: 40)),
      // Scaled ×2 about the parent's centre (150, 100): (10, 20) is (−40, −30) from it.
      ("scaled ancestor", .scale(2, 2), .zero, Point(x: 0, y: 0), Point(x: 70, y: 40)),
      // A quarter turn maps (−40, −30) from the centre to (30, −40).
      ("rotated ancestor", quarterTurn, .zero, Point(x: 0, y: 0), Point(x: 180, y: 60)),
    ])
  func aPointConvertsToTheWindow(
    name: String, transform: Transform3D, boundsOrigin: Point, point: Point, expected: Point
  ) throws {
    let tree = Tree(parentTransform: transform, boundsOrigin: boundsOrigin)
    let converted = try #require(tree.child.convert(point, to: nil))
    #expect(abs(converted.x - expected.x) < 1e-9 && abs(converted.y - expected.y) < 1e-9)
  }

  @Test("converting to a view and back gives the point again")
  func convertingBackGivesThePoint() throws {
    let tree = Tree(parentTransform: Self.quarterTurn.concatenating(.scale(0.5, 1.5)))
    let other = tree.engine.makeView(frame: Rect(x: 30, y: 300, width: 50, height: 50))
    tree.engine.window.add(other)
    let there = try #require(tree.child.convert(Point(x: 3, y: 7), to: other))
    let back = try #require(other.convert(there, to: tree.child))
    #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 7) < 1e-9)
  }

  @Test("a rect under a rotation converts to the smallest rect around its corners")
  func aRectUnderARotationConvertsToItsBoundingBox() throws {
    let tree = Tree(parentTransform: .rotation(Double.pi / 4, 0, 0, 1))
    let box = try #require(
      tree.parent.convert(rect: Rect(x: 0, y: 0, width: 100, height: 100), to: nil))
    let diagonal = 100 * 2.0.squareRoot()
    #expect(abs(box.width - diagonal) < 1e-9 && abs(box.height - diagonal) < 1e-9)
    #expect(abs(box.midX - 150) < 1e-9 && abs(box.midY - 100) < 1e-9)
  }

  @Test("a transform that cannot be inverted converts nothing into its view")
  func aSingularTransformConvertsNothing() {
    let tree = Tree(parentTransform: .scale(0, 1))
    #expect(tree.engine.window.convert(Point(x: 1, y: 1), to: tree.child) == nil)
  }
}
