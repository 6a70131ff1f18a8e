/// A thread nobody joins, for work that must go on beside the main thread without Dispatch
/// (the scanner's lifeline watch).
package enum DetachedThread {
  /// The closure a new thread runs.
  private final class Body {
    /// The work.
    let run: () -> Void
    /// A box around the work.
    init(_ run: @escaping () -> Void) { self.run = run }
  }

  /// Starts a thread running `body`.
  ///
  /// False when the system refuses a new thread. The corresponding C functions are
  /// `pthread_create(3)` and `pthread_detach(3)`.
  @discardableResult
  package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    let status = system_pthread_create_detached(
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    if status != 0 { Unmanaged<Body>.fromOpaque(context).release() }
    return status == 0
  }
}
