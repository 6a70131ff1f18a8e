/// An unknown of the layout system, such as the left edge or the width of a view.
///
/// Variables are plain identifiers: the caller chooses the ids and the solver creates its
/// internal bookkeeping the first time a variable appears in a constraint or edit.
package struct LayoutVariable: Hashable, Sendable {
  /// The caller-chosen identifier of the variable.
  package let id: Int

  /// Creates the variable identified by `id`.
  ///
  /// - Parameter id: The identifier; two variables with the same id are the same unknown.
  package init(_ id: Int) {
    self.id = id
  }
}
