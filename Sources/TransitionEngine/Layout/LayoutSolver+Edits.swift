extension LayoutSolver {
  /// Makes `variable` an edit variable, whose value the caller suggests at `priority`.
  ///
  /// The edit constraint starts at the variable's current value, so adding it does not move
  /// anything; making an edit variable again replaces its priority.
  ///
  /// - Parameters:
  ///   - variable: The variable to edit, such as a view's intrinsic width.
  ///   - priority: A soft priority in `1..<1000`; required edits are a programmer error.
  package func addEditVariable(_ variable: LayoutVariable, priority: Double) {
    precondition(
      LayoutPriority.isValid(priority) && priority < LayoutPriority.required,
      "Edit variable priorities must lie within 1..<1000")
    if edits[variable] != nil {
      removeEditVariable(variable)
    }
    let current = value(of: variable)
    let expression = LayoutExpression(variable).adding(LayoutExpression(current).scaled(by: -1))
    let insertion = insertRow(expression, .equal, weight: LayoutPriority.weight(priority))
    guard case .added(let markers) = insertion else {
      preconditionFailure("A soft edit constraint cannot conflict")
    }
    edits[variable] = LayoutEditRecord(markers: markers, priority: priority, constant: current)
  }

  /// Stops editing `variable`; does nothing when it is not an edit variable.
  ///
  /// - Parameter variable: The edit variable to remove.
  package func removeEditVariable(_ variable: LayoutVariable) {
    guard let record = edits.removeValue(forKey: variable) else { return }
    removeFromTableau(record.markers)
  }

  /// Returns whether `variable` is an edit variable.
  ///
  /// - Parameter variable: The variable to look for.
  /// - Returns: `true` when `addEditVariable` was called for it and it was not removed.
  package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests `value` for the edit variable `variable` and re-solves incrementally.
  ///
  /// The suggestion holds at the edit variable's priority: stronger constraints, and required
  /// ones in particular, clamp it. Suggesting for a variable that is not an edit variable is a
  /// programmer error and traps.
  ///
  /// - Parameters:
  ///   - variable: An edit variable.
  ///   - value: The finite value to suggest.
  package func suggest(_ variable: LayoutVariable, _ value: Double) {
    precondition(value.isFinite, "Suggested layout values must be finite")
    guard var record = edits[variable] else {
      preconditionFailure("Suggested a value for a variable that is not an edit variable")
    }
    guard let minus = record.markers.other else {
      preconditionFailure("An edit constraint always has two error symbols")
    }
    let delta = value - record.constant
    record.constant = value
    edits[variable] = record
    tableau.shiftEditConstant(plus: record.markers.marker, minus: minus, by: delta)
  }
}
