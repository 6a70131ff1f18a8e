import AnimHostTestSupport
import Foundation
import Testing

/// The drop-in promise: copy one holiday plugin into an empty plugin directory, and on a day of
/// its season `auto` picks it, with no change to the host.
@Suite struct DropInHolidayTests {
  static let holidays: [(product: String, id: String, date: String)] = [
    ("NewYearFireworks", "fireworks", "2027-01-01"),
    ("ChristmasSnow", "snow", "2026-12-24"),
  ]

  @Test(arguments: holidays.map(\.product))
  func copiedHolidayPluginIsPickedInItsSeason(product: String) throws {
    let holiday = try #require(Self.holidays.first { $0.product == product })
    let host = try TestDirectory("drop-in-host")
    let executable = try host.copy(BuiltProducts.executable, as: "animhost")
    let plugins = try TestDirectory("drop-in-plugins")
    _ = try plugins.copy(BuiltProducts.plugin(product), as: "lib\(product).so")
    let output = host.file("auto.json")
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_DATA_HOME"] = try TestDirectory("xdg").path
    let result = try ProcessRunner.run(
      executable,
      ["render", "auto", "--date", holiday.date, "-o", output, "-v", "--plugin-dir", plugins.path],
      environment: environment, currentDirectory: "/")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("auto on \(holiday.date): in season: \(holiday.id)"),
      "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["animator"] as? String == holiday.id)
  }
}
