/// Reads the registry cache's bytes in one pass without splitting them into strings first: a
/// warm `list` spends most of its own time here (issue 18).
///
/// It checks what `RegistryCache.load` documents, in the same order and with the same
/// warnings: the header, the `end` record and the whole file's checksum, then each record's
/// fields as its lines are read. Only field values become strings; lines, tabs and checksums
/// are handled as bytes.
struct RegistryCacheReader {
  /// The cache file, for warnings.
  let path: String
  /// The header line this host expects, with its newline.
  let header: String

  /// The entries by path, or a warning and no entries.
  func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    entries: [String: RegistryCache.Entry], warning: String?
  ) {
    let corrupt = { (why: String) in
      (
        [String: RegistryCache.Entry](),
        "ignoring corrupt registry cache '\(path)' (\(why)); rebuilding it" as String?
      )
    }
    guard Self.starts(bytes, 0, with: "animhost-registry\t") else { return corrupt("no header") }
    guard Self.starts(bytes, 0, with: header) else { return ([:], nil) }
    let start = header.utf8.count
    // The records end with a newline, and the last one is `end  COUNT  SUM`.
    guard bytes.count > start, bytes[bytes.count - 1] == 0x0A else { return corrupt("truncated") }
    var endStart = bytes.count - 1
    while endStart > start, bytes[endStart - 1] != 0x0A { endStart -= 1 }
    var fields = FieldSplitter()
    fields.split(bytes, from: endStart)
    guard fields.count == 3, fields.isField(0, bytes, "end"),
      let count = Int(fields.string(bytes, 1))
    else { return corrupt("truncated") }
    let sum = RegistryChecksum.of(UnsafeBufferPointer(rebasing: bytes[0..<endStart]))
    guard String(sum, radix: 16) == fields.string(bytes, 2) else {
      return corrupt("its checksum does not match; it was edited or damaged")
    }
    do throws(ScanRecord.Malformed) {
      let entries = try records(bytes, from: start, to: endStart, count: count, fields: &fields)
      guard entries.count == count else {
        return corrupt("\(entries.count) entries, the end record says \(count)")
      }
      return (entries, nil)
    } catch {
      return corrupt(error.reason)
    }
  }

  /// The records between the header and the `end` record (`bytes[end - 1]` is a newline).
  private func records(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, count: Int,
    fields: inout FieldSplitter
  ) throws(ScanRecord.Malformed) -> [String: RegistryCache.Entry] {
    var entries: [String: RegistryCache.Entry] = [:]
    // The end record's count sizes the table once (it is checked against the records after).
    entries.reserveCapacity(min(max(count, 0), 1 << 16))
    // The file being read: its path, real path and stamp, and its body so far.
    var file: (path: String, realPath: String, stamp: FileStamp)?
    var decoder = ScanRecord.BodyDecoder(path: "")
    func finish() throws(ScanRecord.Malformed) {
      guard let file else { return }
      entries[file.path] = RegistryCache.Entry(
        path: file.path, realPath: file.realPath, stamp: file.stamp,
        outcome: try decoder.outcome())
    }
    var values: [String] = []
    values.reserveCapacity(8)
    var lineStart = start
    while lineStart < end {
      let lineEnd = fields.split(bytes, from: lineStart)
      if fields.isField(0, bytes, "file") {
        try finish()
        guard fields.count == 4, let stamp = FileStamp(utf8: fields.slice(bytes, 3)) else {
          throw ScanRecord.Malformed(reason: "bad 'file' record")
        }
        let path = fields.string(bytes, 1)
        file = (path, fields.string(bytes, 2), stamp)
        decoder = ScanRecord.BodyDecoder(path: path)
      } else if file != nil {
        values.removeAll(keepingCapacity: true)
        for index in 0..<fields.count { values.append(fields.string(bytes, index)) }
        try decoder.feed(values)
      } else {
        throw ScanRecord.Malformed(reason: "a record before any 'file'")
      }
      lineStart = lineEnd + 1
    }
    try finish()
    return entries
  }

  /// Whether the bytes at `offset` start with a text.
  private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, with text: String)
    -> Bool
  {
    var index = offset
    for byte in text.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }
}

/// The tab-separated fields of one line, as byte ranges in inline storage reused from line to
/// line (arrays cost a uniqueness check and a bounds check on every tab).
struct FieldSplitter {
  /// The most fields kept; a line with more is counted but its extra fields read as "".
  static let capacity = 16
  private var starts = InlineArray<16, Int>(repeating: 0)
  private var ends = InlineArray<16, Int>(repeating: 0)
  /// How many fields the last line had.
  private(set) var count = 0

  /// Splits the line starting at `start` at its tabs and returns the offset of its newline,
  /// which must come before the end of `bytes`.
  @discardableResult
  mutating func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var fieldStart = start
    var index = start
    var found = 0
    while true {
      let byte = bytes[index]
      if byte == 0x09 || byte == 0x0A {
        if found < Self.capacity {
          starts[found] = fieldStart
          ends[found] = index
        }
        found += 1
        if byte == 0x0A { break }
        fieldStart = index + 1
      }
      index += 1
    }
    count = found
    return index
  }

  /// Whether field `index` is this word, compared as bytes.
  func isField(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard index < min(count, Self.capacity),
      ends[index] - starts[index] == word.utf8CodeUnitCount
    else { return false }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes[starts[index]..<ends[index]].elementsEqual(expected)
  }

  /// The raw bytes of a field (empty past the last kept field).
  func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UnsafeBufferPointer<UInt8> {
    guard index < min(count, Self.capacity) else {
      return UnsafeBufferPointer(rebasing: bytes[0..<0])
    }
    return UnsafeBufferPointer(rebasing: bytes[starts[index]..<ends[index]])
  }

  /// A field's value, unescaped (see ScanRecord); "" past the last field.
  func string(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> String {
    let raw = slice(bytes, index)
    guard raw.contains(0x5C) else { return String(decoding: raw, as: UTF8.self) }
    return ScanRecord.unescape(Substring(String(decoding: raw, as: UTF8.self)))
  }
}

extension FileStamp {
  /// Parses the bytes of `text` (`dev:ino:size:mtime:ctime`); nil when malformed.
  init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var numbers: (UInt64, UInt64, UInt64, Int64, Int64) = (0, 0, 0, 0, 0)
    var index = 0
    for part in 0..<5 {
      if part > 0 {
        guard index < bytes.count, bytes[index] == 0x3A else { return nil }
        index += 1
      }
      var negative = false
      if index < bytes.count, bytes[index] == 0x2B || (part >= 3 && bytes[index] == 0x2D) {
        negative = bytes[index] == 0x2D
        index += 1
      }
      var magnitude: UInt64 = 0
      let digits = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[index] - 0x30))
        guard !overflow1, !overflow2 else { return nil }
        magnitude = sum
        index += 1
      }
      guard index > digits else { return nil }
      switch part {
      case 0: numbers.0 = magnitude
      case 1: numbers.1 = magnitude
      case 2: numbers.2 = magnitude
      default:
        let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        guard magnitude <= limit else { return nil }
        let value = negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
        if part == 3 { numbers.3 = value } else { numbers.4 = value }
      }
    }
    guard index == bytes.count else { return nil }
    self.init(
      device: numbers.0, inode: numbers.1, size: numbers.2, modified: numbers.3,
      changed: numbers.4)
  }
}
