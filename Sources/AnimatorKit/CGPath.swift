/// A vector path, as Core Graphics' CGPath: a list of drawing commands the host turns into
/// geometry (arcs and ready-made shapes included).
public class CGPath: @unchecked Sendable {
  /// The ABI's flat command array (ANIMHOST_PATH_*).
  var commands: [Double] = []

  init(commands: [Double]) {
    self.commands = commands
  }

  /// Whether the path has no commands.
  public var isEmpty: Bool { commands.isEmpty }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(commands: commands) }

  /// A closed ellipse inscribed in a rectangle, as CGPath(ellipseIn:transform:).
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    self.init(commands: [Double(ANIMHOST_PATH_ELLIPSE)] + rect.values)
  }

  /// A closed rectangle, as CGPath(rect:transform:).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    self.init(commands: [Double(ANIMHOST_PATH_ROUNDED_RECT)] + rect.values + [0])
  }

  /// A closed rounded rectangle, as CGPath(roundedRect:cornerWidth:cornerHeight:transform:).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    self.init(
      commands: [Double(ANIMHOST_PATH_ROUNDED_RECT)] + rect.values + [
        Double(min(cornerWidth, cornerHeight))
      ])
  }
}

/// A path that can be added to, as Core Graphics' CGMutablePath.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(commands: []) }

  override init(commands: [Double]) { super.init(commands: commands) }

  /// Starts a new subpath at a point.
  public func move(to point: CGPoint) { append(ANIMHOST_PATH_MOVE, point.values) }
  /// A straight line to a point.
  public func addLine(to point: CGPoint) { append(ANIMHOST_PATH_LINE, point.values) }
  /// A quadratic curve to a point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    append(ANIMHOST_PATH_QUAD, control.values + end.values)
  }
  /// A cubic curve to a point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    append(ANIMHOST_PATH_CUBIC, control1.values + control2.values + end.values)
  }
  /// An arc of a circle; `clockwise` is in Core Graphics' y-up sense, so on screen (y down) it
  /// turns the other way, as it does on iOS.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    append(
      ANIMHOST_PATH_ARC,
      center.values + [Double(radius), Double(startAngle), Double(endAngle), clockwise ? 0 : 1])
  }
  /// A closed rectangle.
  public func addRect(_ rect: CGRect) { append(ANIMHOST_PATH_ROUNDED_RECT, rect.values + [0]) }
  /// A closed ellipse in a rectangle.
  public func addEllipse(in rect: CGRect) { append(ANIMHOST_PATH_ELLIPSE, rect.values) }
  /// A closed rounded rectangle.
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
    append(ANIMHOST_PATH_ROUNDED_RECT, rect.values + [Double(min(cornerWidth, cornerHeight))])
  }
  /// Another path's commands.
  public func addPath(_ path: CGPath) { commands += path.commands }
  /// Closes the current subpath.
  public func closeSubpath() { append(ANIMHOST_PATH_CLOSE, []) }

  func append(_ opcode: Int32, _ operands: [Double]) {
    commands.append(Double(opcode))
    commands += operands
  }
}

extension CGPoint {
  var values: [Double] { [Double(x), Double(y)] }
}

extension CGRect {
  var values: [Double] {
    let r = standardized
    return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
  }
}
