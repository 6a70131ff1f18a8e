/// What an animator asks a navigation or tab bar controller to do
/// (`view_controller_navigate`).
package enum NavigationCommand: Sendable {
  /// pushViewController(_:animated:).
  case push
  /// popViewController(animated:).
  case pop
  /// popToRootViewController(animated:).
  case popToRoot
  /// popToViewController(_:animated:).
  case popTo
  /// selectedViewController = target, or selectedIndex.
  case select

  /// The UIKit call, for messages.
  package var call: String {
    switch self {
    case .push: "pushViewController(_:animated:)"
    case .pop: "popViewController(animated:)"
    case .popToRoot: "popToRootViewController(animated:)"
    case .popTo: "popToViewController(_:animated:)"
    case .select: "selectedViewController"
    }
  }
}

/// What came of a navigation command.
package enum NavigationOutcome: Equatable, Sendable {
  /// The pop or switch begins when the handler returns.
  case requested
  /// Nothing to do: the tab is already selected.
  case unchanged
  /// Nothing to pop, or the target is not on the stack or a tab.
  case notFound
  /// A transition is under way.
  case busy
  /// The host does not run this (a push from plugin code, an unanimated change).
  case unsupported
  /// The command does not fit the controller (a pop on a tab bar controller).
  case wrongController
}

extension Engine {
  /// A navigation or tab bar controller asked to change from animator code, as a gesture
  /// handler does to begin an interactive pop or tab switch: a pop or switch is requested
  /// (the runner starts it when the handler returns); anything else is refused with a
  /// `navigation-misuse` diagnostic that says why.
  package func navigate(
    _ container: ViewControllerNode, _ command: NavigationCommand,
    target: ViewControllerNode?, animated: Bool
  ) -> NavigationOutcome {
    let wanted: TransitionKind = command == .select ? .tab : .push
    guard container.containerKind == wanted else { return .wrongController }
    func refuse(_ outcome: NavigationOutcome, _ why: String) -> NavigationOutcome {
      diagnose(
        .warning, "navigation-misuse", "animator '\(activeAnimator)' called \(command.call): \(why)"
      )
      return outcome
    }
    let children = container.children
    if children.contains(where: {
      $0.transitionContext?.completion == nil && $0.transitionContext != nil
    }) {
      return refuse(.busy, "a transition is under way; UIKit ignores it until that one ends")
    }
    if command == .push {
      return refuse(
        .unsupported,
        "the host pushes only the scene's screen (--kind push); it was not pushed")
    }
    guard animated else {
      return refuse(
        .unsupported, "the host runs animated transitions only; pass animated: true")
    }
    switch command {
    case .select:
      guard let target, children.contains(where: { $0 === target }) else {
        return refuse(.notFound, "the view controller is not one of the tabs")
      }
      guard let selected = container.selectedChild, selected !== target else { return .unchanged }
      requestDismiss(selected, to: target)
    case .pop, .popToRoot, .popTo:
      guard children.count > 1, let top = children.last else {
        return refuse(.notFound, "the stack holds only its root; there is nothing to pop")
      }
      let goal: ViewControllerNode? =
        switch command {
        case .popToRoot: children[0]
        case .popTo: target
        default: children[children.count - 2]
        }
      guard let goal, goal !== top, children.contains(where: { $0 === goal }) else {
        return refuse(.notFound, "the view controller is not below the top of the stack")
      }
      requestDismiss(top, to: goal)
    case .push:
      break
    }
    return .requested
  }
}
