/// A shape layer's drawing in one frame.
package struct ShapeFrame: Equatable, Sendable {
  package var style: ShapeStyle
  package var fillColor: Color
  package var strokeColor: Color
  package var lineWidth: Double
  package var strokeStart: Double
  package var strokeEnd: Double
  /// CAShapeLayer.lineDashPattern: painted and gap lengths in points; empty is a solid line.
  package var lineDashPattern: [Double] = []
  /// CAShapeLayer.lineDashPhase: how far into the pattern the stroke starts, in points.
  package var lineDashPhase = 0.0

  package init(
    style: ShapeStyle, fillColor: Color, strokeColor: Color, lineWidth: Double,
    strokeStart: Double, strokeEnd: Double
  ) {
    self.style = style
    self.fillColor = fillColor
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }
}

/// An emitter layer's particles in one frame, with the path each cell draws at scale 1.
package struct ParticleFrame: Equatable, Sendable {
  /// One path per emitter cell, centred on the origin.
  package var cellPaths: [Path]
  package var particles: [Particle]

  package init(cellPaths: [Path], particles: [Particle]) {
    self.cellPaths = cellPaths
    self.particles = particles
  }
}

/// One view as it is on screen in one frame: presentation values, children back to front.
///
/// Geometry follows Core Animation: the layer's anchor point sits at `position` in the
/// superview's bounds space, `transform` applies about the anchor point, and the untransformed
/// `frame` is what UIKit's frame setter wrote.
///
/// What most layers leave at its default (border, shadow, text style, shape, gradient, …) is
/// kept in `FrameNodeExtras` behind one shared reference (`FrameNode+Extras`), so a frame of a
/// busy scene (800 layers) takes a third of the memory it would.
package struct FrameNode: Equatable, Sendable {
  package var id: Int
  package var name: String?
  /// `view`, `window`, `container`, `snapshot`, `shape` or `emitter`.
  package var kind: String
  /// The presented frame in the superview, before the transform.
  package var frame: Rect
  /// The origin of the bounds: children are offset by minus this.
  package var boundsOrigin = Point.zero
  package var anchorPoint = Point(x: 0.5, y: 0.5)
  package var transform = Transform3D.identity
  package var zPosition = 0.0
  package var alpha: Double
  package var isHidden: Bool
  package var color: Color
  package var cornerRadius = 0.0
  package var masksToBounds = false
  package var text: String?
  /// For snapshots: the id of the view it copies and the frozen content, drawn scaled.
  package var snapshotOf: Int?
  package var content: [FrameNode]
  /// The mask layer (none or one), in this node's bounds space.
  package var mask: [FrameNode] = []
  /// Subviews, back to front in the order of the subviews array; draw sorted by zPosition.
  package var children: [FrameNode]
  /// The rest of the layer's values, shared while they are all defaults.
  var extras = FrameNodeExtras.Box.defaults

  package init(
    id: Int, name: String?, kind: String, frame: Rect, alpha: Double, isHidden: Bool,
    color: Color, text: String? = nil, textColor: Color = .black, fontSize: Double = 17,
    textAlignment: Int = 1, snapshotOf: Int? = nil, content: [FrameNode] = [],
    children: [FrameNode] = []
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.frame = frame
    self.alpha = alpha
    self.isHidden = isHidden
    self.color = color
    self.text = text
    self.snapshotOf = snapshotOf
    self.content = content
    self.children = children
    self.textColor = textColor
    self.fontSize = fontSize
    self.textAlignment = textAlignment
  }
}

/// One rendered moment of a transition.
package struct Frame: Equatable, Sendable {
  /// The frame's index within its transition.
  package var index: Int
  /// Seconds since the transition began.
  package var time: Double
  /// The window and everything in it.
  package var root: FrameNode

  /// A frame with its index, time and view tree.
  package init(index: Int, time: Double, root: FrameNode) {
    self.index = index
    self.time = time
    self.root = root
  }
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
  /// The window just before the transition began, recorded when the request cancels
  /// (`cancelAt`), so a test can see that a cancel put everything back.
  package var before: FrameNode? = nil
  /// Event times are seconds since the start of this transition.
  package var events: [TimelineEvent]
  /// Diagnostic times are seconds since the start of this transition.
  package var diagnostics: [Diagnostic]
  /// A modal presentation or a navigation push.
  package var kind = TransitionKind.present

  /// The direction as people name it for the kind: present or dismiss, push or pop.
  package var directionName: String {
    switch kind {
    case .present: return direction.rawValue
    case .push: return direction == .present ? "push" : "pop"
    case .tab: return direction == .present ? "forward" : "back"
    }
  }

  /// A transition's record with every field given.
  package init(
    direction: TransitionDirection, style: PresentationStyle, animator: String, duration: Double,
    completedAt: Double, didComplete: Bool, frames: [Frame], before: FrameNode? = nil,
    events: [TimelineEvent], diagnostics: [Diagnostic]
  ) {
    self.direction = direction
    self.style = style
    self.animator = animator
    self.duration = duration
    self.completedAt = completedAt
    self.didComplete = didComplete
    self.frames = frames
    self.before = before
    self.events = events
    self.diagnostics = diagnostics
  }
}

/// Everything a run produced: the input that determines it and each transition's record.
package struct Timeline: Equatable, Sendable {
  package var animatorID: String
  package var scene: String
  package var size: Size
  package var fps: Int
  package var seed: UInt64
  package var segments: [TransitionSegment]

  /// A run's record with every field given.
  package init(
    animatorID: String, scene: String, size: Size, fps: Int, seed: UInt64,
    segments: [TransitionSegment]
  ) {
    self.animatorID = animatorID
    self.scene = scene
    self.size = size
    self.fps = fps
    self.seed = seed
    self.segments = segments
  }
}
