import AnimatorKit

/// IBAnimatable's `flip(from:)`: a book page turning over the middle of the screen.
///
/// From left:
/// the old screen's left half lifts towards the viewer about the middle and turns to edge-on,
/// darkening, in the first half of the time; in the second the new screen's right half comes
/// down from edge-on onto the old right half, lightening. Top and bottom turn over the
/// horizontal middle.
///
/// The original's documentation names only left and right, and its code flips top and bottom
/// the same way; here bottom mirrors top as right mirrors left. The eye is at least 1.3 screen
/// widths away (the original's 500 points), so a tablet's lifted page stays in front of it.
final class FlipAnimator: DirectedPackAnimator {
  static let direction = directionParameter(sides, summary: "the side of the page that lifts")

  override func run(on stage: TransitionStage) {
    let horizontal = direction.isHorizontal
    let far = direction.startsAtFarEdge
    let eye = max(500, 1.3 * (horizontal ? stage.bounds.width : stage.bounds.height))
    let canvas = stage.addCanvas(eye: eye)
    // The halves that turn: the old screen's near half (far half from right or bottom) and
    // the new screen's other half; the two halves they uncover and cover stay still.
    guard let lifting = half(of: stage.leaving, near: !far, afterUpdates: false),
      let landing = half(of: stage.arriving, near: far, afterUpdates: true),
      let uncovered = half(of: stage.arriving, near: !far, afterUpdates: true),
      let covered = half(of: stage.leaving, near: far, afterUpdates: false)
    else {
      stage.finish()
      return
    }
    stage.leaving.isHidden = true
    stage.arriving.isHidden = true
    for piece in [uncovered, covered, lifting, landing] { canvas.addSubview(piece.view) }
    let out: CGFloat = (horizontal ? 1 : -1) * (far ? -1 : 1) * .pi / 2
    let axis: (CGFloat, CGFloat) = horizontal ? (0, 1) : (1, 0)
    for still in [uncovered, covered, lifting] { still.shadow.opacity = 0 }
    landing.shadow.opacity = 1
    landing.view.layer.transform = CATransform3DMakeRotation(-out, axis.0, axis.1, 0)
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          lifting.view.layer.transform = CATransform3DMakeRotation(out, axis.0, axis.1, 0)
          lifting.shadow.opacity = 1
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          landing.view.layer.transform = CATransform3DIdentity
          landing.shadow.opacity = 0
        }
      },
      completion: { _ in stage.finish() })
  }

  /// A half of a screen in place, hinged on the middle line and shaded towards it.
  private func half(of screen: UIView, near: Bool, afterUpdates: Bool) -> ShadedPiece? {
    let frame = screen.frame
    let horizontal = direction.isHorizontal
    let size =
      horizontal
      ? CGSize(width: frame.width / 2, height: frame.height)
      : CGSize(width: frame.width, height: frame.height / 2)
    let origin =
      near
      ? CGPoint.zero
      : (horizontal ? CGPoint(x: size.width, y: 0) : CGPoint(x: 0, y: size.height))
    let region = CGRect(origin: origin, size: size)
    let spine: CGRectEdge =
      horizontal ? (near ? .maxXEdge : .minXEdge) : (near ? .maxYEdge : .minYEdge)
    guard
      let piece = ShadedPiece(
        of: screen, region: region, afterUpdates: afterUpdates, darkEdge: spine, darkness: 0.5)
    else { return nil }
    let anchor =
      horizontal ? CGPoint(x: near ? 1 : 0, y: 0.5) : CGPoint(x: 0.5, y: near ? 1 : 0)
    piece.view.layer.anchorPoint = anchor
    piece.view.layer.position =
      horizontal
      ? CGPoint(x: frame.midX, y: frame.minY + size.height / 2)
      : CGPoint(x: frame.minX + size.width / 2, y: frame.midY)
    return piece
  }
}
