/// Substring search on plain strings, which the host's modules would otherwise take from the
/// string-processing library they do not import (see `hostSettings` in Package.swift).
extension StringProtocol {
  /// Whether `other` occurs in the string, byte for byte (UTF-8); the empty string always does.
  package func containsText(_ other: some StringProtocol) -> Bool {
    firstByteOffset(of: other) != nil
  }

  /// The string with every occurrence of `target` (compared as UTF-8) replaced.
  package func replacingAll(_ target: some StringProtocol, with replacement: some StringProtocol)
    -> String
  {
    let needle = Array(target.utf8)
    guard !needle.isEmpty else { return String(self) }
    let bytes = Array(utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == needle[0], bytes[index...].starts(with: needle) {
        out += replacement.utf8
        index += needle.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The UTF-8 offset of the first occurrence of `other`, or nil.
  private func firstByteOffset(of other: some StringProtocol) -> Int? {
    let needle = Array(other.utf8)
    guard !needle.isEmpty else { return 0 }
    let bytes = Array(utf8)
    guard bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && bytes[start...].starts(with: needle) {
      return start
    }
    return nil
  }
}
