/// A month/day window in which an animator is in season; it may wrap the year.
public struct Season: Sendable {
  /// First month, 1...12.
  public var startMonth: Int
  /// First day, 1...31.
  public var startDay: Int
  /// Last month, 1...12.
  public var endMonth: Int
  /// Last day, 1...31.
  public var endDay: Int

  /// A window from one month/day to another, inclusive.
  public init(from start: (month: Int, day: Int), to end: (month: Int, day: Int)) {
    startMonth = start.month
    startDay = start.day
    endMonth = end.month
    endDay = end.day
  }
}

/// What an animator can do.
public struct AnimatorCapabilities: OptionSet, Sendable {
  /// The raw ANIMATOR_CAP_* bits.
  public let rawValue: UInt32
  /// Capabilities from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Vends an animator for presentation.
  public static let present = AnimatorCapabilities(rawValue: ANIMATOR_CAP_PRESENT)
  /// Vends an animator for dismissal.
  public static let dismiss = AnimatorCapabilities(rawValue: ANIMATOR_CAP_DISMISS)
  /// Supports interactive transitions (vends interaction controllers or an interruptible
  /// animator).
  public static let interactive = AnimatorCapabilities(rawValue: ANIMATOR_CAP_INTERACTIVE)
  /// Vends a custom UIPresentationController: presentations default to `.custom` (ABI 1.5).
  public static let presentationController = AnimatorCapabilities(
    rawValue: ANIMATOR_CAP_PRESENTATION_CONTROLLER)
  /// Vends animators for navigation pushes (UINavigationControllerDelegate, ABI 1.5).
  public static let push = AnimatorCapabilities(rawValue: ANIMATOR_CAP_PUSH)
  /// Vends animators for navigation pops (UINavigationControllerDelegate, ABI 1.5).
  public static let pop = AnimatorCapabilities(rawValue: ANIMATOR_CAP_POP)
  /// Vends animators for tab switches (UITabBarControllerDelegate, ABI 1.5).
  public static let tab = AnimatorCapabilities(rawValue: ANIMATOR_CAP_TAB)
}

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

/// The values of an animator's parameters for one run, defaults filled in by the host.
public struct AnimatorParameters: Sendable {
  /// The raw values by name.
  public let values: [String: String]

  /// Parameters from raw values by name.
  public init(_ values: [String: String]) { self.values = values }

  /// The raw value of a parameter.
  public subscript(name: String) -> String? { values[name] }

  /// A number parameter, or the fallback when it is missing or not a number.
  public func number(_ name: String, or fallback: Double) -> Double {
    values[name].flatMap(Double.init) ?? fallback
  }

  /// A whole-number parameter, or the fallback.
  public func integer(_ name: String, or fallback: Int) -> Int {
    values[name].flatMap(Int.init) ?? fallback
  }

  /// A text parameter, or the fallback when it is missing.
  public func string(_ name: String, or fallback: String) -> String {
    values[name] ?? fallback
  }

  /// A true-or-false parameter, or the fallback.
  public func bool(_ name: String, or fallback: Bool) -> Bool {
    switch values[name] {
    case "true": true
    case "false": false
    default: fallback
    }
  }

  /// A colour parameter (`#RRGGBB` or `#RRGGBBAA`), or the fallback.
  public func color(_ name: String, or fallback: UIColor) -> UIColor {
    guard let text = values[name], text.first == "#", text.count == 7 || text.count == 9,
      let bits = UInt32(text.dropFirst(), radix: 16)
    else { return fallback }
    let rgba = text.count == 7 ? bits << 8 | 0xFF : bits
    func channel(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
    return UIColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}

/// One animator a plugin declares: its metadata and how to make its transitioning delegate.
public struct AnimatorDefinition {
  /// The CLI name: lowercase letters, digits and dashes, at most 64 bytes.
  public var id: String
  /// The name for people.
  public var displayName: String
  /// One line.
  public var summary: String
  /// The theme, such as "classic" or "christmas".
  public var theme: String
  /// When it is in season.
  public var seasons: [Season]
  /// The default duration in seconds.
  public var defaultDuration: Double
  /// What it can do.
  public var capabilities: AnimatorCapabilities
  /// The parameters it accepts.
  public var parameters: [AnimatorParameter]
  /// Makes the delegate for one run.
  public var makeDelegate: (AnimatorParameters) -> any UIViewControllerTransitioningDelegate

  /// An animator with its metadata and delegate factory.
  public init(
    id: String, displayName: String, summary: String, theme: String = "classic",
    seasons: [Season] = [], defaultDuration: Double,
    capabilities: AnimatorCapabilities = [.present, .dismiss],
    parameters: [AnimatorParameter] = [],
    makeDelegate: @escaping (AnimatorParameters) -> any UIViewControllerTransitioningDelegate
  ) {
    self.id = id
    self.displayName = displayName
    self.summary = summary
    self.theme = theme
    self.seasons = seasons
    self.defaultDuration = defaultDuration
    self.capabilities = capabilities
    self.parameters = parameters
    self.makeDelegate = makeDelegate
  }
}
