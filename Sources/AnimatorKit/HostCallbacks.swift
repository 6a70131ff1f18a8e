/// The closures AnimatorKit hands the host as a C function and user_data: a body the host
/// calls back during the call (an animations block), and a completion it calls once later.
enum HostCallbacks {
  /// Calls `call` with a C function and user_data that run `body` with the host current,
  /// for a host call that runs the body before it returns (addKeyframe, addAnimations,
  /// UIView.transition's animations).
  static func withBody<Result>(
    _ body: @escaping () -> Void,
    _ call: (animhost_keyframe_fn, UnsafeMutableRawPointer) -> Result
  ) -> Result {
    let box = Unmanaged.passRetained(BodyBox(body)).toOpaque()
    defer { Unmanaged<BodyBox>.fromOpaque(box).release() }
    return call(bodyTrampoline, box)
  }

  /// A C function and user_data that run the completion once, when the host calls it, and
  /// release it then (UIView.animate, UIView.transition, CATransaction).
  static func completion(_ completion: @escaping (Bool) -> Void)
    -> (animhost_completion_fn, UnsafeMutableRawPointer)
  {
    (completionTrampoline, Unmanaged.passRetained(CompletionBox(completion)).toOpaque())
  }

  /// Releases a completion the host refused, so it never runs.
  static func discard(_ completion: UnsafeMutableRawPointer) {
    Unmanaged<CompletionBox>.fromOpaque(completion).release()
  }

  /// A C function and user_data that run a body once, when the host calls it later (an
  /// alongside animation), and release it then; `discardBody` releases one the host refused.
  static func laterBody(_ body: @escaping () -> Void)
    -> (animhost_keyframe_fn, UnsafeMutableRawPointer)
  {
    (laterBodyTrampoline, Unmanaged.passRetained(BodyBox(body)).toOpaque())
  }

  /// Releases a later body the host refused, so it never runs.
  static func discardBody(_ body: UnsafeMutableRawPointer) {
    Unmanaged<BodyBox>.fromOpaque(body).release()
  }
}

/// The C body callback for a body run later: runs it once with the host current and releases
/// it.
private let laterBodyTrampoline: animhost_keyframe_fn = { host, userData in
  guard let host, let userData else { return }
  let box = Unmanaged<BodyBox>.fromOpaque(userData).takeRetainedValue()
  HostScope.with(host) { box.body() }
}

/// Holds a body while the host runs it.
private final class BodyBox {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// The C body callback: runs the boxed body with the host current.
private let bodyTrampoline: animhost_keyframe_fn = { host, userData in
  guard let host, let userData else { return }
  let box = Unmanaged<BodyBox>.fromOpaque(userData).takeUnretainedValue()
  HostScope.with(host) { box.body() }
}

/// Holds a completion closure while the host owns it.
private final class CompletionBox {
  let body: (Bool) -> Void
  init(_ body: @escaping (Bool) -> Void) { self.body = body }
}

/// The C completion callback: runs the boxed closure once and releases it.
private let completionTrampoline: animhost_completion_fn = { host, userData, finished in
  guard let host, let userData else { return }
  let box = Unmanaged<CompletionBox>.fromOpaque(userData).takeRetainedValue()
  HostScope.with(host) { box.body(finished != 0) }
}
