/// One parameter an animator accepts, set by users with `--set name=value`.
public struct AnimatorParameter: Sendable {
  /// The kinds of value.
  public enum Kind: Int32, Sendable {
    /// A decimal number.
    case number = 0
    /// A whole number.
    case integer = 1
    /// true or false.
    case bool = 2
    /// #RRGGBB or #RRGGBBAA.
    case color = 3
    /// Any text.
    case string = 4
  }

  /// The name: lowercase letters, digits and dashes.
  public var name: String
  /// The kind of value.
  public var kind: Kind
  /// The default, in the kind's syntax.
  public var defaultValue: String
  /// The allowed range for numbers.
  public var range: ClosedRange<Double>
  /// One line for `animhost info`.
  public var summary: String
  /// For a string: the only values allowed (empty allows any text); the host refuses others.
  public var choices: [String]

  /// A parameter of any kind.
  public init(
    _ name: String, kind: Kind, default defaultValue: String,
    range: ClosedRange<Double> = 0...0, summary: String, choices: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.range = range
    self.summary = summary
    self.choices = choices
  }

  /// A text parameter that takes one of a few words; the host refuses any other with the
  /// list (ABI 1.7).
  public static func choice(
    _ name: String, default value: String, in choices: [String], summary: String
  ) -> AnimatorParameter {
    precondition(choices.contains(value), "AnimatorParameter: the default must be a choice")
    return AnimatorParameter(
      name, kind: .string, default: value, summary: summary, choices: choices)
  }

  /// A decimal parameter within a range.
  public static func number(
    _ name: String, default value: Double, range: ClosedRange<Double>, summary: String
  ) -> AnimatorParameter {
    AnimatorParameter(name, kind: .number, default: "\(value)", range: range, summary: summary)
  }

  /// A whole-number parameter within a range.
  public static func integer(
    _ name: String, default value: Int, range: ClosedRange<Int>, summary: String
  ) -> AnimatorParameter {
    AnimatorParameter(
      name, kind: .integer, default: "\(value)",
      range: Double(range.lowerBound)...Double(range.upperBound),
      summary: summary)
  }

  /// A colour parameter, `#RRGGBB` or `#RRGGBBAA`.
  public static func color(_ name: String, default value: String, summary: String)
    -> AnimatorParameter
  {
    AnimatorParameter(name, kind: .color, default: value, summary: summary)
  }

  /// A true-or-false parameter.
  public static func bool(_ name: String, default value: Bool, summary: String) -> AnimatorParameter
  {
    AnimatorParameter(name, kind: .bool, default: value ? "true" : "false", summary: summary)
  }

  /// A text parameter.
  public static func string(_ name: String, default value: String, summary: String)
    -> AnimatorParameter
  {
    AnimatorParameter(name, kind: .string, default: value, summary: summary)
  }
}
