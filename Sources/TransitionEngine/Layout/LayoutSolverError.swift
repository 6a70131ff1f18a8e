/// The error thrown when a required constraint cannot hold together with the required ones.
///
/// The solver recovers the way UIKit does when it "breaks a constraint", with one fixed rule:
/// the constraint that was just added (or re-added by `setConstant`) is the one broken. It is
/// not added, the solver is left exactly as it was before the call, and this error reports it.
package struct LayoutSolverError: Error, Equatable, Sendable {
  /// The tag of the rejected constraint.
  package let tag: Int

  /// The tags of already added required constraints that conflict with the rejected one.
  ///
  /// The tags come from the simplex certificate of infeasibility, so they name the required
  /// constraints that together with the rejected one admit no solution. They are sorted
  /// ascending, and the array may be empty when the solver cannot attribute the conflict.
  package let conflictingTags: [Int]

  /// Creates an error for the rejected constraint `tag`.
  ///
  /// - Parameters:
  ///   - tag: The tag of the rejected constraint.
  ///   - conflictingTags: The tags of the required constraints it conflicts with.
  package init(tag: Int, conflictingTags: [Int]) {
    self.tag = tag
    self.conflictingTags = conflictingTags
  }
}
