import PluginHost
import Testing

@Suite struct ParameterResolverTests {
  /// --set values for GrowFromButton's "duration" (a number in 0.05...5, default 0.3).
  @Test(
    arguments: [
      ("duration", "1", nil),
      ("duration", "0.05", nil),
      ("duration", "5", nil),
      ("duration", "9", "expected a number in 0.05...5"),
      ("duration", "0", "expected a number in 0.05...5"),
      ("duration", "nan", "expected a number"),
      ("duration", "fast", "expected a number"),
      ("speed", "1", "has no parameter 'speed'; it takes: duration"),
      (
        "durration", "1",
        "has no parameter 'durration'; did you mean 'duration'? it takes: duration"
      ),
      ("dur\u{1B}", "1", "has no parameter 'dur\\e'"),
    ] as [(String, String, String?)])
  func resolveSettings(name: String, value: String, problem: String?) throws {
    let grow = try PluginScan.builtAnimator("GrowFromButton")
    let result = Result { () throws(PluginError) in
      try ParameterResolver.resolve([(name, value)], for: grow)
    }
    switch result {
    case .success(let values):
      #expect(problem == nil)
      #expect(values.map(\.name) == ["duration"])
      #expect(values.map(\.value) == [value])
    case .failure(let error):
      let problem = try #require(problem, "unexpected: \(error.message)")
      #expect(error.code == .badParameter)
      #expect(error.message.contains(problem), "\(error.message)")
      #expect(!error.message.contains("\u{1B}"))
    }
  }

  /// Without settings every parameter gets its default, in declaration order.
  @Test func defaultsWithoutSettings() throws {
    let grow = try PluginScan.builtAnimator("GrowFromButton")
    let values = try ParameterResolver.resolve([], for: grow)
    #expect(values.map(\.name) == ["duration"])
    #expect(values.map(\.value) == [grow.parameters[0].defaultValue])
    #expect(
      ParameterResolver.problem(with: grow.parameters[0].defaultValue, for: grow.parameters[0])
        == nil)
  }

  /// The syntax of each parameter kind, on a copy of a real parameter with its kind changed.
  @Test(
    arguments: [
      (ParameterInfo.Kind.integer, "3", nil),
      (.integer, "2.5", "expected a whole number"),
      (.integer, "11", "expected a whole number in 0...10"),
      (.number, "-0.5", "expected a number in 0...10"),
      (.number, "inf", "expected a number"),
      (.bool, "true", nil),
      (.bool, "yes", "expected true or false"),
      (.color, "#ff8800", nil),
      (.color, "#FF880080", nil),
      (.color, "ff8800", "expected a colour"),
      (.color, "#ff88", "expected a colour"),
      (.color, "#gg8800", "expected a colour"),
      (.string, "any text", nil),
      (.string, "tab\there", "control characters are not allowed"),
    ] as [(ParameterInfo.Kind, String, String?)])
  func kinds(kind: ParameterInfo.Kind, value: String, problem: String?) throws {
    try check(kind: kind, choices: [], value: value, problem: problem)
  }

  /// A string with choices (ABI 1.7) takes only those; without, any text.
  @Test(
    arguments: [
      ("up", nil), ("down", nil), ("upp", "expected one of up, down"),
      ("", "expected one of up, down"),
    ] as [(String, String?)])
  func choices(value: String, problem: String?) throws {
    try check(kind: .string, choices: ["up", "down"], value: value, problem: problem)
  }

  private func check(
    kind: ParameterInfo.Kind, choices: [String], value: String, problem: String?
  ) throws {
    var parameter = try #require(try PluginScan.builtAnimator("GrowFromButton").parameters.first)
    parameter.kind = kind
    parameter.choices = choices
    parameter.minimum = 0
    parameter.maximum = 10
    let found = ParameterResolver.problem(with: value, for: parameter)
    if let problem {
      #expect(found?.contains(problem) == true, "\(found ?? "nil")")
    } else {
      #expect(found == nil)
    }
  }
}
