/// A path, as UIKit's UIBezierPath, with the ready-made star and heart the holiday animators use.
open class UIBezierPath: NSObject {
  let path = CGMutablePath()

  /// An empty path.
  public override init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in a rectangle (a circle when it is square).
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// An arc of a circle; `clockwise` is as it looks on screen (y points down).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A five-pointed (or `points`-pointed) star centred in a rectangle, its first tip up.
  public convenience init(starIn rect: CGRect, points: Int = 5, innerRatio: CGFloat = 0.4) {
    self.init()
    let radius = Double(min(rect.width, rect.height) / 2)
    path.append(
      ANIMHOST_PATH_STAR,
      [Double(rect.midX), Double(rect.midY), radius, Double(points), Double(innerRatio)])
  }

  /// A heart filling a rectangle, its point at the bottom.
  public convenience init(heartIn rect: CGRect) {
    self.init()
    path.append(ANIMHOST_PATH_HEART, rect.values)
  }

  /// The path as a CGPath, for CAShapeLayer.path.
  public var cgPath: CGPath { CGMutablePath(commands: path.commands) }

  /// Starts a new subpath.
  public func move(to point: CGPoint) { path.move(to: point) }
  /// A straight line.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A quadratic curve.
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// A cubic curve.
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc; `clockwise` is as it looks on screen.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.append(
      ANIMHOST_PATH_ARC,
      center.values + [Double(radius), Double(startAngle), Double(endAngle), clockwise ? 1 : 0])
  }
  /// Appends another path.
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Closes the current subpath.
  public func close() { path.closeSubpath() }
}
