/// Text a plugin passes as a C string, read without trusting its length.
enum BoundedText {
  /// The text of a NUL-terminated string, at most `limit` bytes of it, and whether it was
  /// longer; reads no more than `limit + 1` bytes, and cuts at a UTF-8 character boundary.
  static func read(_ pointer: UnsafePointer<CChar>, limit: Int) -> (text: String, truncated: Bool) {
    let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
    var length = 0
    while length <= limit, bytes[length] != 0 { length += 1 }
    guard length > limit else {
      let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
      return (text, false)
    }
    // Step back off the continuation bytes of a character the limit would split.
    var count = limit
    while count > 0, bytes[count] & 0xC0 == 0x80 { count -= 1 }
    return (String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self), true)
  }
}
