/// A mesh warp over a node's drawing in one frame: everything the node draws is moved about
/// as a picture, as the `rippleEffect` and `suckEffect` CATransitions draw their looks.
///
/// The warp's shape follows from its kind, its progress and the node's bounds; the renderer
/// computes it (`RasterCanvas+Warp`), so a timeline only carries these two values.
package struct WarpFrame: Equatable, Sendable {
  /// The warps Core Animation's private transition types draw.
  package enum Kind: String, CaseIterable, Sendable {
    /// Circular waves spread from the middle, their height fading as they go ("rippleEffect").
    case ripple
    /// The picture is pinched into the middle of its bottom edge and slides into it, the top
    /// rows following ("suckEffect", the genie effect).
    case suck
  }

  package var kind: Kind
  /// How far the warp has gone: 0 the picture as it is, 1 the warp's end (the ripples calm, or
  /// the picture wholly sucked away).
  package var progress: Double

  /// A warp of a kind at a progress.
  package init(kind: Kind, progress: Double) {
    self.kind = kind
    self.progress = progress
  }
}
