import JSON
import Testing

@Suite struct JSONParserTests {
  /// A well-formed document and the tree it parses to.
  struct Valid: Sendable, CustomTestStringConvertible {
    var label: String
    var bytes: [UInt8]
    var value: JSONValue
    var testDescription: String { label }

    init(_ label: String, _ text: String, _ value: JSONValue) {
      self.init(label, Array(text.utf8), value)
    }

    init(_ label: String, _ bytes: [UInt8], _ value: JSONValue) {
      self.label = label
      self.bytes = bytes
      self.value = value
    }
  }

  static let valid: [Valid] = [
    Valid("null", "null", .null),
    Valid("true", "true", .true),
    Valid("false", " false ", .false),
    Valid("zero", "0", .number(0)),
    Valid("negative zero", "-0", .number(-0.0)),
    Valid("integer", "12", .number(12)),
    Valid("fraction", "-3.5", .number(-3.5)),
    Valid("exponent", "1e3", .number(1000)),
    Valid("signed exponent", "2.5E-2", .number(0.025)),
    Valid("plus exponent", "2e+1", .number(20)),
    Valid("empty string", #""""#, .string("")),
    Valid("UTF-8 string", #""aé😀""#, .string("aé😀")),
    Valid("simple escapes", #""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
    Valid("unicode escape", #""\u00e9\u00C9""#, .string("éÉ")),
    Valid("surrogate pair", #""\ud83d\ude00""#, .string("😀")),
    Valid("empty array", "[]", .array([])),
    Valid("empty object", "{}", .object([])),
    Valid("whitespace", " \t\r\n[ 1 ,\n\t2 ] \n", .array([.number(1), .number(2)])),
    Valid("nested", "[1,[2,[]]]", .array([.number(1), .array([.number(2), .array([])])])),
    Valid(
      "members keep their order", #"{"b": 1, "a": [true, null]}"#,
      .object([("b", .number(1)), ("a", .array([.true, .null]))])),
    Valid(
      "same key in two objects", #"[{"a": 1}, {"a": 2}]"#,
      .array([.object([("a", .number(1))]), .object([("a", .number(2))])])),
    Valid("byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), .object([])),
  ]

  @Test(arguments: valid)
  func validDocumentsParse(_ document: Valid) throws {
    #expect(try JSONParser.parse(document.bytes) == document.value)
  }

  /// A malformed document and the error it must give.
  struct Invalid: Sendable, CustomTestStringConvertible {
    var label: String
    var bytes: [UInt8]
    var code: JSONError.Code
    var path: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { label }

    init(
      _ label: String, _ text: String, code: JSONError.Code = .syntax, path: String = "$",
      _ line: Int, _ column: Int, _ message: String
    ) {
      self.init(label, Array(text.utf8), code: code, path: path, line, column, message)
    }

    init(
      _ label: String, _ bytes: [UInt8], code: JSONError.Code = .syntax, path: String = "$",
      _ line: Int, _ column: Int, _ message: String
    ) {
      self.label = label
      self.bytes = bytes
      self.code = code
      self.path = path
      self.line = line
      self.column = column
      self.message = message
    }
  }

  static let invalid: [Invalid] = [
    Invalid(
      "empty", "", code: .emptyDocument, 1, 1, "the file is empty; a JSON document is one value"),
    Invalid(
      "only whitespace", " \n", code: .emptyDocument, 2, 1,
      "the file is empty; a JSON document is one value"),
    Invalid(
      "trailing data", "{} x", 1, 4, "unexpected 'x' after the end of the JSON value; remove it"),
    Invalid("comment", "{\n  // c\n}", 2, 3, "JSON has no comments; remove the comment"),
    Invalid(
      "block comment", "[1, /* c */ 2]", 1, 5,
      "JSON has no comments; remove the comment"),
    Invalid("stray character", "@", 1, 1, "expected a value, found '@'"),
    Invalid(
      "bare word", #"{"a": white}"#, path: "$.a", 1, 7,
      "expected a value, found 'white'; put text in double quotes"),
    Invalid(
      "misspelt literal", "[tru]", path: "$[0]", 1, 2,
      "expected a value, found 'tru'; put text in double quotes"),
    Invalid(
      "literal with more letters", "[nullx]", path: "$[0]", 1, 2,
      "expected a value, found 'nullx'; put text in double quotes"),
    Invalid(
      "single-quoted string", "['a']", path: "$[0]", 1, 2,
      "strings use double quotes (\"), not single quotes"),
    Invalid(
      "single-quoted key", "{'a': 1}", 1, 2, "keys use double quotes (\"), not single quotes"),
    Invalid(
      "key not a string", "{1: 2}", 1, 2, "expected a key in double quotes, found '1'"),
    Invalid("missing colon", #"{"a" 1}"#, 1, 6, "expected ':' after the key 'a', found '1'"),
    Invalid(
      "missing comma in object", "{\"a\": 1\n \"b\": 2}", 2, 2,
      "expected ',' or '}' after the value of 'a', found '\"'; add the missing comma"),
    Invalid(
      "trailing comma in object", #"{"a": 1,}"#, 1, 9,
      "a comma before '}'; remove the trailing comma"),
    Invalid(
      "missing comma in array", "[1 2]", 1, 4,
      "expected ',' or ']' after an array element, found '2'; add the missing comma"),
    Invalid(
      "trailing comma in array", "[1,]", 1, 4, "a comma before ']'; remove the trailing comma"),
    Invalid(
      "unclosed object", #"{"a": 1"#, 1, 8, "the file ends inside an object; close it with '}'"),
    Invalid(
      "unclosed empty object", "{", 1, 2, "the file ends inside an object; close it with '}'"),
    Invalid(
      "unclosed array", "[1", 1, 3, "the file ends inside an array; close it with ']'"),
    Invalid(
      "no value after a key", #"{"a":"#, path: "$.a", 1, 6,
      "the file ends where a value is expected; complete the JSON"),
    Invalid(
      "no element after a comma", "[1,", path: "$[1]", 1, 4,
      "the file ends where a value is expected; complete the JSON"),
    Invalid(
      "unclosed string", #"{"a": "text"#, path: "$.a", 1, 7,
      "the file ends inside a string; close it with '\"'"),
    Invalid(
      "unclosed string after a backslash", #"["\"#, path: "$[0]", 1, 4,
      "the file ends inside a string; close it with '\"'"),
    Invalid(
      "line break in a string", "[\"a\nb\"]", path: "$[0]", 1, 4,
      "a line break inside a string; close the string with '\"' or write \\n"),
    Invalid(
      "tab in a string", "[\"a\tb\"]", path: "$[0]", 1, 4,
      "a control character inside a string; write it as an escape such as \\t"),
    Invalid(
      "invalid escape", #"["\q"]"#, path: "$[0]", 1, 4,
      #"invalid escape '\q' in a string; use \" \\ \/ \b \f \n \r \t or \uXXXX"#),
    Invalid(
      "short unicode escape", #"["\u12"]"#, path: "$[0]", 1, 7,
      "\\u needs four hex digits, found '\"'"),
    Invalid(
      "lone high surrogate", #"["\ud800x"]"#, path: "$[0]", 1, 9,
      "a lone UTF-16 surrogate \\u escape; follow it with its low surrogate"),
    Invalid(
      "high surrogate and no low one", #"["\ud800\u0041"]"#, path: "$[0]", 1, 15,
      "a lone UTF-16 surrogate \\u escape; follow it with its low surrogate"),
    Invalid(
      "lone low surrogate", #"["\udc00"]"#, path: "$[0]", 1, 9,
      "a lone UTF-16 surrogate \\u escape; follow it with its low surrogate"),
    Invalid(
      "invalid UTF-8", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], path: "$[0]", 1, 2,
      "the string is not valid UTF-8; save the file as UTF-8"),
    Invalid(
      "leading zero", "[010]", path: "$[0]", 1, 2,
      "invalid number '010'; write numbers like 12, -3.5 or 1e3"),
    Invalid(
      "lone minus", "[-]", path: "$[0]", 1, 2,
      "invalid number '-'; write numbers like 12, -3.5 or 1e3"),
    Invalid(
      "no fraction digits", "[1.]", path: "$[0]", 1, 2,
      "invalid number '1.'; write numbers like 12, -3.5 or 1e3"),
    Invalid(
      "no exponent digits", "[1e+]", path: "$[0]", 1, 2,
      "invalid number '1e+'; write numbers like 12, -3.5 or 1e3"),
    Invalid(
      "hex number", "[0x1F]", path: "$[0]", 1, 2,
      "invalid number '0x1F'; write numbers like 12, -3.5 or 1e3"),
    Invalid(
      "plus sign", "[+1]", path: "$[0]", 1, 2,
      "expected a value, found '+1'; put text in double quotes"),
    Invalid("infinite number", "[1e999]", path: "$[0]", 1, 2, "the number '1e999' is too large"),
    Invalid(
      "duplicate key", #"{"a": 1, "a": 2}"#, code: .duplicateKey, path: "$.a", 1, 10,
      "duplicate key 'a'; keep only one"),
    Invalid(
      "duplicate key, escaped differently", #"{"b": {"é": 1, "\u00e9": 2}}"#, code: .duplicateKey,
      path: #"$.b["é"]"#, 1, 16, "duplicate key 'é'; keep only one"),
    Invalid(
      "column counts characters", "[\"é\", \"😀\", x]", path: "$[2]", 1, 12,
      "expected a value, found 'x'; put text in double quotes"),
    Invalid(
      "byte order mark not counted", [0xEF, 0xBB, 0xBF] + Array("[x]".utf8), path: "$[0]", 1, 2,
      "expected a value, found 'x'; put text in double quotes"),
    Invalid(
      "odd keys in the path", #"{"a b": {"c\"d": [1 2]}}"#, path: #"$["a b"]["c\"d"]"#, 1, 21,
      "expected ',' or ']' after an array element, found '2'; add the missing comma"),
  ]

  @Test(arguments: invalid)
  func malformedDocumentsNameThePlaceAndTheFix(_ document: Invalid) {
    let error = #expect(throws: JSONError.self) { try JSONParser.parse(document.bytes) }
    #expect(error?.code == document.code)
    #expect(error?.subject == document.path)
    #expect(error?.position == TextPosition(line: document.line, column: document.column))
    #expect(error?.message == document.message)
  }

  /// Arrays and objects may nest `maxDepth` deep and no deeper; the error is at the first
  /// bracket too many.
  @Test(arguments: [("[", "]"), ("{\"k\":", "}")])
  func nestingStopsAtTheLimit(open: String, close: String) throws {
    let depth = JSONParser.maxDepth
    let deepest =
      String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)
    #expect(throws: Never.self) { try JSONParser.parse(Array(deepest.utf8)) }
    let tooDeep = String(repeating: open, count: depth + 1)
    let error = #expect(throws: JSONError.self) { try JSONParser.parse(Array(tooDeep.utf8)) }
    #expect(error?.code == .tooDeep)
    #expect(error?.position.column == depth * open.count + 1)
    #expect(error?.message == "arrays and objects nest more than 100 deep; flatten the file")
  }

  @Test(arguments: [
    ("0.1", 0.1), ("-0.5e1", -5), ("123456789012", 123_456_789_012), ("1E2", 100),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
    ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0),
  ])
  func numbersParseToTheNearestDouble(text: String, value: Double) throws {
    #expect(try JSONParser.parse(Array(text.utf8)) == .number(value))
  }

  @Test func booleansStayApartFromNumbers() throws {
    #expect(try JSONParser.parse(Array("[true, 1]".utf8)) == .array([.true, .number(1)]))
    #expect(try JSONParser.parse(Array("true".utf8)) != .number(1))
  }

  @Test func valuesAndKeysKeepWhereTheyStart() throws {
    let root = try JSONParser.parse(Array(#"{"a": [10, "x"], "bc": null}"#.utf8))
    guard case .object(let members) = root.kind else {
      Issue.record("not an object: \(root)")
      return
    }
    #expect(members.map(\.keyOffset) == [1, 17])
    #expect(members.map(\.value.offset) == [6, 23])
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("not an array: \(members[0].value)")
      return
    }
    #expect(elements.map(\.offset) == [7, 11])
  }

  @Test(
    arguments: [
      (UInt8(ascii: "0"), 0), (UInt8(ascii: "9"), 9), (UInt8(ascii: "a"), 10),
      (UInt8(ascii: "F"), 15), (UInt8(ascii: "g"), nil), (UInt8(ascii: " "), nil),
    ] as [(UInt8, UInt32?)])
  func hexDigits(byte: UInt8, value: UInt32?) {
    #expect(JSONParser.hexDigit(byte) == value)
  }
}
