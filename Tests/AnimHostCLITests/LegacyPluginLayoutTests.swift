import AnimHostTestSupport
import Foundation
import Testing

/// A plugin in the layout written before the declarative SDK still builds, loads and runs as
/// it did: the same frames as the bundled cross-dissolve, which was rewritten in the new form.
@Suite struct LegacyPluginLayoutTests {
  /// A render of one kind with one parameter setting, as `render` arguments.
  struct Run: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Run(arguments: []),
    Run(arguments: ["--set", "duration=0.2"]),
    Run(arguments: ["--kind", "push"]),
    Run(arguments: ["--direction", "dismiss", "--fps", "30"]),
  ])
  func framesEqualTheRewrittenCrossDissolve(_ run: Run) throws {
    let fixture = try LegacyPluginFixture.build()
    let legacy = fixture.file("legacy.json")
    let today = fixture.file("today.json")
    let old = try AnimHostProcess.run(
      ["render", LegacyPluginFixture.id, "-o", legacy, "--plugin-dir", fixture.path]
        + run.arguments)
    #expect(old.status == 0, "\(old.stderr)")
    let new = try AnimHostProcess.run(["render", "cross-dissolve", "-o", today] + run.arguments)
    #expect(new.status == 0, "\(new.stderr)")
    let oldFrames = try String(contentsOfFile: legacy, encoding: .utf8)
      .replacingOccurrences(of: LegacyPluginFixture.id, with: "cross-dissolve")
    let newFrames = try String(contentsOfFile: today, encoding: .utf8)
    #expect(oldFrames.count > 10_000)
    #expect(oldFrames == newFrames)
  }

  @Test func itPassesCheckAndListsItsParameter() throws {
    let fixture = try LegacyPluginFixture.build()
    let check = try AnimHostProcess.run(
      ["check", LegacyPluginFixture.id, "--plugin-dir", fixture.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let info = try AnimHostProcess.run(
      ["info", LegacyPluginFixture.id, "--plugin-dir", fixture.path])
    #expect(info.status == 0, "\(info.stderr)")
    #expect(info.stdout.contains("duration"))
    #expect(info.stdout.contains("0.4"))
  }
}
