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
    let done = completion.map(HostCallbacks.completion)
    let status = HostCallbacks.withBody({ animations?() }) { function, body in
      host.pointee.view_transition(
        host, view.handle, duration, UInt32(truncatingIfNeeded: options.rawValue), function,
        body, done?.0, done?.1)
    }
    guard status == ANIMHOST_OK else {
      // The host could not draw it (a view outside the window, or a curl before ABI 1.5): the changes happen
      // at once, and the completion runs, as after an instant transition.
      if let box = done?.1 { HostCallbacks.discard(box) }
      animations?()
      completion?(true)
      return
    }
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
