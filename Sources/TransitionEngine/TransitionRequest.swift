/// Which transitions to run.
package enum DirectionChoice: String, CaseIterable, Sendable {
  case present, dismiss, both

  /// The transitions in the order they run.
  package var directions: [TransitionDirection] {
    switch self {
    case .present: [.present]
    case .dismiss: [.dismiss]
    case .both: [.present, .dismiss]
    }
  }
}

/// What kind of transition runs: a modal presentation, or a navigation push and pop.
package enum TransitionKind: String, CaseIterable, Sendable {
  /// present(_:animated:) and dismiss(animated:): the transitioning delegate's animators.
  case present
  /// pushViewController and popViewController in a navigation controller: the navigation
  /// delegate's animators (`present` is the push, `dismiss` the pop).
  case push
  /// A tab bar controller switching from its first tab to its second (`present`) and back
  /// (`dismiss`): the tab bar controller delegate's animator.
  case tab

  /// Whether a container view controller (navigation or tab bar) holds both screens, rather
  /// than a modal presentation.
  package var isContainment: Bool { self != .present }
}

/// What to run: everything that determines the frames.
package struct TransitionRequest: Equatable, Sendable {
  package var scene: Scene
  package var size: Size
  package var fps: Int
  package var seed: UInt64
  package var direction: DirectionChoice
  /// The style to present with; nil takes the scene's.
  package var style: PresentationStyle?
  /// A modal presentation or a navigation push (the presenter is the root view controller,
  /// the presented one is pushed).
  package var kind = TransitionKind.present
  /// For a navigation run: whether its pop goes back to the root of the stack
  /// (popToRootViewController) instead of the view controller below the pushed one.
  package var popsToRoot = false
  /// When to cancel each transition interactively, as
  /// UIPercentDrivenInteractiveTransition.cancel(); nil never cancels.
  package var cancelAt: CancelPoint?
  /// Scripted input that makes each transition interactive (`--interactive`, `--drag`); nil
  /// runs them without interaction.
  package var interaction: InteractionScript?
  /// How a dismiss-only run reaches the presented state: by the animator's own present (not
  /// recorded), as an app does, or at once without any animator (UIKit's `animated: false`).
  package var presentsWithAnimatorBeforeDismissing = false

  package init(
    scene: Scene, size: Size = .phone, fps: Int = 60, seed: UInt64 = 1,
    direction: DirectionChoice = .both, style: PresentationStyle? = nil,
    cancelAt: CancelPoint? = nil
  ) {
    self.scene = scene
    self.size = size
    self.fps = fps
    self.seed = seed
    self.direction = direction
    self.style = style
    self.cancelAt = cancelAt
  }

  /// The frames per second the engine accepts.
  package static let fpsRange = 1...240
}
