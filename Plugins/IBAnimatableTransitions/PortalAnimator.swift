import AnimatorKit

/// IBAnimatable's `portal(direction:zoomScale:)`: double doors.
///
/// Forward: the old screen splits down the middle
/// and its halves slide apart like doors while the new screen, behind them, grows from
/// `zoomScale` to full size. Backward: the new screen's halves slide in from the sides and
/// close over the old screen, which shrinks to `zoomScale` behind them. Both ease out.
final class PortalAnimator: DirectedPackAnimator {
  static let direction = directionParameter(
    depths, summary: "forward opens the doors, backward closes the new screen's over the old")
  static let zoomScale = Parameter.number(
    "zoom-scale", default: 0.8, range: 0.1...1,
    summary: "the size the screen behind the doors grows from (or shrinks to)")

  let zoomScale: CGFloat
  /// Whether the doors open (forward) this run.
  var forward: Bool { direction == .forward }

  init(
    direction: TransitionDirection, zoomScale: CGFloat, duration: TimeInterval, role: TransitionRole
  ) {
    self.zoomScale = zoomScale
    super.init(direction: direction, duration: duration, role: role)
  }

  override var arrivingOnTop: Bool { false }

  override func run(on stage: TransitionStage) {
    // The doors: the old screen's halves opening, or the new screen's closing.
    let doorScreen = forward ? stage.leaving : stage.arriving
    let frame = doorScreen.frame
    let half = frame.width / 2
    var doors: [(view: UIView, shut: CGRect, open: CGRect)] = []
    for left in [true, false] {
      let region = CGRect(x: left ? 0 : half, y: 0, width: half, height: frame.height)
      guard
        let door = doorScreen.resizableSnapshotView(
          from: region, afterScreenUpdates: !forward, withCapInsets: .zero)
      else { continue }
      let shut = region.offsetBy(dx: frame.minX, dy: frame.minY)
      doors.append((door, shut, shut.offsetBy(dx: left ? -half : half, dy: 0)))
      stage.add(door)
    }
    doorScreen.isHidden = true
    let scaled = CATransform3DMakeScale(zoomScale, zoomScale, 1)
    let forward = forward
    for door in doors { door.view.frame = forward ? door.shut : door.open }
    if forward { stage.arriving.layer.transform = scaled }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseOut],
      animations: {
        for door in doors { door.view.frame = forward ? door.open : door.shut }
        if forward {
          stage.arriving.layer.transform = CATransform3DIdentity
        } else {
          stage.leaving.layer.transform = scaled
        }
      },
      completion: { _ in stage.finish() })
  }
}
