/// Where a `--drag` script's finger is: it goes down at `start` (or the middle of the edge or
/// of the screen) and moves `amount` points along its direction; a pinch stays put and
/// scales.
struct Finger {
  let script: DragScript
  /// Where it goes down before moving (amount 0), in window coordinates.
  let origin: Point
  /// The unit vector it moves along (zero for pinches and taps).
  let direction: Point

  init(_ script: DragScript, screen: Size) {
    self.script = script
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    switch script.gesture {
    case let .edge(edge):
      let (point, vector): (Point, Point) =
        switch edge {
        case .left: (Point(x: 0, y: middle.y), Point(x: 1, y: 0))
        case .right: (Point(x: screen.width, y: middle.y), Point(x: -1, y: 0))
        case .top: (Point(x: middle.x, y: 0), Point(x: 0, y: 1))
        case .bottom: (Point(x: middle.x, y: screen.height), Point(x: 0, y: -1))
        }
      origin = script.start ?? point
      direction = vector
    case let .pan(edge):
      origin = script.start ?? middle
      direction =
        switch edge {
        case .left: Point(x: -1, y: 0)
        case .right: Point(x: 1, y: 0)
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        }
    case .pinch, .tap:
      origin = script.start ?? middle
      direction = .zero
    }
  }

  /// Seconds after the segment starts at which the finger goes down: at once, or for a tap at
  /// the first point's time.
  var downTime: Double { script.gesture == .tap ? script.points[0].time : 0 }

  /// Where the finger is at a script time.
  func location(at time: Double) -> Point {
    let amount = direction == .zero ? 0 : script.amount(at: time)
    return Point(x: origin.x + direction.x * amount, y: origin.y + direction.y * amount)
  }

  /// How fast it moves at a script time, in points per second.
  func velocity(at time: Double) -> Point {
    let rate = script.rate(at: time)
    return Point(x: direction.x * rate, y: direction.y * rate)
  }

  /// A pinch's scale at a script time (1 for other gestures).
  func scale(at time: Double) -> Double { script.gesture == .pinch ? script.amount(at: time) : 1 }

  /// A pinch's change of scale per second at a script time (0 for other gestures).
  func scaleVelocity(at time: Double) -> Double {
    script.gesture == .pinch ? script.rate(at: time) : 0
  }

  /// The gesture as a message says it: "a drag from the left edge at (0, 422)".
  var description: String {
    let gesture =
      switch script.gesture {
      case let .edge(edge): "a drag from the \(edge.rawValue) edge"
      case let .pan(edge): "a pan toward the \(edge.rawValue)"
      case .pinch: "a pinch"
      case .tap: "a tap"
      }
    let point = location(at: downTime)
    return "\(gesture) at (\(EngineLimit.format(point.x)), \(EngineLimit.format(point.y)))"
  }
}
