import Testing
import TransitionEngine

@testable import Rendering

/// The path of the first DejaVu Sans that opens, if any.
private let dejaVuPath = FontLocator.searchPaths.first { (try? FreeTypeFont(path: $0)) != nil }

@Suite struct FreeTypeFontTests {
  @Test(.enabled(if: dejaVuPath != nil, "needs fonts-dejavu-core"))
  func readsMetricsInFontUnits() throws {
    let font = try FreeTypeFont(path: try #require(dejaVuPath))
    #expect(
      font.metrics
        == FontMetrics(unitsPerEm: 2048, ascender: 1901, descender: -483, lineHeight: 2384))
  }

  @Test(
    .enabled(if: dejaVuPath != nil, "needs fonts-dejavu-core"), arguments: [("A", "V"), ("T", "o")])
  func kernsPairs(left: Character, right: Character) throws {
    let font = try FreeTypeFont(path: try #require(dejaVuPath))
    let kerning = font.kerning(
      font.glyphID(for: left.unicodeScalars.first ?? " "),
      font.glyphID(for: right.unicodeScalars.first ?? " "))
    #expect(kerning < 0)
  }

  @Test(.enabled(if: dejaVuPath != nil, "needs fonts-dejavu-core"))
  func decomposesClosedContours() throws {
    let font = try FreeTypeFont(path: try #require(dejaVuPath))
    let outline = font.outline(of: font.glyphID(for: "o"))
    let moves = outline.path.elements.filter { if case .move = $0 { true } else { false } }.count
    let closes = outline.path.elements.filter { $0 == .close }.count
    #expect(moves == 2 && closes == 2)
    #expect(outline.advance == 1253)
  }

  @Test func refusesAMissingFile() {
    #expect(throws: FreeTypeFont.LoadError.self) { try FreeTypeFont(path: "/nonexistent/font.ttf") }
  }
}

@Suite struct BuiltinFontTests {
  @Test(arguments: (0x21...0x7E).compactMap(Unicode.Scalar.init))
  func drawsEveryPrintableCharacter(scalar: Unicode.Scalar) {
    let font = BuiltinFont()
    let outline = font.outline(of: font.glyphID(for: scalar))
    #expect(!outline.path.isEmpty)
    #expect(outline.path.controlBounds.x >= 0)
    #expect(outline.path.controlBounds.x + outline.path.controlBounds.width <= outline.advance)
  }

  @Test func drawsABoxForOtherCharacters() {
    let font = BuiltinFont()
    #expect(font.glyphID(for: "é") == font.glyphID(for: "\u{2026}"))
    #expect(!font.outline(of: font.glyphID(for: "é")).path.isEmpty)
    #expect(font.outline(of: font.glyphID(for: " ")).path.isEmpty)
  }
}
