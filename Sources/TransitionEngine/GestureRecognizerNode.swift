/// The kind of a gesture recognizer.
package enum GestureKind: Int, Sendable {
  /// UIPanGestureRecognizer.
  case pan = 0
  /// UIScreenEdgePanGestureRecognizer.
  case screenEdgePan = 1
  /// UITapGestureRecognizer.
  case tap = 2
  /// UIPinchGestureRecognizer.
  case pinch = 3

  /// The name events use, such as `screenEdgePan`.
  package var name: String {
    switch self {
    case .pan: "pan"
    case .screenEdgePan: "screenEdgePan"
    case .tap: "tap"
    case .pinch: "pinch"
    }
  }
}

/// UIGestureRecognizer.State.
package enum GestureState: Int, Sendable {
  case possible = 0, began, changed, ended, cancelled, failed
}

/// Why a recognizer's callback is called.
package enum GestureEvent: Sendable {
  /// Its target-action: the state changed (the return value is ignored).
  case action
  /// Its delegate's gestureRecognizerShouldBegin(_:): return false to make it fail.
  case shouldBegin
}

/// A gesture recognizer an animator attached to a view; scripted touches (`--drag`) drive it,
/// since there is no finger here.
///
/// Points are in window coordinates; the bridge converts them to a view's.
package final class GestureRecognizerNode {
  /// The engine-unique object id.
  package let id: Int
  /// Which recognizer it is.
  package let kind: GestureKind
  /// For a screen-edge pan: the edges it recognizes (UIRectEdge bits: top 1, left 2, bottom 4,
  /// right 8).
  package let edges: UInt32
  /// state.
  package internal(set) var state: GestureState = .possible
  /// isEnabled.
  package internal(set) var isEnabled = true
  /// The view it is attached to (view), or nil.
  package internal(set) weak var view: ViewNode?
  /// numberOfTouches: the fingers it is tracking.
  package internal(set) var touches = 0
  /// location(in: nil): where the finger is (a pinch: the middle of the two), in the window.
  package internal(set) var location = Point.zero
  /// velocity(in: nil), in points per second in the window.
  package internal(set) var velocity = Point.zero
  /// A pinch's scale since it began (1 at the start).
  package internal(set) var scale = 1.0
  /// A pinch's change of scale per second.
  package internal(set) var scaleVelocity = 0.0
  /// The target-action and delegate in one: called with the event, returns whether it may
  /// begin for `.shouldBegin`.
  package var callback: ((GestureEvent) -> Bool)?

  /// The translation set last (setTranslation), and where the finger was then.
  var translationBase = Point.zero
  var translationOrigin = Point.zero

  /// translation(in: nil): how far the finger moved since it began or since the last
  /// setTranslation, as a vector in the window.
  package var translation: Point {
    Point(
      x: translationBase.x + location.x - translationOrigin.x,
      y: translationBase.y + location.y - translationOrigin.y)
  }

  init(id: Int, kind: GestureKind, edges: UInt32) {
    self.id = id
    self.kind = kind
    self.edges = edges
  }

  /// The UIRectEdge bit of a screen edge.
  package static func edgeBit(_ edge: DragScript.Edge) -> UInt32 {
    switch edge {
    case .top: 1
    case .left: 2
    case .bottom: 4
    case .right: 8
    }
  }

  /// Whether a scripted finger can start this recognizer: a screen-edge pan from one of its
  /// edges, or a plain pan for any drag; pinches and taps by their kind.
  package func accepts(_ gesture: DragScript.Gesture) -> Bool {
    switch (gesture, kind) {
    case let (.edge(edge), .screenEdgePan): edges & Self.edgeBit(edge) != 0
    case (.edge, .pan), (.pan, .pan), (.pinch, .pinch), (.tap, .tap): true
    default: false
    }
  }
}
