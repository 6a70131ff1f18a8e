import TransitionEngine

// A timeline's images travel once, in a table before the frames; a node that shows one sends
// its index in the table.

extension WireWriter {
  /// Appends the table of the images the timeline's frames show, in the order first seen, and
  /// remembers each one's index.
  ///
  /// A list of nodes whose storage was visited already (the engine's frames share what repeats)
  /// holds no image not yet seen, and is skipped.
  mutating func bitmapTable(_ timeline: Timeline) {
    var table: [BitmapImage] = []
    var visitedLists = Set<UnsafeRawPointer>()
    func visit(_ node: FrameNode) {
      if let bitmap = node.bitmap, bitmapIndices[ObjectIdentifier(bitmap)] == nil {
        bitmapIndices[ObjectIdentifier(bitmap)] = table.count
        table.append(bitmap)
      }
      visit(node.content)
      visit(node.mask)
      visit(node.children)
    }
    func visit(_ list: [FrameNode]) {
      guard let storage = list.withUnsafeBufferPointer({ $0.baseAddress }),
        visitedLists.insert(UnsafeRawPointer(storage)).inserted
      else { return }
      list.forEach(visit)
    }
    for segment in timeline.segments {
      segment.frames.forEach { visit($0.root) }
      if let before = segment.before { visit(before) }
    }
    count(table.count)
    for bitmap in table { self.bitmap(bitmap) }
  }

  /// Appends one image: its name, size and pixels.
  mutating func bitmap(_ bitmap: BitmapImage) {
    string(bitmap.name)
    count(bitmap.width)
    count(bitmap.height)
    for pixel in bitmap.pixels { fixed32(pixel) }
  }
}

extension WireReader {
  /// Reads a timeline's image table.
  mutating func bitmapTable() throws(PluginRunError) {
    let count = try count(minimumSize: 3)
    for _ in 0..<count { bitmaps.append(try bitmap()) }
  }

  /// Reads one image; its pixels must fit in the bytes left.
  mutating func bitmap() throws(PluginRunError) -> BitmapImage {
    let name = try string()
    let width = try count(minimumSize: 0)
    let height = try count(minimumSize: 0)
    guard width > 0, height > 0, width <= 16_384, height <= 16_384,
      width * height <= remaining / 4
    else { throw malformed("an image of \(width)×\(height) pixels does not fit the data left") }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for _ in 0..<(width * height) { pixels.append(try fixed32()) }
    return BitmapImage(name: name, width: width, height: height, pixels: pixels)
  }
}
