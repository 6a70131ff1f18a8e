import CZlib

/// Reads back the PNGs animhost writes, for comparing golden frames.
///
/// It reads 8-bit RGB or RGBA, not interlaced, with any row filter. Every length is checked, chunk CRCs too, and the image may be at
/// most `maximumPixels`, so a corrupt or hostile file is an error, never a trap or a huge
/// allocation.
package enum PNGDecoder {
  /// The largest image read, in pixels (a 4096 × 4096 frame).
  package static let maximumPixels = 1 << 24

  /// The image in a PNG file, premultiplied as the rasterizer makes it.
  /// - Throws: EncoderError `unreadable-image` naming `subject` and the problem.
  package static func decode(_ bytes: [UInt8], subject: String) throws(EncoderError) -> RGBAImage {
    func bad(_ what: String) -> EncoderError {
      EncoderError(
        .unreadableImage, subject: subject,
        "cannot read '\(subject)': \(what); record the golden frames again with --record")
    }
    guard bytes.starts(with: PNGChunk.signature) else { throw bad("not a PNG file") }
    var offset = PNGChunk.signature.count
    var header: (width: Int, height: Int, channels: Int)?
    var data: [UInt8] = []
    while true {
      guard offset + 12 <= bytes.count else { throw bad("it ends in the middle of a chunk") }
      let length = Int(bigEndian(bytes, offset))
      guard length <= bytes.count - offset - 12 else { throw bad("a chunk runs past the end") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      let stored = bigEndian(bytes, offset + 8 + length)
      let crc = bytes[(offset + 4)..<(offset + 8 + length)].withUnsafeBufferPointer {
        UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count)))
      }
      guard crc == stored else { throw bad("the \(type) chunk's checksum is wrong") }
      offset += length + 12
      switch type {
      case "IHDR":
        guard body.count == 13, body[8] == 8, body[10] == 0, body[11] == 0, body[12] == 0,
          body[9] == 2 || body[9] == 6
        else { throw bad("only 8-bit RGB and RGBA, not interlaced, are read") }
        let width = Int(bigEndian(body, 0))
        let height = Int(bigEndian(body, 4))
        guard width > 0, height > 0, width <= maximumPixels / height else {
          throw bad("its size \(width)x\(height) is out of range")
        }
        header = (width, height, body[9] == 6 ? 4 : 3)
      case "IDAT": data += body
      case "IEND":
        guard let header else { throw bad("it has no IHDR chunk") }
        return try image(data, header, bad)
      default: continue
      }
    }
  }

  private static func image(
    _ data: [UInt8], _ header: (width: Int, height: Int, channels: Int),
    _ bad: (String) -> EncoderError
  ) throws(EncoderError) -> RGBAImage {
    let rowBytes = header.width * header.channels
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * header.height)
    var size = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      data.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(size) == raw.count else { throw bad("its image data is damaged") }
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    let bpp = header.channels
    for y in 0..<header.height {
      let start = y * (rowBytes + 1)
      var row = Array(raw[(start + 1)..<(start + 1 + rowBytes)])
      for i in 0..<rowBytes {
        let left = i >= bpp ? Int(row[i - bpp]) : 0
        let up = Int(previous[i])
        let corner = i >= bpp ? Int(previous[i - bpp]) : 0
        let predictor: Int
        switch raw[start] {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - corner
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
          predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
        default: throw bad("row \(y) has an unknown filter")
        }
        row[i] = row[i] &+ UInt8(truncatingIfNeeded: predictor)
      }
      for x in 0..<header.width {
        let s = x * bpp
        let d = (y * header.width + x) * 4
        let alpha = bpp == 4 ? Int(row[s + 3]) : 255
        for c in 0..<3 { pixels[d + c] = UInt8((Int(row[s + c]) * alpha + 127) / 255) }
        pixels[d + 3] = UInt8(alpha)
      }
      previous = row
    }
    return RGBAImage(width: header.width, height: header.height, pixels: pixels)
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}
