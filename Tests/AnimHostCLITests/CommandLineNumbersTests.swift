import AnimHostTestSupport
import Foundation
import Messages
import Testing

/// One number grammar for the command line, single-value options given once, and a cancel
/// point that can never cancel said so (issue 22, item 8).
@Suite struct CommandLineNumbersTests {
  @Test(
    "decimal numbers only: no hex, inf, nan or spaces",
    arguments: [
      ("12", 12.0 as Double?), ("-0.5", -0.5), (".25", 0.25), ("1e3", 1000), ("2.5E-1", 0.25),
      ("+3", 3), ("0x1", nil), ("0x1p3", nil), ("inf", nil), ("nan", nil), (" 1", nil),
      ("1_000", nil), ("1e", nil), ("", nil), (".", nil), ("1e999", nil), ("1.2.3", nil),
    ])
  func grammar(text: String, expected: Double?) {
    #expect(decimalNumber(text) == expected)
  }

  @Test("--set takes a decimal number, as --at does")
  func setRefusesHex() throws {
    let dir = try TestDirectory("numbers")
    let result = try AnimHostProcess.run(
      ["render", "grow", "--set", "duration=0x1", "-o", dir.file("x.gif")])
    #expect(result.status == 64)
    #expect(result.stderr.contains("expected a number (decimal"), "\(result.stderr)")
  }

  @Test("a single-value option given twice is refused naming both values")
  func repeatedOutput() throws {
    let dir = try TestDirectory("numbers")
    let result = try AnimHostProcess.run(
      ["render", "grow", "-o", dir.file("a.gif"), "-o", dir.file("b.gif")])
    #expect(result.status == 64)
    #expect(result.stderr.contains("option '--output' given twice"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("a.gif")))
    #expect(!FileManager.default.fileExists(atPath: dir.file("b.gif")))
  }

  @Test("a cancel point after the transition's end is reported as never cancelling")
  func cancelPastTheEnd() throws {
    let dir = try TestDirectory("numbers")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "grow", "--cancel-at", "1.5", "--direction", "present", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    let codes = timeline.diagnostics.compactMap { $0["code"] as? String }
    #expect(codes.contains("cancel-after-end"), "\(codes)")
  }
}
