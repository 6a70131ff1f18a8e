/// One bound the engine puts on what an animator may ask of it, so that no animator can make a
/// run take unbounded memory or time, or overflow the stack.
///
/// The values are in `EngineLimits`; `docs/transition-model.md` ("Limits") lists them.
package struct EngineLimit: Equatable, Sendable, CustomStringConvertible {
  /// What the engine does with a value over the limit.
  package enum Action: String, Sendable {
    /// The value is clamped (or the excess dropped) and a `limit-exceeded` warning is recorded.
    case clamp
    /// The call is ignored with `ANIMHOST_ERR_BAD_ARGUMENT` and a `limit-exceeded` warning.
    case refuse
    /// The run stops with an `EngineError` (`limitExceeded`) that names the animator.
    case fail
  }

  /// A stable kebab-case name, such as `view-depth`.
  package let id: String
  /// What is counted or measured, as it reads in a message: `view depth`.
  package let quantity: String
  /// The largest value allowed.
  package let value: Double
  /// The unit after a number (`s`, `points`, `levels`), or "" for a plain count.
  package let unit: String
  /// What happens past the limit.
  package let action: Action
  /// Why the value is what it is, for the documentation.
  package let reason: String

  /// A limit; see the properties for the meaning of each argument.
  package init(
    _ id: String, _ quantity: String, _ value: Double, unit: String = "", action: Action,
    reason: String
  ) {
    self.id = id
    self.quantity = quantity
    self.value = value
    self.unit = unit
    self.action = action
    self.reason = reason
  }

  /// The limit as a whole number, for counts.
  package var count: Int { Int(value) }

  /// The limit with its unit: `60 s`, `64 levels`, `30000`.
  package var description: String { Self.format(value) + (unit.isEmpty ? "" : " " + unit) }

  /// One line saying that a value is over the limit: `shadow radius 1e+09 points exceeds the
  /// limit of 256 points`.
  package func exceeded(by value: Double) -> String {
    exceeded(shown: Self.format(value))
  }

  /// The same line with the value already written out (`more than 4096`).
  package func exceeded(shown: String) -> String {
    "\(quantity) \(shown)\(unit.isEmpty ? "" : " " + unit) exceeds the limit of \(description)"
  }

  /// A number as people write it: whole numbers without a fraction, others as Swift prints them.
  package static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
