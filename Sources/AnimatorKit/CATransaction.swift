/// Groups layer changes and animations, as Core Animation's CATransaction.
///
/// There are no implicit layer actions here (a stand-alone layer's property change is
/// immediate); the transaction's duration and timing function apply to explicit animations
/// added inside it whose own are unset, and its completion block runs once they all stopped.
open class CATransaction: NSObject {
  nonisolated(unsafe) private static var durations: [CFTimeInterval] = []
  nonisolated(unsafe) private static var functions: [CAMediaTimingFunction?] = []
  nonisolated(unsafe) private static var disabled: [Bool] = []
  nonisolated(unsafe) private static var completions: [(() -> Void)?] = []
  nonisolated(unsafe) private static var storage: [[String: Any]] = []

  private static var host: UnsafePointer<animhost_host_v1>? {
    let host = HostScope.current
    return HostScope.hasABI14(host) ? host : nil
  }

  /// Opens a transaction.
  open class func begin() {
    durations.append(0.25)
    functions.append(nil)
    disabled.append(false)
    completions.append(nil)
    storage.append([:])
    guard let host else { return }
    _ = host.pointee.transaction_command(host, ANIMHOST_TRANSACTION_BEGIN, 0)
  }

  /// Closes the innermost transaction.
  open class func commit() {
    if !durations.isEmpty {
      durations.removeLast()
      functions.removeLast()
      disabled.removeLast()
      completions.removeLast()
      storage.removeLast()
    }
    guard let host else { return }
    _ = host.pointee.transaction_command(host, ANIMHOST_TRANSACTION_COMMIT, 0)
  }

  /// Commits the implicit transaction now.
  open class func flush() {
    guard let host else { return }
    _ = host.pointee.transaction_command(host, ANIMHOST_TRANSACTION_FLUSH, 0)
  }

  /// The default duration of animations added in the transaction.
  open class func animationDuration() -> CFTimeInterval { durations.last ?? 0.25 }

  /// Sets the default duration of animations added in the transaction.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    if !durations.isEmpty { durations[durations.count - 1] = dur }
    guard let host else { return }
    _ = host.pointee.transaction_command(host, ANIMHOST_TRANSACTION_SET_DURATION, dur)
  }

  /// The default timing function of animations added in the transaction.
  open class func animationTimingFunction() -> CAMediaTimingFunction? { functions.last ?? nil }

  /// Sets the default timing function of animations added in the transaction.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    if !functions.isEmpty { functions[functions.count - 1] = function }
    guard let host else { return }
    guard var value = function?.abiValue else {
      _ = host.pointee.transaction_set_timing_function(host, nil)
      return
    }
    _ = host.pointee.transaction_set_timing_function(host, &value)
  }

  /// Whether implicit actions are disabled (there are none here; the value is kept).
  open class func disableActions() -> Bool { disabled.last ?? false }

  /// Disables implicit actions (there are none here; the value is kept).
  open class func setDisableActions(_ flag: Bool) {
    if !disabled.isEmpty { disabled[disabled.count - 1] = flag }
    guard let host else { return }
    _ = host.pointee.transaction_command(host, ANIMHOST_TRANSACTION_DISABLE_ACTIONS, flag ? 1 : 0)
  }

  /// The completion block of the innermost transaction.
  open class func completionBlock() -> (() -> Void)? { completions.last ?? nil }

  /// Runs the block once every animation added in the transaction has stopped.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    if !completions.isEmpty { completions[completions.count - 1] = block }
    guard let host, let block else { return }
    let (function, box) = HostCallbacks.completion { _ in block() }
    _ = host.pointee.transaction_set_completion(host, function, box)
  }

  /// A value kept with the innermost transaction.
  open class func value(forKey key: String) -> Any? { storage.last?[key] }

  /// Keeps a value with the innermost transaction.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    guard !storage.isEmpty else { return }
    storage[storage.count - 1][key] = anObject
  }
}
