/// Which LZW passes a frame's indices need, judged from a sample compressed both ways: lossy
/// only, lossless only, or both (the full comparison, `GIFFrameEncoder`'s keep rule).
///
/// The sample is 2-row bands, one every 128 rows from the top (1/64 of the rows, at least
/// `minimumSamplePixels`), joined into one stream so that the string table grows over it as over
/// the frame. Its lossy data at most `lossyPercent` (95%) of its lossless data means lossy only,
/// over `losslessPercent` (105%) lossless only. A lone lossy pass is kept only when the lossless
/// size it implies (the sample's ratio) is at least `minimumImpliedSaving` bytes larger; else the
/// lossless pass runs too and the keep rule decides.
///
/// Measured on the 2,452 frames of 4096 pixels or more of all 49 animators: 346 frames went lossy
/// only and 9 lossless only, each as the full comparison would have chosen, so every file is
/// byte-identical. Small samples show less gain than the frame (the table has less to learn
/// from), so a sample at 95% means a frame well under 97%. Fold's LZW time fell to 67% (62% would
/// be one pass a frame), all animators' to 89%; where the sample rarely decides (card, fireworks)
/// it adds 1 to 2%.
///
/// Other samples, same thresholds: 4-row bands every 128 rows (1/32) chose wrongly for one
/// explode frame (+0.09%) and cost 3% where undecided; 4 whole bands of 1/32, single rows every
/// 32 and a prefix decided fewer frames or chose wrongly for 4 to 5 (files up to 0.26% off). A
/// lossless threshold of 100% took 80 more frames lossless only, but files up to 0.29% off; the
/// lossless side is rarely clear (flat frames compress the same both ways).
package struct LZWPassChoice: Equatable, Sendable {
  /// The passes a frame needs.
  package enum Passes: Equatable, Sendable {
    /// Lossless only: the sample shows lossy matching does not pay.
    case lossless
    /// Lossy only: the sample shows it pays (see `keepsLossyAlone`).
    case lossy
    /// Both, compared in full: the sample is small or unclear.
    case both
  }

  /// Rows in each band of the sample.
  static let bandRows = 2
  /// Rows from the start of one band to the next.
  static let bandSpacing = 128
  /// Samples with fewer pixels than this decide nothing (both passes).
  static let minimumSamplePixels = 8192
  /// The sample's lossy size at most this percentage of its lossless size: lossy only.
  static let lossyPercent = 95
  /// The sample's lossy size over this percentage of its lossless size: lossless only.
  static let losslessPercent = 105
  /// The smallest saving the sample's ratio must imply for a lone lossy pass (twice the keep
  /// rule's 512 bytes).
  static let minimumImpliedSaving = 1024

  /// The passes chosen.
  package let passes: Passes
  /// The sample's lossless and lossy sizes in bytes (0 when there was no sample).
  package let sampleLossless: Int
  /// The sample's lossy size in bytes.
  package let sampleLossy: Int

  /// The choice for a sample of `pixels` pixels that compressed to the two sizes.
  package init(sampleLossless: Int, sampleLossy: Int, pixels: Int) {
    self.sampleLossless = sampleLossless
    self.sampleLossy = sampleLossy
    if pixels < Self.minimumSamplePixels || sampleLossless == 0 {
      passes = .both
    } else if sampleLossy * 100 <= sampleLossless * Self.lossyPercent {
      passes = .lossy
    } else if sampleLossy * 100 > sampleLossless * Self.losslessPercent {
      passes = .lossless
    } else {
      passes = .both
    }
  }

  /// Whether a lone lossy pass whose data is `lossyBytes` long may stand without the lossless
  /// one: the lossless size the sample's ratio implies is at least `minimumImpliedSaving` larger.
  package func keepsLossyAlone(lossyBytes: Int) -> Bool {
    passes == .lossy && sampleLossy > 0
      && lossyBytes * (sampleLossless - sampleLossy) >= Self.minimumImpliedSaving * sampleLossy
  }

  /// Buffers for the sample, kept between frames.
  package struct Scratch {
    /// The sample's palette indices.
    var indices: [UInt8] = []
    /// The sample's `LZWTolerance` entries.
    var colors: [UInt32] = []
    /// Compressed output, only measured.
    var bytes: [UInt8] = []

    /// Empty buffers.
    package init() {}
  }

  /// The choice for an image of rows `width` pixels wide, from its sample compressed losslessly
  /// and with `tolerance` (whose pixels are the image's).
  package static func sampling(
    _ image: UnsafeBufferPointer<UInt8>, width: Int, tolerance: LZWTolerance, minCodeSize: Int,
    lzw: inout LZWEncoder, scratch: inout Scratch
  ) -> LZWPassChoice {
    precondition(width > 0 && tolerance.pixels.count == image.count, "LZWPassChoice: bad image")
    let rows = image.count / width
    scratch.indices.removeAll(keepingCapacity: true)
    scratch.colors.removeAll(keepingCapacity: true)
    var y = 0
    while y + bandRows <= rows {
      let range = (y * width)..<((y + bandRows) * width)
      scratch.indices.append(contentsOf: image[range])
      scratch.colors.append(contentsOf: tolerance.pixels[range])
      y += bandSpacing
    }
    let pixels = scratch.indices.count
    guard pixels >= minimumSamplePixels else {
      return LZWPassChoice(sampleLossless: 0, sampleLossy: 0, pixels: pixels)
    }
    var bytes = scratch.bytes
    scratch.bytes = []
    defer { scratch.bytes = bytes }
    var sizes = (0, 0)
    scratch.indices.withUnsafeBufferPointer { indices in
      scratch.colors.withUnsafeBufferPointer { colors in
        bytes.removeAll(keepingCapacity: true)
        lzw.encode(indices, minCodeSize: minCodeSize, into: &bytes)
        sizes.0 = bytes.count
        bytes.removeAll(keepingCapacity: true)
        let sampleTolerance = LZWTolerance(
          pixels: colors, palette: tolerance.palette, limit: tolerance.limit)
        lzw.encode(indices, minCodeSize: minCodeSize, tolerance: sampleTolerance, into: &bytes)
        sizes.1 = bytes.count
      }
    }
    return LZWPassChoice(sampleLossless: sizes.0, sampleLossy: sizes.1, pixels: pixels)
  }
}
