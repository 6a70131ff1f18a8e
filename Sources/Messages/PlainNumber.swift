/// A number as animhost prints it in messages and as `--set` takes it: `5`, not `5.0`, for a
/// whole value, and Swift's shortest form (`0.25`) otherwise.
package func plainNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// A number in the one number grammar of animhost's command line, or nil.
///
/// An optional sign, decimal digits with at most one point, and an optional decimal exponent
/// (`12`, `-0.5`, `.25`, `1e3`); no hex, `inf`, `nan`, spaces or underscores. Nil for anything
/// else or a number too large to be finite.
package func decimalNumber(_ text: some StringProtocol) -> Double? {
  var rest = Substring(text)
  if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
  let mantissaEnd = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
  let mantissa = rest[..<mantissaEnd]
  let digits = mantissa.filter { $0 != "." }
  guard !digits.isEmpty, mantissa.filter({ $0 == "." }).count <= 1,
    digits.allSatisfy({ ("0"..."9").contains($0) })
  else { return nil }
  if mantissaEnd < rest.endIndex {
    var exponent = rest[rest.index(after: mantissaEnd)...]
    if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
    guard !exponent.isEmpty, exponent.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
  }
  guard let value = Double(String(text)), value.isFinite else { return nil }
  return value
}
