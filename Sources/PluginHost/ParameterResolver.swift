import Messages

/// Resolves an animator's parameter values: defaults, overridden by `--set name=value`.
package enum ParameterResolver {
  /// The values to pass to the plugin, in declaration order.
  /// - Throws: PluginError.badParameter for an unknown name or an invalid value.
  package static func resolve(
    _ settings: [(name: String, value: String)], for animator: LoadedAnimator
  ) throws(PluginError) -> [(name: String, value: String)] {
    try resolve(settings, for: animator.metadata)
  }

  /// The values to pass to the plugin, in declaration order, from the animator's metadata alone
  /// (the host resolves them before a run child loads the plugin).
  /// - Throws: PluginError.badParameter for an unknown name or an invalid value.
  package static func resolve(
    _ settings: [(name: String, value: String)], for animator: AnimatorMetadata
  ) throws(PluginError) -> [(name: String, value: String)] {
    var values = animator.parameters.map { (name: $0.name, value: $0.defaultValue) }
    for setting in settings {
      guard let index = animator.parameters.firstIndex(where: { $0.name == setting.name }) else {
        let names = animator.parameters.map(\.name)
        let guess =
          Suggestion.closest(to: setting.name, in: names).map { "did you mean '\($0)'? " } ?? ""
        throw PluginError(
          .badParameter, subject: setting.name,
          "animator '\(animator.id)' has no parameter '\(escapedForTerminal(setting.name))'; "
            + (names.isEmpty
              ? "it takes none" : guess + "it takes: \(names.joined(separator: ", "))"))
      }
      let parameter = animator.parameters[index]
      if let problem = problem(with: setting.value, for: parameter) {
        throw PluginError(
          .badParameter, subject: setting.value,
          "invalid value '\(escapedForTerminal(setting.value))' "
            + "for parameter '\(parameter.name)': \(problem)"
        )
      }
      values[index].value = setting.value
    }
    return values
  }

  /// What is wrong with a value for a parameter, or nil.
  package static func problem(with value: String, for parameter: ParameterInfo) -> String? {
    let range = "\(shown(parameter.minimum))...\(shown(parameter.maximum))"
    switch parameter.kind {
    case .number:
      guard let number = decimalNumber(value) else {
        return "expected a number (decimal, such as 0.5)"
      }
      return (parameter.minimum...parameter.maximum).contains(number)
        ? nil : "expected a number in \(range)"
    case .integer:
      guard let number = Int(value) else { return "expected a whole number" }
      return (parameter.minimum...parameter.maximum).contains(Double(number))
        ? nil : "expected a whole number in \(range)"
    case .bool:
      return value == "true" || value == "false" ? nil : "expected true or false"
    case .color:
      let hex = value.hasPrefix("#") ? value.dropFirst() : ""
      let valid = (hex.count == 6 || hex.count == 8) && hex.allSatisfy(\.isHexDigit)
      return valid ? nil : "expected a colour as #RRGGBB or #RRGGBBAA"
    case .string:
      if !parameter.choices.isEmpty {
        return parameter.choices.contains(value)
          ? nil : "expected one of \(parameter.choices.joined(separator: ", "))"
      }
      return containsControlCharacters(value) ? "control characters are not allowed" : nil
    }
  }

  /// A range end as people write it: `10`, not `10.0`.
  private static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
