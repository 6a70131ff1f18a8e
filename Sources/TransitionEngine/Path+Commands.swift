extension Path {
  /// The path that flat path commands describe, as the ABI writes them (ANIMHOST_PATH_*: 0 move
  /// x y, 1 line x y, 2 quad cx cy x y, 3 cubic c1x c1y c2x c2y x y, 4 close, 5 arc cx cy radius
  /// start end clockwise, 6 ellipse x y w h, 7 rounded rect x y w h radius, 8 star cx cy radius
  /// points ratio, 9 heart x y w h); nil when they are malformed (an unknown opcode, a command
  /// cut short, a number that is not finite) or make more than `limit` elements.
  package init?(commands: [Double], limit: Int = EngineLimits.pathElements.count) {
    self.init()
    var i = 0
    func take(_ n: Int) -> [Double]? {
      guard i + n <= commands.count else { return nil }
      let numbers = Array(commands[i..<(i + n)])
      guard numbers.allSatisfy(\.isFinite) else { return nil }
      i += n
      return numbers
    }
    func rect(_ v: [Double]) -> Rect { Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
    while i < commands.count {
      guard elements.count <= limit, let opcode = Int(exactly: commands[i]) else { return nil }
      i += 1
      switch (opcode, take([2, 2, 4, 6, 0, 6, 4, 5, 5, 4][min(max(opcode, 0), 9)])) {
      case let (0, v?): move(to: Point(x: v[0], y: v[1]))
      case let (1, v?): line(to: Point(x: v[0], y: v[1]))
      case let (2, v?): quad(to: Point(x: v[2], y: v[3]), control: Point(x: v[0], y: v[1]))
      case let (3, v?):
        cubic(
          to: Point(x: v[4], y: v[5]), control1: Point(x: v[0], y: v[1]),
          control2: Point(x: v[2], y: v[3]))
      case (4, _?): close()
      case let (5, v?) where v[2] >= 0:
        arc(
          center: Point(x: v[0], y: v[1]), radius: v[2], startAngle: v[3], endAngle: v[4],
          clockwise: v[5] != 0)
      case let (6, v?): append(.ellipse(in: rect(v)))
      case let (7, v?): append(.roundedRect(rect(v), radius: v[4]))
      case let (8, v?) where v[3] >= 2 && v[3] <= 100:
        append(
          .star(
            center: Point(x: v[0], y: v[1]), radius: v[2], points: Int(v[3]), innerRatio: v[4]))
      case let (9, v?): append(.heart(in: rect(v)))
      default: return nil
      }
    }
    guard elements.count <= limit else { return nil }
  }
}
