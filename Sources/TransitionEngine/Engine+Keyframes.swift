extension Engine {
  /// Opens a keyframes transaction, as
  /// UIView.animateKeyframes(withDuration:delay:options:animations:).
  ///
  /// Changes made in `addKeyframe` blocks become keyframes; changes made directly in the
  /// transaction span its whole duration. `commitTransaction` closes it; its completion runs
  /// after the whole duration.
  /// - Returns: false when it would go over a limit (`admitTransaction`); nothing is opened.
  @discardableResult
  package func beginKeyframes(_ parameters: AnimationParameters) -> Bool {
    guard beginTransaction(parameters), let index = openTransactions.indices.last else {
      return false
    }
    openTransactions[index].keyframes = KeyframeRecorder()
    return true
  }

  /// Runs a block whose property changes reach their values at the end of a window of the
  /// keyframes transaction
  /// (UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)).
  ///
  /// Times are fractions of the transaction's duration, clamped to 0...1. Outside a keyframes
  /// transaction the block runs as it is and a warning is recorded.
  package func addKeyframe(relativeStart: Double, relativeDuration: Double, _ body: () -> Void) {
    guard let index = openTransactions.indices.last,
      let recorder = openTransactions[index].keyframes
    else {
      diagnose(
        .warning, "keyframe-outside-keyframes",
        "animator '\(activeAnimator)' called addKeyframe outside animateKeyframes; "
          + "its changes were made without keyframes")
      body()
      return
    }
    let start = relativeStart.isFinite ? min(max(relativeStart, 0), 1) : 0
    let length = relativeDuration.isFinite ? max(relativeDuration, 0) : 0
    if start != relativeStart || length != relativeDuration || start + length > 1 {
      diagnose(
        .warning, "keyframe-out-of-range",
        "animator '\(activeAnimator)' added a keyframe at \(relativeStart) "
          + "for \(relativeDuration); relative times must lie in 0...1, so it was clamped")
    }
    let saved = recorder.window
    openTransactions[index].keyframes?.window = start...min(start + length, 1)
    body()
    if index < openTransactions.count {
      openTransactions[index].keyframes?.window = saved
    }
  }

  /// Turns a committed keyframes transaction's tracks into animations; returns how many.
  func addKeyframeAnimations(_ recorder: KeyframeRecorder, of transaction: OpenTransaction) -> Int {
    let p = transaction.parameters
    var count = 0
    for track in recorder.tracks {
      let path = track.path(mode: p.keyframeMode)
      guard let first = path.values.first, let last = path.values.last,
        path.values.contains(where: { $0 != first })
      else { continue }
      guard p.duration > 0 || p.delay > 0 else {
        removeAnimations(of: track.property, on: track.view)
        continue
      }
      add(
        PropertyAnimation(
          property: track.property, from: first, to: last, start: transaction.origin + p.delay,
          duration: p.duration,
          curve: transaction.curve, group: transaction.group, keyframes: path, repeats: p.repeats,
          autoreverses: p.autoreverses),
        to: track.view, clock: transaction.clock)
      count += 1
    }
    return count
  }
}
