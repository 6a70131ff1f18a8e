import JSON
import Testing

@Suite struct JSONValueTests {
  @Test func equalityIgnoresWhereValuesWere() throws {
    let parsed = try JSONParser.parse(Array(#"  {"a": [1, "x"]}"#.utf8))
    #expect(parsed.offset == 2)
    #expect(parsed == .object([("a", .array([.number(1), .string("x")]))]))
    #expect(parsed != .object([("a", .array([.number(1)]))]))
    #expect(parsed != .object([("b", .array([.number(1), .string("x")]))]))
  }

  @Test func memberOrderCounts() {
    let ab = JSONValue.object([("a", .null), ("b", .null)])
    let ba = JSONValue.object([("b", .null), ("a", .null)])
    #expect(ab != ba)
  }

  @Test(arguments: [
    (JSONValue.null, "null"), (.true, "a boolean"), (.number(1), "a number"),
    (.string(""), "a string"), (.array([]), "an array"), (.object([]), "an object"),
  ])
  func typesAreNamedForMessages(value: JSONValue, name: String) {
    #expect(value.typeDescription == name)
  }
}
