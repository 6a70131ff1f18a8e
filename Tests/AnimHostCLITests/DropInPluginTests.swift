import AnimHostTestSupport
import Foundation
import Testing

/// Plugins dropped into a directory are found and run without rebuilding the host.
@Suite struct DropInPluginTests {
  private func dropIn(id: String, behaviour: String = "complete") throws -> TestDirectory {
    let dir = try TestDirectory("drop-in")
    _ = try FixtureCompiler.build(
      CFixtures.fade(id: id, behaviour: behaviour), named: "libDropIn.so", in: dir)
    return dir
  }

  @Test func pluginDirectoryAddsAnAnimatorThatRuns() throws {
    let dir = try dropIn(id: "c-fade")
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(list.status == 0)
    #expect(list.stdout.contains("c-fade") && list.stdout.contains(dir.file("libDropIn.so")))
    #expect(list.stdout.contains("grow"), "the built plugins still list")
    let render = try AnimHostProcess.run([
      "render", "c-fade", "--plugin-dir", dir.path, "-o", dir.file("out.json"),
    ])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("present 0.25 s (16 frames), dismiss 0.25 s (16 frames)"))
  }

  @Test func environmentPathAddsAnAnimator() throws {
    let dir = try dropIn(id: "env-fade")
    let list = try AnimHostProcess.run(
      ["list"], environment: ["ANIMHOST_PLUGIN_PATH": "relative/dir:" + dir.path])
    #expect(list.status == 0)
    #expect(list.stdout.contains("env-fade"))
    #expect(list.stderr.contains("ignoring relative entry 'relative/dir' in ANIMHOST_PLUGIN_PATH"))
  }

  @Test func aCopiedBuiltPluginShadowsTheBuiltOneWithAWarning() throws {
    let dir = try TestDirectory("copy")
    try dir.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowCopy.so")
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(list.status == 0)
    #expect(list.stdout.contains(dir.file("libGrowCopy.so")))
    #expect(
      list.stderr.contains(
        "animator 'grow' (1.0.0, \(BuiltProducts.plugin("GrowFromButton"))) is shadowed by"))
  }

  @Test func anAnimatorThatNeverCompletesExits70() throws {
    let dir = try dropIn(id: "stuck", behaviour: "never")
    let result = try AnimHostProcess.run([
      "render", "stuck", "--plugin-dir", dir.path, "-o", dir.file("out.json"),
    ])
    #expect(result.status == 70)
    #expect(
      result.stderr.hasPrefix(
        "animhost: error: animator 'stuck' never called completeTransition during the present"))
    #expect(!FileManager.default.fileExists(atPath: dir.file("out.json")), "no partial output")
  }

  @Test func aSecondCompleteIsADiagnosticInTheTimeline() throws {
    let dir = try dropIn(id: "twice", behaviour: "twice")
    let result = try AnimHostProcess.run([
      "render", "twice", "--plugin-dir", dir.path, "-o", "-", "--direction", "present",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"code\":\"complete-transition-twice\""))
    #expect(result.stderr.contains("the timeline has 1 diagnostic(s); pass -v to see them"))
  }

  @Test func brokenFilesAreReportedAndTheRestStillLoad() throws {
    let dir = try TestDirectory("broken")
    try dir.write(Array("not a plugin".utf8), as: "libText.so")
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(list.status == 0)
    #expect(
      list.stderr
        == "animhost: warning: \(dir.file("libText.so")): not an ELF shared object; "
        + "remove it from the plugin directory or rebuild it\n"
    )
    #expect(list.stdout.contains("grow"))
    let all = try AnimHostProcess.run(["list", "--all", "--plugin-dir", dir.path])
    #expect(all.stdout.contains("FAILED") && all.stdout.contains("not an ELF shared object"))
  }
}
