import AnimatorKit

/// IBAnimatable's `systemCameraIris(hollowState:)`: a camera's shutter closes over the old
/// screen and opens on the new one; `open` only opens (on the new screen, from shut), `close`
/// only closes (over the old screen; the new one shows when it is shut).
///
/// Core Animation draws this private `cameraIris` type with iris blades; the host does not
/// draw it, so here a black ring, a circle's border as wide as the circle, narrows and widens
/// its hole: a round aperture standing in for the blades.
final class CameraIrisAnimator: PackAnimator {
  /// What the shutter does: close then open, only open, or only close.
  enum Hollow: String, CaseIterable {
    case none, open, close

    var opposite: Hollow {
      switch self {
      case .none: .none
      case .open: .close
      case .close: .open
      }
    }
  }

  static let hollowState = Parameter.choice(
    "hollow-state", default: Hollow.none,
    summary: "none closes, then opens; open only opens; close only closes; the "
      + "dismissal runs the opposite")

  let hollow: Hollow

  init(hollow: Hollow, duration: TimeInterval, role: TransitionRole) {
    self.hollow = role.isReversed ? hollow.opposite : hollow
    super.init(duration: duration, role: role)
  }

  override var arrivingOnTop: Bool { false }

  override func run(on stage: TransitionStage) {
    let bounds = stage.bounds
    let radius = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
    let shutter = UIView(
      frame: CGRect(
        x: bounds.midX - radius, y: bounds.midY - radius, width: 2 * radius,
        height: 2 * radius))
    shutter.layer.cornerRadius = radius
    shutter.layer.borderColor = UIColor.black.cgColor
    shutter.layer.borderWidth = hollow == .open ? radius : 0
    stage.add(shutter)
    let leaving = stage.leaving
    if hollow == .open { leaving.alpha = 0 }
    let hollow = hollow
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [.calculationModeLinear],
      animations: {
        switch hollow {
        case .none:
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            shutter.layer.borderWidth = radius
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.01) {
            leaving.alpha = 0
          }
          UIView.addKeyframe(withRelativeStartTime: 0.51, relativeDuration: 0.49) {
            shutter.layer.borderWidth = 0
          }
        case .open:
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            shutter.layer.borderWidth = 0
          }
        case .close:
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.99) {
            shutter.layer.borderWidth = radius
          }
          UIView.addKeyframe(withRelativeStartTime: 0.99, relativeDuration: 0.01) {
            leaving.alpha = 0
          }
        }
      },
      completion: { _ in stage.finish() })
  }
}
