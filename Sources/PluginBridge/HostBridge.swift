import CAnimatorABI
import HostSystem
import PluginHost
import TransitionEngine

/// Implements the host-services table on the engine for one run, and maps handles to objects.
///
/// A handle is the run's serial number in the high 32 bits and the engine object id in the low
/// 32, so a handle kept from an earlier run, or made up, is recognised and refused.
package final class HostBridge {
  private static let nextSerial = Locked<UInt32>(1)

  /// This run's serial number.
  package let serial: UInt32
  /// The table passed to every plugin call.
  package let table: UnsafeMutablePointer<animhost_host_v1>
  /// The engine of the run; set before the plugin's delegate is made.
  package var engine: Engine?
  /// The animator's id, for diagnostics.
  package let animatorID: String
  /// Told before every call into plugin code (see `calling`); nil when no one listens.
  package var callObserver: ((PluginCall) -> Void)?
  /// The ABI minor the plugin was built against, for answers older plugins cannot read.
  package var pluginMinor = ANIMATOR_ABI_MINOR

  package init(animatorID: String) {
    self.animatorID = animatorID
    serial = Self.nextSerial.withLock { next in
      defer { next &+= 1 }
      return next
    }
    table = .allocate(capacity: 1)
    table.initialize(to: HostServicesTable.make())
    table.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
  }

  deinit {
    table.deinitialize(count: 1)
    table.deallocate()
  }

  /// The bridge behind a table pointer the plugin passed back, or nil once the run went over
  /// a limit that ends it: from then on every call fails at once and does nothing.
  static func from(_ host: UnsafePointer<animhost_host_v1>?) -> HostBridge? {
    guard let data = host?.pointee.host_data else { return nil }
    let bridge = Unmanaged<HostBridge>.fromOpaque(data).takeUnretainedValue()
    return bridge.engine?.exceededLimit == nil ? bridge : nil
  }

  // MARK: - Handles

  /// The handle for an engine object id.
  package func handle(_ id: Int) -> animhost_handle {
    (UInt64(serial) << 32) | UInt64(UInt32(truncatingIfNeeded: id))
  }

  /// The handle for an optional view.
  func handle(_ view: ViewNode?) -> animhost_handle {
    view.map { handle($0.id) } ?? 0
  }

  private func id(_ handle: animhost_handle, _ call: String) -> Int? {
    guard handle >> 32 == UInt64(serial), handle & 0xFFFF_FFFF != 0 else {
      badHandle(handle, call)
      return nil
    }
    return Int(handle & 0xFFFF_FFFF)
  }

  /// Records a call with a stale, foreign or wrong-kind handle.
  func badHandle(_ handle: animhost_handle, _ call: String) {
    let hex = "0x" + String(handle, radix: 16)
    engine?.diagnose(
      .warning, "bad-handle",
      "animator '\(animatorID)' passed a stale or invalid handle \(hex) to \(call); "
        + "the call was ignored"
    )
  }

  /// The engine object of one kind a handle names, or nil with a `bad-handle` diagnostic
  /// (a stale or foreign handle, or one naming an object of another kind).
  private func object<Object>(
    _ handle: animhost_handle, _ call: String, _ find: (Engine, Int) -> Object?
  ) -> Object? {
    guard let engine, let id = id(handle, call) else { return nil }
    guard let object = find(engine, id) else {
      badHandle(handle, call)
      return nil
    }
    return object
  }

  /// The NSLayoutConstraint a handle names, or nil with a diagnostic.
  func constraint(_ handle: animhost_handle, _ call: String) -> LayoutConstraintNode? {
    object(handle, call) { $0.constraint(id: $1) }
  }

  /// The UIDynamicAnimator a handle names, or nil with a diagnostic.
  func dynamicAnimator(_ handle: animhost_handle, _ call: String) -> DynamicAnimatorNode? {
    object(handle, call) { $0.dynamicAnimator(id: $1) }
  }

  /// The UIDynamicBehavior a handle names, or nil with a diagnostic.
  func dynamicBehavior(_ handle: animhost_handle, _ call: String) -> DynamicBehaviorNode? {
    object(handle, call) { $0.dynamicBehavior(id: $1) }
  }

  /// The view a handle names, or nil with a diagnostic.
  func view(_ handle: animhost_handle, _ call: String) -> ViewNode? {
    object(handle, call) { $0.view(id: $1) }
  }

  /// The view controller a handle names, or nil with a diagnostic.
  func viewController(_ handle: animhost_handle, _ call: String) -> ViewControllerNode? {
    object(handle, call) { $0.viewController(id: $1) }
  }

  /// The transition context a handle names, or nil with a diagnostic.
  func context(_ handle: animhost_handle, _ call: String) -> TransitionContext? {
    object(handle, call) { $0.context(id: $1) }
  }

  /// The property animator a handle names, or nil with a diagnostic.
  func propertyAnimator(_ handle: animhost_handle, _ call: String) -> PropertyAnimatorNode? {
    object(handle, call) { $0.propertyAnimator(id: $1) }
  }

  /// The gesture recognizer a handle names, or nil with a diagnostic.
  func gestureRecognizer(_ handle: animhost_handle, _ call: String) -> GestureRecognizerNode? {
    object(handle, call) { $0.gestureRecognizer(id: $1) }
  }

  /// Records a value over a limit that refuses the call (`EngineLimit.Action.refuse`) and
  /// returns the error code; `message` defaults to saying the quantity is over the limit.
  func overLimit(
    _ limit: EngineLimit, _ consequence: String, message: String? = nil
  ) -> animhost_status {
    let line = message ?? "\(limit.quantity) exceed the limit of \(limit)"
    engine?.exceed(limit, message: line, consequence)
    return ANIMHOST_ERR_BAD_ARGUMENT
  }

  /// Records a bad argument and returns the error code.
  func badArgument(_ call: String, _ what: String) -> animhost_status {
    engine?.diagnose(
      .warning, "bad-argument",
      "animator '\(animatorID)' called \(call) with \(what); the call was ignored")
    return ANIMHOST_ERR_BAD_ARGUMENT
  }
}
