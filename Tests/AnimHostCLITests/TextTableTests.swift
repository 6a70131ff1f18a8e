import AnimHostCLI
import Testing

/// Aligned columns, and the one column that gives way on a narrow terminal.
@Suite struct TextTableTests {
  static let table = TextTable(
    header: ["ID", "SUMMARY", "PLUGIN"],
    rows: [
      ["grow", "The new screen grows out of the button that opened it", "libGrow.so"],
      ["fade", "Fades", "libFade.so"],
    ])

  @Test(arguments: [
    // No width: everything, aligned.
    (
      nil as Int?,
      [
        "ID    SUMMARY                                                PLUGIN",
        "grow  The new screen grows out of the button that opened it  libGrow.so",
        "fade  Fades                                                  libFade.so",
      ]
    ),
    // Wide enough: unchanged.
    (
      200,
      [
        "ID    SUMMARY                                                PLUGIN",
        "grow  The new screen grows out of the button that opened it  libGrow.so",
        "fade  Fades                                                  libFade.so",
      ]
    ),
    // 40 columns: the summary shrinks to 22 and ends in an ellipsis; other columns stay whole.
    (
      40,
      [
        "ID    SUMMARY                 PLUGIN",
        "grow  The new screen grows…   libGrow.so",
        "fade  Fades                   libFade.so",
      ]
    ),
    // Too narrow for anything: the summary stops at its minimum width.
    (
      10,
      [
        "ID    SUMMARY       PLUGIN",
        "grow  The new scr…  libGrow.so",
        "fade  Fades         libFade.so",
      ]
    ),
  ])
  func fitsTheSummaryToTheWidth(width: Int?, lines: [String]) {
    #expect(Self.table.render(fitting: width, shrink: [1]) == lines.joined(separator: "\n") + "\n")
  }

  /// A second column gives way once the first is at its minimum; a third stays whole.
  @Test func theNextColumnGivesWayOnceTheFirstIsAtItsMinimum() {
    let table = TextTable(
      header: ["ID", "SUMMARY", "PLUGIN"],
      rows: [
        ["explode", "Breaks the screen into pieces that fly", "libIBAnimatableTransitions.so"]
      ])
    let lines = [
      "ID       SUMMARY       PLUGIN",
      "explode  Breaks the…   libIBAnimatableTransi…",
    ]
    #expect(table.render(fitting: 45, shrink: [1, 2]) == lines.joined(separator: "\n") + "\n")
    #expect(table.render(fitting: 45, shrink: [1]).contains("libIBAnimatableTransitions.so"))
  }
}
