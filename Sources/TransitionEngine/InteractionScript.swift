/// Scripted input for an interactive transition, since there is no finger here.
///
/// `--interactive` gives percent points that drive an interaction controller as
/// `UIPercentDrivenInteractiveTransition.update(_:)` would be driven by a gesture handler;
/// `--drag` moves a finger for the gesture recognizers an animator attached itself.
package enum InteractionScript: Equatable, Sendable {
  /// Percent points, then finish or cancel at the last point's time.
  case percent(PercentScript)
  /// A finger moving for the animator's own gesture recognizers.
  case drag(DragScript)
}

/// How a script ends.
package enum ScriptEnding: String, Equatable, Sendable {
  /// finish(): the transition plays to its end.
  case finish
  /// cancel(): the transition plays back to its start.
  case cancel
}

/// `--interactive`: percent points, then finish or cancel.
package struct PercentScript: Equatable, Sendable {
  /// One point: at `time` seconds after the transition starts, `percent` (0...1) is complete.
  package struct Point: Equatable, Sendable {
    /// Seconds after the transition starts; points are in increasing time order.
    package var time: Double
    /// The fraction complete, 0...1.
    package var percent: Double

    package init(time: Double, percent: Double) {
      self.time = time
      self.percent = percent
    }
  }

  /// The points, at least one, times strictly increasing.
  package var points: [Point]
  /// What happens at the last point's time.
  package var ending: ScriptEnding

  package init(points: [Point], ending: ScriptEnding) {
    precondition(!points.isEmpty, "a percent script needs a point")
    self.points = points
    self.ending = ending
  }

  /// The percent at a time: linear between points (a finger moving steadily), held outside.
  package func percent(at time: Double) -> Double {
    piecewiseLinear(points.map { ($0.time, $0.percent) }, at: time)
  }

  /// The time of the ending.
  package var endTime: Double { points[points.count - 1].time }
}

/// `--drag`: one finger (two for a pinch) for the animator's own gesture recognizers.
package struct DragScript: Equatable, Sendable {
  /// Which recognizer the finger is for, and which way it moves.
  package enum Gesture: Equatable, Sendable {
    /// A screen-edge pan from this edge inward (UIScreenEdgePanGestureRecognizer; a plain pan
    /// recognizer sees it too).
    case edge(Edge)
    /// A pan in this direction (UIPanGestureRecognizer).
    case pan(Edge)
    /// Two fingers pinching: amounts are scales (UIPinchGestureRecognizer).
    case pinch
    /// A tap at the first point's time (UITapGestureRecognizer).
    case tap
  }

  /// A screen edge, or the direction toward it.
  package enum Edge: String, CaseIterable, Equatable, Sendable {
    case top, left, bottom, right
  }

  /// One point: at `time` seconds after the finger goes down, the finger is `amount` along
  /// (points for pans, a scale for a pinch).
  package struct Point: Equatable, Sendable {
    /// Seconds after the first point; strictly increasing.
    package var time: Double
    /// Points moved along the direction, or the pinch scale.
    package var amount: Double

    package init(time: Double, amount: Double) {
      self.time = time
      self.amount = amount
    }
  }

  /// What the finger does.
  package var gesture: Gesture
  /// Where the finger goes down, in window coordinates; nil picks the middle of the edge (edge
  /// pans) or of the screen.
  package var start: TransitionEngine.Point?
  /// The points, at least one, times strictly increasing.
  package var points: [Point]
  /// `release` (the recognizer ends) or `cancel` (the system cancels the touch).
  package var releases: Bool

  package init(gesture: Gesture, start: TransitionEngine.Point?, points: [Point], releases: Bool) {
    precondition(!points.isEmpty, "a drag script needs a point")
    self.gesture = gesture
    self.start = start
    self.points = points
    self.releases = releases
  }

  /// The amount at a time: linear between points, held outside.
  package func amount(at time: Double) -> Double {
    piecewiseLinear(points.map { ($0.time, $0.amount) }, at: time)
  }

  /// The rate of change of the amount at a time (per second): the slope of the segment the
  /// time is in, or of the last segment at and after the end; 0 with one point.
  package func rate(at time: Double) -> Double {
    guard points.count > 1 else { return 0 }
    let index = min(
      max(points.firstIndex(where: { $0.time > time }) ?? points.count - 1, 1),
      points.count - 1)
    let a = points[index - 1]
    let b = points[index]
    return (b.amount - a.amount) / (b.time - a.time)
  }

  /// The time the finger lifts (or is cancelled).
  package var endTime: Double { points[points.count - 1].time }
}

/// The value at a time on (time, value) points in time order: linear between points, held
/// before the first and after the last.
private func piecewiseLinear(_ points: [(time: Double, value: Double)], at time: Double) -> Double {
  guard let after = points.firstIndex(where: { $0.time >= time }) else {
    return points[points.count - 1].value
  }
  guard after > 0 else { return points[0].value }
  let a = points[after - 1]
  let b = points[after]
  let span = b.time - a.time
  return span > 0 ? a.value + (b.value - a.value) * (time - a.time) / span : b.value
}
