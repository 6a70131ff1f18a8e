import JSON
import Testing

@Suite struct JSONErrorTests {
  @Test func locatingSetsTheLineAndColumnOfTheOffset() {
    var error = JSONError(.invalidValue, at: JSONPath.root.appending("a"), offset: 8, "too big")
    #expect(error.position == TextPosition(line: 1, column: 1))
    error.locate(in: Array("{\n  \"a\": 99}".utf8))
    #expect(error.position == TextPosition(line: 2, column: 7))
    #expect(error.description == "line 2, column 7, $.a: too big")
  }

  @Test(arguments: [
    (JSONError.Code.syntax, "syntax"), (.emptyDocument, "empty-document"), (.tooDeep, "too-deep"),
    (.duplicateKey, "duplicate-key"), (.wrongType, "wrong-type"), (.missingKey, "missing-key"),
    (.unknownKey, "unknown-key"), (.invalidValue, "invalid-value"),
  ])
  func codesHaveStableNames(code: JSONError.Code, name: String) {
    #expect(code.rawValue == name)
  }
}
