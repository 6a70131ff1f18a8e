import TransitionEngine

// The engine's value types on the wire. Every double is written whole (see WireWriter).

extension WireWriter {
  /// Appends a point.
  package mutating func point(_ p: Point) {
    double(p.x)
    double(p.y)
  }

  /// Appends a size.
  package mutating func size(_ s: Size) {
    double(s.width)
    double(s.height)
  }

  /// Appends a rectangle.
  package mutating func rect(_ r: Rect) {
    point(r.origin)
    size(r.size)
  }

  /// Appends a colour.
  package mutating func color(_ c: Color) {
    double(c.red)
    double(c.green)
    double(c.blue)
    double(c.alpha)
  }

  /// Appends a 4×4 transform, row by row.
  package mutating func transform(_ t: Transform3D) {
    for index in 0..<16 { double(t.m[index]) }
  }

  /// Appends a path as its elements: an opcode byte and the element's points.
  package mutating func path(_ p: Path) {
    count(p.elements.count)
    for element in p.elements {
      switch element {
      case let .move(to):
        byte(0)
        point(to)
      case let .line(to):
        byte(1)
        point(to)
      case let .quad(control, to):
        byte(2)
        point(control)
        point(to)
      case let .cubic(control1, control2, to):
        byte(3)
        point(control1)
        point(control2)
        point(to)
      case .close:
        byte(4)
      }
    }
  }
}

extension WireReader {
  /// Reads a point.
  package mutating func point() throws(PluginRunError) -> Point {
    Point(x: try double(), y: try double())
  }

  /// Reads a size.
  package mutating func size() throws(PluginRunError) -> Size {
    Size(width: try double(), height: try double())
  }

  /// Reads a rectangle.
  package mutating func rect() throws(PluginRunError) -> Rect {
    Rect(origin: try point(), size: try size())
  }

  /// Reads a colour.
  package mutating func color() throws(PluginRunError) -> Color {
    Color(red: try double(), green: try double(), blue: try double(), alpha: try double())
  }

  /// Reads a 4×4 transform.
  package mutating func transform() throws(PluginRunError) -> Transform3D {
    var m = SIMD16<Double>()
    for index in 0..<16 { m[index] = try double() }
    return Transform3D(m)
  }

  /// Reads a path, rebuilding it through the same calls that made it.
  package mutating func path() throws(PluginRunError) -> Path {
    var path = Path()
    let count = try count(minimumSize: 1)
    for _ in 0..<count {
      switch try byte() {
      case 0: path.move(to: try point())
      case 1:
        let to = try point()
        guard !path.isEmpty else { throw malformed("a path line before any move") }
        path.line(to: to)
      case 2:
        let control = try point()
        let to = try point()
        guard !path.isEmpty else { throw malformed("a path curve before any move") }
        path.quad(to: to, control: control)
      case 3:
        let control1 = try point()
        let control2 = try point()
        let to = try point()
        guard !path.isEmpty else { throw malformed("a path curve before any move") }
        path.cubic(to: to, control1: control1, control2: control2)
      case 4:
        guard !path.isEmpty else { throw malformed("a path close before any move") }
        path.close()
      case let other: throw malformed("invalid path opcode \(other)")
      }
    }
    return path
  }
}
