/// How the GIF encoder chooses colour tables.
package enum GIFPaletteMode: Sendable {
  /// A global table from the first frame; a local table for a frame the global one does not hold
  /// exactly (see `GIFEncoder` for the rule).
  case automatic
  /// One global table from the first frame; every frame maps to it.
  case global
  /// A local table for every frame, built from the pixels that frame changes.
  case perFrame
}
