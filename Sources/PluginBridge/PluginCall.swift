import TransitionEngine

/// A call from the host into plugin code, named as a UIKit developer knows it, so that a plugin
/// that crashes or hangs is reported by what it was doing.
package enum PluginCall: String, CaseIterable, Sendable {
  /// `create_delegate`: making the transitioning delegate.
  case createDelegate = "the transitioning delegate's initializer"
  /// `destroy_delegate`.
  case destroyDelegate = "the transitioning delegate's deinit"
  /// `animator_for_presented`.
  case animatorForPresented = "animationController(forPresented:presenting:source:)"
  /// `animator_for_dismissed`.
  case animatorForDismissed = "animationController(forDismissed:)"
  /// `release_animator`.
  case releaseAnimator = "the animator's deinit"
  /// `transition_duration`.
  case transitionDuration = "transitionDuration(using:)"
  /// `animate_transition`.
  case animateTransition = "animateTransition(using:)"
  /// `animation_ended`.
  case animationEnded = "animationEnded(_:)"
  /// A keyframe's animations block, run by the engine.
  case keyframeBlock = "a keyframe block"
  /// An animation's completion block, run by the engine.
  case completionBlock = "a completion block"
  /// A property animator's animations block (`animator_add_animations`).
  case animatorAnimations = "a property animator's animations block"
  /// A property animator's completions (`animhost_position_fn`).
  case animatorCompletion = "a property animator's completion"
  /// A gesture recognizer's target-action.
  case gestureAction = "a gesture recognizer's action"
  /// A gesture recognizer's delegate asked whether it may begin.
  case gestureShouldBegin = "gestureRecognizerShouldBegin(_:)"
  /// `interaction_for_presentation`.
  case interactionForPresentation = "interactionControllerForPresentation(using:)"
  /// `interaction_for_dismissal`.
  case interactionForDismissal = "interactionControllerForDismissal(using:)"
  /// `release_interaction`.
  case releaseInteraction = "the interaction controller's deinit"
  /// `interaction_wants_interactive_start`.
  case wantsInteractiveStart = "wantsInteractiveStart"
  /// `start_interactive_transition`.
  case startInteractiveTransition = "startInteractiveTransition(_:)"
  /// `interaction_drive`: the script calling update(_:), pause(), finish() or cancel().
  case interactionDrive = "UIPercentDrivenInteractiveTransition's update(_:), finish() or cancel()"
  /// `interruptible_animator`.
  case interruptibleAnimator = "interruptibleAnimator(using:)"
  /// An explicit animation's delegate (animationDidStart(_:), animationDidStop(_:finished:)).
  case animationDelegate = "a CAAnimationDelegate"
  /// A CATransaction completion block.
  case transactionCompletion = "a CATransaction completion block"
  /// `presentation_controller_for`.
  case presentationControllerFor = "presentationController(forPresented:presenting:source:)"
  /// `release_presentation_controller`.
  case releasePresentationController = "the presentation controller's deinit"
  /// `presentation_controller_frame`.
  case presentedFrame = "frameOfPresentedViewInContainerView"
  /// `presentation_controller_removes_presenter`.
  case removesPresenter = "shouldRemovePresentersView"
  /// `presentation_controller_event`.
  case presentationControllerEvent =
    "a UIPresentationController callback (presentationTransitionWillBegin …)"
  /// `animator_for_operation`.
  case animatorForOperation = "navigationController(_:animationControllerFor:from:to:)"
  /// `animator_for_tab`.
  case animatorForTab = "tabBarController(_:animationControllerForTransitionFrom:to:)"
  /// An alongside animation block or its completion (the transition coordinator).
  case alongsideBlock = "a transition coordinator's alongside animation or completion"
  /// `interaction_for_operation`.
  case interactionForOperation = "navigationController(_:interactionControllerFor:)"
  /// `interaction_for_tab`.
  case interactionForTab = "tabBarController(_:interactionControllerFor:)"
  /// A notifyWhenInteractionChanges handler (the transition coordinator).
  case interactionChangeHandler = "a transition coordinator's notifyWhenInteractionChanges handler"
  /// A UIDynamicAnimator's delegate, a collision delegate or a behaviour's action.
  case dynamicsEvent = "a UIKit Dynamics delegate or action"

  /// The name used in messages, such as `animateTransition(using:)`.
  package var name: String { rawValue }
}

extension HostBridge {
  /// Runs plugin code, telling the call observer which call it is first: the run child passes
  /// this on to the host, so a crash or a hang is reported by the call that was running.
  ///
  /// When the call returns, the implicit CATransaction it opened (if any) is committed, as Core
  /// Animation commits at the end of a run-loop turn.
  func calling<Result>(_ call: PluginCall, _ body: () -> Result) -> Result {
    callObserver?(call)
    defer {
      engine?.flushCATransactions()
      // The layout pass at the end of a run loop turn, for constraints changed in the call.
      if engine?.needsLayout == true, engine?.isInTransaction == false { engine?.layoutIfNeeded() }
    }
    return body()
  }
}
