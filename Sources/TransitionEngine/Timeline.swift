/// One view as it is on screen in one frame: presentation values, children back to front.
package struct FrameNode: Equatable, Sendable {
  package var id: Int
  package var name: String?
  /// `view`, `window`, `container` or `snapshot`.
  package var kind: String
  /// The presented frame in the superview.
  package var frame: Rect
  package var alpha: Double
  package var isHidden: Bool
  package var color: Color
  package var text: String?
  package var textColor: Color
  package var fontSize: Double
  package var textAlignment: Int
  /// For snapshots: the id of the view it copies and the frozen content, drawn scaled.
  package var snapshotOf: Int?
  package var content: [FrameNode]
  /// Subviews, back to front (the index is the z-order).
  package var children: [FrameNode]
}

/// One rendered moment of a transition.
package struct Frame: Equatable, Sendable {
  /// The frame's index within its transition.
  package var index: Int
  /// Seconds since the transition began.
  package var time: Double
  /// The window and everything in it.
  package var root: FrameNode
}

/// The direction of a transition.
package enum TransitionDirection: String, CaseIterable, Sendable {
  case present, dismiss
}

/// One transition's record: its frames, lifecycle events and diagnostics.
package struct TransitionSegment: Equatable, Sendable {
  package var direction: TransitionDirection
  package var style: PresentationStyle
  /// The animator that ran it (the plugin's or `coverVertical`).
  package var animator: String
  /// What transitionDuration returned.
  package var duration: Double
  /// Seconds after the start at which completeTransition was first called.
  package var completedAt: Double
  /// What it was called with.
  package var didComplete: Bool
  package var frames: [Frame]
  /// Event times are seconds since the start of this transition.
  package var events: [TimelineEvent]
  /// Diagnostic times are seconds since the start of this transition.
  package var diagnostics: [Diagnostic]
}

/// Everything a run produced: the input that determines it and each transition's record.
package struct Timeline: Equatable, Sendable {
  package var animatorID: String
  package var scene: String
  package var size: Size
  package var fps: Int
  package var seed: UInt64
  package var segments: [TransitionSegment]
}
