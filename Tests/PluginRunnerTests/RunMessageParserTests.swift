import PluginRunner
import Testing

@Suite struct RunMessageParserTests {
  static let messages: [RunMessage] = [
    .call("animateTransition(using:)"),
    .call("a completion block"),
    .timeline([UInt8](repeating: 7, count: 300)),
    .timeline([]),
    .failed(code: "engine", message: "animator 'x' never called completeTransition"),
  ]

  /// Chunk sizes to split the stream into: whole, byte by byte, and awkward sizes.
  static let chunkSizes = [Int.max, 1, 2, 3, 7, 64, 301]

  @Test(arguments: chunkSizes)
  func anyChunkingGivesTheSameMessages(_ size: Int) throws {
    let stream = Self.messages.flatMap { $0.encoded() }
    var parser = RunMessageParser(subject: "child")
    var received: [RunMessage] = []
    var offset = 0
    while offset < stream.count {
      let end = offset + min(size, stream.count - offset)
      received += try parser.feed(stream[offset..<end])
      offset = end
    }
    #expect(received == Self.messages)
    #expect(!parser.hasPartialMessage)
  }

  @Test func aCutMessageWaitsForTheRest() throws {
    var parser = RunMessageParser(subject: "child")
    let bytes = RunMessage.call("animationEnded(_:)").encoded()
    #expect(try parser.feed(bytes.dropLast()).isEmpty)
    #expect(parser.hasPartialMessage)
    #expect(try parser.feed(bytes.suffix(1)) == [.call("animationEnded(_:)")])
  }

  /// Streams no child may send, and the words of their error.
  static let bad: [(bytes: [UInt8], message: String)] = [
    ([9, 0], "unknown message kind 9"),
    ([2, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], "exceeds the limit"),
    ([1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], "message length too long"),
    ([1, 3, 5, 0x41, 0x42], "exceeds the data left"),
    ([3, 1, 0], "unexpected end of data"),
    ([1, 3, 1, 0x41, 0x42], "extra bytes"),
  ]

  @Test(arguments: bad.indices)
  func aMalformedStreamIsAnErrorNamingTheChild(_ index: Int) {
    var parser = RunMessageParser(subject: "the run child of 'grow'")
    let error = #expect(throws: PluginRunError.self) { try parser.feed(Self.bad[index].bytes) }
    #expect(error?.message.hasPrefix("the run child of 'grow': ") == true)
    #expect(error?.message.contains(Self.bad[index].message) == true, "\(error?.message ?? "")")
  }
}
