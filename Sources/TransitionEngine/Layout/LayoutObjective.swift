/// The weighted sum of error symbols that the solver minimizes, kept as one row per weight.
///
/// Soft-constraint weights span twelve orders of magnitude (`1000^(p / 250)`), so a single
/// row holding `sum(weight * error)` would accumulate rounding noise far above the tableau's
/// zero tolerance whenever strong terms cancel. Instead each distinct weight has its own row
/// of unit-weight errors, where cancellations are exact at ordinary magnitudes and pruned as
/// usual; the weights are applied only when a reduced cost is read.
struct LayoutObjective: Sendable {
  /// The error symbols of one weight, expressed in parametric symbols.
  private struct Level: Sendable {
    let weight: Double
    var row: LayoutRow
    var members: Int
  }

  /// Relative size below which a reduced cost is rounding noise from cancelling weights.
  private static let cancellationTolerance = 1e-12

  /// The levels, ordered by decreasing weight.
  private var levels: [Level] = []

  /// The number of cells over all levels.
  var cellCount: Int {
    levels.reduce(0) { $0 + $1.row.cells.count }
  }

  /// Adds the error `symbol` at `weight`; `definition` is its row when it is basic.
  mutating func insert(_ symbol: LayoutSymbol, definition: LayoutRow?, weight: Double) {
    update(symbol, definition: definition, weight: weight, sign: 1)
  }

  /// Takes the error `symbol` at `weight` back out; `definition` is its row when it is basic.
  mutating func erase(_ symbol: LayoutSymbol, definition: LayoutRow?, weight: Double) {
    update(symbol, definition: definition, weight: weight, sign: -1)
  }

  /// Replaces the parametric `symbol` by its definition `row` in every level.
  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    for index in levels.indices {
      levels[index].row.substitute(symbol, with: row)
    }
  }

  /// Removes `symbol` from every level, which amounts to fixing it at zero.
  mutating func remove(_ symbol: LayoutSymbol) {
    for index in levels.indices {
      levels[index].row.remove(symbol)
    }
  }

  /// Returns the symbols with a coefficient in some level, in increasing id order.
  func symbols() -> [LayoutSymbol] {
    var symbols = levels.flatMap { $0.row.cells.map(\.symbol) }
    symbols.sort()
    var unique: [LayoutSymbol] = []
    unique.reserveCapacity(symbols.count)
    for symbol in symbols where unique.last != symbol {
      unique.append(symbol)
    }
    return unique
  }

  /// Returns how much the objective changes per unit increase of the parametric `symbol`.
  ///
  /// A sum whose terms cancel to within rounding noise is reported as exactly zero.
  func reducedCost(of symbol: LayoutSymbol) -> Double {
    var sum = 0.0
    var magnitude = 0.0
    for level in levels {
      let term = level.weight * level.row.coefficient(of: symbol)
      sum += term
      magnitude += abs(term)
    }
    return abs(sum) <= Self.cancellationTolerance * magnitude ? 0 : sum
  }

  /// Adds `sign` times the symbol (or its definition) to the level of `weight`.
  private mutating func update(
    _ symbol: LayoutSymbol, definition: LayoutRow?, weight: Double, sign: Double
  ) {
    let index: Int
    if let existing = levels.firstIndex(where: { $0.weight == weight }) {
      index = existing
    } else {
      index = levels.firstIndex { $0.weight < weight } ?? levels.count
      levels.insert(Level(weight: weight, row: LayoutRow(), members: 0), at: index)
    }
    if let definition {
      levels[index].row.insert(definition, times: sign)
    } else {
      levels[index].row.insert(symbol, coefficient: sign)
    }
    levels[index].members += sign > 0 ? 1 : -1
    if levels[index].members == 0 {
      levels.remove(at: index)
    }
  }
}
