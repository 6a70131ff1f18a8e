import Testing
import TransitionEngine

/// The rest of Core Animation's layers as the frame recorder writes them: 3D geometry, shadow
/// paths, dashes, gradients (their colours and locations animated), replicated copies and
/// region snapshots.
@Suite struct LayerEffectsRecordingTests {
  private static func recorded(_ f: LayerFixture, at time: Double = 0) -> FrameNode? {
    FrameRecorder.record(f.engine.window, time: time).children.first { $0.id == f.layer.id }
  }

  @Test("sublayerTransform, anchorPointZ, isDoubleSided, shadowPath and dashes are recorded")
  func layerFieldsAreRecorded() throws {
    let f = LayerFixture(shape: .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    var perspective = Transform3D.identity
    perspective[2, 3] = -1.0 / 500
    f.layer.setModelValue(.sublayerTransform, perspective.m)
    f.layer.setModelValue(.anchorPointZ, PropertyValue(scalar: -50))
    f.layer.isDoubleSided = false
    f.layer.shadowPath = .ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
    f.layer.shape?.lineDashPattern = [4, 2]
    f.layer.setModelValue(.lineDashPhase, PropertyValue(scalar: 3))
    let node = try #require(Self.recorded(f))
    #expect(node.sublayerTransform == perspective && node.anchorPointZ == -50)
    #expect(!node.isDoubleSided && node.shadowPath == f.layer.shadowPath)
    #expect(node.shape?.lineDashPattern == [4, 2] && node.shape?.lineDashPhase == 3)
  }

  @Test(
    "new key paths parse to their properties",
    arguments: [
      ("sublayerTransform", AnimatableProperty.sublayerTransform, 16),
      ("sublayerTransform.rotation.y", .sublayerTransform, 1), ("anchorPointZ", .anchorPointZ, 1),
      ("lineDashPhase", .lineDashPhase, 1), ("startPoint", .startPoint, 2),
      ("endPoint.y", .endPoint, 1), ("instanceDelay", .instanceDelay, 1),
      ("instanceTransform.translation.x", .instanceTransform, 1),
      ("instanceColor", .instanceColor, 4), ("instanceAlphaOffset", .instanceColorOffsets, 1),
    ] as [(String, AnimatableProperty, Int)])
  func newKeyPathsParse(name: String, property: AnimatableProperty, width: Int) throws {
    let keyPath = try #require(LayerKeyPath.parse(name))
    #expect(keyPath.property == property && keyPath.width == width)
    #expect(keyPath.name == name)
  }

  @Test("a sublayerTransform function animates its part of the matrix")
  func aSublayerTransformFunctionAnimates() {
    let f = LayerFixture()
    f.add(LayerFixture.basic("sublayerTransform.rotation.y", from: [0], to: [.pi / 2]))
    let shown = Transform3D(f.shown(.sublayerTransform, at: 0.5))
    #expect(abs(shown[0, 0] - 0.7071) < 1e-3 && abs(shown[1, 1] - 1) < 1e-9)
  }

  @Test("a gradient records its colours, locations and points; colors and locations animate")
  func gradientsRecordAndAnimate() throws {
    let f = LayerFixture()
    f.layer.gradient = GradientStyle(colors: [.black, .white], locations: [0, 1])
    f.layer.setModelValue(.startPoint, PropertyValue(0, 0))
    f.add(
      LayerFixture.basic("colors", from: [1, 0, 0, 1, 0, 0, 1, 1], to: [0, 0, 0, 1, 1, 1, 1, 1]))
    f.add(
      LayerFixture.keyframes("locations", [[0, 1], [0.5, 1], [0, 0.5]], keyTimes: [0, 0.5, 1]))
    let node = try #require(Self.recorded(f, at: 0.5))
    #expect(node.kind == "gradient")
    let gradient = try #require(node.gradient)
    #expect(gradient.colors.count == 2 && abs(gradient.colors[0].red - 0.5) < 1e-9)
    #expect(abs(gradient.colors[1].blue - 1) < 1e-9 && abs(gradient.colors[1].red - 0.5) < 1e-9)
    #expect(gradient.locations == [0.5, 1])
    #expect(gradient.startPoint == Point(x: 0, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
  }

  @Test("arrays of different lengths switch at half, as paths whose elements differ")
  func mismatchedArraysSwitchAtHalf() throws {
    let f = LayerFixture()
    f.layer.gradient = GradientStyle(colors: [.black, .white])
    f.add(LayerFixture.basic("locations", from: [0, 1], to: [0, 0.5, 1]))
    #expect(try #require(Self.recorded(f, at: 0.4)?.gradient?.locations) == [0, 1])
  }

  @Test("a colors animation on a layer that is not a gradient is refused")
  func colorsNeedAGradient() {
    let f = LayerFixture()
    #expect(!f.add(LayerFixture.basic("colors", from: [0, 0, 0, 1], to: [1, 1, 1, 1])))
    #expect(f.codes == ["invalid-animation"])
  }

  @Test(
    "a replicator draws delayed, transformed, tinted copies of its sublayers",
    arguments: [1, 3])
  func replicatorsDrawCopies(count: Int) throws {
    let f = LayerFixture()
    f.layer.replicator = ReplicatorStyle(instanceCount: count)
    f.layer.setModelValue(.instanceTransform, Transform3D.translation(20, 0).m)
    f.layer.setModelValue(.instanceDelay, PropertyValue(scalar: 0.25))
    f.layer.setModelValue(.instanceColorOffsets, PropertyValue(-0.25, 0, 0, 0))
    let dot = f.engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    dot.setModelValue(.backgroundColor, Color.white.vector)
    f.layer.add(dot)
    f.engine.addAnimation(LayerFixture.basic("opacity", from: [0], to: [1]), forKey: "o", to: dot) {
      _ in
    }
    let node = try #require(Self.recorded(f, at: 0.5))
    #expect(node.kind == "replicator" && node.children.count == count)
    for (i, copy) in node.children.enumerated() {
      #expect(copy.kind == "replica" && copy.id == f.layer.id)
      #expect(abs(copy.transform.m[12] - 20 * Double(i)) < 1e-9)
      let child = try #require(copy.children.first)
      #expect(abs(child.alpha - (0.5 - 0.25 * Double(i))) < 1e-9, "copy \(i) lags")
      #expect(abs(child.color.red - (1 - 0.25 * Double(i))) < 1e-9, "copy \(i) tinted")
    }
  }

  @Test("a region snapshot is the rectangle's size and records the region and caps")
  func regionSnapshots() throws {
    let f = LayerFixture()
    let region = Rect(x: 10, y: 20, width: 30, height: 40)
    let snapshot = try #require(
      f.engine.snapshot(
        of: f.layer, afterScreenUpdates: false, region: region, capInsets: SIMD4(1, 2, 3, 4)))
    #expect(snapshot.bounds.size == Size(width: 30, height: 40))
    #expect(snapshot.snapshotRegion == SnapshotRegion(rect: region, capInsets: SIMD4(1, 2, 3, 4)))
    let empty = Rect(x: 0, y: 0, width: 0, height: 10)
    #expect(
      f.engine.snapshot(of: f.layer, afterScreenUpdates: false, region: empty, capInsets: .zero)
        == nil)
  }
}
