/// What makes a layer a shape layer (CAShapeLayer): its path and how the path is drawn.
///
/// The colours, line width and stroke start and end are animatable properties of the view
/// (`fillColor`, `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd`).
package struct ShapeStyle: Equatable, Sendable {
  /// How overlapping subpaths fill.
  package enum FillRule: Int, Sendable {
    /// Non-zero winding, CAShapeLayerFillRule.nonZero (the default).
    case nonZero = 0
    /// Even-odd, CAShapeLayerFillRule.evenOdd.
    case evenOdd = 1
  }

  /// How open stroke ends are drawn.
  package enum LineCap: Int, Sendable {
    case butt = 0, round = 1, square = 2
  }

  /// How stroke corners are drawn.
  package enum LineJoin: Int, Sendable {
    case miter = 0, round = 1, bevel = 2
  }

  /// The path in the layer's bounds space.
  package var path: Path
  package var fillRule: FillRule
  package var lineCap: LineCap
  package var lineJoin: LineJoin
  /// Dash lengths in points, painted then gap (CAShapeLayer.lineDashPattern); empty: solid.
  package var lineDashPattern: [Double] = []

  package init(
    path: Path = Path(), fillRule: FillRule = .nonZero, lineCap: LineCap = .butt,
    lineJoin: LineJoin = .miter
  ) {
    self.path = path
    self.fillRule = fillRule
    self.lineCap = lineCap
    self.lineJoin = lineJoin
  }
}
