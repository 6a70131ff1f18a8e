import AnimatorKit

/// Turns a pan on the card (or a swipe in from the left edge) into the percent of a dismissal.
///
/// Written as iOS apps write it: the recognizers are added to the presented view, `.began`
/// calls `dismiss(animated:)`, `.changed` updates the percent, and `.ended` finishes past the
/// threshold or on a flick and cancels otherwise.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition,
  UIGestureRecognizerDelegate
{
  /// Which way the card leaves.
  enum Direction {
    case down, right
  }

  /// Whether a swipe is driving a dismissal now.
  private(set) var interactionInProgress = false
  /// The way the current swipe moves the card.
  private(set) var direction = Direction.down
  private let viewController: UIViewController
  private let style: SwipeStyle
  private let pan = UIPanGestureRecognizer()
  private let edge = UIScreenEdgePanGestureRecognizer()

  init(viewController: UIViewController, style: SwipeStyle) {
    self.viewController = viewController
    self.style = style
    super.init()
    completionCurve = .easeOut
    pan.delegate = self
    pan.addTarget { [unowned self] in self.handle($0, direction: .down) }
    edge.edges = .left
    edge.addTarget { [unowned self] in self.handle($0, direction: .right) }
    viewController.view.addGestureRecognizer(pan)
    viewController.view.addGestureRecognizer(edge)
  }

  /// A plain pan starts only when it moves mostly downward, so that the edge swipe wins.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === pan else { return true }
    let velocity = pan.velocity(in: pan.view)
    return velocity.y > abs(velocity.x)
  }

  private func handle(_ gesture: UIPanGestureRecognizer, direction: Direction) {
    let container = gesture.view?.superview
    let translation = gesture.translation(in: container)
    let velocity = gesture.velocity(in: container)
    let bounds = viewController.view.bounds
    let distance = direction == .down ? bounds.height : bounds.width
    let moved = direction == .down ? translation.y : translation.x
    let speed = direction == .down ? velocity.y : velocity.x
    let progress = min(max(moved / max(distance, 1), 0), 1)
    switch gesture.state {
    case .began:
      interactionInProgress = true
      self.direction = direction
      viewController.dismiss(animated: true, completion: nil)
    case .changed:
      update(progress)
    case .cancelled:
      interactionInProgress = false
      cancel()
    case .ended:
      interactionInProgress = false
      if progress > style.threshold || speed > style.flickVelocity { finish() } else { cancel() }
    default:
      break
    }
  }
}
