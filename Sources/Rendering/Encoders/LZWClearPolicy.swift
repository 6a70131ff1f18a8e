/// When LZW compression clears a full string table: not as soon as it fills, but once the
/// strings it still matches have become too short to be worth their 12-bit codes.
///
/// A full table is kept frozen (no new strings, every code 12 bits) for as long as the mean
/// length of the recent strings stays long enough that the rest of the image would take at
/// most `codesToFinish` more codes, and at least `shortLimit / minCodeSize` pixels (gifsicle's
/// writer decides the same way). Frames of flat interfaces repeat a few rows down the whole
/// image: the full table already holds long strings of those rows, and a fresh one would have
/// to grow them again one pixel per use. Clearing as soon as the table filled made card's
/// frames 4 to 8% and grow's 7% larger; noisy frames (snow, fireworks) clear at once either
/// way and are unchanged. Measured on the peer benchmark's frames.
package struct LZWClearPolicy {
  /// Fixed-point scale of the mean (16 fractional bits).
  private static let scaleBits = 16
  /// The mean moves a sixteenth of the way to each new string's length.
  private static let smoothingBits = 4
  /// At most this many more codes to finish the image with the frozen table.
  static let codesToFinish = 3000
  /// The shortest mean worth keeping, times the minimum code size.
  static let shortLimit = 36
  /// A string shorter than this (in pixels) may be where a frozen table stopped serving.
  package static let shortString = 7
  /// A string longer than this shows the frozen table still serves.
  package static let longString = 50

  /// The recent strings' mean length, in pixels << scaleBits.
  private var mean: Int
  /// The shortest mean kept, in pixels << scaleBits.
  private let shortest: Int
  /// Half the mean when the table filled: below it the frozen table is clearly worse.
  private var halfAtFreeze = 0

  /// A policy for codes of `minCodeSize` (2...8) bits at the start, its mean one pixel.
  package init(minCodeSize: Int) {
    precondition((2...8).contains(minCodeSize), "LZWClearPolicy: code size must be 2...8")
    mean = 1 << Self.scaleBits
    shortest = (Self.shortLimit << Self.scaleBits) / minCodeSize
  }

  /// Takes the length in pixels of the string just written into the mean.
  @inline(__always)
  package mutating func note(stringLength: Int) {
    mean += ((stringLength << Self.scaleBits) - mean) >> Self.smoothingBits
  }

  /// Whether a full table should be cleared now, with `pixelsLeft` pixels still to encode.
  @inline(__always)
  package func clears(pixelsLeft: Int) -> Bool {
    mean < shortest || mean < halfAtFreeze
      || mean * Self.codesToFinish < pixelsLeft << Self.scaleBits
  }

  /// Notes that the table has just filled: from now on it is kept only while the mean stays
  /// above half of what it is now.
  package mutating func freeze() {
    halfAtFreeze = mean >> 1
  }

  /// Starts over after a clear: the mean back at one pixel, the table no longer full.
  package mutating func restart() {
    mean = 1 << Self.scaleBits
    halfAtFreeze = 0
  }
}
