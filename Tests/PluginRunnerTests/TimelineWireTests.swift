import AnimHostTestSupport
import PluginBridge
import PluginHost
import PluginRunner
import Testing
import TransitionEngine

@Suite struct TimelineWireTests {
  /// Every bundled plugin, as the run child would compute it.
  static let plugins = [
    "AutumnLeaves", "CardSheet", "ChristmasSnow", "CrossDissolve", "EasterEggCrack",
    "GrowFromButton", "HalloweenFlip", "NewYearFireworks", "ScaleSegue", "ValentineHeart",
  ]

  /// Runs a built plugin's first animator (or the one named) in this process.
  static func timeline(
    _ plugin: String, animator id: String? = nil, scene: String = "pets",
    cancelAt: CancelPoint? = nil
  ) throws -> Timeline {
    let file = try PluginFile.open(BuiltProducts.plugin(plugin), allowInsecure: false) { _ in }
    let animator = try #require(try PluginLoader.load(file).first { id == nil || $0.id == id })
    let size = Size.phone
    let request = TransitionRequest(
      scene: try #require(Scene.builtIn(scene, size: size)), size: size, fps: 30,
      cancelAt: cancelAt)
    let parameters = try ParameterResolver.resolve([], for: animator)
    return try PluginTransition.run(animator, parameters: parameters, request: request)
  }

  @Test(arguments: plugins)
  func everyBundledAnimatorRoundTripsExactly(_ plugin: String) throws {
    let timeline = try Self.timeline(plugin)
    let bytes = TimelineWire.encode(timeline)
    #expect(try TimelineWire.decode(bytes, subject: "t") == timeline)
    #expect(TimelineWire.encode(try TimelineWire.decode(bytes, subject: "t")) == bytes)
  }

  /// A view identical to the last one sent with its id travels as its id: three identical
  /// pieces cost one piece and two repeats of five bytes (the flag's varint and the id).
  @Test func aRepeatedViewTravelsAsItsIdAndSharesStorage() throws {
    let leaf = FrameNode(
      id: 2, name: "leaf", kind: "view", frame: Rect(x: 1, y: 2, width: 3, height: 4),
      alpha: 0.5, isHidden: false, color: .white)
    let piece = FrameNode(
      id: 1, name: "piece", kind: "view", frame: .zero, alpha: 1, isHidden: false,
      color: .black, children: [leaf])
    func root(_ pieces: Int) -> FrameNode {
      FrameNode(
        id: 0, name: nil, kind: "window", frame: .zero, alpha: 1, isHidden: false,
        color: .black, children: Array(repeating: piece, count: pieces))
    }
    var one = WireWriter()
    one.node(root(1))
    var three = WireWriter()
    three.node(root(3))
    #expect(three.bytes.count == one.bytes.count + 2 * 5)
    var reader = WireReader(three.bytes, subject: "t")
    let decoded = try reader.node()
    #expect(decoded == root(3))
    #expect(reader.isAtEnd)
    let storage = decoded.children.map { $0.children.withUnsafeBufferPointer { $0.baseAddress } }
    #expect(Set(storage).count == 1, "the repeats are the first piece, not copies")
  }

  /// Repeats the reader must refuse: of a view never sent, and deeper than the view repeated
  /// was (which could nest a tree past `maximumNodeDepth`).
  @Test(arguments: [
    (sentFirst: false, message: "a repeat of view 7, not sent"),
    (sentFirst: true, message: "a repeat of view 7 deeper than the view it repeats"),
  ])
  func aRepeatOfNothingOrDeeperIsMalformed(sentFirst: Bool, message: String) throws {
    var writer = WireWriter()
    if sentFirst {
      writer.node(
        FrameNode(
          id: 7, name: nil, kind: "view", frame: .zero, alpha: 1, isHidden: false, color: .black))
    }
    // A root (id 3) with one child: the repeat of view 7, one level down.
    writer.unsigned(1 << 15)
    writer.signed(3)
    writer.string("view")
    writer.rect(.zero)
    writer.double(1)
    writer.bool(false)
    writer.color(.black)
    writer.count(1)
    writer.unsigned(1 << 25)
    writer.signed(7)
    var reader = WireReader(writer.bytes, subject: "t")
    if sentFirst { _ = try reader.node() }
    let error = #expect(throws: PluginRunError.self) { try reader.node() }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }

  /// A tree whose every level holds the level below twice: `levels` + 1 nodes on the wire (each
  /// second copy is a repeat), 2^(levels + 1) − 1 views when drawn.
  static func doubling(_ levels: Int) -> FrameNode {
    var node = FrameNode(
      id: 0, name: nil, kind: "view", frame: .zero, alpha: 1, isHidden: false, color: .black)
    for level in 0..<levels {
      node = FrameNode(
        id: level + 1, name: nil, kind: "view", frame: .zero, alpha: 1, isHidden: false,
        color: .black, children: [node, node])
    }
    return node
  }

  @Test("repeats count as every view they stand for, so a few bytes cannot make a huge tree")
  func repeatsCountInFull() throws {
    var small = WireWriter()
    small.node(Self.doubling(10))
    var reader = WireReader(small.bytes, subject: "t")
    #expect(try reader.node() == Self.doubling(10))
    var huge = WireWriter()
    huge.node(Self.doubling(24))
    #expect(huge.bytes.count < 4_000, "\(huge.bytes.count) bytes for 2^25 − 1 views")
    reader = WireReader(huge.bytes, subject: "t")
    let error = #expect(throws: PluginRunError.self) { try reader.node() }
    #expect(
      error?.message.contains("more than \(WireReader.maximumViews) views, counting repeats")
        == true, "\(error?.message ?? "")")
  }

  /// Explode cuts a snapshot into 220 pieces, each showing the snapshot's frozen content: it
  /// travels in full once, and the host's frames share it as the child's did.
  @Test func explodesFrozenContentTravelsOnce() throws {
    let timeline = try Self.timeline("IBAnimatableTransitions", animator: "explode")
    let bytes = TimelineWire.encode(timeline)
    let decoded = try TimelineWire.decode(bytes, subject: "t")
    #expect(decoded == timeline)
    #expect(TimelineWire.encode(decoded) == bytes)
    func contents(_ node: FrameNode) -> [[FrameNode]] {
      (node.content.isEmpty ? [] : [node.content]) + node.children.flatMap(contents)
    }
    let frames = try #require(decoded.segments.first?.frames)
    let storage = frames.flatMap { contents($0.root) }.flatMap { list in
      list.map { $0.children.withUnsafeBufferPointer { $0.baseAddress } }
    }
    #expect(storage.count > 200 * frames.count, "\(storage.count) pieces' contents")
    #expect(Set(storage).count < 300, "\(Set(storage).count) different storages")
  }

  @Test func aCancelledRunKeepsTheWindowBefore() throws {
    let timeline = try Self.timeline("CardSheet", cancelAt: .fraction(0.5))
    #expect(timeline.segments.contains { $0.before != nil })
    #expect(try TimelineWire.decode(TimelineWire.encode(timeline), subject: "t") == timeline)
  }

  @Test func everyOptionalPartOfAViewSurvives() throws {
    var mask = FrameNode(
      id: 3, name: nil, kind: "shape", frame: Rect(x: 0, y: 0, width: 4, height: 4), alpha: 1,
      isHidden: false, color: .white)
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 4, y: 0))
    path.quad(to: Point(x: 4, y: 4), control: Point(x: 5, y: 2))
    path.cubic(to: Point(x: 0, y: 4), control1: Point(x: 3, y: 5), control2: Point(x: 1, y: 5))
    path.close()
    mask.shape = ShapeFrame(
      style: ShapeStyle(path: path, fillRule: .evenOdd, lineCap: .round, lineJoin: .bevel),
      fillColor: .black, strokeColor: .white, lineWidth: 2, strokeStart: 0.25, strokeEnd: 0.75)
    var node = FrameNode(
      id: -7, name: "hero", kind: "view", frame: Rect(x: 1, y: 2, width: 3, height: 4),
      alpha: 0.5, isHidden: true, color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4),
      text: "Tap me ✓", textColor: .white, fontSize: 21, textAlignment: 2, snapshotOf: 9,
      content: [mask], children: [mask])
    node.boundsOrigin = Point(x: 5, y: -6)
    node.anchorPoint = Point(x: 0, y: 1)
    node.transform = Transform3D(SIMD16((0..<16).map { Double($0) / 7 }))
    node.zPosition = -0.0
    node.cornerRadius = 12
    node.masksToBounds = true
    node.borderWidth = 1
    node.borderColor = .white
    node.shadowColor = .white
    node.shadowOpacity = 0.3
    node.shadowRadius = 8
    node.shadowOffset = Size(width: 2, height: 5)
    node.mask = [mask]
    node.particles = ParticleFrame(
      cellPaths: [path, Path()],
      particles: [Particle(x: 1, y: 2, scale: 3, rotation: 4, color: .white, cell: 1)])
    var writer = WireWriter()
    writer.node(node)
    var reader = WireReader(writer.bytes, subject: "t")
    let decoded = try reader.node()
    #expect(decoded == node)
    #expect(decoded.zPosition.sign == .minus)
    #expect(reader.isAtEnd)
  }

  @Test("a ripple or suck warp survives the wire", arguments: WarpFrame.Kind.allCases)
  func warpsSurvive(kind: WarpFrame.Kind) throws {
    var node = FrameNode(
      id: 4, name: nil, kind: "view", frame: Rect(x: 0, y: 0, width: 8, height: 8), alpha: 1,
      isHidden: false, color: .white)
    node.warp = WarpFrame(kind: kind, progress: 0.375)
    var writer = WireWriter()
    writer.node(node)
    var reader = WireReader(writer.bytes, subject: "t")
    #expect(try reader.node() == node)
    #expect(reader.isAtEnd)
  }

  /// Inputs that are not a timeline of this version, and the words their error contains.
  static let malformed: [(name: String, bytes: [UInt8], message: String)] = [
    ("empty", [], "unexpected end of data"),
    ("wrong magic", Array("GIF89a".utf8), "not a timeline"),
    ("newer version", TimelineWire.magic + [4], "timeline format 4, this host reads 3"),
    ("older version", TimelineWire.magic + [2], "timeline format 2, this host reads 3"),
    (
      "huge count",
      TimelineWire.magic + [3, 0, 0] + [UInt8](repeating: 0, count: 16) + [0, 0]
        + [0xFF, 0xFF, 0xFF, 0xFF, 0x0F], "exceeds the data left"
    ),
    (
      "overlong varint", TimelineWire.magic + [3] + [UInt8](repeating: 0xFF, count: 11),
      "varint too long"
    ),
    (
      "an image larger than the data",
      TimelineWire.magic + [3, 0, 0] + [UInt8](repeating: 0, count: 16) + [0, 0] + [1, 1, 0x61]
        + [2, 2, 0, 0], "an image of 2×2 pixels does not fit the data left"
    ),
  ]

  @Test("images travel once in the table and every node showing one gets it back")
  func bitmapsRoundTrip() throws {
    let picture = BitmapImage(
      name: "p.png", width: 2, height: 1, pixels: [0xFF00_00FF, 0x8000_8000])
    var node = FrameNode(
      id: 1, name: "a", kind: "image", frame: .zero, alpha: 1, isHidden: false, color: .clear)
    node.bitmap = picture
    let frames = (0..<3).map { Frame(index: $0, time: Double($0) / 10, root: node) }
    let timeline = Timeline(
      animatorID: "t", scene: "s", size: .phone, fps: 10, seed: 1,
      segments: [
        TransitionSegment(
          direction: .present, style: .fullScreen, animator: "t", duration: 0.2,
          completedAt: 0.2, didComplete: true, frames: frames, events: [], diagnostics: [])
      ])
    let bytes = TimelineWire.encode(timeline)
    let decoded = try TimelineWire.decode(bytes, subject: "t")
    #expect(decoded == timeline)
    let roots = decoded.segments[0].frames.map(\.root.bitmap)
    #expect(roots.allSatisfy { $0 === roots[0] }, "one image object for every frame")
    var plain = timeline
    plain.segments[0].frames = frames.map {
      var f = $0; f.root.bitmap = nil; return f
    }
    let extra = bytes.count - TimelineWire.encode(plain).count
    // The table (count, name, size, 8 bytes of pixels) once, then a few bytes a frame.
    #expect(extra < 17 + 3 * 5, "\(extra) bytes")
  }

  @Test(arguments: malformed.indices)
  func malformedInputIsAnErrorNamingTheInput(_ index: Int) {
    let input = Self.malformed[index]
    let error = #expect(throws: PluginRunError.self) {
      try TimelineWire.decode(input.bytes, subject: "the run child's timeline")
    }
    #expect(error?.message.hasPrefix("the run child's timeline: ") == true, "\(input.name)")
    #expect(
      error?.message.contains(input.message) == true, "\(input.name): \(error?.message ?? "")")
  }

  @Test func everyTruncationIsAnErrorAndTrailingBytesAreToo() throws {
    let bytes = TimelineWire.encode(try Self.timeline("GrowFromButton"))
    let cuts = stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200))
    let failures = cuts.filter {
      (try? TimelineWire.decode(Array(bytes[..<$0]), subject: "t")) != nil
    }
    #expect(failures.isEmpty)
    #expect(throws: PluginRunError.self) { try TimelineWire.decode(bytes + [0], subject: "t") }
  }

  @Test func viewsNestedTooDeepAreRejectedWithoutRecursingFurther() {
    var writer = WireWriter()
    let depth = WireReader.maximumNodeDepth + 1
    var leaf = FrameNode(
      id: 0, name: nil, kind: "view", frame: .zero, alpha: 1, isHidden: false, color: .black)
    for level in 1..<depth {
      leaf = FrameNode(
        id: level, name: nil, kind: "view", frame: .zero, alpha: 1, isHidden: false,
        color: .black, children: [leaf])
    }
    writer.node(leaf)
    var reader = WireReader(writer.bytes, subject: "t")
    let error = #expect(throws: PluginRunError.self) { try reader.node() }
    #expect(error?.message.contains("nested deeper than \(WireReader.maximumNodeDepth)") == true)
  }
}
