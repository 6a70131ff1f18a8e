import Testing
import TransitionEngine

/// Core Animation's key paths: names, widths, and how a part reads and writes a whole value.
@Suite struct LayerKeyPathTests {
  static let named: [(String, LayerKeyPath, Int?)] = [
    ("opacity", .property(.alpha), 1), ("position", .property(.position), 2),
    ("bounds", .property(.bounds), 4), ("transform", .property(.transform), 16),
    ("anchorPoint", .property(.anchorPoint), 2), ("zPosition", .property(.zPosition), 1),
    ("cornerRadius", .property(.cornerRadius), 1), ("borderWidth", .property(.borderWidth), 1),
    ("borderColor", .property(.borderColor), 4),
    ("backgroundColor", .property(.backgroundColor), 4),
    ("shadowColor", .property(.shadowColor), 4), ("shadowOpacity", .property(.shadowOpacity), 1),
    ("shadowRadius", .property(.shadowRadius), 1), ("shadowOffset", .property(.shadowOffset), 2),
    ("fillColor", .property(.fillColor), 4), ("strokeColor", .property(.strokeColor), 4),
    ("lineWidth", .property(.lineWidth), 1), ("strokeStart", .property(.strokeStart), 1),
    ("strokeEnd", .property(.strokeEnd), 1),
    ("position.x", .lanes(.position, start: 0, count: 1), 1),
    ("position.y", .lanes(.position, start: 1, count: 1), 1),
    ("bounds.size", .lanes(.bounds, start: 2, count: 2), 2),
    ("bounds.size.width", .lanes(.bounds, start: 2, count: 1), 1),
    ("bounds.size.height", .lanes(.bounds, start: 3, count: 1), 1),
    ("bounds.origin", .lanes(.bounds, start: 0, count: 2), 2),
    ("anchorPoint.x", .lanes(.anchorPoint, start: 0, count: 1), 1),
    ("anchorPoint.y", .lanes(.anchorPoint, start: 1, count: 1), 1),
    ("shadowOffset.width", .lanes(.shadowOffset, start: 0, count: 1), 1),
    ("shadowOffset.height", .lanes(.shadowOffset, start: 1, count: 1), 1),
    ("transform.scale", .transform(.scale), 1), ("transform.scale.x", .transform(.scaleX), 1),
    ("transform.scale.y", .transform(.scaleY), 1), ("transform.scale.z", .transform(.scaleZ), 1),
    ("transform.rotation", .transform(.rotationZ), 1),
    ("transform.rotation.x", .transform(.rotationX), 1),
    ("transform.rotation.y", .transform(.rotationY), 1),
    ("transform.rotation.z", .transform(.rotationZ), 1),
    ("transform.translation", .transform(.translation), 2),
    ("transform.translation.x", .transform(.translationX), 1),
    ("transform.translation.y", .transform(.translationY), 1),
    ("transform.translation.z", .transform(.translationZ), 1), ("path", .path, nil),
  ]

  @Test("every Core Animation key path parses with its width", arguments: named)
  func parse(name: String, keyPath: LayerKeyPath, width: Int?) {
    #expect(LayerKeyPath.parse(name) == keyPath)
    #expect(keyPath.width == width)
    #expect(LayerKeyPath.parse(keyPath.name) == keyPath, "its own name parses back")
  }

  @Test(
    "an unknown key path does not parse",
    arguments: ["opacty", "", "position.z", "transform.rotation.w", "bounds.size.depth", "frame"])
  func unknown(name: String) {
    #expect(LayerKeyPath.parse(name) == nil)
  }

  static let whole = PropertyValue(10, 20, 30, 40)

  @Test(
    "a component reads and writes its lanes of the whole value",
    arguments: [
      ("position.x", PropertyValue(scalar: 10), PropertyValue(5, 20, 30, 40)),
      ("position.y", PropertyValue(scalar: 20), PropertyValue(10, 5, 30, 40)),
      ("bounds.size", PropertyValue(30, 40), PropertyValue(10, 20, 5, 6)),
      ("bounds.size.height", PropertyValue(scalar: 40), PropertyValue(10, 20, 30, 5)),
      ("bounds.origin", PropertyValue(10, 20), PropertyValue(5, 6, 30, 40)),
    ])
  func components(name: String, read: PropertyValue, written: PropertyValue) throws {
    let keyPath = try #require(LayerKeyPath.parse(name))
    #expect(keyPath.read(Self.whole) == read)
    let part =
      name.hasSuffix("x") || name.hasSuffix("y") || name.hasSuffix("height")
      ? PropertyValue(scalar: 5) : PropertyValue(5, 6)
    #expect(keyPath.write(part, into: Self.whole) == written)
  }

  private func close(_ a: PropertyValue, _ b: PropertyValue) -> Bool {
    (0..<16).allSatisfy { abs(a[$0] - b[$0]) < 1e-9 }
  }

  static let turned = Transform3D.scale(2, 2, 2).concatenating(.rotation(0.5, 0, 0, 1))
    .concatenating(.translation(7, 8, 9))

  @Test(
    "a transform function reads its part of the decomposition",
    arguments: [
      ("transform.scale", 2.0), ("transform.scale.x", 2), ("transform.rotation.z", 0.5),
      ("transform.rotation.x", 0), ("transform.translation.x", 7),
      ("transform.translation.y", 8), ("transform.translation.z", 9),
    ])
  func transformFunctionRead(name: String, value: Double) throws {
    let keyPath = try #require(LayerKeyPath.parse(name))
    #expect(abs(keyPath.read(Self.turned.m)[0] - value) < 1e-9)
  }

  @Test(
    "a transform function writes its part and keeps the rest",
    arguments: [
      (
        "transform.rotation.z", 1.0,
        Transform3D.scale(2, 2, 2).concatenating(.rotation(1, 0, 0, 1))
          .concatenating(.translation(7, 8, 9))
      ),
      (
        "transform.scale", 3,
        Transform3D.scale(3, 3, 3).concatenating(.rotation(0.5, 0, 0, 1))
          .concatenating(.translation(7, 8, 9))
      ),
      (
        "transform.translation.x", -1,
        Transform3D.scale(2, 2, 2)
          .concatenating(.rotation(0.5, 0, 0, 1)).concatenating(.translation(-1, 8, 9))
      ),
    ])
  func transformFunctionWrite(name: String, value: Double, expected: Transform3D) throws {
    let keyPath = try #require(LayerKeyPath.parse(name))
    #expect(close(keyPath.write(PropertyValue(scalar: value), into: Self.turned.m), expected.m))
  }

  @Test(
    "rotations about each axis write into the identity as CATransform3DMakeRotation",
    arguments: [
      ("transform.rotation.x", Transform3D.rotation(0.7, 1, 0, 0)),
      ("transform.rotation.y", .rotation(0.7, 0, 1, 0)),
      ("transform.rotation.z", .rotation(0.7, 0, 0, 1)),
    ])
  func rotationAxes(name: String, expected: Transform3D) throws {
    let keyPath = try #require(LayerKeyPath.parse(name))
    let written = keyPath.write(PropertyValue(scalar: 0.7), into: Transform3D.identity.m)
    #expect(close(written, expected.m))
    #expect(abs(keyPath.read(written)[0] - 0.7) < 1e-9)
  }

  @Test("an additive transform function adds to its part; an additive transform concatenates")
  func additive() throws {
    let rotation = try #require(LayerKeyPath.parse("transform.rotation.z"))
    let base = Transform3D.rotation(0.25, 0, 0, 1).m
    #expect(
      close(
        rotation.adding(PropertyValue(scalar: 0.5), to: base),
        Transform3D.rotation(0.75, 0, 0, 1).m))
    let whole = LayerKeyPath.property(.transform)
    let moved = whole.adding(Transform3D.translation(3, 0).m, to: Transform3D.scale(2, 2).m)
    #expect(close(moved, Transform3D.translation(3, 0).concatenating(.scale(2, 2)).m))
    #expect(
      LayerKeyPath.parse("position.x")?.adding(PropertyValue(scalar: 5), to: Self.whole)
        == PropertyValue(15, 20, 30, 40))
  }

  @Test("to − by and from + by undo each other, for transforms too")
  func sumAndDifference() {
    let whole = LayerKeyPath.property(.transform)
    let to = Transform3D.rotation(1, 0, 0, 1).concatenating(.translation(4, 5)).m
    let by = Transform3D.scale(2, 3).m
    #expect(close(whole.sum(whole.difference(to, by), by), to))
    let lanes = LayerKeyPath.property(.position)
    #expect(
      lanes.sum(
        lanes.difference(PropertyValue(5, 5), PropertyValue(1, 2)),
        PropertyValue(1, 2)) == PropertyValue(5, 5))
  }

  @Test("the inverse of a singular transform does not exist")
  func singularInverse() {
    #expect(Transform3D.scale(0, 1).inverted == nil)
    #expect(Transform3D.translation(3, 4).inverted == .translation(-3, -4))
  }
}
