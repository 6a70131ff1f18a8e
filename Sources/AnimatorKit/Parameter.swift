/// Something that declares one parameter: an untyped `AnimatorParameter` or a typed `Parameter`.
public protocol AnimatorParameterConvertible: Sendable {
  /// The declaration the host sees: name, kind, default, range, summary and choices.
  var declaration: AnimatorParameter { get }
}

extension AnimatorParameter: AnimatorParameterConvertible {
  /// The parameter itself.
  public var declaration: AnimatorParameter { self }
}

/// The untyped factories, so that a list of parameters written before typed parameters
/// existed (`parameters: [.number("duration", …)]`) still compiles.
extension AnimatorParameterConvertible where Self == AnimatorParameter {
  /// A decimal parameter within a range.
  public static func number(
    _ name: String, default value: Double, range: ClosedRange<Double>, summary: String
  ) -> AnimatorParameter {
    AnimatorParameter.number(name, default: value, range: range, summary: summary)
  }

  /// A whole-number parameter within a range.
  public static func integer(
    _ name: String, default value: Int, range: ClosedRange<Int>, summary: String
  ) -> AnimatorParameter {
    AnimatorParameter.integer(name, default: value, range: range, summary: summary)
  }

  /// A true-or-false parameter.
  public static func bool(_ name: String, default value: Bool, summary: String) -> AnimatorParameter
  {
    AnimatorParameter.bool(name, default: value, summary: summary)
  }

  /// A colour parameter, `#RRGGBB` or `#RRGGBBAA`.
  public static func color(_ name: String, default value: String, summary: String)
    -> AnimatorParameter
  {
    AnimatorParameter.color(name, default: value, summary: summary)
  }

  /// A text parameter.
  public static func string(_ name: String, default value: String, summary: String)
    -> AnimatorParameter
  {
    AnimatorParameter.string(name, default: value, summary: summary)
  }

  /// A text parameter that takes one of a few words (ABI 1.7).
  public static func choice(
    _ name: String, default value: String, in choices: [String], summary: String
  ) -> AnimatorParameter {
    AnimatorParameter.choice(name, default: value, in: choices, summary: summary)
  }
}

/// A parameter declared once with its type, read by the animator with the declared default.
///
/// Declare it next to the animator that reads it, list it in the definition's `parameters`,
/// and read it from the run's values by subscript:
///
///     static let duration = Parameter.number(
///       "duration", default: 0.4, range: 0.05...5, summary: "seconds each way")
///
///     AnimatorDefinition(id: "fade", …, parameters: [FadeAnimator.duration]) { role, values in
///       FadeAnimator(duration: values[FadeAnimator.duration], role: role)
///     }
///
/// The default is written only in the declaration: the host fills it in, and a value the
/// host could not have sent reads as the default too.
public struct Parameter<Value>: AnimatorParameterConvertible {
  /// The declaration the host sees.
  public let declaration: AnimatorParameter
  private let decode: @Sendable (String) -> Value?

  private init(_ declaration: AnimatorParameter, decode: @escaping @Sendable (String) -> Value?) {
    precondition(
      decode(declaration.defaultValue) != nil,
      "Parameter '\(declaration.name)': the default does not read as its own kind")
    self.declaration = declaration
    self.decode = decode
  }

  /// The parameter's name, as users write it in `--set name=value` and `NAME(name=value)`.
  public var name: String { declaration.name }

  /// The declared default.
  public var defaultValue: Value { read(declaration.defaultValue) }

  /// A raw value read as this parameter's type, or the declared default when it does not read.
  func read(_ text: String?) -> Value {
    if let text, let value = decode(text) { return value }
    guard let value = decode(declaration.defaultValue) else {
      preconditionFailure("Parameter '\(name)': the default was checked when it was declared")
    }
    return value
  }
}

extension Parameter where Value == Double {
  /// A decimal parameter within a range.
  public static func number(
    _ name: String, default value: Double, range: ClosedRange<Double>, summary: String
  ) -> Parameter<Double> {
    Parameter(.number(name, default: value, range: range, summary: summary)) { Double($0) }
  }
}

extension Parameter where Value == Int {
  /// A whole-number parameter within a range.
  public static func integer(
    _ name: String, default value: Int, range: ClosedRange<Int>, summary: String
  ) -> Parameter<Int> {
    Parameter(.integer(name, default: value, range: range, summary: summary)) { Int($0) }
  }
}

extension Parameter where Value == Bool {
  /// A true-or-false parameter.
  public static func bool(_ name: String, default value: Bool, summary: String) -> Parameter<Bool> {
    Parameter(.bool(name, default: value, summary: summary)) { text in
      switch text {
      case "true": true
      case "false": false
      default: nil
      }
    }
  }
}

extension Parameter where Value == String {
  /// A text parameter.
  public static func string(_ name: String, default value: String, summary: String)
    -> Parameter<String>
  {
    Parameter(.string(name, default: value, summary: summary)) { $0 }
  }
}

extension Parameter where Value == UIColor {
  /// A colour parameter, `#RRGGBB` or `#RRGGBBAA`.
  public static func color(_ name: String, default value: String, summary: String)
    -> Parameter<UIColor>
  {
    Parameter(.color(name, default: value, summary: summary)) { UIColor(hexText: $0) }
  }
}

extension Parameter where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// A parameter that takes one of a few words, read as the type whose raw values they are;
  /// the host refuses any other word with the list (ABI 1.7).
  public static func choice(
    _ name: String, default value: Value, in choices: [Value], summary: String
  ) -> Parameter<Value> {
    Parameter(
      .choice(name, default: value.rawValue, in: choices.map(\.rawValue), summary: summary)
    ) { Value(rawValue: $0.lowercased()) }
  }
}

extension Parameter
where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// A parameter that takes any of the type's cases by raw value.
  public static func choice(_ name: String, default value: Value, summary: String)
    -> Parameter<Value>
  {
    choice(name, default: value, in: Array(Value.allCases), summary: summary)
  }
}

extension AnimatorParameters {
  /// The value of a typed parameter for this run, or its declared default.
  public subscript<Value>(_ parameter: Parameter<Value>) -> Value {
    parameter.read(values[parameter.name])
  }
}

extension Parameter where Value == String {
  /// A text parameter that takes one of a few words; the host refuses any other with the
  /// list (ABI 1.7).
  public static func choice(
    _ name: String, default value: String, in choices: [String], summary: String
  ) -> Parameter<String> {
    Parameter(.choice(name, default: value, in: choices, summary: summary)) { $0.lowercased() }
  }
}
