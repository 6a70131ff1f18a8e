/// A value only one thread touches at a time, behind a `ConditionLock`: what the host uses in
/// place of the Synchronization module's `Mutex`, which it does not link.
package final class Locked<Value>: @unchecked Sendable {
  /// Guards `value`.
  private let lock = ConditionLock()
  /// The value.
  private var value: Value

  /// A lock around a first value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
