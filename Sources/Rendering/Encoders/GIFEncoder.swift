import HostSystem

/// A streaming GIF89a encoder for animations: looping forever, each frame only the rectangle that
/// changed since the previous one, unchanged pixels in it transparent ("do not dispose").
///
/// Colour tables (`GIFPaletteMode.automatic`): the global table holds the first frame's colours
/// (exactly when it has at most 255, else a median cut). A later frame uses the global table when
/// its changed pixels map with a mean squared RGB error ≤ 4 and no colour covering 1% of them is
/// off by more than a squared distance of 300 (so anti-aliased edge colours may map loosely but a
/// new flat area may not); otherwise it gets a local table of its own changed colours, sized to
/// the smallest power of two (64, 128 or 256 entries: the smallest whose mean squared error is
/// ≤ 4). Measured on 110 synthetic transition frames (780×1688): the first frame
/// lacks the incoming view, so nearly every later frame takes a local table and `.automatic` is
/// as large as `.perFrame` (296 KB); `.global` alone is 7% smaller but maps the new view's colours
/// onto the old ones. Local tables are what make the file smaller than Pillow's.
///
/// Timing: frame delays are centiseconds taken from the rounded cumulative time, so they add up to
/// the real duration. Browsers show delays under 2 cs as 10 cs, so a frame whose delay would be
/// under 2 cs is dropped and its time goes to the next frame (decided by time alone, so dropped
/// frames need not be drawn: `shownFrames`); a frame identical to the previous one lengthens the
/// previous delay. The last frame is always shown, and no delay is under 2 cs: a last frame
/// ending under 2 cs after the one before takes 2 cs from it when that one keeps at least 2 cs,
/// and otherwise takes its place (at 60 fps half of all runs end so; before, their last frame
/// had 1 cs and browsers held the end for 10 cs before looping).
///
/// Compression: each frame's indices are compressed losslessly and with lossy matching
/// (`LZWTolerance`: a pixel may show a colour within a squared RGB distance of 12 of its true
/// colour, or stay transparent where it did not change), and the lossy data is kept when it is at
/// most 97% of the lossless (it pays on glows and gradients, hardly on flat interfaces). On the
/// peer benchmark this made egg-crack 21%, snow 11% and fireworks 2% smaller, their PSNR still
/// above ffmpeg's; card and grow are unchanged. Comparing several allowed extensions by how far
/// they go on (`LZWEncoder`) then made ripple 19%, snow 6% and egg-crack 3.5% smaller. A sample
/// of 1/64 of the rows compressed both ways first decides which full passes a frame needs
/// (`LZWPassChoice`): fold's GIF takes 18% less CPU time, and no animator's file changed. A busy
/// frame, whose changed pixels have 4096 colours or more (soft particles and glows), allows a
/// squared distance of 64: snow 10%, fireworks 5% and egg-crack 4% smaller, still above
/// ffmpeg's PSNR (`GIFFrameEncoder.busyLossyLimit`).
///
/// Pixels with alpha below 128 are transparent; when a visible pixel turns transparent the
/// previous frame is rewritten whole with "restore to background" disposal.
///
/// Each accepted frame's table choice, colour mapping and compression depend only on it, the
/// frame before it and the global table, so they run on `workers` threads (`OrderedJobs`, each
/// job with a `GIFFrameEncoder` of its own from a pool) and are written in order: the file is
/// the same for any count.
package final class GIFEncoder: AnimationEncoder {
  /// A frame written except for its control extension, whose delay may still grow.
  private struct Pending {
    /// Image descriptor, optional local table and LZW data (empty while in flight).
    var bytes: [UInt8]
    /// The frame, kept for a clear while in flight and for a last frame taking its place.
    var image: RGBAImage
    /// The rectangle it covers: outside it, the canvas it was encoded over shows the same.
    var area: PixelRect
    /// When the frame appears, in centiseconds from the start.
    var start: Int
    /// When the next frame appears, in centiseconds.
    var end: Int
    /// 1: do not dispose; 2: restore to background.
    var disposal: UInt8
  }

  /// The canvas width in pixels.
  private let width: Int
  /// The canvas height in pixels.
  private let height: Int
  /// Where the file goes.
  private let sink: any ByteSink
  /// Palettes, mapping and LZW for the global table and frames encoded here (a clear).
  private var frames: GIFFrameEncoder
  /// Accepted frames being encoded, oldest first, with their times (a merge lengthens the last).
  private var inFlight: [Pending] = []
  /// The encodings of `inFlight`, collected in order (nil: a visible pixel turned transparent).
  private let jobs: OrderedJobs<[UInt8]?>
  /// Frame encoders for the jobs, each used by one job at a time.
  private let pool: Locked<[GIFFrameEncoder]>
  /// What the canvas shows once the pending frame is drawn.
  private var canvas: RGBAImage
  /// The last accepted frame whose encoding is in, written when the next one's is (its delay
  /// may still grow until then).
  private var pending: Pending?
  /// A frame too short to show, merged into the next (kept so a last one can still be shown).
  private var skipped: RGBAImage?
  /// The real time so far, in seconds.
  private var elapsed = 0.0
  /// Frames appended so far.
  private var appended = 0
  /// Whether the header and global table are written.
  private var headerWritten = false
  /// Whether finish() ran.
  private var finished = false

  /// An encoder writing to `sink`; `dithering` adds a light 4×4 ordered dither to colours the
  /// table does not hold exactly.
  package init(
    width: Int, height: Int, sink: any ByteSink, palette: GIFPaletteMode = .automatic,
    dithering: Bool = false, workers: Int = 1
  ) throws {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw EncoderError(
        .badSize, subject: "\(width)x\(height)",
        "GIF size '\(width)x\(height)' is out of range; use a width and height from 1 to 65535")
    }
    self.width = width
    self.height = height
    self.sink = sink
    frames = GIFFrameEncoder(mode: palette, dithering: dithering)
    canvas = RGBAImage(width: width, height: height)
    jobs = OrderedJobs(workers: workers)
    pool = Locked([])
  }

  deinit {
    jobs.stop()
  }

  package func append(_ image: RGBAImage, duration: Double) throws {
    try EncoderError.checkFrame(
      image, duration: duration, index: appended, width: width, height: height, finished: finished)
    appended += 1
    elapsed += duration
    let end = Int((elapsed * 100).rounded())
    let start = lastEnd
    if end - start < 2 {
      skipped = image
      return
    }
    skipped = nil
    let rect = PixelRect.changed(from: canvas, to: image)
    if rect == nil, !inFlight.isEmpty || pending != nil {
      if inFlight.isEmpty { pending?.end = end } else { inFlight[inFlight.count - 1].end = end }
      return
    }
    try accept(image, rect: rect, start: start, end: end)
  }

  /// The frames the file shows, decided by time alone (see the type's summary): not those that
  /// would be under 2 cs, nor one whose place a short last frame takes; the last always.
  package func shownFrames(count: Int, duration: Double) -> [Bool] {
    var shown = [Bool](repeating: false, count: count)
    var elapsed = self.elapsed
    var lastEnd = self.lastEnd
    // The latest shown frame, and when it appears.
    var previous: (index: Int, start: Int)?
    for index in 0..<count {
      elapsed += duration
      let end = Int((elapsed * 100).rounded())
      if end - lastEnd >= 2 {
        previous = (index, lastEnd)
        shown[index] = true
        lastEnd = end
      }
    }
    guard count > 0 else { return shown }
    if !shown[count - 1], let previous, Int((elapsed * 100).rounded()) - previous.start < 4 {
      // Too short to lend the last frame 2 cs: the last takes its place (`showLast`).
      shown[previous.index] = false
    }
    shown[count - 1] = true
    return shown
  }

  package func pass(duration: Double) throws {
    guard !finished, duration.isFinite, duration > 0 else {
      preconditionFailure("GIFEncoder: a frame passed after finish or with a bad duration")
    }
    appended += 1
    elapsed += duration
    skipped = nil
  }

  package func finish() throws {
    guard !finished else { return }
    finished = true
    try drain()
    if let last = skipped { try showLast(last, until: Int((elapsed * 100).rounded())) }
    guard headerWritten else {
      throw EncoderError(
        .frameCount, subject: "0",
        "a GIF needs at least one frame; render a transition that records frames")
    }
    try flushPending()
    try sink.write([0x3B])
  }

  /// The rectangle a frame with nothing to change is written as (one transparent pixel).
  private static let unit = PixelRect(x: 0, y: 0, width: 1, height: 1)

  /// When the latest accepted frame stops showing, in centiseconds (0 before any).
  private var lastEnd: Int { inFlight.last?.end ?? pending?.end ?? 0 }

  /// Shows a last frame that came under 2 cs after the one before, until `total` cs.
  ///
  /// A frame that looks the same lengthens the one before. Otherwise it takes 2 cs from the one
  /// before when that keeps 2, and else takes its place (`replacing`): that one was at most
  /// 3 cs. Only when a pixel is not visible there, or nothing was shown before, does it keep
  /// its short delay. (`shownFrames` leaves the replaced frame out, so `render` never gets here
  /// with one to replace.)
  private func showLast(_ last: RGBAImage, until total: Int) throws {
    let rect = PixelRect.changed(from: canvas, to: last)
    if var previous = pending {
      if rect == nil {
        previous.end = total
        pending = previous
        return
      }
      if total - previous.start >= 4 {
        previous.end = total - 2
        pending = previous
      } else if let rect,
        let replacement = replacing(previous, with: last, changed: rect, until: total)
      {
        pending = replacement
        canvas = last
        return
      }
    }
    try accept(last, rect: rect, start: pending?.end ?? 0, end: total)
    try drain()
  }

  /// `last` shown in place of `previous` (`pending`) from its start until `total` cs.
  ///
  /// The canvas under `previous` is not kept (a whole frame at `--scale 4` is 21 MB), so every
  /// pixel of the rectangles the two frames change is written. Nil when one of them is not
  /// visible (it would show that canvas through), or `previous` is cleared after it shows.
  private func replacing(
    _ previous: Pending, with last: RGBAImage, changed: PixelRect, until total: Int
  ) -> Pending? {
    let area = previous.area.union(changed)
    guard previous.disposal == 1, area.isVisible(in: last),
      let bytes = frames.encode(
        last, over: RGBAImage(width: width, height: height), in: area, first: false)
    else { return nil }
    return Pending(
      bytes: bytes, image: last, area: area, start: previous.start, end: total, disposal: 1)
  }

  /// Starts encoding a frame to show from `start` to `end` cs over the one before it, and
  /// writes the frames whose encodings are in.
  private func accept(_ image: RGBAImage, rect: PixelRect?, start: Int, end: Int) throws {
    let first = !headerWritten
    if first { try writeHeader(frames.makeGlobalPalette(from: image)) }
    if jobs.isFull { try collect() }
    let (previous, area, global, pool) = (canvas, rect ?? Self.unit, frames.global, pool)
    let (mode, dithering) = (frames.mode, frames.dithering)
    // A large frame's per-pixel buffers (indices and colours) are freed with it; the encoder
    // and its colour caches are kept for the next frame.
    let keeps = width * height * 4 <= RasterCanvas.keptScratchLimit
    jobs.submit {
      var encoder =
        pool.withLock { $0.popLast() }
        ?? GIFFrameEncoder(mode: mode, dithering: dithering, global: global)
      defer {
        if !keeps { encoder.releaseScratch() }
        pool.withLock { $0.append(encoder) }
      }
      return encoder.encode(image, over: previous, in: area, first: first)
    }
    inFlight.append(
      Pending(bytes: [], image: image, area: area, start: start, end: end, disposal: 1))
    canvas = image
    while jobs.hasFinished { try collect() }
  }

  /// Takes the oldest encoding in flight, writes the frame before it and keeps this one pending.
  ///
  /// When a visible pixel turned transparent, the frame before is rewritten whole over a clear
  /// canvas, to be cleared after it shows, and the frame is encoded over nothing.
  private func collect() throws {
    var next = inFlight.removeFirst()
    if let bytes = try jobs.collect() {
      next.bytes = bytes
    } else {
      let clear = RGBAImage(width: width, height: height)
      let whole = PixelRect(x: 0, y: 0, width: width, height: height)
      if var previous = pending {
        previous.bytes =
          frames.encode(previous.image, over: clear, in: whole, first: false) ?? previous.bytes
        previous.disposal = 2
        pending = previous
      }
      next.area = PixelRect.changed(from: clear, to: next.image) ?? Self.unit
      next.bytes = frames.encode(next.image, over: clear, in: next.area, first: false) ?? []
    }
    try flushPending()
    pending = next
  }

  /// Collects every encoding in flight.
  private func drain() throws {
    while !inFlight.isEmpty { try collect() }
  }

  /// Writes the pending frame with its graphic control extension (split past 655.35 s).
  private func flushPending() throws {
    guard let frame = pending else { return }
    pending = nil
    var delay = frame.end - frame.start
    var out =
      Self.controlExtension(delay: min(delay, 65535), disposal: frame.disposal) + frame.bytes
    delay -= min(delay, 65535)
    while delay > 0 {
      // A 1×1 transparent frame carries the rest of a very long delay.
      out += Self.controlExtension(delay: min(delay, 65535), disposal: 1)
      out += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
      delay -= min(delay, 65535)
    }
    try sink.write(out)
  }

  /// Writes the signature, screen descriptor, global table and NETSCAPE2.0 loop.
  private func writeHeader(_ global: GIFPalette?) throws {
    var out = Array("GIF89a".utf8)
    out += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
    if let global {
      out += [0xF0 | UInt8(global.bits - 1), 0, 0]
      out += global.tableBytes()
    } else {
      out += [0x70, 0, 0]
    }
    out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    try sink.write(out)
    headerWritten = true
  }

  /// A graphic control extension: disposal, transparent index 0, delay in centiseconds.
  private static func controlExtension(delay: Int, disposal: UInt8) -> [UInt8] {
    [0x21, 0xF9, 0x04, disposal << 2 | 1, UInt8(delay & 0xFF), UInt8(delay >> 8), 0, 0]
  }
}
