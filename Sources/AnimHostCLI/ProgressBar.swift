import HostSystem

/// A one-line progress bar redrawn in place, shown on stderr only when stderr is a terminal.
package final class ProgressBar {
  private let label: String
  private let total: Int
  private let width: Int
  private let output: ([UInt8]) -> Void
  /// What the line last showed (filled cells, percent), to redraw only on a change.
  private var shown: (cells: Int, percent: Int)?

  /// A bar over `total` steps, `columns` wide, writing through `output`.
  package init(label: String, total: Int, columns: Int, output: @escaping ([UInt8]) -> Void) {
    self.label = label
    self.total = max(total, 1)
    self.output = output
    width = max(10, min(40, columns - label.count - 8))
  }

  /// A bar on stderr, or nil when stderr is not a terminal.
  package static func standardError(label: String, total: Int) -> ProgressBar? {
    guard Terminal.isTerminal(.standardError) else { return nil }
    let width = Terminal.windowSize(of: .standardError)?.columns ?? 0
    InterruptCleanup.clearsLine = true
    return ProgressBar(label: label, total: total, columns: width > 0 ? width : 80) { bytes in
      try? FileDescriptor.standardError.writeAll(bytes)
    }
  }

  /// Shows `done` of the total steps.
  package func update(_ done: Int) {
    let fraction = Double(min(max(done, 0), total)) / Double(total)
    let state = (cells: Int(fraction * Double(width)), percent: Int(fraction * 100))
    guard shown.map({ $0 != state }) ?? true else { return }
    shown = state
    let bar =
      String(repeating: "#", count: state.cells)
      + String(repeating: ".", count: width - state.cells)
    let percent =
      String(repeating: " ", count: 3 - String(state.percent).count) + String(state.percent)
    output(Array("\r\(label) [\(bar)] \(percent)%\u{1B}[K".utf8))
  }

  /// Erases the line, leaving the cursor at its start.
  package func clear() {
    output(Array("\r\u{1B}[K".utf8))
    InterruptCleanup.clearsLine = false
  }
}
