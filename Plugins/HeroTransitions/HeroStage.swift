import AnimatorKit

/// Decides which screens of a transition take part and how, and stacks them in the container.
///
/// A screen in the container takes part as itself. The screen behind a presentation, outside
/// the container, takes part through a snapshot, and only when the presented screen fills the
/// container: around a sheet or a form it stays still, as it stays on screen afterwards (moving
/// it would make it jump back at the end).
struct HeroStage {
  let context: any UIViewControllerContextTransitioning
  let role: TransitionRole

  private var container: UIView { context.containerView }

  /// Whether the presented screen covers the whole container (always, for navigation and tabs).
  private var presentedFills: Bool {
    let presenting = role == .present
    guard role.isModal,
      let presented = context.viewController(forKey: presenting ? .to : .from)
    else { return true }
    let frame = presenting ? context.finalFrame(for: presented) : presented.view?.frame ?? .zero
    let bounds = container.bounds
    return abs(frame.minX - bounds.minX) < 0.5 && abs(frame.minY - bounds.minY) < 0.5
      && abs(frame.width - bounds.width) < 0.5 && abs(frame.height - bounds.height) < 0.5
  }

  /// The actor for one screen's view, or nil when it does not take part.
  func actor(for screen: UIView) -> HeroActor? {
    if screen.superview == container { return HeroActor(screen: screen) }
    guard presentedFills else { return nil }
    return HeroActor(standingInFor: screen, in: container)
  }

  /// Puts the arriving screen just in front of or just behind the leaving one.
  func order(arriving: HeroActor?, leaving: HeroActor?, arrivingInFront: Bool) {
    guard let arriving, let leaving else { return }
    if arrivingInFront {
      container.insertSubview(arriving.view, aboveSubview: leaving.view)
    } else {
      container.insertSubview(arriving.view, belowSubview: leaving.view)
    }
  }
}
