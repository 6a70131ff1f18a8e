import JSON
import Testing

@Suite struct JSONPathTests {
  @Test(arguments: [
    (JSONPath.root, "$"),
    (JSONPath.root.appending("presented").appending("views").appending(2), "$.presented.views[2]"),
    (JSONPath.root.appending(0).appending("_a1"), "$[0]._a1"),
    (JSONPath.root.appending("a b"), #"$["a b"]"#),
    (JSONPath.root.appending("1a"), #"$["1a"]"#),
    (JSONPath.root.appending("é"), #"$["é"]"#),
    (JSONPath.root.appending(#"q"\"#), #"$["q\"\\"]"#),
    (JSONPath.root.appending(""), #"$[""]"#),
  ])
  func pathsReadAsJSONPath(path: JSONPath, text: String) {
    #expect(path.description == text)
  }

  @Test func appendingLeavesTheOriginal() {
    let parent = JSONPath.root.appending("a")
    #expect(parent.appending(1).components == [.key("a"), .index(1)])
    #expect(parent.components == [.key("a")])
  }
}
