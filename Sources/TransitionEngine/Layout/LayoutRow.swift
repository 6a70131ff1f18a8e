/// One `symbol * coefficient` entry of a tableau row.
struct LayoutCell: Sendable {
  /// The symbol of the entry.
  let symbol: LayoutSymbol

  /// Its coefficient; never within `LayoutRow.epsilon` of zero.
  var coefficient: Double
}

/// A linear row of the tableau: a constant plus `coefficient * symbol` cells.
///
/// In the tableau a row defines its basic symbol, `basic = constant + sum(cells)`; while a
/// constraint is being built it stands for `0 = constant + sum(cells)`. Cells are kept sorted by
/// symbol id, and coefficients that come within `epsilon` of zero are dropped, so every
/// operation is deterministic and numerical noise does not accumulate as spurious entries.
struct LayoutRow: Sendable {
  /// Magnitudes below this are treated as zero.
  static let epsilon = 1e-8

  /// The constant summand; in the tableau, the current value of the basic symbol.
  private(set) var constant: Double

  /// The cells, sorted by symbol id.
  private(set) var cells: [LayoutCell] = []

  /// Creates a row with no cells.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Returns whether `value` is treated as zero.
  static func isNearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
  }

  /// Returns the coefficient of `symbol`, or 0 when the row does not contain it.
  func coefficient(of symbol: LayoutSymbol) -> Double {
    let position = position(of: symbol)
    return position.found ? cells[position.index].coefficient : 0
  }

  /// Adds `delta` to the constant.
  mutating func addConstant(_ delta: Double) {
    constant += delta
  }

  /// Adds `coefficient * symbol` to the row, dropping the cell if it cancels out.
  mutating func insert(_ symbol: LayoutSymbol, coefficient: Double) {
    let position = position(of: symbol)
    if position.found {
      let sum = cells[position.index].coefficient + coefficient
      if Self.isNearZero(sum) {
        cells.remove(at: position.index)
      } else {
        cells[position.index].coefficient = sum
      }
    } else if !Self.isNearZero(coefficient) {
      cells.insert(LayoutCell(symbol: symbol, coefficient: coefficient), at: position.index)
    }
  }

  /// Adds `factor * other` to the row, merging the sorted cells of both.
  mutating func insert(_ other: LayoutRow, times factor: Double) {
    constant += other.constant * factor
    var merged: [LayoutCell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < other.cells.count {
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol < other.cells[theirs].symbol)
      {
        merged.append(cells[mine])
        mine += 1
        continue
      }
      let incoming = other.cells[theirs]
      var coefficient = incoming.coefficient * factor
      if mine < cells.count && cells[mine].symbol == incoming.symbol {
        coefficient += cells[mine].coefficient
        mine += 1
      }
      theirs += 1
      if !Self.isNearZero(coefficient) {
        merged.append(LayoutCell(symbol: incoming.symbol, coefficient: coefficient))
      }
    }
    cells = merged
  }

  /// Removes `symbol` from the row, which amounts to setting it to zero.
  mutating func remove(_ symbol: LayoutSymbol) {
    let position = position(of: symbol)
    if position.found {
      cells.remove(at: position.index)
    }
  }

  /// Negates the constant and every coefficient.
  mutating func negate() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }

  /// Solves `0 = row` for `symbol`, turning the row into the definition of `symbol`.
  mutating func solve(for symbol: LayoutSymbol) {
    let position = position(of: symbol)
    precondition(position.found, "LayoutRow can only be solved for a symbol it contains")
    let factor = -1 / cells[position.index].coefficient
    cells.remove(at: position.index)
    constant *= factor
    var scaled: [LayoutCell] = []
    scaled.reserveCapacity(cells.count)
    for cell in cells where !Self.isNearZero(cell.coefficient * factor) {
      scaled.append(LayoutCell(symbol: cell.symbol, coefficient: cell.coefficient * factor))
    }
    cells = scaled
  }

  /// Turns the definition `basic = row` into the definition of `subject`, which it contains.
  mutating func solve(for basic: LayoutSymbol, andThen subject: LayoutSymbol) {
    insert(basic, coefficient: -1)
    solve(for: subject)
  }

  /// Replaces `symbol` by its definition `row`, and returns whether the row contained it.
  @discardableResult
  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
    let position = position(of: symbol)
    guard position.found else { return false }
    let coefficient = cells[position.index].coefficient
    cells.remove(at: position.index)
    insert(row, times: coefficient)
    return true
  }

  /// Finds `symbol` by binary search, or the index where it would be inserted.
  private func position(of symbol: LayoutSymbol) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = cells[middle].symbol
      if candidate == symbol {
        return (true, middle)
      } else if candidate < symbol {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return (false, low)
  }
}
