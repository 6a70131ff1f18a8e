import AnimatorKit

/// IBAnimatable's `fold(from:folds:)`: both screens are cut into `folds` strips of two panels
/// each; the old screen's panels fold up like an accordion into the far edge while the new
/// screen's unfold out of the near edge ("from left": the new screen opens from the left edge
/// and the old one folds into the right edge), darkening as they fold.
///
/// As in the original, all panels move together in one ease-in-out animation and share one
/// perspective (m34 = -1/200). The original folds vertical panels towards the viewer; here
/// every crease recedes, so a vertical fold looks like a horizontal one turned a quarter.
final class FoldAnimator: DirectedPackAnimator {
  static let direction = directionParameter(sides, summary: "the edge the new screen unfolds from")
  static let folds = Parameter.integer(
    "folds", default: 2, range: 1...10, summary: "folds across the screen")

  let folds: Int

  init(direction: TransitionDirection, folds: Int, duration: TimeInterval, role: TransitionRole) {
    self.folds = max(1, folds)
    super.init(direction: direction, duration: duration, role: role)
  }

  override func run(on stage: TransitionStage) {
    let canvas = stage.addCanvas(eye: 200)
    let horizontal = direction.isHorizontal
    let far = direction.startsAtFarEdge
    let old = panels(of: stage.leaving, afterUpdates: false)
    let new = panels(of: stage.arriving, afterUpdates: true)
    stage.leaving.isHidden = true
    stage.arriving.isHidden = true
    let lift: CGFloat = horizontal ? .pi / 2 : -.pi / 2
    let leavingFrame = stage.leaving.frame
    let arrivingFrame = stage.arriving.frame
    for panel in old + new { canvas.addSubview(panel.piece.view) }
    for panel in new {
      panel.piece.view.layer.position = edgePoint(of: arrivingFrame, far: far)
      panel.piece.view.layer.transform = rotation(panel.first ? lift : -lift)
      panel.piece.shadow.opacity = 1
    }
    for panel in old { panel.piece.shadow.opacity = 0 }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for panel in old {
          panel.piece.view.layer.position = self.edgePoint(of: leavingFrame, far: !far)
          panel.piece.view.layer.transform = self.rotation(panel.first ? lift : -lift)
          panel.piece.shadow.opacity = 1
        }
        for panel in new {
          panel.piece.view.layer.position = panel.rest
          panel.piece.view.layer.transform = CATransform3DIdentity
          panel.piece.shadow.opacity = 0
        }
      },
      completion: { _ in stage.finish() })
  }

  /// One panel: its shaded piece, whether it is the first of its strip (hinged at the near
  /// edge) and where its hinge rests.
  private struct Panel {
    let piece: ShadedPiece
    let first: Bool
    let rest: CGPoint
  }

  /// The panels of a screen, each at rest with its hinge on its strip's outer edge.
  private func panels(of screen: UIView, afterUpdates: Bool) -> [Panel] {
    let frame = screen.frame
    // The panels cut one image of the screen, so its views are copied once, not per panel.
    guard let image = screen.snapshotView(afterScreenUpdates: afterUpdates) else { return [] }
    let horizontal = direction.isHorizontal
    let length = horizontal ? frame.width : frame.height
    let across = horizontal ? frame.height : frame.width
    let size = length / CGFloat(2 * folds)
    var result: [Panel] = []
    for index in 0..<(2 * folds) {
      let first = index % 2 == 0
      let start = CGFloat(index) * size
      let region =
        horizontal
        ? CGRect(x: start, y: 0, width: size, height: across)
        : CGRect(x: 0, y: start, width: across, height: size)
      let dark: CGRectEdge =
        horizontal ? (first ? .maxXEdge : .minXEdge) : (first ? .maxYEdge : .minYEdge)
      guard
        let piece = ShadedPiece(
          of: image, region: region, afterUpdates: false, darkEdge: dark, darkness: 1)
      else { continue }
      let hinge = first ? start : start + size
      let rest =
        horizontal
        ? CGPoint(x: frame.minX + hinge, y: frame.midY)
        : CGPoint(x: frame.midX, y: frame.minY + hinge)
      let anchor =
        horizontal ? CGPoint(x: first ? 0 : 1, y: 0.5) : CGPoint(x: 0.5, y: first ? 0 : 1)
      piece.view.layer.anchorPoint = anchor
      piece.view.layer.position = rest
      result.append(Panel(piece: piece, first: first, rest: rest))
    }
    return result
  }

  /// The middle of a frame's near (or far) edge across the fold's axis.
  private func edgePoint(of frame: CGRect, far: Bool) -> CGPoint {
    direction.isHorizontal
      ? CGPoint(x: far ? frame.maxX : frame.minX, y: frame.midY)
      : CGPoint(x: frame.midX, y: far ? frame.maxY : frame.minY)
  }

  /// A turn about the axis the panels hinge on.
  private func rotation(_ angle: CGFloat) -> CATransform3D {
    direction.isHorizontal
      ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
  }
}
