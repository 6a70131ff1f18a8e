import CAnimatorABI
import PluginHost
import TransitionEngine

/// Decodes the ABI's flat path-command arrays (ANIMHOST_PATH_*).
enum PathCommands {
  /// Why commands were refused.
  enum Problem: Error {
    /// An unknown opcode, a command cut short or a number that is not finite.
    case malformed
    /// More elements than `EngineLimits.pathElements`; decoding stopped there.
    case tooLong
  }

  /// The path the commands describe, or why they were refused.
  static func decode(_ commands: UnsafeBufferPointer<Double>) -> Result<Path, Problem> {
    let limit = EngineLimits.pathElements.count
    guard let path = decode(commands, limit: limit) else { return .failure(.malformed) }
    return path.elements.count > limit ? .failure(.tooLong) : .success(path)
  }

  /// The path, nil when malformed; it stops once the path has more than `limit` elements.
  private static func decode(_ commands: UnsafeBufferPointer<Double>, limit: Int) -> Path? {
    var path = Path()
    var i = 0
    func numbers(_ n: Int) -> [Double]? {
      guard i + n <= commands.count else { return nil }
      let result = (0..<n).map { commands[i + $0] }
      guard result.allSatisfy(\.isFinite) else { return nil }
      i += n
      return result
    }
    func points(_ n: Int) -> [Point]? {
      guard i + 2 * n <= commands.count else { return nil }
      var result: [Point] = []
      for k in 0..<n {
        let x = commands[i + 2 * k]
        let y = commands[i + 2 * k + 1]
        guard x.isFinite, y.isFinite else { return nil }
        result.append(Point(x: x, y: y))
      }
      i += 2 * n
      return result
    }
    while i < commands.count, path.elements.count <= limit {
      let opcode = commands[i]
      i += 1
      switch Int32(exactly: opcode) {
      case ANIMHOST_PATH_MOVE:
        guard let p = points(1) else { return nil }
        path.move(to: p[0])
      case ANIMHOST_PATH_LINE:
        guard let p = points(1) else { return nil }
        path.line(to: p[0])
      case ANIMHOST_PATH_QUAD:
        guard let p = points(2) else { return nil }
        path.quad(to: p[1], control: p[0])
      case ANIMHOST_PATH_CUBIC:
        guard let p = points(3) else { return nil }
        path.cubic(to: p[2], control1: p[0], control2: p[1])
      case ANIMHOST_PATH_CLOSE:
        path.close()
      case ANIMHOST_PATH_ARC:
        guard let v = numbers(6), v[2] >= 0 else { return nil }
        path.arc(
          center: Point(x: v[0], y: v[1]), radius: v[2], startAngle: v[3], endAngle: v[4],
          clockwise: v[5] != 0)
      case ANIMHOST_PATH_ELLIPSE:
        guard let v = numbers(4) else { return nil }
        path.append(.ellipse(in: Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
      case ANIMHOST_PATH_ROUNDED_RECT:
        guard let v = numbers(5) else { return nil }
        path.append(.roundedRect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]), radius: v[4]))
      case ANIMHOST_PATH_STAR:
        guard let v = numbers(5), v[3] >= 2, v[3] <= 100 else { return nil }
        path.append(
          .star(center: Point(x: v[0], y: v[1]), radius: v[2], points: Int(v[3]), innerRatio: v[4]))
      case ANIMHOST_PATH_HEART:
        guard let v = numbers(4) else { return nil }
        path.append(.heart(in: Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
      default:
        return nil
      }
    }
    return path
  }
}
