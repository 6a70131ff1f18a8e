import JSON
import Testing

@Suite struct JSONWriterTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (1.5, "1.5"), (0.123456, "0.1235"), (390, "390"), (-2.00001, "-2"),
    (Double.nan, "0"), (Double.infinity, "0"), (-Double.infinity, "0"), (0.00004, "0"),
    (-0.00004, "0"), (0.00005, "0.0001"), (-1.23456, "-1.2346"), (1e16, "1e+16"),
    (123456789.0, "123456789"), (0.1 + 0.2, "0.3"),
  ])
  func numbersAreRoundedToFourDecimals(value: Double, text: String) {
    #expect(JSONWriter.format(value) == text)
  }

  @Test(arguments: [
    ("plain", #""plain""#), ("a\"b\\c\n\u{1B}", #""a\"b\\c\n\u001b""#),
    ("\r\t", #""\r\t""#), ("\u{8}\u{C}\u{0}\u{1F}", #""\u0008\u000c\u0000\u001f""#),
    ("\u{7F}", #""\u007f""#), ("/é😀\u{80}\u{2028}", "\"/é😀\u{80}\u{2028}\""),
  ])
  func stringsAreEscaped(value: String, text: String) {
    var writer = JSONWriter()
    writer.string(value)
    #expect(writer.text == text)
  }

  @Test func membersAndElementsGetTheirCommas() {
    var w = JSONWriter()
    w.beginObject()
    w.field("s", "x")
    w.field("n", 1.25)
    w.field("i", UInt64.max)
    w.field("b", false)
    w.key("null")
    w.null()
    w.key("empty")
    w.beginObject()
    w.endObject()
    w.key("list")
    w.beginArray()
    w.numbers([1, 2])
    w.strings(["a"])
    w.beginArray()
    w.endArray()
    w.integer(-3)
    w.endArray()
    w.endObject()
    w.endDocument()
    #expect(
      w.text == #"{"s":"x","n":1.25,"i":18446744073709551615,"b":false,"null":null,"#
        + #""empty":{},"list":[[1,2],["a"],[],-3]}"# + "\n")
  }

  @Test(arguments: [(0, "[]"), (1, "[\n{}]"), (3, "[\n{},\n{},\n{}]")])
  func linePerElementBreaksBeforeEachElement(count: Int, text: String) {
    var w = JSONWriter()
    w.beginArray(.linePerElement)
    for _ in 0..<count {
      w.beginObject()
      w.endObject()
    }
    w.endArray()
    #expect(w.text == text)
  }

  @Test(arguments: [1, 7, 1000])
  func flushedPiecesMakeTheWholeDocument(every: Int) {
    var whole = JSONWriter()
    var pieces = JSONWriter()
    var flushed = ""
    whole.beginArray()
    pieces.beginArray()
    for index in 0..<50 {
      whole.integer(index)
      pieces.integer(index)
      if index % every == 0 { flushed += pieces.flush() }
    }
    whole.endArray()
    pieces.endArray()
    flushed += pieces.flush()
    #expect(flushed == whole.text)
    #expect(pieces.text.isEmpty)
  }

  @Test(arguments: [
    JSONValue.null, .true, .number(-3.5), .string("a\"\n😀"), .array([]), .object([]),
    .array([.number(1), .array([.false, .null]), .object([("k", .string("v"))])]),
    .object([("b", .number(2)), ("a", .object([("c", .array([.string("")]))]))]),
  ])
  func valueTreesRoundTrip(value: JSONValue) throws {
    let text = JSONWriter.serialize(value)
    #expect(try JSONParser.parse(Array(text.utf8)) == value)
  }

  @Test(arguments: [
    "null", "[true,false]", #"{"b":1,"a":[0.5,-2,"x\\y\u0001"]}"#, #"[{},[],"",{"":{}}]"#,
  ])
  func compactTextRoundTrips(text: String) throws {
    #expect(JSONWriter.serialize(try JSONParser.parse(Array(text.utf8))) == text)
  }

  @Test func aTreeAndAStreamWriteTheSameText() {
    var stream = JSONWriter()
    stream.beginObject()
    stream.key("a")
    stream.numbers([0.12345, 2])
    stream.endObject()
    let tree = JSONValue.object([("a", .array([.number(0.12345), .number(2)]))])
    #expect(JSONWriter.serialize(tree) == stream.text)
    #expect(stream.text == #"{"a":[0.1235,2]}"#)
  }

  /// Misuse is a programmer error: the writer traps rather than write invalid JSON.
  @Test(arguments: Misuse.allCases)
  func misuseTraps(_ misuse: Misuse) async {
    await #expect(processExitsWith: .failure) { [misuse] in
      var w = JSONWriter()
      misuse.perform(on: &w)
    }
  }
}

// MARK: - Fixtures

/// Ways to use the writer wrongly.
enum Misuse: String, CaseIterable, Codable, Sendable {
  case keyOutsideAnObject, valueWithoutKey, twoKeys, endArrayOnAnObject, endObjectOnAnArray
  case twoTopLevelValues, endDocumentInsideAnArray

  /// Does the wrong thing.
  func perform(on w: inout JSONWriter) {
    switch self {
    case .keyOutsideAnObject:
      w.key("a")
    case .valueWithoutKey:
      w.beginObject()
      w.null()
    case .twoKeys:
      w.beginObject()
      w.key("a")
      w.key("b")
    case .endArrayOnAnObject:
      w.beginObject()
      w.endArray()
    case .endObjectOnAnArray:
      w.beginArray()
      w.endObject()
    case .twoTopLevelValues:
      w.null()
      w.null()
    case .endDocumentInsideAnArray:
      w.beginArray()
      w.endDocument()
    }
  }
}
