import AnimatorKit

/// IBAnimatable's `explode(xFactor:minAngle:maxAngle:)`: the old screen bursts into pieces.
///
/// It breaks into a grid of
/// square-ish pieces, `xFactor` to a row, that fly apart, each spinning by an angle between
/// `minAngle` and `maxAngle` radians, shrinking to nothing and fading, uncovering the new
/// screen. Its reverse is itself, as in the original: a dismissal explodes the screen that
/// leaves.
///
/// As in the original, each piece moves by its own distance from the screen's top-left corner
/// less a jitter of up to 100 points each way, so the pile scatters down and to the right. The
/// differences: the jitter and angles come from a seeded generator (the `seed` parameter), the
/// same every run, where the original draws whole numbers from `arc4random`; and the rows are
/// as tall as the pieces are wide, where the original steps its rows by a different length than
/// their height so they overlap.
final class ExplodeAnimator: PackAnimator {
  static let xFactor = Parameter.integer(
    "x-factor", default: 10, range: 1...20, summary: "pieces in a row")
  static let minAngle = Parameter.number(
    "min-angle", default: -10, range: -20...20, summary: "the least spin, in radians")
  static let maxAngle = Parameter.number(
    "max-angle", default: 10, range: -20...20, summary: "the most spin, in radians")
  static let seed = Parameter.integer(
    "seed", default: 1, range: 0...1_000_000, summary: "scatters the pieces")
  static let parameters: [any AnimatorParameterConvertible] = [xFactor, minAngle, maxAngle, seed]

  let columns: Int
  let angles: ClosedRange<Double>
  let seed: UInt64

  init(
    columns: Int, minAngle: Double, maxAngle: Double, seed: Int, duration: TimeInterval,
    role: TransitionRole
  ) {
    self.columns = max(1, columns)
    angles = min(minAngle, maxAngle)...max(minAngle, maxAngle)
    self.seed = UInt64(truncatingIfNeeded: seed)
    super.init(duration: duration, role: role)
  }

  override var arrivingOnTop: Bool { false }

  override func run(on stage: TransitionStage) {
    let screen = stage.leaving
    let frame = screen.frame
    // The pieces cut one image of the screen, so its views are copied once, not per piece.
    guard frame.width > 0, frame.height > 0,
      let image = screen.snapshotView(afterScreenUpdates: false)
    else {
      stage.finish()
      return
    }
    let width = frame.width / CGFloat(columns)
    let rows = max(1, Int((frame.height / width).rounded()))
    let height = frame.height / CGFloat(rows)
    var pieces: [(view: UIView, flight: CGAffineTransform)] = []
    var random = SeededGenerator(seed: seed)
    for row in 0..<rows {
      for column in 0..<columns {
        let region = CGRect(
          x: CGFloat(column) * width, y: CGFloat(row) * height, width: width, height: height)
        guard
          let piece = image.resizableSnapshotView(
            from: region, afterScreenUpdates: false, withCapInsets: .zero)
        else { continue }
        piece.frame = region.offsetBy(dx: frame.minX, dy: frame.minY)
        let dx = random.uniform(-100...100)
        let dy = random.uniform(-100...100)
        let angle = random.uniform(angles)
        let flight = CGAffineTransform(
          translationX: region.minX - CGFloat(dx), y: region.minY - CGFloat(dy)
        )
        .rotated(by: CGFloat(angle)).scaledBy(x: 0.01, y: 0.01)
        stage.add(piece)
        pieces.append((piece, flight))
      }
    }
    screen.isHidden = true
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for piece in pieces {
          piece.view.transform = piece.flight
          piece.view.alpha = 0
        }
      },
      completion: { _ in stage.finish() })
  }
}
