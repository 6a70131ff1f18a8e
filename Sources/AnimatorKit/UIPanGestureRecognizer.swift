/// Recognizes a finger dragging, as UIKit's UIPanGestureRecognizer.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers the pan needs (kept only: scripted drags use one finger).
  open var minimumNumberOfTouches = 1
  /// The most fingers the pan allows (kept only).
  open var maximumNumberOfTouches = Int.max

  /// How far the finger moved since the gesture began (or the last setTranslation), in a
  /// view's coordinates (nil: the window's).
  open func translation(in view: UIView?) -> CGPoint {
    point(ANIMHOST_GESTURE_TRANSLATION, in: view)
  }

  /// Makes the translation so far, in a view's coordinates, the given value.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let registration else { return }
    _ = registration.host.pointee.gesture_set_translation(
      registration.host, registration.handle, view?.handle ?? 0, Double(translation.x),
      Double(translation.y))
  }

  /// The finger's velocity in points per second, in a view's coordinates (nil: the window's).
  open func velocity(in view: UIView?) -> CGPoint {
    point(ANIMHOST_GESTURE_VELOCITY, in: view)
  }

  override var hostKind: Int32? { ANIMHOST_GESTURE_PAN }
}

/// Recognizes a drag that starts at an edge of the screen, as UIKit's
/// UIScreenEdgePanGestureRecognizer.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the drag may start from; set it before adding the recognizer to a view.
  open var edges: UIRectEdge = [] {
    didSet { reregister() }
  }

  override var hostKind: Int32? { ANIMHOST_GESTURE_SCREEN_EDGE_PAN }

  override var hostEdges: UInt32 { UInt32(truncatingIfNeeded: edges.rawValue) }
}

/// The edges of a rectangle, as UIKit's UIRectEdge.
public struct UIRectEdge: OptionSet, Sendable {
  /// The raw UIKit bits.
  public let rawValue: UInt
  /// Edges from raw UIKit bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: UInt(ANIMHOST_EDGE_TOP))
  /// The left edge.
  public static let left = UIRectEdge(rawValue: UInt(ANIMHOST_EDGE_LEFT))
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: UInt(ANIMHOST_EDGE_BOTTOM))
  /// The right edge.
  public static let right = UIRectEdge(rawValue: UInt(ANIMHOST_EDGE_RIGHT))
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes taps, as UIKit's UITapGestureRecognizer: the host ends a tap at once.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps the gesture needs (kept only: a scripted tap is one).
  open var numberOfTapsRequired = 1
  /// How many fingers each tap needs (kept only).
  open var numberOfTouchesRequired = 1

  override var hostKind: Int32? { ANIMHOST_GESTURE_TAP }
}

/// Recognizes two fingers pinching, as UIKit's UIPinchGestureRecognizer.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  private var scaleFactor: CGFloat = 1

  /// The scale of the pinch since it began (1 at the start); set it (often to 1) to measure
  /// from now on.
  open var scale: CGFloat {
    get { CGFloat(hostInfo?.scale ?? 1) * scaleFactor }
    set {
      let shown = CGFloat(hostInfo?.scale ?? 1)
      scaleFactor = shown == 0 ? 1 : newValue / shown
    }
  }

  /// How fast the scale changes, per second.
  open var velocity: CGFloat { CGFloat(hostInfo?.scale_velocity ?? 0) }

  override var hostKind: Int32? { ANIMHOST_GESTURE_PINCH }

  override func willCallTargets(_ state: State) {
    if state == .began { scaleFactor = 1 }
  }
}
