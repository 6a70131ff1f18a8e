import AnimatorKit
import Testing

/// The declarative definition: the default duration comes from the `duration` parameter unless
/// given, and the parameters keep their declared order whether typed or not.
@Suite struct AnimatorDefinitionTests {
  static let duration = Parameter.number(
    "duration", default: 0.6, range: 0.1...5, summary: "seconds each way")
  static let rise = Parameter.integer("rise", default: 40, range: 0...400, summary: "points")

  @Test(arguments: [(nil, 0.6), (1.25, 1.25)] as [(Double?, Double)])
  func theDefaultDurationIsTheDurationParameters(given: Double?, expected: Double) {
    let definition = AnimatorDefinition(
      id: "rise", displayName: "Rise", summary: "Rises", defaultDuration: given,
      parameters: [Self.rise, Self.duration]
    ) { _, _ in nil }
    #expect(definition.defaultDuration == expected)
  }

  @Test func typedAndUntypedParametersKeepTheirOrder() {
    let definition = AnimatorDefinition(
      id: "mixed", displayName: "Mixed", summary: "Both kinds", defaultDuration: 1,
      parameters: [Self.rise, .bool("fade", default: true, summary: "fades"), Self.duration]
    ) { _ in AnimatorDelegate { _ in nil } }
    #expect(definition.parameters.map(\.name) == ["rise", "fade", "duration"])
    #expect(definition.parameters.map(\.defaultValue) == ["40", "true", "0.6"])
  }

  @Test(arguments: TransitionRole.allCases)
  func rolesKnowTheirWay(role: TransitionRole) {
    let reversed: Set<TransitionRole> = [.dismiss, .pop, .tabBack]
    #expect(role.isReversed == reversed.contains(role))
    #expect(role.isPresenting == !reversed.contains(role))
    #expect(role.isModal == (role == .present || role == .dismiss))
  }
}
