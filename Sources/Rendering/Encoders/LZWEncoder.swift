/// GIF's variable-code-size LZW compressor, with a clear code whenever the table fills at 4096.
///
/// The string table is an open-addressed hash of 8192 slots, each `(prefix << 8 | index) << 12 |
/// code` so that one load both checks and answers a probe; it stays in the L1/L2 cache.
///
/// Runs of one index (flat fills) skip the table: `runCodes[a << 12 | k]` is the code of the
/// string a^k for k up to `runMax[a]`, so a run is matched with one scan instead of one
/// dependent table load per pixel. The output is the same as plain greedy LZW.
///
/// With an `LZWTolerance` the match is lossy: where the next pixel's own index does not extend
/// the string, the string's last index or the index that last followed it is taken instead when
/// the tolerance allows it at that pixel (gifsicle's `--lossy` idea, on two candidates). Runs of
/// nearly equal colours and transparency over unchanged pixels then join into longer strings.
package struct LZWEncoder {
  /// log2 of the string table size (twice the 4096 codes).
  private static let tableBits = 13
  /// The string table slots (0: empty).
  private var table = [UInt32](repeating: 0, count: 1 << tableBits)
  /// The packed code stream, kept between images.
  private var packed: [UInt8] = []
  /// Codes of the strings a^k, indexed a << 12 | k.
  private var runCodes = [UInt16](repeating: 0, count: 256 << 12)
  /// For each code: k when the code is the string a^k (else 0), and a.
  private var runLength = [UInt16](repeating: 0, count: 4096)
  private var runIndex = [UInt8](repeating: 0, count: 4096)
  /// For each code: the last index of its string, and the index of the latest string made by
  /// extending it (lossy matching's candidates).
  private var lastIndex = [UInt8](repeating: 0, count: 4096)
  private var lastChild = [UInt8](repeating: 0, count: 4096)

  /// An encoder with an empty table, reusable for any number of images.
  package init() {}

  /// Appends the image data block: the minimum code size, the LZW codes in sub-blocks of at
  /// most 255 bytes, and the block terminator.
  package mutating func encode(
    _ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, tolerance: LZWTolerance? = nil,
    into out: inout [UInt8]
  ) {
    precondition((2...8).contains(minCodeSize), "LZWEncoder: minimum code size must be 2...8")
    // At most 12 bits a pixel plus clear and end codes; the buffer is kept between images.
    if packed.count < indices.count * 2 + 64 {
      // Uninitialized: only the pages the codes reach become resident (a few bits a pixel,
      // not the two bytes reserved).
      packed = [UInt8](unsafeUninitializedCapacity: indices.count * 2 + 64) { _, count in
        count = indices.count * 2 + 64
      }
    }
    var buffer = packed
    packed = []
    let length = buffer.withUnsafeMutableBufferPointer {
      compress(indices, minCodeSize: minCodeSize, tolerance: tolerance, into: $0)
    }
    defer { packed = buffer }
    out.reserveCapacity(out.count + length + length / 255 + 3)
    out.append(UInt8(minCodeSize))
    var start = 0
    while start < length {
      let n = min(255, length - start)
      out.append(UInt8(n))
      out.append(contentsOf: buffer[start..<(start + n)])
      start += n
    }
    out.append(0)
  }

  /// Writes the packed code stream (no sub-blocks) and returns its length in bytes.
  private mutating func compress(
    _ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, tolerance: LZWTolerance?,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let clearCode = 1 << minCodeSize
    let endCode = clearCode + 1
    var codeSize = minCodeSize + 1
    var nextCode = endCode + 1
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var length = 0

    @inline(__always) func emit(_ code: Int, _ size: Int) {
      bitBuffer |= UInt64(code) << UInt64(bitCount)
      bitCount += size
      while bitCount >= 8 {
        output[length] = UInt8(truncatingIfNeeded: bitBuffer)
        length += 1
        bitBuffer >>= 8
        bitCount -= 8
      }
    }

    table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    emit(clearCode, codeSize)
    guard let first = indices.first else {
      emit(endCode, codeSize)
      if bitCount > 0 { output[length] = UInt8(truncatingIfNeeded: bitBuffer); length += 1 }
      return length
    }
    let pixelMask = clearCode - 1
    var prefix = Int(first) & pixelMask
    var runMax = [Int](repeating: 1, count: clearCode)
    for a in 0..<clearCode {
      lastIndex[a] = UInt8(a)
      lastChild[a] = UInt8(a)
    }
    var lastIndex = self.lastIndex
    var lastChild = self.lastChild
    self.lastIndex = []
    self.lastChild = []
    defer {
      self.lastIndex = lastIndex
      self.lastChild = lastChild
    }
    table.withUnsafeMutableBufferPointer { table in
      runCodes.withUnsafeMutableBufferPointer { runCodes in
        runLength.withUnsafeMutableBufferPointer { runLength in
          runIndex.withUnsafeMutableBufferPointer { runIndex in
            for a in 0..<clearCode {
              runLength[a] = 1
              runIndex[a] = UInt8(a)
              runCodes[a << 12 | 1] = UInt16(a)
            }
            var i = 1
            let count = indices.count
            while i < count {
              let pixel = Int(indices[i]) & pixelMask
              if pixel == prefix, runMax[pixel] > 1 {
                // The string is one index `a` followed by more of it: jump to the longest
                // a^k known.
                let limit = min(runMax[pixel] - 1, count - i)
                var n = 1
                while n < limit, Int(indices[i + n]) & pixelMask == pixel { n += 1 }
                prefix = Int(runCodes[pixel << 12 | (n + 1)])
                i += n
                continue
              }
              i += 1
              let key = UInt32(prefix << 8 | pixel)
              var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
              var found = false
              while true {
                let entry = table[h]
                if entry == 0 { break }
                if entry >> 12 == key {
                  prefix = Int(entry & 0xFFF)
                  found = true
                  break
                }
                h = (h + 1) & ((1 << Self.tableBits) - 1)
              }
              if found { continue }
              if let tolerance {
                // The string's last index or its latest extension, where the pixel allows it.
                let code = Self.lossyExtension(
                  prefix, pixel, at: i - 1, table, tolerance, last: Int(lastIndex[prefix]),
                  child: Int(lastChild[prefix]))
                if code >= 0 {
                  prefix = code
                  continue
                }
                lastIndex[nextCode] = UInt8(pixel)
                lastChild[prefix] = UInt8(pixel)
              }
              emit(prefix, codeSize)
              table[h] = key << 12 | UInt32(nextCode)
              let k = Int(runLength[prefix])
              if k > 0, Int(runIndex[prefix]) == pixel {
                runLength[nextCode] = UInt16(k + 1)
                runIndex[nextCode] = UInt8(pixel)
                runCodes[pixel << 12 | (k + 1)] = UInt16(nextCode)
                runMax[pixel] = k + 1
              } else {
                runLength[nextCode] = 0
              }
              if nextCode >= 1 << codeSize { codeSize += 1 }
              nextCode += 1
              if nextCode == 4096 {
                emit(clearCode, codeSize)
                codeSize = minCodeSize + 1
                nextCode = endCode + 1
                for a in 0..<clearCode { runMax[a] = 1 }
                table.update(repeating: 0)
              }
              prefix = pixel
            }
          }
        }
      }
    }
    emit(prefix, codeSize)
    // The decoder adds one more table entry on reading that last code; match its code width.
    if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
    emit(endCode, codeSize)
    if bitCount > 0 { output[length] = UInt8(truncatingIfNeeded: bitBuffer); length += 1 }
    return length
  }

  /// The code of `prefix` extended by one of lossy matching's candidates (`last`, then `child`)
  /// that the tolerance allows at pixel `position` and the table holds, or -1.
  @inline(__always)
  private static func lossyExtension(
    _ prefix: Int, _ pixel: Int, at position: Int, _ table: UnsafeMutableBufferPointer<UInt32>,
    _ tolerance: LZWTolerance, last: Int, child: Int
  ) -> Int {
    @inline(__always) func probe(_ candidate: Int) -> Int {
      guard candidate != pixel, tolerance.allows(candidate, at: position) else { return -1 }
      let key = UInt32(prefix << 8 | candidate)
      var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
      while true {
        let entry = table[h]
        if entry == 0 { return -1 }
        if entry >> 12 == key { return Int(entry & 0xFFF) }
        h = (h + 1) & ((1 << Self.tableBits) - 1)
      }
    }
    let code = probe(last)
    return code >= 0 || child == last ? code : probe(child)
  }
}
