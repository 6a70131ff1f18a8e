import AnimHostCLI
import Testing

/// `--at` parsing and frame picking, and the progress bar's line.
@Suite struct RenderOptionTests {
  @Test(arguments: [
    ("0.15", FrameChoice.seconds(0.15)), ("0", .seconds(0)), ("0.2s", .seconds(0.2)),
    ("150ms", .seconds(0.15)),
    ("50%", .percent(50)), ("0%", .percent(0)), ("100%", .percent(100)), ("12.5%", .percent(12.5)),
    (".5", .seconds(0.5)),
  ])
  func atParses(text: String, expected: FrameChoice) throws {
    #expect(try FrameChoice.parse(text) == expected)
  }

  @Test(arguments: [
    "", "%", "s", "ms", "half", "-1", "-0.1", "101%", "50%%", "nan", "inf", "1e400", "+1", " 1",
    "1 s", "0x10", "1e-3", "1.2.3",
  ])
  func atRejects(text: String) throws {
    let error = try #require(throws: CLIError.self) { try FrameChoice.parse(text) }
    #expect(error.code == .usage)
    #expect(error.message.hasPrefix("invalid value '\(text)' for '--at'"))
  }

  /// The grow run at 60 fps: 19 present frames then 19 dismiss frames, 38/60 s in all.
  @Test(arguments: [
    ("0", 0), ("0.15", 9), ("0.3", 18), ("50%", 19), ("0%", 0), ("100%", 37), ("0.6333", 37),
    ("0.63333", 37),
    ("99%", 37), ("1%", 0), ("0.0166", 0), ("0.0167", 1),
  ])
  func atPicksTheFrame(text: String, index: Int) throws {
    #expect(try FrameChoice.parse(text).index(count: 38, fps: 60) == index)
  }

  @Test(arguments: ["0.64", "0.63334", "1", "60"])
  func atPastTheEndIsAnError(text: String) throws {
    let error = try #require(throws: CLIError.self) {
      try FrameChoice.parse(text).index(count: 38, fps: 60)
    }
    #expect(error.code == .usage)
    #expect(
      error.message.contains("is past the end of the run (0.633 s, 38 frames); use 0 to 0.633"))
  }

  @Test func progressBarRedrawsInPlaceOnlyOnChangeAndClears() {
    final class Lines: @unchecked Sendable { var items: [String] = [] }
    let lines = Lines()
    let bar = ProgressBar(label: "rendering a.gif", total: 4, columns: 40) {
      lines.items.append(String(decoding: $0, as: UTF8.self))
    }
    bar.update(0)
    bar.update(0)
    bar.update(2)
    bar.update(4)
    bar.clear()
    #expect(
      lines.items == [
        "\rrendering a.gif [.................]   0%\u{1B}[K",
        "\rrendering a.gif [########.........]  50%\u{1B}[K",
        "\rrendering a.gif [#################] 100%\u{1B}[K",
        "\r\u{1B}[K",
      ])
  }
}
