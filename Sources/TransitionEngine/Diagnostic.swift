/// A problem found while running a transition, recorded in the timeline.
package struct Diagnostic: Equatable, Sendable {
  /// How serious it is.
  package enum Level: String, Sendable {
    case info, warning, error
  }

  /// Clock time in seconds at which it happened.
  package var time: Double
  /// How serious it is.
  package var level: Level
  /// A stable kebab-case code, such as `complete-transition-twice`.
  package var code: String
  /// One line for people.
  package var message: String

  package init(time: Double, level: Level, code: String, message: String) {
    self.time = time
    self.level = level
    self.code = code
    self.message = message
  }
}

/// A lifecycle event recorded in the timeline: appearance callbacks, transition steps.
package struct TimelineEvent: Equatable, Sendable {
  /// Clock time in seconds.
  package var time: Double
  /// The event name, such as `viewWillAppear` or `completeTransition`.
  package var name: String
  /// What it happened to, such as `VCYellow`.
  package var subject: String
  /// Extra detail, such as `true` for `completeTransition(true)`, or "".
  package var detail: String

  package init(time: Double, name: String, subject: String, detail: String = "") {
    self.time = time
    self.name = name
    self.subject = subject
    self.detail = detail
  }

  /// A number as event details and messages write it: rounded to 3 decimals (`0.4`, `0.35`).
  package static func number(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled == 0 ? 0 : scaled)"
  }
}
