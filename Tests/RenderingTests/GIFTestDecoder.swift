/// A small GIF decoder for tests: parses every block, LZW-decodes each image, composites frames.
struct GIFTestDecoder {
  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  /// One decoded frame: the canvas after drawing it (straight RGBA, alpha 0 or 255) and its timing.
  struct Frame {
    var canvas: [UInt8]
    var delay: Int
    var disposal: Int
    var rect: (x: Int, y: Int, width: Int, height: Int)
    var hasLocalTable: Bool
    var minCodeSize: Int
    /// The image's palette indices, row by row over `rect`, and its transparent index.
    var indices: [UInt8] = []
    var transparent: Int?
    /// The colour table the image used (local or global), RGB triples.
    var table: [UInt8] = []
  }

  var width = 0
  var height = 0
  var globalTableSize = 0
  var loopCount: Int?
  var frames: [Frame] = []

  init(_ bytes: [UInt8]) throws {
    var p = 0
    func byte() throws -> Int {
      guard p < bytes.count else { throw DecodeError(description: "truncated at \(p)") }
      p += 1
      return Int(bytes[p - 1])
    }
    func u16() throws -> Int { try byte() | (try byte() << 8) }
    func take(_ n: Int) throws -> [UInt8] {
      guard p + n <= bytes.count else { throw DecodeError(description: "truncated at \(p)") }
      p += n
      return Array(bytes[(p - n)..<p])
    }
    func subBlocks() throws -> [UInt8] {
      var data: [UInt8] = []
      while true {
        let n = try byte()
        if n == 0 { return data }
        data += try take(n)
      }
    }
    guard try take(6) == Array("GIF89a".utf8) else { throw DecodeError(description: "not GIF89a") }
    width = try u16()
    height = try u16()
    let packed = try byte()
    _ = try byte()
    _ = try byte()
    var globalTable: [UInt8] = []
    if packed & 0x80 != 0 {
      globalTableSize = 1 << ((packed & 7) + 1)
      globalTable = try take(3 * globalTableSize)
    }
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var delay = 0
    var disposal = 0
    var transparent: Int?
    while true {
      let introducer = try byte()
      if introducer == 0x3B { break }
      if introducer == 0x21 {
        let label = try byte()
        let data = try subBlocks()
        if label == 0xF9 {
          guard data.count == 4 else { throw DecodeError(description: "bad control extension") }
          disposal = Int(data[0] >> 2) & 7
          transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
          delay = Int(data[1]) | Int(data[2]) << 8
        } else if label == 0xFF, data.count >= 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8)
        {
          loopCount = Int(data[12]) | Int(data[13]) << 8
        }
        continue
      }
      guard introducer == 0x2C else {
        throw DecodeError(description: "unknown block \(introducer) at \(p - 1)")
      }
      let x = try u16(), y = try u16(), w = try u16(), h = try u16()
      let flags = try byte()
      var table = globalTable
      if flags & 0x80 != 0 { table = try take(3 * (1 << ((flags & 7) + 1))) }
      guard flags & 0x40 == 0 else { throw DecodeError(description: "interlaced") }
      guard x + w <= width, y + h <= height else {
        throw DecodeError(description: "frame outside the canvas")
      }
      let minCodeSize = try byte()
      let indices = try Self.lzwDecode(try subBlocks(), minCodeSize: minCodeSize, count: w * h)
      for row in 0..<h {
        for col in 0..<w {
          let index = Int(indices[row * w + col])
          if index == transparent { continue }
          guard index * 3 + 2 < table.count else {
            throw DecodeError(description: "index \(index) outside the table")
          }
          let o = ((y + row) * width + x + col) * 4
          canvas[o] = table[index * 3]
          canvas[o + 1] = table[index * 3 + 1]
          canvas[o + 2] = table[index * 3 + 2]
          canvas[o + 3] = 255
        }
      }
      frames.append(
        Frame(
          canvas: canvas, delay: delay, disposal: disposal, rect: (x, y, w, h),
          hasLocalTable: flags & 0x80 != 0, minCodeSize: minCodeSize, indices: indices,
          transparent: transparent, table: table))
      if disposal == 2 {
        for row in y..<(y + h) {
          for col in x..<(x + w) { for c in 0..<4 { canvas[(row * width + col) * 4 + c] = 0 } }
        }
      }
      transparent = nil
      delay = 0
      disposal = 0
    }
    guard p == bytes.count else { throw DecodeError(description: "bytes after the trailer") }
  }

  /// The LZW data of an image data block (code size, sub-blocks, terminator) without its framing.
  static func unblocked(_ block: [UInt8]) throws -> [UInt8] {
    var data: [UInt8] = []
    var p = 1
    while p < block.count, block[p] != 0 {
      let end = p + 1 + Int(block[p])
      guard end <= block.count else { throw DecodeError(description: "sub-block past the end") }
      data += block[(p + 1)..<end]
      p = end
    }
    guard p == block.count - 1 else { throw DecodeError(description: "no terminator at the end") }
    return data
  }

  /// Decodes a GIF LZW stream into exactly `count` indices.
  static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
    let clear = 1 << minCodeSize
    let end = clear + 1
    var prefixes = [Int](repeating: -1, count: 4096)
    var suffixes = [UInt8](repeating: 0, count: 4096)
    for i in 0..<clear { suffixes[i] = UInt8(i) }
    var codeSize = minCodeSize + 1
    var next = end + 1
    var previous = -1
    var bitPos = 0
    var out: [UInt8] = []
    func string(_ code: Int) -> [UInt8] {
      var s: [UInt8] = []
      var c = code
      while c >= 0 { s.append(suffixes[c]); c = prefixes[c] }
      return s.reversed()
    }
    while true {
      guard bitPos + codeSize <= data.count * 8 else {
        throw DecodeError(description: "LZW data ends without an end code")
      }
      var code = 0
      for i in 0..<codeSize where data[(bitPos + i) / 8] >> UInt8((bitPos + i) % 8) & 1 != 0 {
        code |= 1 << i
      }
      bitPos += codeSize
      if code == clear {
        codeSize = minCodeSize + 1
        next = end + 1
        previous = -1
        continue
      }
      if code == end { break }
      guard code <= next, code != next || previous >= 0 else {
        throw DecodeError(description: "bad LZW code \(code)")
      }
      let entry: [UInt8]
      if code < next, code < clear || code > end {
        entry = string(code)
      } else if code == next {
        let p = string(previous)
        entry = p + [p[0]]
      } else {
        throw DecodeError(description: "bad LZW code \(code)")
      }
      if previous >= 0, next < 4096 {
        prefixes[next] = previous
        suffixes[next] = entry[0]
        next += 1
        if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
      }
      out += entry
      previous = code
    }
    guard out.count == count else {
      throw DecodeError(description: "LZW gave \(out.count) indices, expected \(count)")
    }
    return out
  }
}
