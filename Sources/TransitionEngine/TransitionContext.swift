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
  package var style: PresentationStyle { layout.style }
  /// What the style's presentation controller decided for this screen.
  package let layout: PresentationLayout
  /// The frame of the element that triggered the presentation, in container coordinates.
  package let sourceFrame: Rect?
  /// The element that triggered the presentation (the first seed's button), if it is on screen.
  package let sourceView: ViewNode?
  /// isAnimated.
  package let isAnimated = true
  /// isInteractive: whether an interaction drives the transition now (set by the runner when it
  /// starts the transition interactively; pausing makes it true, finishing or cancelling false).
  package var isInteractive = false {
    didSet {
      if oldValue != isInteractive, !interactionChangeHandlers.isEmpty { interactionChanged() }
    }
  }
  /// The transition coordinator's notifyWhenInteractionChanges handlers.
  var interactionChangeHandlers: [(TransitionContext) -> Void] = []
  /// The animator's transitionDuration, as the runner asked it.
  package var duration = 0.0
  /// The fraction complete the interaction last reported (updateInteractiveTransition), 0...1.
  package internal(set) var percentComplete = 0.0
  /// The media clock of the transition's layers while a percent driver drives them.
  package internal(set) var transitionClock: Int?
  /// The course time of that clock at which the transition began.
  var layerStart = 0.0
  /// The animator's name for diagnostics.
  package var animatorName = ""
  /// What completeTransition was first called with, or nil while it has not been.
  package private(set) var completion: Bool?
  /// Clock time of the first completeTransition call.
  package private(set) var completedAt: Double?
  /// Whether the transition was cancelled (transitionWasCancelled): by an interactive cancel,
  /// or by completeTransition(false).
  package internal(set) var transitionWasCancelled = false
  /// Runs once, on the first completeTransition call, to finalize the hierarchy.
  var onComplete: ((Bool) -> Void)?
  /// The transition coordinator's alongside animations not run yet (asked for before
  /// animateTransition), and the completions waiting for the end.
  var alongsideBodies: [() -> Void] = []
  var alongsideCompletions: [(Bool) -> Void] = []
  /// The clock time the animator was told to animate, or nil before.
  var animationStart: Double?
  /// A modal presentation, or a navigation push (`isPresenting`) or pop.
  package internal(set) var kind = TransitionKind.present
  /// Whether a custom presentation controller manages the container (its chrome, such as a
  /// dimming view added before the animator ran, stays in it).
  package internal(set) var hasPresentationController = false

  package init(
    id: Int, engine: Engine, isPresenting: Bool, presenter: ViewControllerNode,
    presented: ViewControllerNode, containerView: ViewNode, layout: PresentationLayout,
    sourceFrame: Rect?, sourceView: ViewNode? = nil
  ) {
    self.id = id
    self.engine = engine
    self.isPresenting = isPresenting
    self.presenter = presenter
    self.presented = presented
    self.containerView = containerView
    self.layout = layout
    self.sourceFrame = sourceFrame
    self.sourceView = sourceView
  }

  /// viewController(forKey:).
  package func viewController(forKey key: TransitionKey) -> ViewControllerNode {
    switch (key, isPresenting) {
    case (.from, true), (.to, false): presenter
    case (.to, true), (.from, false): presented
    }
  }

  /// view(forKey:): nil for the presenter's side unless the presentation moves its view.
  ///
  /// UIKit hands an animator only the views it must animate: the presented view always, the
  /// presenter's only when the presentation removes it (fullScreen, or a sheet that adapts to
  /// full screen).
  package func view(forKey key: TransitionKey) -> ViewNode? {
    let viewController = viewController(forKey: key)
    if kind.isContainment { return viewController.view }
    if viewController === presenter, !layout.presenterViewTakesPart { return nil }
    return viewController.view
  }

  /// initialFrame(for:): where the view controller's view is when the transition starts.
  ///
  /// Zero for a view that is not on screen yet: the presented view when presenting, the removed
  /// presenter's view when dismissing a full-screen presentation.
  package func initialFrame(for viewController: ViewControllerNode) -> Rect {
    if kind.isContainment {
      // Navigation: the view on screen fills the container; the incoming one is not placed.
      return viewController === self.viewController(forKey: .from)
        ? containerView.bounds : .zero
    }
    if viewController === presented {
      return isPresenting ? .zero : layout.presentedFrame
    }
    if viewController === presenter {
      return isPresenting || !layout.removesPresentersView ? layout.screen : .zero
    }
    return .zero
  }

  /// finalFrame(for:): where the view controller's view must be when the transition ends.
  ///
  /// Zero for a view that will not be visible: the presented view when dismissing, the
  /// presenter's view when a full-screen presentation removes it.
  package func finalFrame(for viewController: ViewControllerNode) -> Rect {
    if kind.isContainment {
      return viewController === self.viewController(forKey: .to) ? containerView.bounds : .zero
    }
    if viewController === presented {
      return isPresenting ? layout.presentedFrame : .zero
    }
    if viewController === presenter {
      return isPresenting && layout.removesPresentersView ? .zero : layout.screen
    }
    return .zero
  }

  /// A view of the scene by name, such as the third seed's `scaleView`.
  package func namedView(_ name: String) -> ViewNode? {
    engine.view(named: name)
  }

  /// Marks the transition cancelled before it completes, as cancelInteractiveTransition() does
  /// (the `--cancel-at` emulation, which then reverses the animations itself).
  package func cancelInteractively() {
    cancelInteractiveTransition()
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
    interactionChangeHandlers = []
    if let transitionClock, engine.ambientClock == transitionClock { engine.ambientClock = 0 }
    transitionWasCancelled = transitionWasCancelled || !didComplete
    let finish = onComplete
    onComplete = nil
    finish?(didComplete)
    return true
  }
}
