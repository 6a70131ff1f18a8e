import HostSystem

/// Timing for the benchmark, on HostSystem's monotonic clock.
enum BenchClock {
  /// The seconds `body` takes.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    try MonotonicClock.measure(body)
  }

  /// The fastest of `runs` timings of `body`, in seconds.
  static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs { best = min(best, try time(body)) }
    return best
  }
}

/// The benchmark's output: aligned rows of a measure, its value and a note.
struct BenchTable {
  var rows: [(String, String, String)] = []

  mutating func add(_ measure: String, _ value: String, _ note: String = "") {
    rows.append((measure, value, note))
  }

  func render() -> String {
    let w0 = rows.map(\.0.count).max() ?? 0
    let w1 = rows.map(\.1.count).max() ?? 0
    return rows.map { r in
      (r.0.padding(w0) + "  " + String(repeating: " ", count: w1 - r.1.count) + r.1 + "  " + r.2)
        .trimmingTrailingSpaces()
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

/// Numbers for the table.
enum Figure {
  static func fixed(_ value: Double, _ digits: Int) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (value * p).rounded() / p
    var text = String(r)
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
      text += "." + String(repeating: "0", count: digits)
    }
    return text
  }

  static func bytes(_ n: Int) -> String {
    var digits = Array(String(n))
    var i = digits.count - 3
    while i > 0 {
      digits.insert(",", at: i)
      i -= 3
    }
    return String(digits) + " B"
  }
}
