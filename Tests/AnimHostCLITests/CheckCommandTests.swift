import AnimHostTestSupport
import Foundation
import FoundationXML
import Testing

/// `animhost check` end to end: every bundled animator passes; each broken fixture fails with
/// the rule it breaks while every other case still runs and is reported.
@Suite struct CheckCommandTests {
  @Test func everyBundledAnimatorPasses() throws {
    // The debug build runs animator code about ten times slower than release: explode's call
    // with its most pieces (x-factor 20, 400 snapshots) takes 4 to 5 s here against 0.3 to
    // 0.6 s, at the default 5 s limit, and failed while the machine was busy. The limit itself
    // is tested with the hanging fixtures below.
    let result = try AnimHostProcess.run(["check"], environment: ["ANIMHOST_CALL_TIMEOUT": "60"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasPrefix("animhost check: 49 animator(s), "), "\(summary)")
    #expect(summary.hasSuffix(": all passed"))
    #expect(!result.stdout.contains("FAIL"))
  }

  @Test(arguments: CheckFixtures.Fault.allCases)
  func aBrokenAnimatorFailsWithItsRuleAndTheOtherCasesStillRun(_ fault: CheckFixtures.Fault)
    throws
  {
    let dir = try CheckFixtures.build(fault)
    let result = try AnimHostProcess.run(
      ["check", fault.id, "--plugin-dir", dir.path, "--json"],
      environment: ["ANIMHOST_CALL_TIMEOUT": "0.5"])
    #expect(result.status == 1, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    let animator = try #require((json["animators"] as? [[String: Any]])?.first)
    let results = try #require(animator["results"] as? [[String: Any]])
    let failed = results.filter { $0["passed"] as? Bool == false }
    #expect(failed.contains { $0["rule"] as? String == fault.rule }, "\(failed) \(result.stderr)")
    let cases = Set(results.compactMap { $0["case"] as? String })
    #expect(cases.count == (animator["cases"] as? Int ?? 0) + 1, "every case and the parameters")
  }

  @Test(arguments: SwiftCheckFixtures.Fault.allCases)
  func aBrokenSwiftAnimatorFailsWithItsRule(_ fault: SwiftCheckFixtures.Fault) throws {
    let dir = try SwiftCheckFixtures.build(fault)
    let result = try AnimHostProcess.run(
      ["check", fault.id, "--plugin-dir", dir.path, "--json"],
      environment: ["ANIMHOST_CALL_TIMEOUT": "2"])
    #expect(result.status == 1, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let animator = try #require((json["animators"] as? [[String: Any]])?.first)
    let results = try #require(animator["results"] as? [[String: Any]])
    let failed = results.filter { $0["passed"] as? Bool == false }
    #expect(failed.contains { $0["rule"] as? String == fault.rule }, "\(failed)")
    let cases = Set(results.compactMap { $0["case"] as? String })
    #expect(cases.count == (animator["cases"] as? Int ?? 0) + 1)
  }

  @Test func aPluginFileCanBeNamedAndTheTableSaysWhy() throws {
    let dir = try CheckFixtures.build(.leavesAView)
    let result = try AnimHostProcess.run(
      ["check", dir.file("libCheck.so"), "--rule", "nothing-left-behind", "--case", "phone"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("check-leavesaview (\(dir.file("libCheck.so"))): 7 cases") == true,
      "\(result.stdout)\(result.stderr)")
    #expect(lines.contains { $0.contains("nothing-left-behind") && $0.contains("FAIL") })
    #expect(!lines.contains { $0.contains("completes-once") }, "only the rule asked for")
    #expect(lines.last?.hasSuffix(": 7 failed (check-leavesaview)") == true)
  }

  @Test func verboseShowsTheTimelineAroundAFailure() throws {
    let dir = try CheckFixtures.build(.leavesAView)
    let result = try AnimHostProcess.run(
      ["check", "check-leavesaview", "--plugin-dir", dir.path, "--case", "both/custom/phone", "-v"])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("present at 0.267 s: [left-behind] animator 'check-leavesaview'"))
    #expect(result.stdout.contains("present at 0.25 s: completeTransition(true) check-leavesaview"))
  }

  @Test func junitIsWrittenForCI() throws {
    let dir = try CheckFixtures.build(.prints)
    let junit = dir.file("report.xml")
    let result = try AnimHostProcess.run(
      ["check", "check-prints", "--plugin-dir", dir.path, "--case", "cancel", "--junit", junit])
    #expect(result.status == 1)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
    #expect(xml.contains("<testsuite name=\"check-prints\" tests=\""))
    #expect(xml.contains("name=\"cancel-50%/present: silent\">"))
    #expect(xml.contains("<failure message=\"the plugin wrote 22 bytes, starting &apos;") == false)
    #expect(xml.contains("hello from the plugin"))
    _ = try XMLDocument(xmlString: xml)
  }

  @Test(arguments: [
    (["check", "--rule", "complete-once"], "did you mean 'completes-once'?"),
    (["check", "no-such-animator"], "no animator named 'no-such-animator'"),
  ])
  func badArgumentsAreOneLine(arguments: [String], words: String) throws {
    let result = try AnimHostProcess.run(arguments)
    #expect(result.status == 64 || result.status == 66)
    #expect(result.stderr.hasPrefix("animhost: error: "))
    #expect(result.stderr.contains(words), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
