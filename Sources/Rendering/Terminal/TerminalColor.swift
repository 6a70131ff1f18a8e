/// How a terminal cell's colours are written: 24-bit SGR or the xterm 256-colour palette.
package enum TerminalColor {
  /// A colour key meaning "the terminal's default colour" (no pixel there).
  package static let none: UInt32 = 0x0100_0000

  /// The six channel levels of the xterm 6×6×6 colour cube (palette entries 16 to 231).
  package static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// Whether the environment says the terminal takes 24-bit colour (`COLORTERM`).
  package static func supportsTruecolor(_ environment: [String: String]) -> Bool {
    let value = environment["COLORTERM"]?.lowercased() ?? ""
    return value == "truecolor" || value == "24bit"
  }

  /// The key a pixel is stored under: `0xRRGGBB` in truecolor, else a 256-colour index.
  @inline(__always)
  package static func key(red: UInt8, green: UInt8, blue: UInt8, truecolor: Bool) -> UInt32 {
    truecolor
      ? UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
      : UInt32(paletteIndex(red: Int(red), green: Int(green), blue: Int(blue)))
  }

  /// The nearest xterm palette entry among the colour cube (16–231) and the grey ramp
  /// (232–255).
  package static func paletteIndex(red: Int, green: Int, blue: Int) -> Int {
    let r = cubeStep(red), g = cubeStep(green), b = cubeStep(blue)
    let cubeDistance =
      square(cubeLevels[r] - red) + square(cubeLevels[g] - green) + square(cubeLevels[b] - blue)
    let average = (red + green + blue) / 3
    let grey = min(23, max(0, (average - 3) / 10))
    let greyLevel = 8 + 10 * grey
    let greyDistance =
      square(greyLevel - red) + square(greyLevel - green) + square(greyLevel - blue)
    return greyDistance < cubeDistance ? 232 + grey : 16 + 36 * r + 6 * g + b
  }

  /// The SGR parameters that set the foreground (`38`/`39`) or background (`48`/`49`) to a key.
  package static func appendParameters(
    _ key: UInt32, background: Bool, truecolor: Bool, to out: inout [UInt8]
  ) {
    let base: UInt8 = background ? UInt8(ascii: "4") : UInt8(ascii: "3")
    out.append(base)
    if key == none {
      out.append(UInt8(ascii: "9"))
    } else if truecolor {
      out += [UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";")]
      appendDecimal(Int(key >> 16 & 0xFF), to: &out)
      out.append(UInt8(ascii: ";"))
      appendDecimal(Int(key >> 8 & 0xFF), to: &out)
      out.append(UInt8(ascii: ";"))
      appendDecimal(Int(key & 0xFF), to: &out)
    } else {
      out += [UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")]
      appendDecimal(Int(key), to: &out)
    }
  }

  /// Appends a non-negative number in ASCII decimal.
  package static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    precondition(value >= 0, "TerminalColor.appendDecimal: negative value")
    if value >= 10 { appendDecimal(value / 10, to: &out) }
    out.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// The cube step (0–5) nearest to a channel value.
  private static func cubeStep(_ value: Int) -> Int {
    value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
  }

  private static func square(_ value: Int) -> Int { value * value }
}
