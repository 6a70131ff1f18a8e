extension UIView {
  /// Makes the changes in the block to the view with a transition (a flip or a
  /// cross-dissolve, from the options), then runs the completion.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let host = view.host
    guard HostScope.hasABI14(host) else {
      animations?()
      completion?(true)
      return
    }
    let body = Unmanaged.passRetained(TransitionBody(animations)).toOpaque()
    let done = completion.map { Unmanaged.passRetained(TransitionCompletion($0)).toOpaque() }
    let status = host.pointee.view_transition(
      host, view.handle, duration, UInt32(truncatingIfNeeded: options.rawValue),
      transitionBodyTrampoline, body, done == nil ? nil : transitionCompletionTrampoline, done)
    guard status == ANIMHOST_OK else {
      // The host could not draw it (a curl, a view outside the window): the changes happen
      // at once, and the completion runs, as after an instant transition.
      Unmanaged<TransitionBody>.fromOpaque(body).release()
      if let done { Unmanaged<TransitionCompletion>.fromOpaque(done).release() }
      animations?()
      completion?(true)
      return
    }
    Unmanaged<TransitionBody>.fromOpaque(body).release()
  }

  /// Replaces one view with another in its superview with a transition, then runs the
  /// completion; the transition runs on the superview.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let parent = fromView.superview else {
      completion?(true)
      return
    }
    transition(
      with: parent, duration: duration, options: options,
      animations: {
        parent.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
      }, completion: completion)
  }
}

/// Holds a transition's animations block while the host calls it.
private final class TransitionBody {
  let body: (() -> Void)?
  init(_ body: (() -> Void)?) { self.body = body }
}

/// Holds a transition's completion block while the host owns it.
private final class TransitionCompletion {
  let body: (Bool) -> Void
  init(_ body: @escaping (Bool) -> Void) { self.body = body }
}

/// The host's call of the animations block (at once, during view_transition).
private let transitionBodyTrampoline: animhost_keyframe_fn = { host, userData in
  guard let host, let userData else { return }
  let box = Unmanaged<TransitionBody>.fromOpaque(userData).takeUnretainedValue()
  HostScope.with(host) { box.body?() }
}

/// The host's completion callback: runs the block once and releases it.
private let transitionCompletionTrampoline: animhost_completion_fn = { host, userData, finished in
  guard let host, let userData else { return }
  let box = Unmanaged<TransitionCompletion>.fromOpaque(userData).takeRetainedValue()
  HostScope.with(host) { box.body(finished != 0) }
}
