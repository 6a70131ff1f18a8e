/// A property animator's state on a host older than ABI 1.3, kept in the plugin.
struct LocalAnimatorState {
  var state = UIViewAnimatingState.inactive
  var isRunning = false
  var isReversed = false
  var isInterruptible = true
  var scrubsLinearly = true
  var pausesOnCompletion = false
  var fractionComplete: CGFloat = 0

  mutating func run() {
    state = .active
    isRunning = true
  }

  mutating func pause() {
    state = .active
    isRunning = false
  }

  mutating func scrub(to fraction: CGFloat) {
    guard !isRunning, state != .stopped else { return }
    state = .active
    fractionComplete = min(max(fraction, 0), 1)
  }

  mutating func stop(withoutFinishing: Bool) -> Bool {
    guard state == .active else { return false }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    return true
  }

  mutating func end() {
    state = .inactive
    isRunning = false
    fractionComplete = 0
  }
}

extension UIViewPropertyAnimator {
  /// On a host without property animators: runs the kept blocks with UIView.animate.
  func startLocally(afterDelay delay: TimeInterval) {
    guard !local.isRunning else { return }
    local.run()
    let blocks = pending
    pending.removeAll()
    let curve = timing.cubicTimingParameters?.animationCurve ?? .easeInOut
    UIView.animate(
      withDuration: requestedDuration, delay: delay,
      options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
      animations: { for block in blocks { block.animation() } },
      completion: { _ in
        guard self.local.state != .inactive else { return }
        self.local.end()
        self.runCompletions(.end)
      })
  }
}
