/// Which side of a transition: UITransitionContextViewControllerKey and ViewKey.
package enum TransitionKey: Int, Sendable {
  case from = 0
  case to = 1
}

/// UIViewControllerContextTransitioning: what an animator is told about one transition.
package final class TransitionContext {
  /// The engine-unique object id.
  package let id: Int
  /// The world the transition runs in.
  package let engine: Engine
  /// True for a presentation, false for a dismissal.
  package let isPresenting: Bool
  /// The view controller that presents.
  package let presenter: ViewControllerNode
  /// The view controller that is presented.
  package let presented: ViewControllerNode
  /// The view in which the transition takes place.
  package let containerView: ViewNode
  /// The presentation style.
  package let style: PresentationStyle
  /// The frame of the element that triggered the presentation, in container coordinates.
  package let sourceFrame: Rect?
  /// isAnimated.
  package let isAnimated = true
  /// isInteractive; the interactive driver comes later.
  package let isInteractive = false
  /// The animator's name for diagnostics.
  package var animatorName = ""
  /// What completeTransition was first called with, or nil while it has not been.
  package private(set) var completion: Bool?
  /// Clock time of the first completeTransition call.
  package private(set) var completedAt: Double?
  /// Whether the transition was cancelled (transitionWasCancelled).
  package private(set) var transitionWasCancelled = false
  /// Runs once, on the first completeTransition call, to finalize the hierarchy.
  var onComplete: ((Bool) -> Void)?

  package init(
    id: Int, engine: Engine, isPresenting: Bool, presenter: ViewControllerNode,
    presented: ViewControllerNode, containerView: ViewNode, style: PresentationStyle,
    sourceFrame: Rect?
  ) {
    self.id = id
    self.engine = engine
    self.isPresenting = isPresenting
    self.presenter = presenter
    self.presented = presented
    self.containerView = containerView
    self.style = style
    self.sourceFrame = sourceFrame
  }

  /// viewController(forKey:).
  package func viewController(forKey key: TransitionKey) -> ViewControllerNode {
    switch (key, isPresenting) {
    case (.from, true), (.to, false): presenter
    case (.to, true), (.from, false): presented
    }
  }

  /// view(forKey:): nil for the presenter's side when the style leaves that view alone.
  package func view(forKey key: TransitionKey) -> ViewNode? {
    let viewController = viewController(forKey: key)
    if viewController === presenter, !style.presenterViewTakesPart { return nil }
    return viewController.view
  }

  /// initialFrame(for:): where the view controller's view is when the transition starts.
  package func initialFrame(for viewController: ViewControllerNode) -> Rect {
    if viewController === presented {
      return isPresenting ? .zero : viewController.view.frame
    }
    if viewController === presenter {
      return isPresenting || !style.removesPresentersView ? engine.screen : .zero
    }
    return .zero
  }

  /// finalFrame(for:): where the view controller's view must be when the transition ends.
  package func finalFrame(for viewController: ViewControllerNode) -> Rect {
    if viewController === presented {
      return isPresenting ? containerView.bounds : .zero
    }
    if viewController === presenter {
      return isPresenting && style.removesPresentersView ? .zero : engine.screen
    }
    return .zero
  }

  /// A view of the scene by name, such as the third seed's `scaleView`.
  package func namedView(_ name: String) -> ViewNode? {
    engine.view(named: name)
  }

  /// completeTransition(_:): must be called exactly once; a second call is ignored.
  /// - Returns: false when the call was a repeat and was ignored.
  @discardableResult
  package func completeTransition(_ didComplete: Bool) -> Bool {
    engine.record("completeTransition", animatorName, didComplete ? "true" : "false")
    guard completion == nil else {
      engine.diagnose(
        .warning, "complete-transition-twice",
        "animator '\(animatorName)' called completeTransition again; the extra call was ignored")
      return false
    }
    completion = didComplete
    completedAt = engine.now
    transitionWasCancelled = !didComplete
    let finish = onComplete
    onComplete = nil
    finish?(didComplete)
    return true
  }
}
