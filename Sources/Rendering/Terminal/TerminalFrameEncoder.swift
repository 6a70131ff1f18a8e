import TransitionEngine

/// Turns images into the bytes that draw them on a terminal with half-block cells, sending only
/// the cells that changed since the previous frame.
///
/// The screen is `columns × rows` cells: the picture fills the top `rows - 1` (two pixels per
/// cell, the upper one as the foreground of "▀", the lower one as the background), centred;
/// the last row is a caption line. Cells outside the picture keep the terminal's default colour.
package struct TerminalFrameEncoder {
  package let columns: Int
  package let rows: Int
  package let truecolor: Bool
  /// The previous frame's cells as `top << 32 | bottom` colour keys, row by row.
  private var cells: [UInt64]
  private var caption: String?
  private var hasCleared = false
  private var pen = Pen()
  /// The cursor's cell, when known (after writing the last column it is not).
  private var cursor: (row: Int, column: Int)?

  /// The current SGR colours; nil when unknown.
  private struct Pen {
    var foreground: UInt32?
    var background: UInt32?
  }

  /// An encoder for a screen of the given size in cells; the first frame clears the screen.
  package init(columns: Int, rows: Int, truecolor: Bool) {
    precondition(columns >= 0 && rows >= 0, "TerminalFrameEncoder: negative size")
    self.columns = columns
    self.rows = rows
    self.truecolor = truecolor
    cells = Array(repeating: Self.blank, count: columns * max(0, rows - 1))
  }

  /// The cell rows that show the picture: all but the caption line.
  package var pictureRows: Int { max(0, rows - 1) }

  /// The picture area in pixels: one per column, two per cell row.
  package var pixelWidth: Int { columns }
  package var pixelHeight: Int { 2 * pictureRows }

  /// The scale that fits a frame of `pointSize` points in the picture area, keeping its aspect
  /// ratio.
  package func scale(fitting pointSize: Size) -> Double {
    guard pointSize.width > 0, pointSize.height > 0 else { return 0 }
    return min(Double(pixelWidth) / pointSize.width, Double(pixelHeight) / pointSize.height)
  }

  private static let blank = UInt64(TerminalColor.none) << 32 | UInt64(TerminalColor.none)
  private static let esc = UInt8(0x1B)
  private static let upperHalf: [UInt8] = Array("▀".utf8)
  private static let lowerHalf: [UInt8] = Array("▄".utf8)

  /// The bytes that bring the screen from the previous frame to this image and caption.
  ///
  /// The image (premultiplied, drawn over black) is centred in the picture area and cropped
  /// if it is larger; a nil caption leaves the caption line as it is.
  package mutating func encode(_ image: RGBAImage, caption newCaption: String? = nil) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    if !hasCleared {
      hasCleared = true
      out += [Self.esc, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
      out += [Self.esc, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "J")]
      pen = Pen(foreground: TerminalColor.none, background: TerminalColor.none)
      cursor = nil
    }
    let offsetX = (pixelWidth - image.width) / 2
    let offsetY = (pixelHeight - image.height) / 2
    image.pixels.withUnsafeBufferPointer { pixels in
      for row in 0..<pictureRows {
        for column in 0..<columns {
          let x = column - offsetX
          let top = key(pixels, image, x: x, y: 2 * row - offsetY)
          let bottom = key(pixels, image, x: x, y: 2 * row + 1 - offsetY)
          let cell = UInt64(top) << 32 | UInt64(bottom)
          let index = row * columns + column
          guard cells[index] != cell else { continue }
          cells[index] = cell
          move(to: row, column, &out)
          draw(top: top, bottom: bottom, &out)
          cursor = column + 1 < columns ? (row, column + 1) : nil
        }
      }
    }
    if let newCaption, newCaption != caption, rows > 0 {
      caption = newCaption
      writeCaption(newCaption, &out)
    }
    return out
  }

  /// The colour key of a pixel, or `none` outside the image.
  @inline(__always)
  private func key(_ pixels: UnsafeBufferPointer<UInt8>, _ image: RGBAImage, x: Int, y: Int)
    -> UInt32
  {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return TerminalColor.none }
    let i = (y * image.width + x) * 4
    return TerminalColor.key(
      red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], truecolor: truecolor)
  }

  /// Moves the cursor to a cell: nothing when it is there, forward on the same row, else a jump.
  private mutating func move(to row: Int, _ column: Int, _ out: inout [UInt8]) {
    if let cursor, cursor.row == row, cursor.column == column { return }
    out += [Self.esc, UInt8(ascii: "[")]
    if let cursor, cursor.row == row, cursor.column < column {
      let gap = column - cursor.column
      if gap > 1 { TerminalColor.appendDecimal(gap, to: &out) }
      out.append(UInt8(ascii: "C"))
    } else {
      if row > 0 || column > 0 {
        TerminalColor.appendDecimal(row + 1, to: &out)
        if column > 0 {
          out.append(UInt8(ascii: ";"))
          TerminalColor.appendDecimal(column + 1, to: &out)
        }
      }
      out.append(UInt8(ascii: "H"))
    }
  }

  /// Writes one cell, choosing the glyph that needs the fewest colour changes.
  private mutating func draw(top: UInt32, bottom: UInt32, _ out: inout [UInt8]) {
    if top == bottom {
      setPen(foreground: nil, background: top, &out)
      out.append(UInt8(ascii: " "))
    } else if bottom == TerminalColor.none {
      setPen(foreground: top, background: TerminalColor.none, &out)
      out += Self.upperHalf
    } else if top == TerminalColor.none {
      setPen(foreground: bottom, background: TerminalColor.none, &out)
      out += Self.lowerHalf
    } else if pen.background == top || pen.foreground == bottom {
      setPen(foreground: bottom, background: top, &out)
      out += Self.lowerHalf
    } else {
      setPen(foreground: top, background: bottom, &out)
      out += Self.upperHalf
    }
  }

  /// Sends one SGR sequence for the colours that differ from the pen (a nil foreground is "any").
  private mutating func setPen(foreground: UInt32?, background: UInt32, _ out: inout [UInt8]) {
    let changeForeground = foreground != nil && pen.foreground != foreground
    let changeBackground = pen.background != background
    guard changeForeground || changeBackground else { return }
    out += [Self.esc, UInt8(ascii: "[")]
    if let foreground, changeForeground {
      TerminalColor.appendParameters(foreground, background: false, truecolor: truecolor, to: &out)
      pen.foreground = foreground
      if changeBackground { out.append(UInt8(ascii: ";")) }
    }
    if changeBackground {
      TerminalColor.appendParameters(background, background: true, truecolor: truecolor, to: &out)
      pen.background = background
    }
    out.append(UInt8(ascii: "m"))
  }

  /// Rewrites the caption line in the default colours, cut to fit and cleared to the end.
  private mutating func writeCaption(_ text: String, _ out: inout [UInt8]) {
    cursor = nil
    move(to: rows - 1, 0, &out)
    out += [Self.esc, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
    pen = Pen(foreground: TerminalColor.none, background: TerminalColor.none)
    // One column is left free so that writing the last cell never scrolls the screen.
    let visible = text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(
      max(0, columns - 1))
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: visible)
    out += Array(String(shown).utf8)
    out += [Self.esc, UInt8(ascii: "["), UInt8(ascii: "K")]
    cursor = nil
  }
}
