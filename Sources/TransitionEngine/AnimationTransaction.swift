/// The parameters of one UIView.animate call.
package struct AnimationParameters: Equatable, Sendable {
  /// Seconds the change takes.
  package var duration: Double
  /// Seconds before it starts.
  package var delay: Double
  /// The easing.
  package var curve: TimingCurve

  package init(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }
}

/// An open animation transaction: property changes made while it is open animate.
struct OpenTransaction {
  var parameters: AnimationParameters
  var group: Int
  var animationCount = 0
}

/// A committed transaction waiting for its animations to end.
struct AnimationGroup {
  var id: Int
  var end: Double
  var completion: ((Bool) -> Void)?
}
