import CZlib

/// A small PNG/APNG decoder for tests: checks chunk CRCs and order, inflates, unfilters and
/// composites APNG frames (dispose NONE, blend SOURCE or OVER).
struct PNGTestDecoder {
  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  /// An APNG frame: its control fields and the canvas after it is drawn (straight RGBA).
  struct Frame {
    var sequence: Int
    var rect: (x: Int, y: Int, width: Int, height: Int)
    var delay: (numerator: Int, denominator: Int)
    var dispose: Int
    var blend: Int
    var canvas: [UInt8]
    /// The frame's own pixels over `rect`, straight RGBA, as stored.
    var pixels: [UInt8] = []
  }

  var chunkTypes: [String] = []
  var width = 0
  var height = 0
  var colorType = 0
  /// The default image (IDAT) as straight RGBA.
  var image: [UInt8] = []
  var frameCountAnnounced: Int?
  var plays: Int?
  var frames: [Frame] = []

  init(_ bytes: [UInt8]) throws {
    guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else {
      throw DecodeError(description: "no PNG signature")
    }
    var p = 8
    func u32(_ b: ArraySlice<UInt8>, _ at: Int) -> Int {
      let i = b.startIndex + at
      return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
    var idat: [UInt8] = []
    var control:
      (sequence: Int, rect: (Int, Int, Int, Int), delay: (Int, Int), dispose: Int, blend: Int)?
    var frameData: [UInt8] = []
    var expectedSequence = 0
    var canvas: [UInt8] = []
    func finishFrame() throws {
      guard let c = control else { return }
      let pixels = try Self.decodeImage(
        frameData, width: c.rect.2, height: c.rect.3, colorType: colorType)
      if canvas.isEmpty { canvas = [UInt8](repeating: 0, count: width * height * 4) }
      for row in 0..<c.rect.3 {
        for col in 0..<c.rect.2 {
          let s = (row * c.rect.2 + col) * 4
          let d = ((c.rect.1 + row) * width + c.rect.0 + col) * 4
          if c.blend == 1 {
            let a = Int(pixels[s + 3])
            if a == 255 || canvas[d + 3] == 0 {
              if a > 0 || canvas[d + 3] == 0 { for k in 0..<4 { canvas[d + k] = pixels[s + k] } }
            } else if a > 0 {
              throw DecodeError(
                description: "test decoder: partial alpha OVER alpha is not supported")
            }
          } else {
            for k in 0..<4 { canvas[d + k] = pixels[s + k] }
          }
        }
      }
      frames.append(
        Frame(
          sequence: c.sequence, rect: c.rect, delay: c.delay, dispose: c.dispose, blend: c.blend,
          canvas: canvas, pixels: pixels))
      frameData = []
      control = nil
    }
    while p < bytes.count {
      guard p + 12 <= bytes.count else { throw DecodeError(description: "truncated chunk at \(p)") }
      let length = u32(bytes[...], p)
      guard p + 12 + length <= bytes.count else {
        throw DecodeError(description: "truncated chunk at \(p)")
      }
      let type = String(decoding: bytes[(p + 4)..<(p + 8)], as: UTF8.self)
      let data = bytes[(p + 8)..<(p + 8 + length)]
      let stored = u32(bytes[...], p + 8 + length)
      let crc = Array(bytes[(p + 4)..<(p + 8 + length)]).withUnsafeBufferPointer {
        crc32(0, $0.baseAddress, uInt($0.count))
      }
      guard Int(crc) == stored else { throw DecodeError(description: "bad CRC in \(type)") }
      chunkTypes.append(type)
      switch type {
      case "IHDR":
        width = u32(data, 0)
        height = u32(data, 4)
        colorType = Int(data[data.startIndex + 9])
        guard data[data.startIndex + 8] == 8 else { throw DecodeError(description: "bit depth") }
      case "acTL":
        frameCountAnnounced = u32(data, 0)
        plays = u32(data, 4)
      case "fcTL":
        try finishFrame()
        let s = u32(data, 0)
        guard s == expectedSequence else {
          throw DecodeError(description: "fcTL sequence \(s), expected \(expectedSequence)")
        }
        expectedSequence += 1
        let d = data.startIndex
        control = (
          s, (u32(data, 12), u32(data, 16), u32(data, 4), u32(data, 8)),
          (Int(data[d + 20]) << 8 | Int(data[d + 21]), Int(data[d + 22]) << 8 | Int(data[d + 23])),
          Int(data[d + 24]), Int(data[d + 25])
        )
        if let c = control, c.rect.0 + c.rect.2 > width || c.rect.1 + c.rect.3 > height {
          throw DecodeError(description: "frame outside the canvas")
        }
      case "IDAT":
        idat += data
        if control != nil { frameData += data }
      case "fdAT":
        let s = u32(data, 0)
        guard s == expectedSequence else {
          throw DecodeError(description: "fdAT sequence \(s), expected \(expectedSequence)")
        }
        expectedSequence += 1
        frameData += data.dropFirst(4)
      case "IEND":
        try finishFrame()
      default:
        break
      }
      p += 12 + length
    }
    guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else {
      throw DecodeError(description: "chunk order \(chunkTypes)")
    }
    image = try Self.decodeImage(idat, width: width, height: height, colorType: colorType)
  }

  /// Inflates and unfilters an image, returning straight RGBA.
  static func decodeImage(_ compressed: [UInt8], width: Int, height: Int, colorType: Int) throws
    -> [UInt8]
  {
    let bpp = colorType == 6 ? 4 : 3
    let rowBytes = width * bpp
    var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var length = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { dst in
      compressed.withUnsafeBufferPointer {
        uncompress(dst.baseAddress, &length, $0.baseAddress, uLong($0.count))
      }
    }
    guard status == Z_OK, Int(length) == raw.count else {
      throw DecodeError(description: "inflate failed (\(status)), \(length) bytes")
    }
    var pixels = [UInt8](repeating: 0, count: height * rowBytes)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      for i in 0..<rowBytes {
        let x = raw[y * (rowBytes + 1) + 1 + i]
        let a = i >= bpp ? Int(pixels[y * rowBytes + i - bpp]) : 0
        let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + i]) : 0
        let c = i >= bpp && y > 0 ? Int(pixels[(y - 1) * rowBytes + i - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw DecodeError(description: "filter \(filter)")
        }
        pixels[y * rowBytes + i] = x &+ UInt8(predictor & 0xFF)
      }
    }
    if bpp == 4 { return pixels }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) { for k in 0..<3 { rgba[i * 4 + k] = pixels[i * 3 + k] } }
    return rgba
  }
}
