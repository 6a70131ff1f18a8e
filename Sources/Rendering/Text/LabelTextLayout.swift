import HostSystem
import TransitionEngine

/// Lays out a label's single line of text as glyph outlines, as UILabel draws it.
///
/// Outlines come from DejaVu Sans through FreeType in unscaled font units, so they are exact
/// at every size; without the font file a built-in stroke font draws the text and one warning
/// goes to `warn`. The font opens at the first layout. Thread-safe: one lock guards the font
/// and its caches.
package final class LabelTextLayout {
  /// The shared layout with the default font.
  nonisolated(unsafe) package static let shared = LabelTextLayout()
  /// The shared layout of bold text (UIFont.boldSystemFont, weights from semibold up): DejaVu
  /// Sans Bold, or the default font when it is not installed.
  nonisolated(unsafe) package static let bold: LabelTextLayout =
    FontLocator.boldPath.map { LabelTextLayout(fontPath: $0) } ?? shared

  /// Receives the one warning about a missing font, without the `animhost: warning:` prefix.
  ///
  /// By default it writes that line to standard error. Set it before the first layout.
  package var warn: (String) -> Void = LabelTextLayout.writeToStandardError

  private let lock = Lock()
  private let requestedFont: String?
  private var font: (any OutlineFont)?
  private var glyphs: [UInt32: GlyphOutline] = [:]
  private var lines: [String: GlyphRun] = [:]
  private var paths: [PathKey: Path] = [:]
  private static let cacheLimit = 512

  /// A layout with the font at `fontPath`, or by default `ANIMHOST_FONT` or DejaVu Sans.
  package init(fontPath: String? = nil) {
    requestedFont = fontPath
  }

  /// Whether the text is drawn with the built-in font because no font file could be read.
  package var usesBuiltinFont: Bool {
    let (font, warning) = lock.withLock { loadedFont() }
    if let warning { warn(warning) }
    return font is BuiltinFont
  }

  /// The outline of `text` in a label of the given bounds size: vertically centred,
  /// aligned left (0), centre (1) or right (2).
  ///
  /// Text wider than the bounds is truncated at the tail with an ellipsis, as UILabel's
  /// default line break mode does; any other alignment value lays out as left. A label with
  /// no width draws nothing.
  ///
  /// With `lines` other than 1 the text wraps at spaces (a word longer than the line breaks
  /// anywhere) into at most `lines` lines (0: as many as it needs), the last one truncated
  /// with an ellipsis when text is left, and the block is vertically centred (UILabel's
  /// numberOfLines).
  package func path(
    text: String, fontSize: Double, alignment: Int, bounds: Size, lines: Int = 1
  ) -> Path {
    guard !text.isEmpty, fontSize > 0, fontSize.isFinite, bounds.width > 0, bounds.width.isFinite,
      bounds.height.isFinite
    else { return Path() }
    let key = PathKey(
      text: text, fontSize: fontSize, alignment: alignment, width: bounds.width,
      height: bounds.height, lines: max(lines, 0))
    let (path, warning): (Path, String?) = lock.withLock {
      let (font, warning) = loadedFont()
      if let cached = paths[key] { return (cached, warning) }
      let path = layOut(key, font: font)
      if paths.count >= Self.cacheLimit { paths.removeAll(keepingCapacity: true) }
      paths[key] = path
      return (path, warning)
    }
    if let warning { warn(warning) }
    return path
  }

  /// The font, opened on first use; the warning is returned only the first time.
  private func loadedFont() -> (any OutlineFont, String?) {
    if let font { return (font, nil) }
    let (opened, warning) = FontLocator.open(requested: requestedFont)
    font = opened
    return (opened, warning)
  }

  private func layOut(_ key: PathKey, font: any OutlineFont) -> Path {
    let metrics = font.metrics
    let scale = key.fontSize / metrics.unitsPerEm
    let limit = key.width / scale
    var runs: [GlyphRun]
    if key.lines == 1 {
      runs = [glyphRun(key.text, font: font)]
    } else {
      runs = wrapped(key.text, width: limit, font: font)
      if key.lines > 0, runs.count > key.lines {
        let kept = Array(runs.prefix(key.lines))
        var last = kept[key.lines - 1]
        // Text is left over: the last line ends in an ellipsis.
        last = truncated(
          last, toWidth: max(last.width, 0) - 1e-9, font: font, force: true, limit: limit)
        runs = Array(kept.dropLast()) + [last]
      }
    }
    runs = runs.map { $0.width > limit + 1e-9 ? truncated($0, toWidth: limit, font: font) : $0 }
    let lineHeight = metrics.lineHeight * scale
    let top = (key.height - lineHeight * Double(runs.count)) / 2
    var path = Path()
    for (index, run) in runs.enumerated() {
      let width = run.width * scale
      let originX: Double
      switch key.alignment {
      case 1: originX = (key.width - width) / 2
      case 2: originX = key.width - width
      default: originX = 0
      }
      let baseline = top + Double(index) * lineHeight + metrics.ascender * scale
      for (glyph, pen) in zip(run.glyphs, run.positions) {
        let outline = glyphOutline(glyph, font: font).path
        path.appendTransformed(outline) { p in
          Point(x: originX + (pen + p.x) * scale, y: baseline - p.y * scale)
        }
      }
    }
    return path
  }

  /// The text broken into lines no wider than `width` font units: at spaces (and at line
  /// breaks in the text), a word longer than a line broken where it must.
  private func wrapped(_ text: String, width: Double, font: any OutlineFont) -> [GlyphRun] {
    var result: [GlyphRun] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if glyphRun(candidate, font: font).width <= width + 1e-9 || line.isEmpty {
          line = candidate
        } else {
          result.append(glyphRun(line, font: font))
          line = String(word)
        }
        // A single word wider than the line is cut into pieces that fit.
        while glyphRun(line, font: font).width > width + 1e-9, line.count > 1 {
          var cut = line.count - 1
          while cut > 1, glyphRun(String(line.prefix(cut)), font: font).width > width + 1e-9 {
            cut -= 1
          }
          result.append(glyphRun(String(line.prefix(cut)), font: font))
          line = String(line.dropFirst(cut))
        }
      }
      result.append(glyphRun(line, font: font))
    }
    return result
  }

  /// The glyphs of a line with their pen positions in font units, cached per text.
  private func glyphRun(_ text: String, font: any OutlineFont) -> GlyphRun {
    if let run = lines[text] { return run }
    let scalars = text.unicodeScalars.filter { !$0.properties.generalCategory.isControl }
    let run = GlyphRun(scalars.map(font.glyphID(for:)), font: font) { glyphOutline($0, font: font) }
    if lines.count >= Self.cacheLimit { lines.removeAll(keepingCapacity: true) }
    lines[text] = run
    return run
  }

  /// The longest prefix of a run that fits with an ellipsis after it; `force` ends a line
  /// with one even when it fits (text follows it), within `limit`.
  private func truncated(
    _ run: GlyphRun, toWidth width: Double, font: any OutlineFont, force: Bool = false,
    limit: Double? = nil
  ) -> GlyphRun {
    let ellipsis = font.glyphID(for: "\u{2026}")
    let tail = ellipsis != 0 ? [ellipsis] : Array(repeating: font.glyphID(for: "."), count: 3)
    let tailRun = GlyphRun(tail, font: font) { glyphOutline($0, font: font) }
    let room = force ? (limit ?? width) : width
    var count = run.glyphs.count
    while count > 0, run.positions[count - 1] + run.advances[count - 1] + tailRun.width > room {
      count -= 1
    }
    return GlyphRun(Array(run.glyphs.prefix(count)) + tail, font: font) {
      glyphOutline($0, font: font)
    }
  }

  private func glyphOutline(_ glyph: UInt32, font: any OutlineFont) -> GlyphOutline {
    if let outline = glyphs[glyph] { return outline }
    let outline = font.outline(of: glyph)
    glyphs[glyph] = outline
    return outline
  }

  /// Writes `animhost: warning: <message>` as one line to standard error.
  package static func writeToStandardError(_ message: String) {
    try? FileDescriptor.standardError.writeAll("animhost: warning: \(message)\n")
  }
}

/// What a laid-out label path depends on.
private struct PathKey: Hashable {
  var text: String
  var fontSize: Double
  var alignment: Int
  var width: Double
  var height: Double
  var lines: Int
}

extension Unicode.GeneralCategory {
  /// Whether characters of this category draw nothing and take no space in a label line.
  fileprivate var isControl: Bool {
    switch self {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}
