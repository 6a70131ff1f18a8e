import AnimHostCLI
import Testing
import TransitionEngine

/// `--interactive` and `--drag` scripts: what parses, and where a mistake is reported.
@Suite struct InteractionScriptParserTests {
  @Test(arguments: [
    (
      "0s=0%,0.3s=40%,0.5s=35%,cancel",
      PercentScript(
        points: [
          .init(time: 0, percent: 0), .init(time: 0.3, percent: 0.4),
          .init(time: 0.5, percent: 0.35),
        ], ending: .cancel)
    ),
    (
      " 0 = 0% , 300ms=100% , finish ",
      PercentScript(
        points: [.init(time: 0, percent: 0), .init(time: 0.3, percent: 1)], ending: .finish)
    ),
    (
      "0.2s=12.5%,finish",
      PercentScript(points: [.init(time: 0.2, percent: 0.125)], ending: .finish)
    ),
  ])
  func percentScriptsParse(text: String, expected: PercentScript) throws {
    #expect(try InteractionScriptParser.percent(text) == expected)
  }

  @Test(arguments: [
    ("0s=0%,0.3s=40%", 7, "must end with finish or cancel"),
    ("0s=0%,0.3s=140%,cancel", 12, "'140%' is not a percentage"),
    ("0s=0%,0.3s=40,cancel", 12, "'40' is not a percentage"),
    ("0s=0%,half=40%,cancel", 7, "'half' is not a time"),
    ("0.3s=0%,0.2s=40%,cancel", 9, "is not after the previous point's 0.3 s"),
    ("cancel", 1, "needs at least one point"),
    ("0s=0%,40%,cancel", 7, "'40%' is not a point TIME=PERCENT"),
    ("", 1, "must end with finish or cancel"),
    ("0s=0%,finish,cancel", 7, "is not a point"),
  ])
  func percentMistakesNameTheColumn(text: String, column: Int, problem: String) throws {
    let error = try #require(throws: CLIError.self) { try InteractionScriptParser.percent(text) }
    #expect(error.code == .usage)
    #expect(error.message.hasPrefix("invalid --interactive script '\(text)' at column \(column): "))
    #expect(error.message.contains(problem))
    #expect(error.message.contains("for example --interactive '0s=0%,0.3s=40%,0.5s=35%,cancel'"))
  }

  @Test(arguments: [
    (
      "edge-left: 0s=0pt, 0.3s=120pt, release",
      DragScript(
        gesture: .edge(.left), start: nil,
        points: [.init(time: 0, amount: 0), .init(time: 0.3, amount: 120)], releases: true)
    ),
    (
      "pan-down@195,300: 0s=0pt, 0.2s=-10pt, cancel",
      DragScript(
        gesture: .pan(.bottom), start: Point(x: 195, y: 300),
        points: [.init(time: 0, amount: 0), .init(time: 0.2, amount: -10)], releases: false)
    ),
    (
      "pinch: 0s=1x, 0.3s=0.5x, release",
      DragScript(
        gesture: .pinch, start: nil,
        points: [.init(time: 0, amount: 1), .init(time: 0.3, amount: 0.5)], releases: true)
    ),
    (
      "tap@10,20: 0.1s, release",
      DragScript(
        gesture: .tap, start: Point(x: 10, y: 20), points: [.init(time: 0.1, amount: 0)],
        releases: true)
    ),
  ])
  func dragScriptsParse(text: String, expected: DragScript) throws {
    #expect(try InteractionScriptParser.drag(text) == expected)
  }

  @Test(arguments: [
    ("0s=0pt, release", 16, "expected a gesture and a colon first"),
    ("edge-lft: 0s=0pt, release", 1, "did you mean 'edge-left'?"),
    ("edge-left: 0s=0pt, 0.3s=120, release", 25, "'120' is not a distance in points"),
    ("edge-left: 0s=0pt, 0.3s=120pt", 20, "must end with release or cancel"),
    ("pinch: 0s=1x, 0.3s=0.5pt, release", 20, "is not a pinch scale"),
    ("pan-up@1: 0s=0pt, release", 8, "is not a start point @X,Y"),
    ("tap: 0.1s=4pt, release", 11, "a tap takes times only"),
    ("edge-top: release", 11, "needs at least one point"),
  ])
  func dragMistakesNameTheColumn(text: String, column: Int, problem: String) throws {
    let error = try #require(throws: CLIError.self) { try InteractionScriptParser.drag(text) }
    #expect(error.code == .usage)
    #expect(error.message.hasPrefix("invalid --drag script '\(text)' at column \(column): "))
    #expect(error.message.contains(problem))
  }
}
