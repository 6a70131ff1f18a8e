// Serializing a value tree with the same writer, so a tree and a stream give the same text.

extension JSONWriter {
  /// Writes a value tree as the next value: members in their order, numbers as `format(_:)`.
  package mutating func value(_ value: JSONValue) {
    switch value.kind {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(member.key)
        self.value(member.value)
      }
      endObject()
    }
  }

  /// The compact text of a value tree, without a trailing line break.
  package static func serialize(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.value(value)
    return writer.text
  }
}
