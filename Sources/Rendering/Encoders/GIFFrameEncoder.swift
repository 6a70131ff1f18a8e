/// Turns the changed rectangle of a frame into a GIF image descriptor, colour table and LZW data:
/// palette choice, colour mapping (optional ordered dithering) and compression (lossless, or
/// lossy where that saves at least 3% and 512 bytes).
///
/// A sample of the rectangle compressed both ways picks the passes (`LZWPassChoice`): lossy only
/// where it clearly pays, lossless only where it clearly does not, both compared in full
/// otherwise. On fold this runs one pass for most frames (LZW time 67% of two passes); every
/// animator's file stayed byte-identical.
struct GIFFrameEncoder {
  /// The largest mean squared RGB error of a frame's changed pixels under the global table.
  ///
  /// A frame is kept under the global table when its error is at most this and no colour covering
  /// 1% of its pixels is further than `globalMaxErrorLimit`.
  static let globalMeanErrorLimit = 4
  /// The largest squared RGB distance of a colour covering 1% of a frame's changed pixels under
  /// the global table (about 10 per channel).
  static let globalMaxErrorLimit = 300

  /// A smaller local table is taken when its mean squared RGB error is at most this.
  static let localMeanErrorLimit = 4

  /// The largest squared RGB distance from a pixel's true colour that lossy LZW matching may
  /// show instead of its mapped colour (`LZWTolerance`).
  ///
  /// Measured on the changed rectangles of snow and egg-crack: 24 makes snow 5% and egg-crack 6%
  /// smaller than 12, 48 makes them 11% and 12% smaller, at 23% and 51% more squared error
  /// (snow keeps 6 dB over ffmpeg's PSNR, egg-crack only 1 dB, and fold, explode, cube and flip
  /// are below it already, so one larger limit does not fit all). Allowing each pixel up to twice
  /// the error of its own mapped colour saved 1.5% on snow.
  static let lossyLimit = 12

  /// The lossy limit for a frame whose changed pixels have at least `busyColorCount` colours.
  ///
  /// Such frames are soft particles and glows, which no table of 255 colours holds (the median
  /// cut already shows most pixels inexactly) and where an error of 8 per channel does not show.
  /// Measured on the peer benchmark against 12 everywhere: snow 10%, fireworks 5%, egg-crack 4%
  /// and autumn-leaves 0.2% smaller, their PSNR 2.2, 0.6, 0.8 and 0.04 dB lower (snow, fireworks
  /// and egg-crack still 3.6, 6.8 and 0.3 dB over ffmpeg's); the other 45 animators' files are
  /// unchanged (fold, explode, cube and flip, whose PSNR is below ffmpeg's, have fewer colours
  /// a frame). 96 took egg-crack under ffmpeg's PSNR;
  /// 48 left fireworks at 0.50 of ffmpeg's size; a threshold of 2048 colours took egg-crack and
  /// autumn-leaves' frames too, for 1 dB each.
  static let busyLossyLimit = 64

  /// Changed pixels in at least this many colours (16 tables' worth) make a frame busy.
  static let busyColorCount = 4096

  /// The lossy limit for a frame whose changed pixels have `distinctColors` colours (nil: not
  /// counted, as for the first frame and in `.global` mode).
  static func lossyLimit(distinctColors: Int?) -> Int {
    guard let distinctColors, distinctColors >= busyColorCount else { return lossyLimit }
    return busyLossyLimit
  }

  /// A frame's lossy data is kept when at most this percentage of its lossless data's size.
  static let lossyKeepPercent = 97

  /// A frame's lossy data is kept only when it saves at least this many bytes as well.
  ///
  /// Without it grow took lossy data for one small frame, 86 bytes smaller and 0.45 dB lower in
  /// PSNR over the run; egg-crack, snow and ripple lose 0.1 to 0.2% of their savings to it.
  static let lossyMinimumSaving = 512

  /// Rectangles smaller than this many pixels are compressed losslessly only.
  static let lossyMinimumArea = 4096

  /// How tables are chosen.
  let mode: GIFPaletteMode
  /// Whether inexact colours get an ordered dither.
  let dithering: Bool
  /// The global table, once the first frame made it.
  private(set) var global: GIFPalette?
  /// Pixel-to-index cache for the global table (kept across frames).
  private var globalMap: ColorMap
  /// Pixel-to-index cache for the current local table.
  private var localMap: ColorMap
  /// The changed colours of the frame being encoded.
  private var histogram = ColorHistogram()
  /// The compressor, reused for every frame.
  private var lzw = LZWEncoder()
  /// The buffers of the sample that chooses the LZW passes.
  private var sample = LZWPassChoice.Scratch()
  /// Palette indices of the rectangle being encoded.
  private var indices: [UInt8] = []
  /// True colours and flags of the rectangle's pixels, for lossy matching.
  private var colors: [UInt32] = []
  /// The table's colours packed like `colors`, by index.
  private var tableColors = [UInt32](repeating: 0, count: 256)

  /// An encoder choosing tables by `mode`.
  init(mode: GIFPaletteMode, dithering: Bool) {
    self.mode = mode
    self.dithering = dithering
    globalMap = ColorMap(palette: GIFPalette(colors: []))
    localMap = ColorMap(palette: GIFPalette(colors: []))
  }

  /// An encoder using a global table built by another (a job's own encoder).
  init(mode: GIFPaletteMode, dithering: Bool, global: GIFPalette?) {
    self.init(mode: mode, dithering: dithering)
    if let global {
      self.global = global
      globalMap.reset(palette: global)
    }
  }

  /// Frees the per-pixel buffers (indices and true colours), keeping the colour caches, for an
  /// encoder kept between frames too large to hold them for.
  mutating func releaseScratch() {
    indices = []
    colors = []
    sample = LZWPassChoice.Scratch()
  }

  /// Builds the global table from every visible pixel of the first frame (nil in `.perFrame`).
  mutating func makeGlobalPalette(from image: RGBAImage) -> GIFPalette? {
    guard mode != .perFrame else { return nil }
    histogram.reset()
    let all = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
    collect(image, over: nil, in: all)
    let palette = GIFPalette(
      colors: MedianCutQuantizer.palette(for: histogram.entries(), maxColors: 255))
    global = palette
    globalMap.reset(palette: palette)
    return palette
  }

  /// The descriptor, optional local table and data for `rect` of `current` drawn over `previous`
  /// (unchanged pixels in their own colour or transparent, see `mapIndices`), or nil when a pixel
  /// visible in `previous` turns transparent (the caller must clear the canvas first).
  ///
  /// The first frame always uses the global table it was built from.
  mutating func encode(
    _ current: RGBAImage, over previous: RGBAImage, in rect: PixelRect, first: Bool
  ) -> [UInt8]? {
    var useGlobal = mode != .perFrame && global != nil
    var distinctColors: Int?
    if !(useGlobal && (first || mode == .global)) {
      histogram.reset()
      collect(current, over: previous, in: rect)
      distinctColors = histogram.distinctCount
      if useGlobal { useGlobal = Self.fits(histogram, &globalMap) }
      if !useGlobal { localMap.reset(palette: Self.localPalette(histogram.entries())) }
    }
    let palette = useGlobal ? globalMap.palette : localMap.palette
    for (i, c) in palette.colors.enumerated() {
      tableColors[i + 1] = UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16
    }
    let ok =
      useGlobal
      ? Self.mapIndices(
        current, previous, rect, &globalMap, &indices, &colors, tableColors, dithering)
      : Self.mapIndices(
        current, previous, rect, &localMap, &indices, &colors, tableColors, dithering)
    guard ok else { return nil }
    let lossyLimit = Self.lossyLimit(distinctColors: distinctColors)
    var out: [UInt8] = [0x2C]
    for v in [rect.x, rect.y, rect.width, rect.height] { out += [UInt8(v & 0xFF), UInt8(v >> 8)] }
    if useGlobal {
      out.append(0)
    } else {
      out.append(0x80 | UInt8(palette.bits - 1))
      out += palette.tableBytes()
    }
    let count = rect.width * rect.height
    var lossless: [UInt8]?
    var lossy: [UInt8]?
    indices.withUnsafeBufferPointer { buffer in
      let image = UnsafeBufferPointer(rebasing: buffer[0..<count])
      let minCodeSize = max(2, palette.bits)
      guard count >= Self.lossyMinimumArea else {
        var data = out
        lzw.encode(image, minCodeSize: minCodeSize, into: &data)
        lossless = data
        return
      }
      colors.withUnsafeBufferPointer { colors in
        tableColors.withUnsafeBufferPointer { table in
          let tolerance = LZWTolerance(
            pixels: UnsafeBufferPointer(rebasing: colors[0..<count]),
            palette: UnsafeBufferPointer(rebasing: table[0..<(palette.colors.count + 1)]),
            limit: lossyLimit)
          // A sample compressed both ways decides which full passes run (`LZWPassChoice`).
          let choice = LZWPassChoice.sampling(
            image, width: rect.width, tolerance: tolerance, minCodeSize: minCodeSize, lzw: &lzw,
            scratch: &sample)
          if choice.passes != .lossless {
            var data = out
            lzw.encode(image, minCodeSize: minCodeSize, tolerance: tolerance, into: &data)
            lossy = data
            if choice.keepsLossyAlone(lossyBytes: data.count - out.count) { return }
          }
          var data = out
          lzw.encode(image, minCodeSize: minCodeSize, into: &data)
          lossless = data
        }
      }
    }
    switch (lossless, lossy) {
    case (let lossless?, let lossy?):
      // Lossy matching is kept only where it pays: flat interfaces gain little from it.
      let pays =
        lossy.count * 100 <= lossless.count * Self.lossyKeepPercent
        && lossless.count - lossy.count >= Self.lossyMinimumSaving
      out = pays ? lossy : lossless
    case (let lossless?, nil): out = lossless
    case (nil, let lossy?): out = lossy
    case (nil, nil): preconditionFailure("GIFFrameEncoder: no LZW pass ran")
    }
    return out
  }

  /// Whether the global table maps the histogram's colours within the documented limits: mean
  /// squared error over the changed pixels, and the worst error among colours that cover at
  /// least 1% of them (anti-aliased edge colours may map loosely; a new flat area may not).
  private static func fits(_ histogram: ColorHistogram, _ map: inout ColorMap) -> Bool {
    guard !histogram.isCoarse else { return false }
    var total = 0
    histogram.forEachPixel { _, count in total += count }
    let large = max(1, total / 100)
    var weighted = 0
    var worst = 0
    histogram.forEachPixel { pixel, count in
      let error = Int(map.lookup(pixel) >> 8)
      weighted += error * count
      if count >= large { worst = max(worst, error) }
    }
    return worst <= globalMaxErrorLimit && weighted <= globalMeanErrorLimit * max(total, 1)
  }

  /// A local table: the smallest of 64, 128 or 256 entries whose median cut maps the changed pixels
  /// with a mean squared RGB error ≤ `localMeanErrorLimit` (every colour when they fit).
  ///
  /// Fewer entries mean a smaller table and shorter LZW codes; anti-aliased edges rarely need all
  /// 255 colours.
  static func localPalette(_ entries: [ColorHistogram.Entry]) -> GIFPalette {
    // One run of the cut gives all three sizes.
    let cuts = MedianCutQuantizer.palettes(for: entries, sizes: [63, 127, 255])
    let full = cuts[2]
    guard full.count > 63 else { return GIFPalette(colors: full) }
    let total = entries.reduce(0) { $0 + $1.count }
    for (maxColors, colors) in zip([63, 127], cuts) where full.count > maxColors {
      let palette = GIFPalette(colors: colors)
      // The error only grows: stop adding once it is over the limit.
      let limit = localMeanErrorLimit * total
      var weighted = 0
      for e in entries where weighted <= limit {
        weighted += palette.nearest(e.color).error * e.count
      }
      if weighted <= limit { return palette }
    }
    return GIFPalette(colors: full)
  }

  /// Counts the visible pixels of `rect` that differ from `previous` (all of them without one).
  private mutating func collect(_ image: RGBAImage, over previous: RGBAImage?, in rect: PixelRect) {
    let width = image.width
    image.pixels.withUnsafeBytes { curRaw in
      let cur = curRaw.bindMemory(to: UInt32.self)
      (previous?.pixels ?? []).withUnsafeBytes { prevRaw in
        let prev = prevRaw.bindMemory(to: UInt32.self)
        let hasPrevious = previous != nil
        var run: UInt32 = 0
        var runLength = 0
        for y in rect.y..<(rect.y + rect.height) {
          let base = y * width
          var i = base + rect.x
          let end = base + rect.x + rect.width
          while i < end {
            // Four unchanged pixels are passed at once (two 8-byte compares).
            if hasPrevious, i + 4 <= end, let c = cur.baseAddress, let p = prev.baseAddress {
              let a = UnsafeRawPointer(c + i), b = UnsafeRawPointer(p + i)
              if a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                  == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
              {
                i += 4
                continue
              }
            }
            let c = cur[i]
            i += 1
            if hasPrevious && c == prev[i - 1] { continue }
            if c == run {
              runLength += 1
            } else {
              if runLength > 0 { histogram.add(run, count: runLength) }
              run = c
              runLength = 1
            }
          }
        }
        if runLength > 0 { histogram.add(run, count: runLength) }
      }
    }
  }
}
