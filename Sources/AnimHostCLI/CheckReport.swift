import Conformance
import JSON
import Messages
import PluginHost

/// What `animhost check` found for each animator, as a table, JSON or JUnit XML.
struct CheckReport {
  /// One animator's results.
  struct Animator {
    let metadata: AnimatorMetadata
    let cases: Int
    let results: [RuleResult]

    var failures: [RuleResult] { results.filter { !$0.passed } }
  }

  var animators: [Animator] = []

  /// Whether every rule passed for every animator.
  var passed: Bool { animators.allSatisfy { $0.failures.isEmpty } }

  /// A table per animator: each rule's passes on one row, each failure on its own; with
  /// `verbose`, the detail under a failure.
  func text(verbose: Bool) -> String {
    var out = ""
    for animator in animators {
      let failed = animator.failures.count
      out += "\(animator.metadata.id) (\(animator.metadata.plugin.path)): \(animator.cases) cases, "
      out +=
        "\(animator.results.count) checks, " + (failed == 0 ? "all passed\n" : "\(failed) failed\n")
      var table = TextTable(header: ["  CASE", "RULE", "RESULT", "REASON"])
      for rule in ConformanceRule.allCases {
        let results = animator.results.filter { $0.rule == rule }
        guard !results.isEmpty else { continue }
        let failures = results.filter { !$0.passed }
        if failures.isEmpty {
          let cases = results.count == 1 ? results[0].caseID : "(all \(results.count) cases)"
          table.rows.append(["  " + cases, rule.id, "pass", ""])
        }
        for failure in failures {
          table.rows.append([
            "  " + failure.caseID, rule.id, "FAIL", escapedForTerminal(failure.reason),
          ])
          if verbose {
            for line in failure.detail {
              table.rows.append(["", "", "", "  " + escapedForTerminal(line)])
            }
          }
        }
      }
      // Rows without a reason end in the RESULT column's padding: trim it.
      let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
      out +=
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        .joined(separator: "\n") + "\n"
    }
    return out + summary + "\n"
  }

  /// The last line: how many animators, cases and checks, and how many failed.
  var summary: String {
    let cases = animators.reduce(0) { $0 + $1.cases }
    let checks = animators.reduce(0) { $0 + $1.results.count }
    let failed = animators.reduce(0) { $0 + $1.failures.count }
    let broken = animators.filter { !$0.failures.isEmpty }.map(\.metadata.id)
    let head = "animhost check: \(animators.count) animator(s), \(cases) cases, \(checks) checks"
    return failed == 0
      ? head + ": all passed"
      : head + ": \(failed) failed (\(broken.joined(separator: ", ")))"
  }

  /// The results as JSON: each animator with its results.
  var json: String {
    var w = JSONWriter()
    w.beginObject()
    w.field("passed", passed)
    w.key("animators")
    w.beginArray(.linePerElement)
    for animator in animators {
      w.beginObject()
      w.field("id", animator.metadata.id)
      w.field("plugin", animator.metadata.plugin.path)
      w.field("cases", animator.cases)
      w.key("results")
      w.beginArray(.linePerElement)
      for result in animator.results {
        w.beginObject()
        w.field("case", result.caseID)
        w.field("rule", result.rule.id)
        w.field("passed", result.passed)
        if !result.passed { w.field("reason", result.reason) }
        w.endObject()
      }
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.text + "\n"
  }

  /// The results as JUnit XML: a test suite per animator, a test case per case and rule.
  var junit: String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"animhost check\">\n"
    for animator in animators {
      let id = Self.escaped(animator.metadata.id)
      xml += "  <testsuite name=\"\(id)\" tests=\"\(animator.results.count)\" "
      xml += "failures=\"\(animator.failures.count)\">\n"
      for result in animator.results {
        let name = Self.escaped("\(result.caseID): \(result.rule.id)")
        xml += "    <testcase classname=\"\(id)\" name=\"\(name)\""
        if result.passed {
          xml += "/>\n"
        } else {
          xml += ">\n      <failure message=\"\(Self.escaped(result.reason))\">"
          xml += Self.escaped(([result.reason] + result.detail).joined(separator: "\n"))
          xml += "</failure>\n    </testcase>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// Text made safe for an XML attribute or element: markup escaped, control characters dropped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
