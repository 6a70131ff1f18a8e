/// Recognizes a finger gesture and calls its targets, as UIKit's UIGestureRecognizer.
///
/// There is no finger here: the host's scripted drags (`--drag`) reach the recognizers attached
/// to views, and the host's state, location and translation are read back from it. Swift on
/// Linux has no `#selector`, so targets are closures (`addTarget { recognizer in … }`, or
/// `init(handler:)`); see ClosureTargetAction. The recognizer registers with the host when it is
/// first added to a view, and then lives for the rest of the run, since the host may call it
/// until then.
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer, as UIKit's UIGestureRecognizer.State.
  public enum State: Int, Sendable {
    /// Not recognized yet (the start).
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture moved.
    case changed = 2
    /// The gesture ended (the finger lifted).
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture could not be recognized (its delegate said no).
    case failed = 5

    /// A discrete gesture was recognized: the same as `.ended`.
    public static var recognized: State { .ended }
  }

  /// The host recognizer this one stands for, once it has been added to a view.
  struct Registration {
    let host: UnsafePointer<animhost_host_v1>
    let handle: animhost_handle
    let edges: UInt32
  }

  var registration: Registration?
  var targets: [(UIGestureRecognizer) -> Void] = []
  private var attachedView: UIView?
  private var enabled = true
  private var retainedForHost = false

  /// A recognizer with no targets and no view.
  public required override init() {
    super.init()
  }

  /// The recognizer's state, as the host reports it.
  open var state: State {
    hostInfo.flatMap { State(rawValue: Int($0.state)) } ?? .possible
  }

  /// The object asked whether the gesture may begin.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer takes touches; disabling it mid-gesture cancels the gesture.
  open var isEnabled: Bool {
    get { hostInfo.map { $0.is_enabled != 0 } ?? enabled }
    set {
      enabled = newValue
      guard let registration else { return }
      _ = registration.host.pointee.gesture_set_enabled(
        registration.host, registration.handle, newValue ? 1 : 0)
    }
  }

  /// The view the recognizer is attached to.
  open var view: UIView? { attachedView }

  /// Whether touches are cancelled in the view once the gesture is recognized (kept only).
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only after the gesture fails (kept only).
  open var delaysTouchesBegan = false
  /// Whether touch ends reach the view only after the gesture fails (kept only).
  open var delaysTouchesEnded = true
  /// Whether the recognizer accepts one kind of touch at a time (kept only).
  open var requiresExclusiveTouchType = true
  /// A name for debugging.
  open var name: String?

  /// How many fingers are down in the gesture.
  open var numberOfTouches: Int { Int(hostInfo?.touches ?? 0) }

  /// The gesture's location in a view's coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    point(ANIMHOST_GESTURE_LOCATION, in: view)
  }

  /// The location of one finger: every scripted finger is at the gesture's location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// Makes this recognizer wait for another to fail (kept only: scripted drags reach one
  /// recognizer of a kind).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// Removes every closure target.
  open func removeTarget() {
    targets.removeAll()
  }

  // MARK: - Host

  /// The host kind of recognizer; nil for a plain UIGestureRecognizer, which recognizes nothing.
  var hostKind: Int32? { nil }

  /// The host's edge bits (screen-edge pans).
  var hostEdges: UInt32 { 0 }

  var hostInfo: animhost_gesture_v1? {
    guard let registration else { return nil }
    var info = animhost_gesture_v1()
    info.struct_size = UInt32(MemoryLayout<animhost_gesture_v1>.size)
    let status = registration.host.pointee.gesture_get(
      registration.host, registration.handle, &info)
    return status == ANIMHOST_OK ? info : nil
  }

  func point(_ which: Int32, in view: UIView?) -> CGPoint {
    guard let registration else { return .zero }
    var out: (Double, Double) = (0, 0)
    let status = withUnsafeMutablePointer(to: &out) {
      $0.withMemoryRebound(to: Double.self, capacity: 2) {
        registration.host.pointee.gesture_point(
          registration.host, registration.handle, which, view?.handle ?? 0, $0)
      }
    }
    return status == ANIMHOST_OK ? CGPoint(x: out.0, y: out.1) : .zero
  }

  /// Attaches the recognizer to a view in the host (nil detaches it), registering it first.
  func attach(to view: UIView?) {
    attachedView = view
    guard let view else {
      if let registration {
        _ = registration.host.pointee.gesture_attach(registration.host, registration.handle, 0)
      }
      return
    }
    guard HostScope.hasABI13(view.host), let kind = hostKind else { return }
    if registration?.host != view.host || registration?.edges != hostEdges {
      register(kind, view.host)
    }
    guard let registration else { return }
    _ = registration.host.pointee.gesture_attach(
      registration.host, registration.handle, view.handle)
  }

  /// Registers anew after a change the host takes only at creation (a screen-edge pan's edges).
  func reregister() {
    guard registration != nil, let view = attachedView else { return }
    attach(to: view)
  }

  private func register(_ kind: Int32, _ host: UnsafePointer<animhost_host_v1>) {
    if let old = registration { _ = old.host.pointee.gesture_attach(old.host, old.handle, 0) }
    // One retain for the host, never released: the host may call the recognizer until the run
    // ends and never frees user_data.
    let userData =
      retainedForHost
      ? Unmanaged.passUnretained(self).toOpaque() : Unmanaged.passRetained(self).toOpaque()
    retainedForHost = true
    let handle = host.pointee.gesture_create(host, kind, hostEdges, gestureCallback, userData)
    registration = handle == 0 ? nil : Registration(host: host, handle: handle, edges: hostEdges)
    if handle != 0, !enabled { _ = host.pointee.gesture_set_enabled(host, handle, 0) }
  }

  /// Called before the targets with the state the host reports; subclasses reset per gesture.
  func willCallTargets(_ state: State) {}

  func hostEvent(_ event: Int32) -> Int32 {
    if event == ANIMHOST_GESTURE_EVENT_SHOULD_BEGIN {
      let viewAllows = attachedView?.gestureRecognizerShouldBegin(self) ?? true
      return viewAllows && (delegate?.gestureRecognizerShouldBegin(self) ?? true) ? 1 : 0
    }
    willCallTargets(state)
    for target in targets { target(self) }
    return 0
  }
}

/// The host's call into a recognizer: target-action, or asking whether it may begin.
private let gestureCallback: animhost_gesture_fn = { host, userData, _, event in
  guard let host, let userData else { return 0 }
  let recognizer = Unmanaged<UIGestureRecognizer>.fromOpaque(userData).takeUnretainedValue()
  return HostScope.with(host) { recognizer.hostEvent(event) }
}
