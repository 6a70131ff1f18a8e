extension Engine {
  /// A snapshot of a rectangle of a view, as UIView.resizableSnapshotView(from:
  /// afterScreenUpdates:withCapInsets:) makes it: its bounds are the rectangle's size, it shows
  /// only that part of the view, and when resized its cap insets (top, left, bottom, right)
  /// keep their size while the middle stretches.
  ///
  /// The rectangle may reach outside the view's bounds (what lies there is drawn as it is,
  /// clear where the view draws nothing). Nil for an empty or non-finite rectangle.
  package func snapshot(
    of source: ViewNode, afterScreenUpdates: Bool, region: Rect, capInsets: SIMD4<Double>
  ) -> ViewNode? {
    guard region.isFinite, region.width > 0, region.height > 0 else { return nil }
    let snapshot = self.snapshot(of: source, afterScreenUpdates: afterScreenUpdates)
    var insets = capInsets
    for lane in 0..<4 where !(insets[lane] >= 0 && insets[lane].isFinite) { insets[lane] = 0 }
    snapshot.snapshotRegion = SnapshotRegion(rect: region, capInsets: insets)
    snapshot.setModelValue(.bounds, PropertyValue(0, 0, region.width, region.height))
    snapshot.setModelValue(.position, PropertyValue(region.width / 2, region.height / 2))
    return snapshot
  }
}
