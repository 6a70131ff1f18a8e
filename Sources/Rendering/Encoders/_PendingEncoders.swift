// TEMPORARY shim until the encoder helper's GIF/APNG/PNG encoders land on main. DELETE.
import CZlib

package enum GIFPaletteMode: Sendable { case automatic }

package final class GIFEncoder: AnimationEncoder {
  let sink: any ByteSink
  package init(width: Int, height: Int, sink: any ByteSink, palette: GIFPaletteMode = .automatic) throws {
    self.sink = sink
    try sink.write(Array("GIF89a".utf8) + [UInt8(width & 255), UInt8(width >> 8), UInt8(height & 255), UInt8(height >> 8), 0, 0, 0])
  }
  package func append(_ image: RGBAImage, duration: Double) throws { try sink.write([0x21, 0xFE, 1, 0x2A, 0]) }
  package func finish() throws { try sink.write([0x3B]) }
}

package final class APNGEncoder: AnimationEncoder {
  let sink: any ByteSink
  var wrote = false
  package init(width: Int, height: Int, frameCount: Int, sink: any ByteSink) throws { self.sink = sink }
  package func append(_ image: RGBAImage, duration: Double) throws {
    if !wrote { try sink.write(PNGEncoder.encode(image)) }
    wrote = true
  }
  package func finish() throws {}
}

package enum PNGEncoder {
  package static func encode(_ image: RGBAImage) throws -> [UInt8] {
    var raw: [UInt8] = []
    let px = image.straightAlphaPixels()
    for y in 0..<image.height {
      raw.append(0)
      raw += px[(y * image.width * 4)..<((y + 1) * image.width * 4)]
    }
    var length = compressBound(uLong(raw.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    _ = compress(&out, &length, raw, uLong(raw.count))
    out.removeSubrange(Int(length)...)
    func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be(data.count) + body + be(Int(crc32(0, body, uInt(body.count))))
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be(image.width) + be(image.height) + [8, 6, 0, 0, 0])
      + chunk("IDAT", out) + chunk("IEND", [])
  }
}
