extension Engine {
  /// beginAppearanceTransition(_:animated:) called by an animator on a view controller.
  ///
  /// A begin in the direction the view controller is already going (UIKit already sent it the
  /// will-callback, or the animator called begin twice), or towards the state it is already
  /// in, is what UIKit logs as "Unbalanced calls to begin/end appearance transitions": it sends
  /// no callback, and the engine reports a diagnostic. A begin in the opposite direction of one
  /// in progress reverses it, as UIKit does when a transition is cancelled.
  package func beginAppearanceTransition(_ viewController: ViewControllerNode, isAppearing: Bool) {
    let redundant: Bool =
      switch (viewController.appearance, isAppearing) {
      case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
        true
      case (.appearing, false), (.appeared, false), (.disappearing, true), (.disappeared, true):
        false
      }
    viewController.hasOpenAppearanceTransition = true
    guard !redundant else {
      let state =
        switch viewController.appearance {
        case .appearing: "is already appearing"
        case .appeared: "has already appeared"
        case .disappearing: "is already disappearing"
        case .disappeared: "has already disappeared"
        }
      diagnose(
        .warning, "unbalanced-appearance-begin",
        "animator '\(activeAnimator)' called "
          + "beginAppearanceTransition(\(isAppearing), animated:) on '\(viewController.name)', "
          + "which \(state); UIKit sends that callback itself for this style, "
          + "so remove the call")
      return
    }
    record(isAppearing ? "viewWillAppear" : "viewWillDisappear", viewController.name, "explicit")
    viewController.appearance = isAppearing ? .appearing : .disappearing
  }

  /// endAppearanceTransition() called by an animator on a view controller.
  ///
  /// Without an open beginAppearanceTransition from the animator the call is reported and
  /// ignored; otherwise the did-callback matching the state is sent (none if the state is
  /// already settled, as after a redundant begin).
  package func endAppearanceTransition(_ viewController: ViewControllerNode) {
    guard viewController.hasOpenAppearanceTransition else {
      diagnose(
        .warning, "unbalanced-appearance-end",
        "animator '\(activeAnimator)' called endAppearanceTransition() "
          + "on '\(viewController.name)' without "
          + "a matching beginAppearanceTransition(_:animated:); the call was ignored")
      return
    }
    viewController.hasOpenAppearanceTransition = false
    switch viewController.appearance {
    case .appearing:
      record("viewDidAppear", viewController.name, "explicit")
      viewController.appearance = .appeared
    case .disappearing:
      record("viewDidDisappear", viewController.name, "explicit")
      viewController.appearance = .disappeared
    case .appeared, .disappeared:
      break
    }
  }

  /// Reports a view controller whose explicit appearance transition is still open.
  func reportOpenAppearanceTransition(_ viewController: ViewControllerNode) {
    guard viewController.hasOpenAppearanceTransition else { return }
    viewController.hasOpenAppearanceTransition = false
    diagnose(
      .warning, "appearance-transition-open",
      "animator '\(activeAnimator)' called beginAppearanceTransition(_:animated:) "
        + "on '\(viewController.name)' but no endAppearanceTransition() "
        + "before completeTransition; call it when the animation ends"
    )
  }

  /// Commits transactions an animator left open, with a diagnostic (the implicit CATransaction
  /// quietly).
  package func closeOpenTransactions() {
    closeOpenCATransactions()
    guard isInTransaction else { return }
    diagnose(
      .warning, "unbalanced-transaction",
      "animator '\(activeAnimator)' left an animation transaction open; it was committed")
    while commitTransaction(completion: nil) {}
  }
}
