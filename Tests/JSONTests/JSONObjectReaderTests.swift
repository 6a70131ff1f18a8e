import JSON
import Testing

@Suite struct JSONObjectReaderTests {
  /// The keys of the object the tests read.
  static let keys = ["name", "width", "color", "views"]

  /// Reads an object from a document with the tests' keys.
  private func reader(_ text: String) throws -> JSONObjectReader {
    try JSONObjectReader(
      JSONParser.parse(Array(text.utf8)), path: JSONPath.root.appending("view"), what: "a view",
      keys: Self.keys)
  }

  /// A document, what reading it does, and the error it must give.
  struct Failure: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var read: @Sendable (JSONObjectReader) throws -> Void
    var code: JSONError.Code
    var path: String
    var offset: Int
    var message: String
    var testDescription: String { label }
  }

  static let failures: [Failure] = [
    Failure(
      label: "not an object", json: "[1]", read: { _ in }, code: .wrongType, path: "$.view",
      offset: 0, message: "expected a view object {...}, found an array"),
    Failure(
      label: "unknown key near a known one", json: #"{"widht": 1}"#, read: { _ in },
      code: .unknownKey, path: "$.view.widht", offset: 1,
      message: "unknown field 'widht'; did you mean 'width'?"),
    Failure(
      label: "unknown key far from all", json: #"{"zzz": 1}"#, read: { _ in }, code: .unknownKey,
      path: "$.view.zzz", offset: 1,
      message: "unknown field 'zzz'; the fields of a view are name, width, color, views"),
    Failure(
      label: "missing key", json: " {}", read: { _ = try $0.required("width", example: "100") },
      code: .missingKey, path: "$.view.width", offset: 1,
      message: #"missing field 'width'; add "width": 100"#),
    Failure(
      label: "number for a string", json: #"{"name": 1}"#, read: { _ = try $0.string("name") },
      code: .wrongType, path: "$.view.name", offset: 9,
      message: "expected a string, found a number; put the text in double quotes"),
    Failure(
      label: "boolean for a number", json: #"{"width": true}"#,
      read: { _ = try $0.number("width") },
      code: .wrongType, path: "$.view.width", offset: 10,
      message: "expected a number, found a boolean"),
    Failure(
      label: "quoted number", json: #"{"width": "20"}"#, read: { _ = try $0.number("width") },
      code: .wrongType, path: "$.view.width", offset: 10,
      message: "expected a number, found the string \"20\"; remove the quotes"),
    Failure(
      label: "below zero", json: #"{"width": -2.5}"#,
      read: { _ = try $0.number("width", minimum: 0, what: "width") }, code: .invalidValue,
      path: "$.view.width", offset: 10, message: "negative width -2.5; use 0 or more"),
    Failure(
      label: "below another minimum", json: #"{"width": 1}"#,
      read: { _ = try $0.number("width", minimum: 2) }, code: .invalidValue,
      path: "$.view.width", offset: 10, message: "negative value 1; use at least 2.0"),
    Failure(
      label: "object for an array", json: #"{"views": {}}"#, read: { _ = try $0.array("views") },
      code: .wrongType, path: "$.view.views", offset: 10,
      message: "expected an array [...], found an object"),
    Failure(
      label: "invalid value", json: #"{"color": "x"}"#,
      read: { throw $0.invalidValue("color", "unknown colour 'x'") }, code: .invalidValue,
      path: "$.view.color", offset: 10, message: "unknown colour 'x'"),
    Failure(
      label: "invalid value of an absent key", json: #" {}"#,
      read: { throw $0.invalidValue("color", "no colour") }, code: .invalidValue,
      path: "$.view.color", offset: 1, message: "no colour"),
  ]

  @Test(arguments: failures)
  func mistakesNameTheMemberAndTheFix(_ failure: Failure) throws {
    let error = #expect(throws: JSONError.self) {
      try failure.read(try reader(failure.json))
    }
    #expect(error?.code == failure.code)
    #expect(error?.subject == failure.path)
    #expect(error?.offset == failure.offset)
    #expect(error?.message == failure.message)
  }

  @Test func gettersReturnTheValuesOrNilWhenAbsent() throws {
    let object = try reader(#"{"name": "a", "width": 2, "views": [{}, 3]}"#)
    #expect(try object.string("name") == "a")
    #expect(try object.number("width", minimum: 0) == 2)
    #expect(try object.string("color") == nil)
    #expect(try object.number("color") == nil)
    #expect(try object.array("color") == nil)
    #expect(object.optional("color") == nil)
    let views = try #require(try object.array("views"))
    #expect(views.map(\.path.description) == ["$.view.views[0]", "$.view.views[1]"])
    #expect(views.map(\.value.offset) == [36, 40])
    #expect(object.offset(of: "width") == 23)
    #expect(object.offset(of: "color") == 0)
  }

  @Test(arguments: [(-20.0, "-20"), (1.5, "1.5"), (0, "0"), (1e16, "1e+16"), (0.1, "0.1")])
  func numbersAreShownAsAFileWritesThem(value: Double, text: String) {
    #expect(JSONObjectReader.format(value) == text)
  }
}
