/// GIF's variable-code-size LZW compressor, with a clear code whenever the table fills at 4096.
///
/// The string table is an open-addressed hash keyed by (prefix code, pixel); entries carry a
/// generation stamp so that clearing the table is O(1).
package struct LZWEncoder {
  private static let tableBits = 13
  private static let tableMask = (1 << tableBits) - 1
  /// Slot: generation << 20 | (prefix << 8 | pixel); codes parallel to it.
  private var slots: [UInt32]
  private var codes: [UInt16]
  private var generation: UInt32 = 0

  /// An encoder with an empty table, reusable for any number of images.
  package init() {
    slots = Array(repeating: 0, count: 1 << Self.tableBits)
    codes = Array(repeating: 0, count: 1 << Self.tableBits)
  }

  /// Appends the image data block: the minimum code size, the LZW codes in sub-blocks of at
  /// most 255 bytes, and the block terminator.
  package mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
    precondition((2...8).contains(minCodeSize), "LZWEncoder: minimum code size must be 2...8")
    var packed = [UInt8](repeating: 0, count: indices.count * 2 + 64)
    let length = packed.withUnsafeMutableBufferPointer { buffer in
      compress(indices, minCodeSize: minCodeSize, into: buffer)
    }
    out.reserveCapacity(out.count + length + length / 255 + 3)
    out.append(UInt8(minCodeSize))
    var start = 0
    while start < length {
      let n = min(255, length - start)
      out.append(UInt8(n))
      out.append(contentsOf: packed[start..<(start + n)])
      start += n
    }
    out.append(0)
  }

  private mutating func nextGeneration() {
    generation += 1
    if generation >= 1 << 12 {
      for i in slots.indices { slots[i] = 0 }
      generation = 1
    }
  }

  /// Writes the packed code stream (no sub-blocks) and returns its length in bytes.
  private mutating func compress(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
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

    nextGeneration()
    emit(clearCode, codeSize)
    guard let first = indices.first else {
      emit(endCode, codeSize)
      if bitCount > 0 { output[length] = UInt8(truncatingIfNeeded: bitBuffer); length += 1 }
      return length
    }
    var gen = generation << 20
    var prefix = Int(first)
    slots.withUnsafeMutableBufferPointer { slots in
      codes.withUnsafeMutableBufferPointer { codes in
        var i = 1
        let count = indices.count
        while i < count {
          let pixel = indices[i]
          i += 1
          let key = UInt32(prefix << 8) | UInt32(pixel)
          let stamped = gen | key
          var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
          var found = false
          while slots[h] & 0xFFF0_0000 == gen {
            if slots[h] == stamped {
              prefix = Int(codes[h])
              found = true
              break
            }
            h = (h + 1) & Self.tableMask
          }
          if found { continue }
          emit(prefix, codeSize)
          slots[h] = stamped
          codes[h] = UInt16(nextCode)
          if nextCode >= 1 << codeSize { codeSize += 1 }
          nextCode += 1
          if nextCode == 4096 {
            emit(clearCode, codeSize)
            codeSize = minCodeSize + 1
            nextCode = endCode + 1
            generation += 1
            if generation >= 1 << 12 {
              for j in 0..<slots.count { slots[j] = 0 }
              generation = 1
            }
            gen = generation << 20
          }
          prefix = Int(pixel)
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
}
