/// UIKit-style constraint priorities and their mapping to simplex objective weights.
///
/// Priorities range over `1...1000`. A priority of 1000 (`required`) makes a constraint hard: it
/// must hold exactly. Every lower priority `p` makes the constraint soft, and its violation is
/// added to the minimized objective with the weight `1000^(p / 250)`, so 250 weighs 1e3,
/// 500 weighs 1e6, 750 weighs 1e9 and 999 weighs about 9.7e11. Each step of one priority level
/// multiplies the weight by about 1.028, so when two soft constraints pull one variable in
/// opposite directions, the higher priority always wins.
package enum LayoutPriority {
  /// The priority of hard constraints, 1000.
  package static let required: Double = 1000

  /// The priority UIKit uses for strong soft constraints, such as compression resistance, 750.
  package static let defaultHigh: Double = 750

  /// The priority UIKit uses for weak soft constraints, such as content hugging, 250.
  package static let defaultLow: Double = 250

  /// The priority UIKit uses when fitting a view to its smallest size, 50.
  package static let fittingSizeLevel: Double = 50

  /// The natural logarithm of 1000.
  private static let logOfThousand = 6.907_755_278_982_137

  /// The natural logarithm of 2.
  private static let logOfTwo = 0.693_147_180_559_945_3

  /// Returns whether `priority` is a valid UIKit priority, that is within `1...1000`.
  ///
  /// - Parameter priority: The priority to check.
  /// - Returns: `true` when the priority can be given to a constraint.
  package static func isValid(_ priority: Double) -> Bool {
    priority >= 1 && priority <= required
  }

  /// Returns the objective weight of a soft constraint, or `nil` for a required one.
  ///
  /// - Parameter priority: A priority within `1...1000`.
  /// - Returns: `1000^(priority / 250)`, or `nil` when `priority` is 1000.
  package static func weight(_ priority: Double) -> Double? {
    precondition(isValid(priority), "Layout priorities must lie within 1...1000")
    guard priority < required else { return nil }
    let scaled = priority / 250
    let whole = scaled.rounded(.down)
    var result = 1.0
    for _ in 0..<Int(whole) {
      result *= 1000
    }
    let fraction = scaled - whole
    if fraction != 0 {
      result *= exponential(fraction * logOfThousand)
    }
    return result
  }

  /// Returns `e^x` for a moderate `x`, computed with the standard library only.
  ///
  /// The argument is reduced to `k * ln 2 + r` with `|r| <= ln 2 / 2`, `e^r` is summed as a
  /// Taylor series, and the result is scaled by `2^k` exactly.
  private static func exponential(_ x: Double) -> Double {
    let halvings = (x / logOfTwo).rounded()
    let reduced = x - halvings * logOfTwo
    var term = 1.0
    var sum = 1.0
    for order in 1...24 {
      term *= reduced / Double(order)
      sum += term
    }
    return sum * Double(sign: .plus, exponent: Int(halvings), significand: 1)
  }
}
