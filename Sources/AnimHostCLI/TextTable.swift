/// Lays out rows in aligned columns; the last column is not padded.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  func render(maxWidth: Int? = nil) -> String {
    let all = [header] + rows
    var widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    if let maxWidth, let last = widths.indices.last {
      let fixed = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
      widths[last] = max(20, maxWidth - fixed)
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string padded with spaces (or left as is when longer).
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
