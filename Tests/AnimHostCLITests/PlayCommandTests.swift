import AnimHostTestSupport
import Testing

/// `animhost play` where no terminal is needed: the non-terminal path, bad options, help.
@Suite struct PlayCommandTests {
  @Test(arguments: [
    (["--date", "2026-07-01"], "grow"),
    (["cross-dissolve", "--speed", "0.25", "--loop"], "cross-dissolve"),
    (["cross-dissolve", "--watch"], "cross-dissolve"),
  ])
  func withoutATerminalItSuggestsRenderAndExits0(arguments: [String], name: String) throws {
    let result = try AnimHostProcess.run(["play"] + arguments)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "animhost: stdout is not a terminal; to save the transition use: "
        + "animhost render \(name) -o \(name).gif\n"
    )
  }

  @Test(arguments: ["0", "-1", "8.5", "nan", "inf", "fast"])
  func speedMustBeAboveZeroAndAtMost8(speed: String) throws {
    let result = try AnimHostProcess.run(["play", "grow", "--speed", speed])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "animhost: error: invalid value '\(speed)' for '--speed'; "
        + "use a number above 0 and at most 8 (0.25 plays at quarter speed)\n"
    )
  }

  @Test(arguments: [
    (["play", "grwo"], 66, "animhost: error: no animator named 'grwo'; did you mean 'grow'?"),
    (
      ["play", "grow", "extra"], 64,
      "animhost: error: unexpected argument 'extra': 'play' takes at most 1 animator name"
    ),
    (
      ["play", "--lop"], 64,
      "animhost: error: unknown option '--lop' for 'play'; did you mean '--loop'?"
    ),
    (["play", "--fps", "0"], 64, "animhost: error: invalid value '0' for '--fps'"),
    (["plya"], 64, "animhost: error: unknown command 'plya'; did you mean 'play'?"),
  ])
  func badArgumentsAreErrorsEvenWithoutATerminal(
    arguments: [String], status: Int32, message: String
  ) throws {
    let result = try AnimHostProcess.run(arguments)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix(message), "stderr: \(result.stderr)")
  }

  @Test(arguments: [["play", "--help"], ["help", "play"]])
  func helpDescribesPlay(arguments: [String]) throws {
    let result = try AnimHostProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("usage: animhost play [NAME | 'NAME(ARG,…)'] [options]"))
    #expect(result.stdout.contains("--speed X"))
  }

  @Test func theOverviewListsPlay() throws {
    let result = try AnimHostProcess.run(["--help"])
    #expect(result.stdout.contains("play [NAME]"))
  }
}
