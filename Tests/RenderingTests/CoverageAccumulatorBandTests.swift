import Testing
import TransitionEngine

@testable import Rendering

@Suite struct CoverageAccumulatorBandTests {
  /// A shape in local points, the map to device pixels and the fill rule.
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var path: Path
    var scale: Double
    var dx: Double
    var dy: Double
    var rule: FillRule = .nonZero
    var testDescription: String { name }

    var map: Homography { Homography.scale(scale, scale).then(.translation(dx, dy)) }
  }

  static let canvas = RasterRect(x0: 0, y0: 0, x1: 160, y1: 200)

  static let shapes: [Shape] = [
    Shape(
      name: "card", path: .roundedRect(Rect(x: 0, y: 10, width: 70, height: 90), radius: 10),
      scale: 2, dx: 3.3, dy: 0.7),
    Shape(
      name: "scaled screen",
      path: .roundedRect(Rect(x: 0, y: 0, width: 78, height: 96), radius: 6.48),
      scale: 1.84, dx: 5.1234, dy: 9.87),
    Shape(
      name: "rectangle off the bottom and left",
      path: .rect(Rect(x: -5.5, y: 30.25, width: 60, height: 200)), scale: 1, dx: 0, dy: 0),
    Shape(
      name: "pill", path: .roundedRect(Rect(x: 10, y: 10, width: 40, height: 160), radius: 20),
      scale: 1, dx: 0.5, dy: 0.5),
    Shape(name: "border ring", path: ring, scale: 1.5, dx: 2.75, dy: 1.125, rule: .evenOdd),
  ]

  /// A rounded border: the outline and the inside, filled even-odd.
  static var ring: Path {
    var p = Path.roundedRect(Rect(x: 4, y: 4, width: 90, height: 120), radius: 12)
    p.append(.roundedRect(Rect(x: 7, y: 7, width: 84, height: 114), radius: 9))
    return p
  }

  static func contours(_ shape: Shape) -> (DeviceContours, RasterRect) {
    let contours = DeviceContours(Polylines(shape.path, tolerance: 0.1), shape.map)
    return (contours, contours.bounds.intersection(canvas))
  }

  /// The shape's coverage in one pass over the region, or through the banded rasterizer.
  static func plane(_ shape: Shape, banded: Bool) -> [UInt8] {
    let (contours, region) = contours(shape)
    let plane = AlphaPlane(width: canvas.width, height: canvas.height)
    let sink = PlaneSink(values: plane.values, width: canvas.width, mask: nil)
    let accumulator = CoverageAccumulator()
    if banded {
      accumulator.rasterize(contours, in: region, shape.rule, into: sink)
    } else {
      accumulator.rasterize(region, shape.rule, into: sink) { contours.addEdges(to: $0) }
    }
    return Array(UnsafeBufferPointer(start: plane.values, count: canvas.width * canvas.height))
  }

  @Test(arguments: shapes)
  func bandedRowsMatchOnePassExactly(shape: Shape) {
    let (contours, region) = Self.contours(shape)
    #expect(CoverageAccumulator.verticalBand(contours, region) != nil)
    #expect(Self.plane(shape, banded: true) == Self.plane(shape, banded: false))
  }

  @Test(arguments: shapes.filter { $0.rule == .nonZero })
  func pendingClipInsideIsFullyCovered(shape: Shape) throws {
    let bounds = shape.path.controlBounds
    let radius = shape.name == "pill" ? 20.0 : (shape.name == "card" ? 10 : 6.48)
    let r = shape.name.hasPrefix("rectangle") ? 0 : radius
    let inside = try #require(PendingClip.insideRects(bounds, radius: r, shape.map))
    let plane = Self.plane(shape, banded: false)
    for rect in [inside.0, inside.1] where !rect.isEmpty {
      let clipped = rect.intersection(Self.canvas)
      let values = (clipped.y0..<clipped.y1).flatMap { y in
        (clipped.x0..<clipped.x1).map { plane[y * Self.canvas.width + $0] }
      }
      #expect(values.allSatisfy { $0 == 255 })
    }
  }

  @Test func smallOrSlantedShapesHaveNoBand() {
    let small = DeviceContours(
      Polylines(.rect(Rect(x: 1, y: 1, width: 10, height: 10)), tolerance: 0.1), .identity)
    #expect(CoverageAccumulator.verticalBand(small, small.bounds) == nil)
    let turned = DeviceContours(
      Polylines(.rect(Rect(x: 0, y: 0, width: 60, height: 120)), tolerance: 0.1),
      .rotation(0.1).then(.translation(40, 10)))
    #expect(CoverageAccumulator.verticalBand(turned, turned.bounds) == nil)
  }
}
