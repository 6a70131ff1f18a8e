import AnimHostTestSupport
import Conformance
import PluginHost
import Testing
import TransitionEngine

/// The case matrix `animhost check` runs for an animator.
@Suite struct CheckCaseTests {
  /// The metadata of a built plugin's animator.
  static func metadata(_ plugin: String) throws -> AnimatorMetadata {
    let file = try PluginFile.open(BuiltProducts.plugin(plugin), allowInsecure: false) { _ in }
    return try #require(try PluginLoader.load(file).first).metadata
  }

  @Test func everyStyleOnBothScreensEveryCancelAndEveryParameterExtreme() throws {
    let snow = try Self.metadata("ChristmasSnow")
    let cases = CheckCase.matrix(for: snow)
    let numbers = snow.parameters.filter { $0.kind == .number || $0.kind == .integer }
    #expect(cases.count == 2 * PresentationStyle.allCases.count + 6 + 2 * numbers.count + 1)
    #expect(Set(cases.map(\.id)).count == cases.count, "ids are unique")
    #expect(cases.filter(\.runsTwice).map(\.id) == ["both/fullScreen/phone"])
    #expect(cases.filter { $0.repeats > 1 }.map(\.id) == ["repeat-100/present"])
    #expect(
      cases.compactMap(\.cancelAt) == [0, 0.5, 1, 0, 0.5, 1],
      "cancels at 0, 50 and 100 % of the present, then of the dismiss")
    let density = try #require(snow.parameters.first { $0.name == "density" })
    let extremes = cases.filter { $0.id.hasPrefix("set-density=") }.map {
      $0.parameters.first { $0.name == "density" }?.value
    }
    #expect(
      extremes == [CheckCaseTests.text(density.minimum), CheckCaseTests.text(density.maximum)])
  }

  @Test(arguments: [("both/fullScreen/phone", Size.phone), ("both/custom/tablet", Size.tablet)])
  func aCaseAsksForItsStyleAndScreen(id: String, size: Size) throws {
    let checkCase = try #require(
      CheckCase.matrix(for: try Self.metadata("GrowFromButton")).first { $0.id == id })
    let request = checkCase.request(scene: .yellow(size: size))
    #expect(request.size == size)
    #expect(request.direction == .both)
    #expect(request.style?.name == id.split(separator: "/")[1].description)
  }

  static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
