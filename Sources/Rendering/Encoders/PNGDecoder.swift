import CZlib

/// Reads PNG files: the golden frames animhost writes, and the pictures scene files name.
///
/// It reads every colour type (grey, RGB, palette with transparency, grey with alpha, RGBA) at
/// every bit depth PNG allows (16-bit samples keep their high byte), not interlaced, with any
/// row filter. Every length is checked, chunk CRCs too, and the image may be at most
/// `maximumPixels`, so a corrupt or hostile file is an error, never a trap or a huge
/// allocation.
package enum PNGDecoder {
  /// The largest image read, in pixels (a 4096 × 4096 frame).
  package static let maximumPixels = 1 << 24

  /// The layout of a PNG's pixels, from its IHDR chunk.
  private struct Header {
    var width: Int
    var height: Int
    var depth: Int
    var colorType: UInt8
    /// Samples per pixel.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
    /// Bytes per complete row of samples, without the filter byte.
    var rowBytes: Int { (width * channels * depth + 7) / 8 }
    /// The filters' byte distance to the previous pixel (at least 1).
    var filterStride: Int { max(1, channels * depth / 8) }
  }

  /// The image in a PNG file, premultiplied as the rasterizer makes it.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - subject: the file's name in messages.
  ///   - fix: what to do about a file that cannot be read, ending every message.
  /// - Returns: the image.
  /// - Throws: EncoderError `unreadable-image` naming `subject` and the problem.
  package static func decode(
    _ bytes: [UInt8], subject: String,
    fix: String = "record the golden frames again with --record"
  ) throws(EncoderError) -> RGBAImage {
    func bad(_ what: String) -> EncoderError {
      // A cause that carries its own fix (after a semicolon) needs no second one.
      let ending = what.contains(";") ? "" : "; \(fix)"
      return EncoderError(
        .unreadableImage, subject: subject, "cannot read '\(subject)': \(what)\(ending)")
    }
    guard bytes.starts(with: PNGChunk.signature) else { throw bad("not a PNG file") }
    var offset = PNGChunk.signature.count
    var header: Header?
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var data: [UInt8] = []
    while true {
      guard offset + 12 <= bytes.count else { throw bad("it ends in the middle of a chunk") }
      let length = Int(bigEndian(bytes, offset))
      guard length <= bytes.count - offset - 12 else { throw bad("a chunk runs past the end") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      let stored = bigEndian(bytes, offset + 8 + length)
      let crc = bytes[(offset + 4)..<(offset + 8 + length)].withUnsafeBufferPointer {
        CRC32.checksum($0)
      }
      guard crc == stored else { throw bad("the \(type) chunk's checksum is wrong") }
      offset += length + 12
      switch type {
      case "IHDR": header = try self.header(body, bad)
      case "PLTE": palette = body
      case "tRNS": transparency = body
      case "IDAT": data += body
      case "IEND":
        guard let header else { throw bad("it has no IHDR chunk") }
        guard header.colorType != 3 || !palette.isEmpty else { throw bad("it has no palette") }
        let raw = try unfiltered(data, header, bad)
        return image(raw, header, palette: palette, transparency: transparency)
      default: continue
      }
    }
  }

  private static func header(_ body: [UInt8], _ bad: (String) -> EncoderError)
    throws(EncoderError) -> Header
  {
    guard body.count == 13 else { throw bad("its IHDR chunk is malformed") }
    let depths: [UInt8: Set<UInt8>] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard depths[body[9]]?.contains(body[8]) == true, body[10] == 0, body[11] == 0 else {
      throw bad("colour type \(body[9]) at \(body[8]) bits is not a valid PNG layout")
    }
    guard body[12] == 0 else { throw bad("it is interlaced; save it again without interlacing") }
    let header = Header(
      width: Int(bigEndian(body, 0)), height: Int(bigEndian(body, 4)), depth: Int(body[8]),
      colorType: body[9])
    guard header.width > 0, header.height > 0, header.width <= maximumPixels / header.height else {
      throw bad("its size \(header.width)x\(header.height) is out of range")
    }
    return header
  }

  /// The image data inflated and its row filters undone: `rowBytes` bytes a row.
  private static func unfiltered(
    _ data: [UInt8], _ header: Header, _ bad: (String) -> EncoderError
  ) throws(EncoderError) -> [UInt8] {
    let rowBytes = header.rowBytes
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * header.height)
    let zlib = try ZlibLibrary.loaded()
    var size = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      data.withUnsafeBufferPointer { input in
        zlib.uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(size) == raw.count else { throw bad("its image data is damaged") }
    var rows = [UInt8](repeating: 0, count: rowBytes * header.height)
    let bpp = header.filterStride
    for y in 0..<header.height {
      let start = y * (rowBytes + 1)
      let filter = raw[start]
      guard filter <= 4 else { throw bad("row \(y) has an unknown filter") }
      for i in 0..<rowBytes {
        let here = y * rowBytes + i
        let left = i >= bpp ? Int(rows[here - bpp]) : 0
        let up = y > 0 ? Int(rows[here - rowBytes]) : 0
        let corner = i >= bpp && y > 0 ? Int(rows[here - rowBytes - bpp]) : 0
        let predictor: Int
        switch filter {
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - corner
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
          predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
        default: predictor = 0
        }
        rows[here] = raw[start + 1 + i] &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    return rows
  }

  /// Premultiplied RGBA from unfiltered rows of any colour type and depth.
  private static func image(
    _ rows: [UInt8], _ header: Header, palette: [UInt8], transparency: [UInt8]
  ) -> RGBAImage {
    let (width, depth, channels) = (header.width, header.depth, header.channels)
    let maxSample = (1 << depth) - 1
    var pixels = [UInt8](repeating: 0, count: width * header.height * 4)
    for y in 0..<header.height {
      let row = y * header.rowBytes
      func sample(_ index: Int) -> Int {
        switch depth {
        case 16: return Int(rows[row + index * 2])
        case 8: return Int(rows[row + index])
        default:
          let bit = index * depth
          let byte = Int(rows[row + bit / 8])
          return (byte >> (8 - depth - bit % 8)) & maxSample
        }
      }
      for x in 0..<width {
        var rgba: (Int, Int, Int, Int)
        let s = x * channels
        let scale = depth < 8 ? 255 / maxSample : 1
        switch header.colorType {
        case 0:
          let g = sample(s) * scale
          rgba = (g, g, g, transparencyGrey(transparency, sample(s), depth) ? 0 : 255)
        case 2: rgba = (sample(s), sample(s + 1), sample(s + 2), 255)
        case 3:
          let i = sample(s)
          let p = min(i, palette.count / 3 - 1) * 3
          rgba = (
            Int(palette[p]), Int(palette[p + 1]), Int(palette[p + 2]),
            i < transparency.count ? Int(transparency[i]) : 255
          )
        case 4: rgba = (sample(s), sample(s), sample(s), sample(s + 1))
        default: rgba = (sample(s), sample(s + 1), sample(s + 2), sample(s + 3))
        }
        let d = (y * width + x) * 4
        let alpha = rgba.3
        pixels[d] = UInt8((rgba.0 * alpha + 127) / 255)
        pixels[d + 1] = UInt8((rgba.1 * alpha + 127) / 255)
        pixels[d + 2] = UInt8((rgba.2 * alpha + 127) / 255)
        pixels[d + 3] = UInt8(alpha)
      }
    }
    return RGBAImage(width: width, height: header.height, pixels: pixels)
  }

  /// Whether a grey sample is the transparent grey a tRNS chunk names.
  private static func transparencyGrey(_ trns: [UInt8], _ sample: Int, _ depth: Int) -> Bool {
    guard trns.count >= 2 else { return false }
    let value = Int(trns[0]) << 8 | Int(trns[1])
    return depth == 16 ? value >> 8 == sample : value == sample
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}
