import Testing
import TransitionEngine

@testable import Rendering

/// Whether DejaVu Sans is installed where the layout looks for it.
private let hasDejaVu = FontLocator.searchPaths.contains { path in
  (try? FreeTypeFont(path: path)) != nil
}

@Suite struct LabelTextLayoutTests {
  /// A layout with DejaVu Sans that fails the test if it warns.
  private func dejaVuLayout() -> LabelTextLayout {
    let layout = LabelTextLayout(
      fontPath: FontLocator.searchPaths.first { (try? FreeTypeFont(path: $0)) != nil })
    layout.warn = { Issue.record("unexpected warning: \($0)") }
    return layout
  }

  @Test(.enabled(if: hasDejaVu, "needs fonts-dejavu-core"))
  func tapMeIsCentredInAButton() {
    let bounds = Size(width: 200, height: 50)
    let box = dejaVuLayout().path(text: "Tap me", fontSize: 17, alignment: 1, bounds: bounds)
      .controlBounds
    // Centred horizontally: equal margins up to the glyphs' side bearings.
    #expect(abs(box.midX - 100) < 1.5)
    // "Tap me" spans cap height (T) to descender (p): about 0.73 em up and 0.21 em down
    // from the baseline, which sits at top + ascender of the centred 1.164 em line.
    let baseline = (50 - 17 * 2384.0 / 2048) / 2 + 17 * 1901.0 / 2048
    #expect(abs(box.y - (baseline - 17 * 0.729)) < 0.5)
    #expect(abs(box.y + box.height - (baseline + 17 * 0.208)) < 0.5)
    // DejaVu's "Tap me" is about 3.3 em wide.
    #expect(box.width > 17 * 3 && box.width < 17 * 3.6)
  }

  @Test(.enabled(if: hasDejaVu, "needs fonts-dejavu-core"), arguments: [0, 2, 4])
  func alignsLeftAndRight(alignment: Int) {
    let bounds = Size(width: 300, height: 40)
    let box = dejaVuLayout().path(text: "Hello", fontSize: 20, alignment: alignment, bounds: bounds)
      .controlBounds
    if alignment == 2 {
      #expect(box.x + box.width > 295 && box.x + box.width <= 300)
    } else {
      #expect(box.x >= 0 && box.x < 5)
    }
  }

  @Test(arguments: ["", "\n", "\u{200B}"])
  func drawsNothingForEmptyText(text: String) {
    let path = LabelTextLayout().path(
      text: text, fontSize: 17, alignment: 1, bounds: Size(width: 100, height: 30))
    #expect(path.isEmpty)
  }

  @Test func fallsBackToTheBuiltinFontOnce() {
    let layout = LabelTextLayout(fontPath: "/nonexistent/font.ttf")
    var warnings: [String] = []
    layout.warn = { warnings.append($0) }
    let bounds = Size(width: 200, height: 50)
    let path = layout.path(text: "Tap me", fontSize: 17, alignment: 1, bounds: bounds)
    _ = layout.path(text: "Done", fontSize: 17, alignment: 0, bounds: bounds)
    #expect(!path.isEmpty)
    #expect(layout.usesBuiltinFont)
    #expect(
      warnings == [
        "font '/nonexistent/font.ttf' not found; "
          + "using the built-in font (install fonts-dejavu-core)"
      ])
    let box = path.controlBounds
    #expect(abs(box.midX - 100) < 1.5 && abs(box.midY - 25) < 5)
  }

  @Test(arguments: [true, false])
  func isDeterministic(builtin: Bool) {
    let path = builtin ? "/nonexistent/font.ttf" : nil
    func draw() -> Path {
      let layout = LabelTextLayout(fontPath: path)
      layout.warn = { _ in }
      return layout.path(
        text: "Tap me, AVAWAY!", fontSize: 17, alignment: 1, bounds: Size(width: 390, height: 44))
    }
    #expect(draw() == draw())
  }

  @Test(.enabled(if: hasDejaVu, "needs fonts-dejavu-core"))
  func truncatesTheTailWithAnEllipsis() {
    let layout = dejaVuLayout()
    let full = layout.path(
      text: "A long label that cannot fit", fontSize: 17, alignment: 0,
      bounds: Size(width: 1000, height: 30))
    let cut = layout.path(
      text: "A long label that cannot fit", fontSize: 17, alignment: 0,
      bounds: Size(width: 80, height: 30))
    #expect(full.controlBounds.width > 150)
    #expect(cut.controlBounds.x + cut.controlBounds.width <= 80)
  }

  @Test(.enabled(if: hasDejaVu, "needs fonts-dejavu-core"))
  func scalesOutlinesExactly() {
    let layout = dejaVuLayout()
    let small = layout.path(
      text: "g", fontSize: 10, alignment: 0, bounds: Size(width: 100, height: 0)
    ).controlBounds
    let large = layout.path(
      text: "g", fontSize: 40, alignment: 0, bounds: Size(width: 100, height: 0)
    ).controlBounds
    #expect(abs(large.width - 4 * small.width) < 1e-9)
    #expect(abs(large.height - 4 * small.height) < 1e-9)
  }
}
