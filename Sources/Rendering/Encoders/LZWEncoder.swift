/// GIF's variable-code-size LZW compressor; a full table (4096 codes) is kept until
/// `LZWClearPolicy` finds its strings too short, and the clear then goes back to where they
/// started to shorten (gifsicle's writer does the same).
///
/// The string table is an open-addressed hash of 32768 slots, each `(prefix << 8 | index) << 12
/// | code` so that one load both checks and answers a probe; it stays in the L2 cache. Before it,
/// each code's extension last found is tried (one slot a code, in L1).
///
/// Runs of one index (flat fills) skip the table: `runCodes[a << 12 | k]` is the code of the
/// string a^k for k up to `runMax[a]`, so a run is matched with one scan instead of one
/// dependent table load per pixel. The output is the same as plain greedy LZW.
///
/// With an `LZWTolerance` the match is lossy: where the next pixel's own index does not extend
/// the string, a child of the string (a code made by extending it, kept in a trie beside the
/// hash) whose index the tolerance allows at that pixel is taken instead (gifsicle's `--lossy`
/// idea). Of the first 8 allowed children, newest first, the one whose string goes on furthest
/// over the next 4 pixels wins. Runs of nearly equal colours and transparency over unchanged
/// pixels then join into longer strings. Measured on the peer benchmark (same tolerance) against
/// the earlier two candidates (the string's last index and its latest extension): ripple 19%,
/// fold 7%, snow 6%, explode 4%, egg-crack 3.5%, flip 3%, fireworks 1% smaller, their PSNR 0.05
/// to 1 dB lower (ripple 1 dB, still 5 dB above ffmpeg's), at the same CPU time; taking the first
/// allowed child without looking ahead gave about half of that, looking 8 pixels ahead 3% more on
/// ripple at twice the lossy pass's time.
///
/// Keeping the full table (against clearing it as soon as it fills) made the GIFs of all 49
/// animators 1.0% smaller in all: flip 9%, zoom-out 8%, the slides and pushes 4 to 5%, card 3%,
/// grow 2.7%; none grew by more than 0.2% (ripple). Without going back, a frame whose later
/// rows need new strings (card's 28th) grew 45%, and clearing when the bits per pixel over a
/// window rose above the best window's made card 0.3 to 31% larger. A table never cleared
/// made card 9 times larger. Clearing earlier (at 3,000, 2,048 or 1,024 codes,
/// for shorter codes) made them 4 to 5%, 7 to 10% and 27 to 37% larger. Showing an unchanged
/// pixel's own exact colour instead of transparency wherever that lengthens a string (lossy
/// matching with a limit of 0) changed them by under 0.1%. Their frames are about 100 distinct
/// rows of 5 runs repeated down 1,600 rows: greedy LZW spends 2 to 3 codes a row there, because
/// a string grows by one pixel per use (n equal rows take about the square root of 2n·width
/// codes), which is near the best any LZW parse can do.
package struct LZWEncoder {
  /// log2 of the string table size: eight slots a code.
  ///
  /// A probe for a new string mostly meets an empty slot at once. Two slots a code (13 bits) probed 2.5 times on a miss: fold's
  /// noisy frames, a new string every few pixels, encoded in 890 ms, 815 ms at 15 bits (128 KiB,
  /// in L2), 830 ms at 16.
  private static let tableBits = 15
  /// The string table slots (0: empty), then one slot a code from `recentBase`.
  ///
  /// A code's slot holds the extension last found for it, as (index + 1) << 12 | code (0:
  /// none). A string mostly goes on as it did the last time, and that slot (16 KiB for all
  /// codes, in the L1 cache) answers before the hash's (128 KiB, in L2). Keeping the two last
  /// extensions, or trying the slot in lossy matching's look-ahead too, gained nothing more.
  private var table = [UInt32](repeating: 0, count: recentBase + 4096)
  /// Where the slots of the extensions last found start in `table`.
  private static let recentBase = 1 << tableBits
  /// The packed code stream, kept between images.
  private var packed: [UInt8] = []
  /// Codes of the strings a^k, indexed a << 12 | k.
  private var runCodes = [UInt16](repeating: 0, count: 256 << 12)
  /// For each code: k when the code is the string a^k (else 0), and a.
  private var runLength = [UInt16](repeating: 0, count: 4096)
  private var runIndex = [UInt8](repeating: 0, count: 4096)
  /// Lossy matching's trie, three rows of 4096 indexed by code: the newest code made by
  /// extending it (-1: none), the next older sibling (-1: none), and its string's last index.
  private var children = [Int16](repeating: -1, count: 3 << 12)

  /// Whether a full string table is kept until `LZWClearPolicy` clears it (false: cleared as
  /// soon as it fills, as most encoders do; for tests and measurements).
  package var keepsFullTable = true

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
    // Where the current string starts, and the recent strings' mean length (see LZWClearPolicy).
    var stringStart = 0
    var policy = LZWClearPolicy(minCodeSize: minCodeSize)
    // Where a clear of the full table would go back to: a string's first pixel and the output
    // as it was before that string's code.
    var rewind: (position: Int, length: Int, bitBuffer: UInt64, bitCount: Int)?
    var children = self.children
    self.children = []
    defer { self.children = children }
    children.withUnsafeMutableBufferPointer { children in
      if tolerance != nil { children[0..<4096].update(repeating: -1) }
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
                  let n = Self.run(of: pixel, in: indices, from: i, limit: limit, mask: pixelMask)
                  prefix = Int(runCodes[pixel << 12 | (n + 1)])
                  i += n
                  continue
                }
                i += 1
                let recent = table[Self.recentBase | prefix]
                if recent >> 12 == UInt32(pixel + 1) {
                  prefix = Int(recent & 0xFFF)
                  continue
                }
                let key = UInt32(prefix << 8 | pixel)
                var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
                var found = false
                while true {
                  let entry = table[h]
                  if entry == 0 { break }
                  if entry >> 12 == key {
                    table[Self.recentBase | prefix] = UInt32(pixel + 1) << 12 | entry & 0xFFF
                    prefix = Int(entry & 0xFFF)
                    found = true
                    break
                  }
                  h = (h + 1) & ((1 << Self.tableBits) - 1)
                }
                if found { continue }
                if let tolerance {
                  // An extension by an index the pixel allows instead of its own.
                  let code = Self.lossyExtension(
                    prefix, at: i - 1, indices, pixelMask: pixelMask, table, children, tolerance)
                  if code >= 0 {
                    prefix = code
                    continue
                  }
                }
                let stringLength = i - 1 - stringStart
                policy.note(stringLength: stringLength)
                if nextCode == 4096 {
                  // The table is full and kept as it is until its strings get too short; then
                  // the clear goes back to where they started to.
                  let clears = !keepsFullTable || policy.clears(pixelsLeft: count - (i - 1))
                  if rewind == nil, clears || stringLength < LZWClearPolicy.shortString {
                    rewind = (stringStart, length, bitBuffer, bitCount)
                  } else if !clears, stringLength > LZWClearPolicy.longString {
                    rewind = nil
                  }
                  if clears, let point = rewind {
                    (length, bitBuffer, bitCount) = (point.length, point.bitBuffer, point.bitCount)
                    emit(clearCode, codeSize)
                    codeSize = minCodeSize + 1
                    nextCode = endCode + 1
                    for a in 0..<clearCode { runMax[a] = 1 }
                    table.update(repeating: 0)
                    if tolerance != nil { children[0..<4096].update(repeating: -1) }
                    policy.restart()
                    rewind = nil
                    stringStart = point.position
                    prefix = Int(indices[stringStart]) & pixelMask
                    i = stringStart + 1
                    continue
                  }
                }
                emit(prefix, codeSize)
                stringStart = i - 1
                if nextCode == 4096 {
                  // A full table makes no new string.
                  prefix = pixel
                  continue
                }
                if tolerance != nil {
                  children[2 << 12 | nextCode] = Int16(pixel)
                  children[1 << 12 | nextCode] = children[prefix]
                  children[prefix] = Int16(nextCode)
                }
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
                if nextCode == 4096 { policy.freeze() }
                prefix = pixel
              }
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

  /// How many indices from `start` on (at least 1, at most `limit`) equal `index` under `mask`,
  /// the first being known to: eight at a time, a run over a flat fill being hundreds long.
  @inline(__always)
  static func run(
    of index: Int, in indices: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, mask: Int
  ) -> Int {
    var n = 1
    if let base = indices.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let wanted = UInt64(index) &* ones
      let masks = UInt64(mask) &* ones
      while n + 8 <= limit {
        let word = UnsafeRawPointer(base + start + n).loadUnaligned(as: UInt64.self) & masks
        let differ = word ^ wanted
        // Little-endian: the first index that differs is the lowest non-zero byte.
        if differ != 0 { return n + differ.trailingZeroBitCount / 8 }
        n += 8
      }
    }
    while n < limit, Int(indices[start + n]) & mask == index { n += 1 }
    return n
  }

  /// How many allowed children of a string lossy matching compares.
  static let lossyCandidates = 8
  /// How many pixels ahead lossy matching looks to compare them (the pixel itself included).
  static let lossyLookahead = 4

  /// The code of `prefix` extended by one of its children whose index the tolerance allows at
  /// pixel `position`, or -1: of the first `lossyCandidates` allowed (newest first), the one whose
  /// string then goes on furthest within `lossyLookahead` pixels, each by its own index or, when
  /// the table lacks that, the newest allowed child.
  @inline(__always)
  private static func lossyExtension(
    _ prefix: Int, at position: Int, _ indices: UnsafeBufferPointer<UInt8>, pixelMask: Int,
    _ table: UnsafeMutableBufferPointer<UInt32>, _ children: UnsafeMutableBufferPointer<Int16>,
    _ tolerance: LZWTolerance
  ) -> Int {
    // The allowed children, newest first; looking ahead only decides between two or more.
    var candidates: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1, -1, -1)
    var found = 0
    var child = Int(children[prefix])
    withUnsafeMutableBytes(of: &candidates) { raw in
      let list = raw.bindMemory(to: Int.self)
      while child >= 0, found < lossyCandidates {
        if tolerance.allows(Int(children[2 << 12 | child]), at: position) {
          list[found] = child
          found += 1
        }
        child = Int(children[1 << 12 | child])
      }
    }
    if found < 2 { return candidates.0 }
    var best = -1
    var bestLength = 0
    withUnsafeBytes(of: &candidates) { raw in
      for candidate in raw.bindMemory(to: Int.self)[0..<found] {
        var length = 1
        var code = candidate
        while length < lossyLookahead, position + length < indices.count {
          let at = position + length
          var next = lookup(code, Int(indices[at]) & pixelMask, table)
          if next < 0 { next = allowedChild(of: code, at: at, children, tolerance) }
          if next < 0 { break }
          code = next
          length += 1
        }
        if length > bestLength {
          best = candidate
          bestLength = length
          // No later candidate can look further.
          if length == lossyLookahead { break }
        }
      }
    }
    return best
  }

  /// The code of `prefix` extended by `index`, or -1 when the table lacks it.
  @inline(__always)
  private static func lookup(
    _ prefix: Int, _ index: Int, _ table: UnsafeMutableBufferPointer<UInt32>
  ) -> Int {
    let key = UInt32(prefix << 8 | index)
    var h = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.tableBits))
    while true {
      let entry = table[h]
      if entry == 0 { return -1 }
      if entry >> 12 == key { return Int(entry & 0xFFF) }
      h = (h + 1) & ((1 << Self.tableBits) - 1)
    }
  }

  /// The newest child of `code` whose index the tolerance allows at pixel `position`, or -1.
  @inline(__always)
  private static func allowedChild(
    of code: Int, at position: Int, _ children: UnsafeMutableBufferPointer<Int16>,
    _ tolerance: LZWTolerance
  ) -> Int {
    var child = Int(children[code])
    while child >= 0 {
      if tolerance.allows(Int(children[2 << 12 | child]), at: position) { return child }
      child = Int(children[1 << 12 | child])
    }
    return -1
  }
}
