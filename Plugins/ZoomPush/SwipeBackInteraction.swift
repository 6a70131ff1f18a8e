import AnimatorKit

/// The swipe back from the left edge that pops the detail screen, as iOS apps write it for a
/// custom navigation animator: a screen-edge pan on the pushed view calls
/// `popViewController(animated:)` when it begins, updates the percent while it moves, and on
/// release finishes past a third of the width (or on a flick) and cancels otherwise.
final class SwipeBackInteraction: UIPercentDrivenInteractiveTransition {
  /// Whether a swipe is driving a pop now.
  private(set) var interactionInProgress = false
  private let viewController: UIViewController
  private let edge = UIScreenEdgePanGestureRecognizer()

  init(viewController: UIViewController) {
    self.viewController = viewController
    super.init()
    edge.edges = .left
    edge.addTarget { [unowned self] in self.handle($0) }
    viewController.view.addGestureRecognizer(edge)
  }

  private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
    let container = gesture.view?.superview
    let width = max(viewController.view.bounds.width, 1)
    let progress = min(max(gesture.translation(in: container).x / width, 0), 1)
    switch gesture.state {
    case .began:
      interactionInProgress = true
      viewController.navigationController?.popViewController(animated: true)
    case .changed:
      update(progress)
    case .cancelled:
      interactionInProgress = false
      cancel()
    case .ended:
      interactionInProgress = false
      let flick = gesture.velocity(in: container).x > 800
      if progress > 1.0 / 3 || flick { finish() } else { cancel() }
    default:
      break
    }
  }
}
