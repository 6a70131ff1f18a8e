/// When an emulated interactive cancel happens, measured from the start of a transition.
package enum CancelPoint: Equatable, Sendable {
  /// Seconds after the transition starts.
  case seconds(Double)
  /// A fraction (0...1) of the animator's transitionDuration.
  case fraction(Double)

  /// Seconds after the start for a transition of this duration; never negative.
  package func offset(forDuration duration: Double) -> Double {
    switch self {
    case let .seconds(seconds): max(seconds, 0)
    case let .fraction(fraction): max(fraction * duration, 0)
    }
  }
}
