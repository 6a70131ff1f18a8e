import CAnimatorABI
import TransitionEngine

/// Decodes the ABI's flat path-command arrays (ANIMHOST_PATH_*).
enum PathCommands {
  /// The path the commands describe, or nil when an opcode is unknown, a command is cut short
  /// or a number is not finite.
  static func decode(_ commands: UnsafeBufferPointer<Double>) -> Path? {
    var path = Path()
    var i = 0
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
    while i < commands.count {
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
      default:
        return nil
      }
    }
    return path
  }
}
