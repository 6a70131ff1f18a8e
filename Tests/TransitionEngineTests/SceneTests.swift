import Testing
import TransitionEngine

@Suite struct SceneTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var size: Size
    var names: [String]
    var style: PresentationStyle
    var testDescription: String { "\(name) \(Int(size.width))x\(Int(size.height))" }
  }

  static let expectations: [(String, [String], PresentationStyle)] = [
    ("yellow", ["VCMain.view", "tapMe", "VCYellow.view", "close"], .custom),
    (
      "pets",
      [
        "AnimalsViewController.view", "scaleView", "AnimalDetailViewController.view", "imageView",
        "nameLabel", "close",
      ], .formSheet
    ),
    (
      "cities",
      [
        "PresentingViewController.view", "showCities", "PresentedViewController.view", "titleLabel",
        "row0",
      ], .custom
    ),
  ]

  static let cases: [Case] = [
    Size.phone, .tablet, Size(width: 320, height: 568), Size(width: 844, height: 390),
  ]
  .flatMap { size in expectations.map { Case(name: $0.0, size: size, names: $0.1, style: $0.2) } }

  private func scene(_ c: Case) throws -> Scene {
    try #require(Scene.builtIn(c.name, size: c.size))
  }

  @Test func builtInNamesAllResolveAndYellowIsTheDefault() {
    #expect(Scene.builtInNames.first == "yellow")
    #expect(Scene.builtInNames.allSatisfy { Scene.builtIn($0, size: .phone)?.name == $0 })
    #expect(Scene.builtIn("purple", size: .phone) == nil)
  }

  @Test(arguments: cases)
  func namedViewsArePresentAndUnique(_ c: Case) throws {
    let scene = try scene(c)
    let names = (scene.presenter.view.flattened + scene.presented.view.flattened).compactMap(
      \.view.name)
    for name in c.names { #expect(names.contains(name), "missing \(name)") }
    #expect(Set(names).count == names.count, "duplicate names in \(names)")
    #expect(scene.style == c.style)
  }

  @Test(arguments: cases)
  func sourceElementIsAPresenterView(_ c: Case) throws {
    let scene = try scene(c)
    let source = try #require(scene.sourceName)
    let view = try #require(scene.presenter.view.view(named: source))
    #expect(view.frame.width > 0 && view.frame.height > 0)
  }

  @Test(arguments: cases)
  func everyFrameIsInsideTheScreen(_ c: Case) throws {
    let scene = try scene(c)
    for root in [scene.presenter.view, scene.presented.view] {
      for (view, frame) in root.flattened {
        let inside =
          frame.x >= 0 && frame.y >= 0 && frame.width >= 0 && frame.height >= 0
          && frame.x + frame.width <= c.size.width + 1e-9
          && frame.y + frame.height <= c.size.height + 1e-9
        #expect(inside, "\(view.name ?? view.text ?? "view") at \(frame) is outside \(c.size)")
      }
    }
  }

  @Test(arguments: [Size.phone, .tablet])
  func petsDetailShowsTheTappedPet(size: Size) throws {
    let scene = Scene.pets(size: size)
    let tile = try #require(scene.presenter.view.view(named: "scaleView"))
    let image = try #require(scene.presented.view.view(named: "imageView"))
    #expect(image.color == tile.color)
    #expect(image.cornerRadius > 0 && tile.cornerRadius > 0)
    #expect(image.frame.width > tile.frame.width)
    let name = try #require(scene.presented.view.view(named: "nameLabel")?.text)
    #expect(scene.presenter.view.flattened.contains { $0.view.text == name && $0.view.name == nil })
  }

  @Test(arguments: [
    (Size.phone, Rect(x: 0, y: 57, width: 390, height: 787)),
    (.tablet, Rect(x: 140, y: 280, width: 540, height: 620)),
    (Size(width: 844, height: 390), Rect(x: 0, y: 0, width: 844, height: 390)),
  ])
  func petsDetailIsLaidOutForItsFormSheetFrame(size: Size, frame: Rect) {
    #expect(PresentationLayout(style: .formSheet, screen: size).presentedFrame == frame)
    #expect(Scene.pets(size: size).presented.view.frame == frame)
  }

  @Test(arguments: [Size.phone, .tablet])
  func citiesSheetListsCitiesAsLeftAlignedRows(size: Size) throws {
    let scene = Scene.cities(size: size)
    let labels = scene.presented.view.flattened.map(\.view).filter {
      $0.textAlignment == .left && $0.text != nil
    }
    #expect(labels.compactMap(\.text).prefix(3) == ["Amsterdam", "Barcelona", "Berlin"])
    #expect(labels.allSatisfy { $0.fontSize == 17 && $0.frame.height == 44 })
    let button = try #require(scene.presenter.view.view(named: "showCities"))
    #expect(button.text == "Show Cities" && button.cornerRadius > 0)
  }

  @Test func buildAppliesLooksToTheViewNodes() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let description = SceneView(
      name: "card", frame: Rect(x: 10, y: 20, width: 100, height: 50), color: .systemRed,
      cornerRadius: 8,
      borderWidth: 2, borderColor: .systemGray4, text: "Hi", textColor: .white, fontSize: 13,
      textAlignment: .right,
      children: [SceneView(name: "dot", frame: Rect(x: 1, y: 2, width: 3, height: 4))])
    let view = Scene.build(description, in: engine)
    #expect(view.frame == description.frame)
    #expect(view.backgroundColor == .systemRed)
    #expect(view.modelValue(.cornerRadius)[0] == 8)
    #expect(view.modelValue(.borderWidth)[0] == 2)
    #expect(Color(view.modelValue(.borderColor)) == .systemGray4)
    #expect(Color(view.modelValue(.textColor)) == .white)
    #expect(view.modelValue(.fontSize)[0] == 13)
    #expect(view.text == "Hi" && view.textAlignment == 2)
    #expect(view.subviews.map(\.name) == ["dot"])
    #expect(engine.view(named: "dot") === view.subviews.first)
  }

  @Test(arguments: [
    ("systemBlue", Color.systemBlue), ("white", .white), ("systemGray6", .systemGray6),
    ("clear", .clear),
  ])
  func namedColoursResolve(name: String, color: Color) {
    #expect(Color(named: name) == color)
  }

  @Test func colourNamesAreSortedAndUnique() {
    let names = Color.named.map(\.name)
    #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    #expect(Set(names).count == names.count)
    #expect(Color(named: "sytemBlue") == nil)
  }
}
