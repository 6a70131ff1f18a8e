import HostSystem
import Messages

/// Lays out rows in aligned columns; the last column is not padded.
package struct TextTable {
  package var header: [String]
  package var rows: [[String]] = []

  /// A table with a header row and, optionally, its rows.
  package init(header: [String], rows: [[String]] = []) {
    self.header = header
    self.rows = rows
  }

  /// The rows as shown: every cell on one line, its control characters (a newline in a file
  /// name) made visible and cut at 1000 characters with its full length.
  private var shownRows: [[String]] { rows.map { $0.map { shownOnTerminal($0, limit: 1000) } } }

  /// The narrowest a shrinking column gets, so its text stays recognisable.
  package static let minimumShrunkWidth = 12

  /// The width of the widest line when nothing is shortened.
  package var naturalWidth: Int {
    let all = [header] + shownRows
    return header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }.reduce(0, +) + 2
      * (header.count - 1)
  }

  /// The table as text.
  ///
  /// When `width` is given and the table is wider, the `shrink` columns are narrowed in the
  /// order given, each to no less than `minimumShrunkWidth` before the next gives way, and their
  /// long cells end in `…`.
  package func render(fitting width: Int? = nil, shrink: [Int] = []) -> String {
    let all = [header] + shownRows
    // Each cell's width in characters, counted once (counting is the slow part of a table).
    let counts = all.map { $0.map(Self.characterCount) }
    var widths = header.indices.map { column in counts.map { $0[column] }.max() ?? 0 }
    if let width {
      for column in shrink where widths.indices.contains(column) {
        let total = widths.reduce(0, +) + 2 * (widths.count - 1)
        guard total > width else { break }
        widths[column] = max(
          min(Self.minimumShrunkWidth, widths[column]), widths[column] - (total - width))
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(all.reduce(0) { $0 + $1.reduce(0) { $0 + $1.utf8.count } + 2 * $1.count })
    for (index, row) in all.enumerated() {
      if index > 0 { out.append(0x0A) }
      for (column, cell) in row.enumerated() {
        var text = cell
        var count = counts[index][column]
        if count > widths[column] {
          text = Self.shortened(cell, to: widths[column])
          count = text.count
        }
        out += text.utf8
        if column != row.count - 1 {
          let padded = widths[column] + 2
          if count < padded { out += repeatElement(0x20, count: padded - count) }
        }
      }
    }
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// The number of characters in a cell: its bytes when they are all ASCII and none is a
  /// carriage return (which joins a following newline into one Character), else its Characters.
  private static func characterCount(_ cell: String) -> Int {
    let ascii = cell.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
    return ascii == true ? cell.utf8.count : cell.count
  }

  /// The first `width - 1` characters, without trailing spaces, and `…`.
  private static func shortened(_ cell: String, to width: Int) -> String {
    var kept = cell.prefix(width - 1)
    while kept.last == " " { kept.removeLast() }
    return kept + "…"
  }

  /// The width of the terminal on standard output, or nil when it is not a terminal (a pipe
  /// or a file gets every character).
  package static func terminalWidth() -> Int? {
    guard Terminal.isTerminal(.standardOutput),
      let columns = Terminal.windowSize(of: .standardOutput)?.columns, columns > 0
    else { return nil }
    return columns
  }
}

extension String {
  /// The string padded with spaces (or left as is when longer).
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
