// The property animator's plumbing: the host animator it proxies, the blocks it hands over, its
// hold on itself while active, and what it does on a host older than ABI 1.3.

extension UIViewPropertyAnimator {
  static func makeHostAnimator(
    _ host: UnsafePointer<animhost_host_v1>, _ duration: TimeInterval,
    _ timing: any UITimingCurveProvider, _ link: AnimatorLink
  ) -> animhost_handle {
    guard HostScope.hasABI13(host) else { return 0 }
    var parameters = animhost_timing_v1(timing)
    // The link lives as long as the host may call back: the host never frees user_data.
    let userData = Unmanaged.passRetained(link).toOpaque()
    return host.pointee.animator_create(host, duration, &parameters, animatorFinished, userData)
  }

  /// The host's view of the animator, or nil without a host animator.
  var hostState: animhost_animator_state_v1? {
    guard handle != 0 else { return nil }
    var state = animhost_animator_state_v1()
    state.struct_size = UInt32(MemoryLayout<animhost_animator_state_v1>.size)
    return host.pointee.animator_get(host, handle, &state) == ANIMHOST_OK ? state : nil
  }

  /// Sends a command; false where the host refuses it (UIKit would raise).
  @discardableResult
  func send(_ command: Int32, _ value: Double) -> Bool {
    handle != 0 && host.pointee.animator_command(host, handle, command, value) == ANIMHOST_OK
  }

  func setFlag(
    _ command: Int32, _ value: Bool, _ local: WritableKeyPath<LocalAnimatorState, Bool>
  ) {
    if handle == 0 { self.local[keyPath: local] = value } else { send(command, value ? 1 : 0) }
  }

  /// Makes the animator active in UIKit's way: holds it, then hands the kept blocks to the host.
  func activate() {
    guard handle != 0 else { return }
    if hold == nil { hold = Unmanaged.passRetained(self) }
    let blocks = pending
    pending.removeAll()
    for block in blocks { addToHost(block.animation, delayFactor: block.delayFactor) }
  }

  /// Lets go of the animator's hold on itself once the host says it is inactive.
  func settle() {
    guard let hold, let state = hostState, state.state == ANIMHOST_ANIMATING_INACTIVE else {
      return
    }
    self.hold = nil
    hold.release()
  }

  func addToHost(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    _ = HostCallbacks.withBody(animation) { function, box in
      host.pointee.animator_add_animations(host, handle, Double(delayFactor), function, box)
    }
  }

  /// Runs the completions in order with the position, then forgets them.
  func runCompletions(_ position: UIViewAnimatingPosition) {
    let due = completions
    completions.removeAll()
    for completion in due { completion(position) }
    settle()
  }

  // MARK: - The public methods' bodies

  func start(afterDelay delay: TimeInterval) {
    storedDelay = delay
    guard handle != 0 else { return startLocally(afterDelay: delay) }
    activate()
    send(ANIMHOST_ANIMATOR_START, delay)
    settle()
  }

  func pause() {
    guard handle != 0 else { return local.pause() }
    activate()
    send(ANIMHOST_ANIMATOR_PAUSE, 0)
    settle()
  }

  func setFraction(_ fraction: CGFloat) {
    guard handle != 0 else { return local.scrub(to: fraction) }
    activate()
    send(ANIMHOST_ANIMATOR_SET_FRACTION, Double(fraction))
    settle()
  }

  func stop(withoutFinishing: Bool) {
    let stopped =
      handle != 0
      ? send(ANIMHOST_ANIMATOR_STOP, withoutFinishing ? 1 : 0)
      : local.stop(withoutFinishing: withoutFinishing)
    if stopped, withoutFinishing { completions.removeAll() }
    settle()
  }

  func finish(at position: UIViewAnimatingPosition) {
    guard handle != 0 else {
      guard local.state == .stopped else { return }
      local.end()
      return runCompletions(position)
    }
    send(ANIMHOST_ANIMATOR_FINISH, Double(position.rawValue))
    settle()
  }

  func add(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    if handle != 0, state != .inactive {
      addToHost(animation, delayFactor: delayFactor)
    } else {
      pending.append((animation, delayFactor))
    }
  }

  func resume(_ parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    guard handle != 0 else { return startLocally(afterDelay: 0) }
    if var timing = animhost_timing_v1.make(parameters) {
      _ = host.pointee.animator_continue(host, handle, &timing, Double(durationFactor))
    } else {
      _ = host.pointee.animator_continue(host, handle, nil, Double(durationFactor))
    }
    settle()
  }
}

/// Finds the animator again from the host's user_data without keeping it alive.
final class AnimatorLink {
  weak var animator: UIViewPropertyAnimator?
}

/// The host's call when an animator ends: its completions run with the position.
private let animatorFinished: animhost_position_fn = { host, userData, position in
  guard let host, let userData,
    let animator = Unmanaged<AnimatorLink>.fromOpaque(userData).takeUnretainedValue().animator
  else { return }
  HostScope.with(host) {
    animator.runCompletions(UIViewAnimatingPosition(rawValue: Int(position)) ?? .end)
  }
}
