// "Did you mean": the closest known name to a mistyped one.

/// Finds the closest name for "did you mean".
package enum Suggestion {
  /// The candidate with the smallest edit distance, if it is close enough to be a typo.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
    guard let best = scored.min(by: { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) })
    else {
      return nil
    }
    let limit = max(2, min(word.count, best.candidate.count) / 3)
    return best.distance <= limit || best.candidate.hasPrefix(word) ? best.candidate : nil
  }

  /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
