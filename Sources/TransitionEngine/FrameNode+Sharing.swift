// Sharing storage between frames. A timeline repeats most of each frame in the next (a view
// that does not move, a snapshot's frozen content in every piece cut from it), and every node
// that stands for a repeated one holds the same arrays, extras box and strings instead of
// copies. Only values identical bit for bit are shared, so nothing any output reads changes.

extension FrameNode {
  /// Whether the two trees are the same bit for bit: doubles by their bit patterns, strings by
  /// their UTF-8 bytes, so either can stand for the other in every output.
  ///
  /// Subtrees already shared compare by their storage, so comparing a node whose children
  /// stand for the previous frame's costs one look at each child.
  package func isIdentical(to other: FrameNode) -> Bool {
    id == other.id && isHidden == other.isHidden && masksToBounds == other.masksToBounds
      && snapshotOf == other.snapshotOf && sameBits(frame, other.frame)
      && sameBits(alpha, other.alpha) && sameBits(color, other.color)
      && sameBits(transform, other.transform) && sameBits(boundsOrigin, other.boundsOrigin)
      && sameBits(anchorPoint, other.anchorPoint) && sameBits(zPosition, other.zPosition)
      && sameBits(cornerRadius, other.cornerRadius) && sameText(kind, other.kind)
      && sameText(name, other.name) && sameText(text, other.text)
      && (extras === other.extras || extras.value.isIdentical(to: other.extras.value))
      && Self.identical(children, other.children) && Self.identical(content, other.content)
      && Self.identical(mask, other.mask)
  }

  /// Takes `other`'s storage for every part that is identical to this node's (its extras box,
  /// its strings, its lists of children, content and mask), so that storage is held once.
  package mutating func shareStorage(with other: FrameNode) {
    if extras !== other.extras, extras.value.isIdentical(to: other.extras.value) {
      extras = other.extras
    }
    if sameText(kind, other.kind) { kind = other.kind }
    if let name, let theirs = other.name, sameText(name, theirs) { self.name = theirs }
    if let text, let theirs = other.text, sameText(text, theirs) { self.text = theirs }
    if Self.identical(children, other.children) { children = other.children }
    if Self.identical(content, other.content) { content = other.content }
    if Self.identical(mask, other.mask) { mask = other.mask }
  }

  /// Whether two lists of nodes are identical: the same storage, or node by node (read in
  /// place: copying a node out of its list would retain each of its references).
  private static func identical(_ a: [FrameNode], _ b: [FrameNode]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        x.baseAddress == y.baseAddress || x.indices.allSatisfy { x[$0].isIdentical(to: y[$0]) }
      }
    }
  }
}

extension FrameNodeExtras {
  /// Whether the values are the same bit for bit.
  ///
  /// Values with arrays inside (shapes, particles, shadow paths, gradients) count as identical
  /// only when both are absent, which keeps the check cheap; images by identity.
  func isIdentical(to other: FrameNodeExtras) -> Bool {
    sameBits(borderWidth, other.borderWidth) && sameBits(borderColor, other.borderColor)
      && sameBits(shadowColor, other.shadowColor) && sameBits(shadowOpacity, other.shadowOpacity)
      && sameBits(shadowRadius, other.shadowRadius) && sameBits(shadowOffset, other.shadowOffset)
      && sameBits(textColor, other.textColor) && sameBits(fontSize, other.fontSize)
      && textAlignment == other.textAlignment && sameBits(fontWeight, other.fontWeight)
      && numberOfLines == other.numberOfLines
      && sameBits(sublayerTransform, other.sublayerTransform)
      && sameBits(anchorPointZ, other.anchorPointZ) && isDoubleSided == other.isDoubleSided
      && shape == nil && other.shape == nil && particles == nil && other.particles == nil
      && shadowPath == nil && other.shadowPath == nil && gradient == nil && other.gradient == nil
      && visualEffect == nil && other.visualEffect == nil
      && sameOptional(curl, other.curl) { sameBits($0, $1) }
      && sameOptional(warp, other.warp) { $0.kind == $1.kind && sameBits($0.progress, $1.progress) }
      && sameOptional(snapshotRegion, other.snapshotRegion) { sameBits($0, $1) }
      && sameOptional(crossfade, other.crossfade) { sameBits($0, $1) }
      && sameOptional(bitmap, other.bitmap) { $0 === $1 }
  }
}

/// Whether two optionals are both absent, or both present and `same`.
private func sameOptional<T>(_ a: T?, _ b: T?, _ same: (T, T) -> Bool) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case let (x?, y?): return same(x, y)
  default: return false
  }
}

/// Whether two strings have the same UTF-8 bytes (`==` also equates canonically equivalent
/// strings, which draw differently).
private func sameText(_ a: String?, _ b: String?) -> Bool {
  sameOptional(a, b) { x, y in
    guard x.utf8.count == y.utf8.count else { return false }
    // Native strings keep their bytes together: one comparison of the two buffers.
    let together = x.utf8.withContiguousStorageIfAvailable { p in
      y.utf8.withContiguousStorageIfAvailable { q in
        p.count == 0 || p.baseAddress == q.baseAddress || p.elementsEqual(q)
      }
    }
    return together.flatMap { $0 } ?? x.utf8.elementsEqual(y.utf8)
  }
}

/// Whether two values of a plain type made of doubles (no padding, no references) have the
/// same bytes.
func sameBits<T>(_ a: T, _ b: T) -> Bool {
  withUnsafeBytes(of: a) { x in
    withUnsafeBytes(of: b) { y in
      guard x.count % 8 == 0 else { return x.elementsEqual(y) }
      for offset in stride(from: 0, to: x.count, by: 8)
      where x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      return true
    }
  }
}

extension FrameRecorder {
  /// The view's last recording when `node` is identical to it, else `node` sharing what it
  /// can of it; `node` becomes the last recording.
  static func sharing(_ node: FrameNode, of view: ViewNode) -> FrameNode {
    guard let last = view.lastRecorded else {
      view.lastRecorded = node
      return node
    }
    if node.isIdentical(to: last) { return last }
    var shared = node
    shared.shareStorage(with: last)
    view.lastRecorded = shared
    return shared
  }
}
