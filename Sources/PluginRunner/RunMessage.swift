/// What the run child tells the host, in order, on its message pipe: which plugin call it is
/// in, and then either the timeline or why there is none.
///
/// Each message is a kind byte, a varint length and that many bytes of payload. A child that
/// dies or hangs simply stops talking; the last `call` it sent names what it was doing.
package enum RunMessage: Equatable, Sendable {
  /// The child is about to call into plugin code: the call's `PluginCall` name.
  case call(String)
  /// The computed timeline, in `TimelineWire` form.
  case timeline([UInt8])
  /// The run failed without crashing: an error code such as `engine` or `plugin`, and the
  /// one-line message the host prints.
  case failed(code: String, message: String)
  /// The child's peak resident memory in bytes after chosen runs of a repeated transition.
  case memory([Int])

  /// The largest payload the host accepts: a timeline the engine's limits allow stays far below.
  package static let maximumPayload = 1 << 30

  /// The message's bytes.
  package func encoded() -> [UInt8] {
    var payload = WireWriter()
    let kind: UInt8
    switch self {
    case let .call(name):
      kind = 1
      payload.string(name)
    case let .timeline(bytes):
      kind = 2
      payload.append(bytes)
    case let .failed(code, message):
      kind = 3
      payload.string(code)
      payload.string(message)
    case let .memory(samples):
      kind = 4
      payload.count(samples.count)
      for sample in samples { payload.count(sample) }
    }
    var writer = WireWriter()
    writer.byte(kind)
    writer.count(payload.bytes.count)
    writer.append(payload.bytes)
    return writer.bytes
  }
}

/// Splits the child's byte stream into messages as bytes arrive, in any chunks.
package struct RunMessageParser {
  private var buffer: [UInt8] = []
  private var start = 0
  /// What is being read, for errors.
  package let subject: String

  /// A parser for the stream named `subject` in errors.
  package init(subject: String) {
    self.subject = subject
  }

  /// Whether bytes of an unfinished message are waiting.
  package var hasPartialMessage: Bool { start < buffer.count }

  /// Adds bytes and returns every message now complete.
  /// - Throws: PluginRunError for an unknown kind, an oversized or malformed payload.
  package mutating func feed(_ bytes: some Collection<UInt8>) throws(PluginRunError) -> [RunMessage]
  {
    buffer.append(contentsOf: bytes)
    var messages: [RunMessage] = []
    while let (message, length) = try next() {
      messages.append(message)
      start += length
    }
    if start > 0, start == buffer.count || start > 1 << 16 {
      buffer.removeFirst(start)
      start = 0
    }
    return messages
  }

  /// The message at `start` and its total length, or nil when it is not all here yet.
  private func next() throws(PluginRunError) -> (RunMessage, Int)? {
    guard start < buffer.count else { return nil }
    let kind = buffer[start]
    var length: UInt64 = 0
    var shift: UInt64 = 0
    var index = start + 1
    while true {
      guard index < buffer.count else { return nil }
      let byte = buffer[index]
      index += 1
      guard shift < 35 else { throw malformed("message length too long") }
      length |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    guard length <= UInt64(RunMessage.maximumPayload) else {
      throw malformed(
        "a message of \(length) bytes exceeds the limit of \(RunMessage.maximumPayload)")
    }
    let end = index + Int(length)
    guard end <= buffer.count else { return nil }
    let payload = Array(buffer[index..<end])
    var reader = WireReader(payload, subject: subject)
    let message: RunMessage
    switch kind {
    case 1: message = .call(try reader.string())
    case 2: return (.timeline(payload), end - start)
    case 3: message = .failed(code: try reader.string(), message: try reader.string())
    case 4:
      var samples: [Int] = []
      for _ in 0..<(try reader.count()) { samples.append(Int(clamping: try reader.unsigned())) }
      message = .memory(samples)
    default: throw malformed("unknown message kind \(kind)")
    }
    guard reader.isAtEnd else { throw malformed("extra bytes in a message") }
    return (message, end - start)
  }

  private func malformed(_ what: String) -> PluginRunError {
    PluginRunError(.malformed, subject: subject, "\(subject): \(what)")
  }
}
