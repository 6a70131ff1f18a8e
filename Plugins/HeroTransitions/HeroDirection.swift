import AnimatorKit

/// The way the screens move, as a step of -1, 0 or 1 on each axis: Hero's `left`, `right`,
/// `up` and `down` (one axis), and Presentr's corners (both axes at once).
///
/// A direction names where the motion heads, as Hero's does: `push` with `left` brings the new
/// screen in from the right, heading left. A corner names where the screen comes from, as
/// Presentr's does: `bottom-right` brings it in heading up and to the left.
struct HeroDirection: Equatable {
  /// The horizontal step: -1 left, 1 right.
  var dx: CGFloat
  /// The vertical step: -1 up, 1 down.
  var dy: CGFloat

  static let left = HeroDirection(dx: -1, dy: 0)
  static let right = HeroDirection(dx: 1, dy: 0)
  static let up = HeroDirection(dx: 0, dy: -1)
  static let down = HeroDirection(dx: 0, dy: 1)

  /// The opposite way, which Hero's autoReverse dismisses with.
  var reversed: HeroDirection { HeroDirection(dx: -dx, dy: -dy) }

  /// Hero's four directions by the word the `direction` parameter takes.
  static let sides: [(name: String, direction: HeroDirection)] = [
    ("left", .left), ("right", .right), ("up", .up), ("down", .down),
  ]

  /// Presentr's four corners by the word the `direction` parameter takes: the motion away from
  /// the corner.
  static let corners: [(name: String, direction: HeroDirection)] = [
    ("top-left", HeroDirection(dx: 1, dy: 1)), ("top-right", HeroDirection(dx: -1, dy: 1)),
    ("bottom-left", HeroDirection(dx: 1, dy: -1)), ("bottom-right", HeroDirection(dx: -1, dy: -1)),
  ]

  /// The offset of a whole screen's travel this way in a container of a size.
  func offset(in size: CGSize) -> CGPoint {
    CGPoint(x: dx * size.width, y: dy * size.height)
  }
}
