extension Engine {
  /// beginAppearanceTransition(_:animated:) called by an animator on a view controller.
  package func beginAppearanceTransition(_ viewController: ViewControllerNode, isAppearing: Bool) {
    switch viewController.appearance {
    case .appearing, .disappearing:
      diagnose(
        .warning, "unbalanced-appearance",
        "beginAppearanceTransition on '\(viewController.name)' while a previous one has not ended; "
          + "call endAppearanceTransition() first")
    case .appeared, .disappeared:
      break
    }
    record(isAppearing ? "viewWillAppear" : "viewWillDisappear", viewController.name, "explicit")
    viewController.appearance = isAppearing ? .appearing : .disappearing
  }

  /// endAppearanceTransition() called by an animator on a view controller.
  package func endAppearanceTransition(_ viewController: ViewControllerNode) {
    switch viewController.appearance {
    case .appearing:
      record("viewDidAppear", viewController.name, "explicit")
      viewController.appearance = .appeared
    case .disappearing:
      record("viewDidDisappear", viewController.name, "explicit")
      viewController.appearance = .disappeared
    case .appeared, .disappeared:
      diagnose(
        .warning, "unbalanced-appearance",
        "endAppearanceTransition on '\(viewController.name)' without a matching beginAppearanceTransition")
    }
  }

  /// Commits transactions an animator left open, with a diagnostic.
  package func closeOpenTransactions() {
    guard isInTransaction else { return }
    diagnose(
      .warning, "unbalanced-transaction",
      "animator '\(activeAnimator)' left an animation transaction open; it was committed")
    while commitTransaction(completion: nil) {}
  }
}
