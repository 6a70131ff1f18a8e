/// What one rule said about one case.
package struct RuleResult: Equatable, Sendable {
  /// The case's id; `parameters` for the animator's declaration.
  package var caseID: String
  /// The rule.
  package var rule: ConformanceRule
  /// Whether the case keeps the rule.
  package var passed: Bool
  /// Why not, in one line; empty when it passed.
  package var reason: String
  /// More for `-v`: the diagnostics or the excerpt of the timeline that broke the rule.
  package var detail: [String]

  /// A rule kept.
  static func pass(_ caseID: String, _ rule: ConformanceRule) -> RuleResult {
    RuleResult(caseID: caseID, rule: rule, passed: true, reason: "", detail: [])
  }

  /// A rule broken, for a reason.
  static func fail(
    _ caseID: String, _ rule: ConformanceRule, _ reason: String, detail: [String] = []
  ) -> RuleResult {
    let firstLine = reason.split(separator: "\n", omittingEmptySubsequences: false).first
    return RuleResult(
      caseID: caseID, rule: rule, passed: false, reason: firstLine.map(String.init) ?? "",
      detail: detail)
  }
}
