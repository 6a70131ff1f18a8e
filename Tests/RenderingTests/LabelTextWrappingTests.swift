import Rendering
import Testing
import TransitionEngine

/// UILabel's numberOfLines and bold weights in the text layout.
@Suite struct LabelTextWrappingTests {
  /// The top and bottom of a path's points.
  private func extent(_ path: Path) -> (top: Double, bottom: Double) {
    var ys: [Double] = []
    for element in path.elements {
      switch element {
      case let .move(p), let .line(p): ys.append(p.y)
      case let .quad(_, p): ys.append(p.y)
      case let .cubic(_, _, p): ys.append(p.y)
      case .close: break
      }
    }
    return (ys.min() ?? 0, ys.max() ?? 0)
  }

  private let text = "The quick brown fox jumps over the lazy dog"

  @Test(
    "more lines take more height, centred in the label; 0 takes as many as the text needs",
    arguments: [(1, 1), (2, 2), (0, 4)])
  func lines(lines: Int, expected: Int) {
    let layout = LabelTextLayout.shared
    let one = extent(
      layout.path(text: "Tq", fontSize: 17, alignment: 1, bounds: Size(width: 120, height: 200)))
    let path = layout.path(
      text: text, fontSize: 17, alignment: 1, bounds: Size(width: 120, height: 200), lines: lines)
    let (top, bottom) = extent(path)
    let lineHeight = 17 * 1.16
    #expect(
      abs((bottom - top) - (one.bottom - one.top) - Double(expected - 1) * lineHeight) < 6,
      "\(top) \(bottom)")
    #expect(abs((top + bottom) / 2 - 100) < 6, "centred: \(top) \(bottom)")
  }

  @Test("bold text is drawn with another face than regular text")
  func bold() {
    let regular = LabelTextLayout.shared.path(
      text: "Bold", fontSize: 17, alignment: 1, bounds: Size(width: 100, height: 30))
    let bold = LabelTextLayout.bold.path(
      text: "Bold", fontSize: 17, alignment: 1, bounds: Size(width: 100, height: 30))
    #expect(regular != bold)
  }
}
