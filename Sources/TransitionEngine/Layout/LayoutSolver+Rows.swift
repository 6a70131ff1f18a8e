extension LayoutSolver {
  /// Adds the tagged constraint `expression relation 0`, rolling back on a conflict.
  func addConstraint(
    _ expression: LayoutExpression, _ relation: LayoutRelation, priority: Double, tag: Int
  ) throws(LayoutSolverError) {
    precondition(LayoutPriority.isValid(priority), "Layout priorities must lie within 1...1000")
    let weight = LayoutPriority.weight(priority)
    // Only required constraints can fail; their snapshot is a cheap copy-on-write copy.
    let saved = weight == nil ? (tableau, variableSymbols) : nil
    switch insertRow(expression, relation, weight: weight) {
    case .added(let markers):
      constraints[tag] = LayoutConstraintRecord(
        expression: expression, relation: relation, priority: priority, markers: markers)
      if weight == nil {
        requiredMarkerTags[markers.marker] = tag
      }
    case .conflict(let symbols):
      let conflicting = Set(symbols.compactMap { requiredMarkerTags[$0] }).subtracting([tag])
      if let saved {
        (tableau, variableSymbols) = saved
      }
      throw LayoutSolverError(tag: tag, conflictingTags: conflicting.sorted())
    }
  }

  /// Takes the constraint identified by `markers` out of the tableau and re-optimizes.
  func removeFromTableau(_ markers: LayoutMarkers) {
    tableau.removeConstraint(marker: markers.marker, other: markers.other, weight: markers.weight)
  }

  /// Builds the row of `expression relation 0` and makes it part of the tableau.
  ///
  /// The row gets a basic subject chosen by `subject(of:markers:)`. A row made only of dummy
  /// symbols is either redundant (constant zero: it is kept, solved for its own marker) or
  /// contradicts the required equalities whose dummies it holds. Any other row without a
  /// subject goes through an artificial variable. On success the objective is re-optimized.
  func insertRow(
    _ expression: LayoutExpression, _ relation: LayoutRelation, weight: Double?
  ) -> LayoutInsertion {
    let (row, markers) = makeRow(expression, relation, weight: weight)
    if let subject = subject(of: row, markers: markers) {
      tableau.insert(row, subject: subject)
    } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard LayoutRow.isNearZero(row.constant) else {
        return .conflict(row.cells.map(\.symbol))
      }
      tableau.insert(row, subject: markers.marker)
    } else if let conflict = tableau.insertWithArtificialVariable(row) {
      return .conflict(conflict)
    }
    tableau.optimize()
    return .added(markers)
  }

  /// Returns the tableau symbol of `variable`, creating it on first use.
  private func symbol(for variable: LayoutVariable) -> LayoutSymbol {
    if let symbol = variableSymbols[variable] {
      return symbol
    }
    let symbol = tableau.makeSymbol(.external)
    variableSymbols[variable] = symbol
    return symbol
  }

  /// Builds the row `0 = expression ± slack ± errors` with its basic variables substituted.
  ///
  /// For `e <= 0` the row is `e + slack` (soft: `e + slack - error`); for `e >= 0` it is
  /// `e - slack` (soft: `e - slack + error`); a required `e == 0` is `e + dummy`, a soft one
  /// `e - plus + minus`. Error symbols enter the objective with the constraint's weight. The
  /// row is negated if needed so that its constant is not negative.
  private func makeRow(
    _ expression: LayoutExpression, _ relation: LayoutRelation, weight: Double?
  ) -> (LayoutRow, LayoutMarkers) {
    precondition(expression.constant.isFinite, "LayoutExpression constants must be finite")
    var row = LayoutRow(constant: expression.constant)
    for term in expression.terms {
      precondition(term.coefficient.isFinite, "LayoutTerm coefficients must be finite")
      let symbol = symbol(for: term.variable)
      if let definition = tableau.row(for: symbol) {
        row.insert(definition, times: term.coefficient)
      } else {
        row.insert(symbol, coefficient: term.coefficient)
      }
    }
    let marker: LayoutSymbol
    var other: LayoutSymbol?
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      marker = tableau.makeSymbol(.slack)
      row.insert(marker, coefficient: sign)
      if let weight {
        let error = tableau.makeSymbol(.error)
        row.insert(error, coefficient: -sign)
        tableau.addToObjective(error, weight: weight)
        other = error
      }
    case .equal:
      if let weight {
        marker = tableau.makeSymbol(.error)
        let minus = tableau.makeSymbol(.error)
        row.insert(marker, coefficient: -1)
        row.insert(minus, coefficient: 1)
        tableau.addToObjective(marker, weight: weight)
        tableau.addToObjective(minus, weight: weight)
        other = minus
      } else {
        marker = tableau.makeSymbol(.dummy)
        row.insert(marker, coefficient: 1)
      }
    }
    if row.constant < 0 {
      row.negate()
    }
    return (row, LayoutMarkers(marker: marker, other: other, weight: weight))
  }

  /// Chooses the symbol a new row is solved for, or `nil` when none keeps the tableau feasible.
  ///
  /// An external variable (the lowest id) is always valid since it is unrestricted. Otherwise
  /// the marker or the other error symbol qualifies when its coefficient is negative: since
  /// the row's constant is not negative, solving for it gives it a non-negative value.
  private func subject(of row: LayoutRow, markers: LayoutMarkers) -> LayoutSymbol? {
    if let external = row.cells.first(where: { !$0.symbol.isRestricted }) {
      return external.symbol
    }
    for candidate in [markers.marker, markers.other].compactMap({ $0 })
    where candidate.isPivotable && row.coefficient(of: candidate) < 0 {
      return candidate
    }
    return nil
  }
}
