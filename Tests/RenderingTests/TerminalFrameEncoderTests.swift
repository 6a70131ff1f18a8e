import Rendering
import Testing
import TransitionEngine

/// The half-block encoder: colours, cursor moves, only changed cells, the caption.
@Suite struct TerminalFrameEncoderTests {
  static let esc = "\u{1B}["
  static let clear = esc + "0m" + esc + "2J"

  /// An image from rows of opaque RGB pixels.
  static func image(_ rows: [[(UInt8, UInt8, UInt8)]]) -> RGBAImage {
    let pixels: [UInt8] = rows.flatMap { row in
      row.flatMap { (p: (UInt8, UInt8, UInt8)) -> [UInt8] in [p.0, p.1, p.2, 255] }
    }
    return RGBAImage(width: rows.first?.count ?? 0, height: rows.count, pixels: pixels)
  }

  static let redOverBlue = image([[(255, 0, 0)], [(0, 0, 255)]])

  @Test(arguments: [
    (true, "38;2;255;0;0;48;2;0;0;255m"),
    (false, "38;5;196;48;5;21m"),
  ])
  func aCellIsAnUpperHalfBlockWithTheUpperPixelAsForeground(truecolor: Bool, sgr: String) {
    var encoder = TerminalFrameEncoder(columns: 1, rows: 2, truecolor: truecolor)
    let bytes = encoder.encode(Self.redOverBlue)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == Self.clear + Self.esc + "H" + Self.esc + sgr + "▀")
  }

  @Test(arguments: [
    ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 0, 255), 21),
    ((128, 128, 128), 244), ((95, 135, 175), 67), ((8, 8, 8), 232), ((238, 238, 238), 255),
  ])
  func colorsMapToTheNearestPaletteEntry(rgb: (Int, Int, Int), index: Int) {
    #expect(TerminalColor.paletteIndex(red: rgb.0, green: rgb.1, blue: rgb.2) == index)
  }

  @Test(arguments: [
    ("truecolor", true), ("24bit", true), ("TrueColor", true), ("", false), ("yes", false),
  ])
  func colortermChoosesTruecolor(value: String, truecolor: Bool) {
    #expect(TerminalColor.supportsTruecolor(["COLORTERM": value]) == truecolor)
  }

  @Test func anUnchangedFrameSendsNothing() {
    var encoder = TerminalFrameEncoder(columns: 1, rows: 2, truecolor: true)
    _ = encoder.encode(Self.redOverBlue, caption: "x")
    #expect(encoder.encode(Self.redOverBlue, caption: "x").isEmpty)
  }

  @Test func onlyTheChangedCellIsSentAfterAJump() {
    let grey = (UInt8(50), UInt8(50), UInt8(50))
    var encoder = TerminalFrameEncoder(columns: 4, rows: 3, truecolor: true)
    var rows = Array(repeating: Array(repeating: grey, count: 4), count: 4)
    _ = encoder.encode(Self.image(rows))
    rows[2][3] = (0, 255, 0)
    let bytes = String(decoding: encoder.encode(Self.image(rows)), as: UTF8.self)
    // Row 2 of pixels is the upper half of cell row 1; column 3 is the fourth column.
    #expect(bytes == Self.esc + "2;4H" + Self.esc + "38;2;0;255;0m▀")
  }

  @Test func aUniformCellIsASpaceInTheBackgroundColour() {
    let white = (UInt8(255), UInt8(255), UInt8(255))
    var encoder = TerminalFrameEncoder(columns: 2, rows: 2, truecolor: true)
    let bytes = String(
      decoding: encoder.encode(Self.image([[white, white], [white, white]])), as: UTF8.self)
    #expect(bytes == Self.clear + Self.esc + "H" + Self.esc + "48;2;255;255;255m  ")
  }

  @Test func thePictureIsCentredAndTheRestKeepsTheDefaultColour() {
    let white = (UInt8(255), UInt8(255), UInt8(255))
    var encoder = TerminalFrameEncoder(columns: 4, rows: 3, truecolor: true)
    let bytes = String(
      decoding: encoder.encode(Self.image([[white, white], [white, white]])), as: UTF8.self)
    // 4 × 4 pixels of picture: the 2 × 2 image sits at (1, 1), across two cell rows.
    let expected =
      Self.clear + Self.esc + "1;2H" + Self.esc + "38;2;255;255;255m▄▄"
      + Self.esc + "2;2H▀▀"
    #expect(bytes == expected)
  }

  @Test func theCaptionIsOnTheLastLineAndResentOnlyWhenItChanges() {
    var encoder = TerminalFrameEncoder(columns: 40, rows: 3, truecolor: false)
    let image = RGBAImage(width: 0, height: 0)
    let caption = TerminalCaption.text(animator: "grow", direction: "present", time: 0.27)
    let first = String(decoding: encoder.encode(image, caption: caption), as: UTF8.self)
    #expect(
      first == Self.clear + Self.esc + "3H" + Self.esc + "0mgrow · present · 0.27 s · q quits"
        + Self.esc + "K")
    #expect(encoder.encode(image, caption: caption).isEmpty)
    let next = String(
      decoding: encoder.encode(image, caption: "grow · present · 0.28 s"), as: UTF8.self)
    #expect(next.contains("0.28 s"))
  }

  @Test func aLongCaptionIsCutToLeaveTheLastColumnFree() {
    var encoder = TerminalFrameEncoder(columns: 6, rows: 1, truecolor: true)
    let bytes = String(
      decoding: encoder.encode(RGBAImage(width: 0, height: 0), caption: "abcdefghij"), as: UTF8.self
    )
    #expect(bytes.hasSuffix(Self.esc + "0mabcde" + Self.esc + "K"))
  }

  @Test(arguments: [
    (0.27, 1.0, "grow · present · 0.27 s · q quits"),
    (0.3, 0.25, "grow · present · 0.30 s · 0.25× · q quits"),
    (1.05, 2.0, "grow · present · 1.05 s · 2× · q quits"),
  ])
  func captionShowsAnimatorDirectionTimeAndSpeed(time: Double, speed: Double, text: String) {
    #expect(
      TerminalCaption.text(animator: "grow", direction: "present", time: time, speed: speed) == text
    )
  }

  @Test(arguments: [(80, 40), (200, 60), (20, 5)])
  func theScaleFitsThePictureAreaKeepingTheAspectRatio(columns: Int, rows: Int) {
    let encoder = TerminalFrameEncoder(columns: columns, rows: rows, truecolor: true)
    let scale = encoder.scale(fitting: .phone)
    let width = Int((Size.phone.width * scale).rounded())
    let height = Int((Size.phone.height * scale).rounded())
    #expect(width <= columns && height <= 2 * (rows - 1))
    #expect(width == columns || height == 2 * (rows - 1))
  }
}
