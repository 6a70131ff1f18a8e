import TransitionEngine

extension WireWriter {
  /// Appends an interaction script (`--interactive`, `--drag`), or its absence.
  package mutating func interaction(_ script: InteractionScript?) {
    switch script {
    case nil:
      byte(0)
    case let .percent(percent)?:
      byte(1)
      count(percent.points.count)
      for point in percent.points {
        double(point.time)
        double(point.percent)
      }
      string(percent.ending.rawValue)
    case let .drag(drag)?:
      byte(2)
      switch drag.gesture {
      case let .edge(edge):
        byte(0)
        string(edge.rawValue)
      case let .pan(edge):
        byte(1)
        string(edge.rawValue)
      case .pinch: byte(2)
      case .tap: byte(3)
      }
      bool(drag.start != nil)
      if let start = drag.start {
        double(start.x)
        double(start.y)
      }
      count(drag.points.count)
      for point in drag.points {
        double(point.time)
        double(point.amount)
      }
      bool(drag.releases)
    }
  }
}

extension WireReader {
  /// Reads an interaction script, checking what the parser guarantees (points in time order).
  package mutating func interaction() throws(PluginRunError) -> InteractionScript? {
    switch try byte() {
    case 0:
      return nil
    case 1:
      let points = try timedPairs().map { PercentScript.Point(time: $0.0, percent: $0.1) }
      guard points.allSatisfy({ (0...1).contains($0.percent) }) else {
        throw malformed("a percent outside 0...1")
      }
      guard let ending = ScriptEnding(rawValue: try string()) else {
        throw malformed("an unknown script ending")
      }
      return .percent(PercentScript(points: points, ending: ending))
    case 2:
      let gesture: DragScript.Gesture
      switch try byte() {
      case 0: gesture = .edge(try edge())
      case 1: gesture = .pan(try edge())
      case 2: gesture = .pinch
      case 3: gesture = .tap
      case let other: throw malformed("invalid gesture \(other)")
      }
      let start = try bool() ? Point(x: try double(), y: try double()) : nil
      let points = try timedPairs().map { DragScript.Point(time: $0.0, amount: $0.1) }
      return .drag(DragScript(gesture: gesture, start: start, points: points, releases: try bool()))
    case let other:
      throw malformed("invalid interaction script kind \(other)")
    }
  }

  private mutating func edge() throws(PluginRunError) -> DragScript.Edge {
    let name = try string()
    guard let edge = DragScript.Edge(rawValue: name) else {
      throw malformed("invalid edge '\(name)'")
    }
    return edge
  }

  /// At least one (time, value) pair, times finite and strictly increasing.
  private mutating func timedPairs() throws(PluginRunError) -> [(Double, Double)] {
    let count = try self.count(minimumSize: 16)
    guard count > 0 else { throw malformed("a script with no points") }
    var pairs: [(Double, Double)] = []
    for _ in 0..<count {
      let time = try double()
      let value = try double()
      guard time.isFinite, value.isFinite, time >= 0, pairs.last.map({ time > $0.0 }) ?? true
      else { throw malformed("script points out of order") }
      pairs.append((time, value))
    }
    return pairs
  }
}
