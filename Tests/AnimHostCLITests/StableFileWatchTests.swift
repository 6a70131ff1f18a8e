import AnimHostCLI
import PluginHost
import Testing

/// When a watched file's new version is handed out for loading, on a virtual clock.
@Suite struct StableFileWatchTests {
  /// One watch fed samples every 0.125 s, settling for 0.25 s, from the version loaded at the
  /// start, "A".
  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    /// The version seen at each sample ("A", "B"...), or nil when the file is missing.
    var versions: [String?]
    /// The sample indices at which a version is handed out, and which.
    var loads: [Int: String]

    var testDescription: String { name }
  }

  /// A distinct stamp for each version name (a rebuild: new inode, size and times).
  static func stamp(_ version: String) -> FileStamp {
    let n = UInt64(version.unicodeScalars.first?.value ?? 0)
    return FileStamp(
      device: 1, inode: n, size: 1000 + n, modified: Int64(n) * 7, changed: Int64(n) * 7)
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "unchanged: nothing", versions: ["A", "A", "A", "A", "A"], loads: [:]),
    Scenario(
      name: "a change loads once after 0.25 s", versions: ["B", "B", "B", "B", "B", "B"],
      loads: [2: "B"]),
    Scenario(
      name: "a growing file waits until it is stable", versions: ["B", "C", "D", "D", "D", "D"],
      loads: [4: "D"]),
    Scenario(name: "a removed file waits", versions: [nil, nil, nil, nil, nil], loads: [:]),
    Scenario(
      name: "a file that reappears loads", versions: [nil, nil, "B", "B", "B", "B"], loads: [4: "B"]
    ),
    Scenario(
      name: "a removal restarts the settle time", versions: ["B", "B", nil, "B", "B", "B"],
      loads: [5: "B"]),
    Scenario(
      name: "back to the loaded version: nothing", versions: ["B", "A", "A", "A", "A"], loads: [:]),
    Scenario(
      name: "each new version loads once", versions: ["B", "B", "B", "C", "C", "C", "B", "B", "B"],
      loads: [2: "B", 5: "C", 8: "B"]),
  ]

  @Test(arguments: scenarios)
  func handsOutAChangedVersionOnceItIsStable(scenario: Scenario) {
    var watch = StableFileWatch(handled: Self.stamp("A"), settle: 0.25)
    var loads: [Int: String] = [:]
    for (index, version) in scenario.versions.enumerated() {
      let time = 100 + Double(index) * 0.125
      if let stamp = watch.sample(at: time, stamp: version.map(Self.stamp)) {
        loads[index] = scenario.versions[index]
        #expect(watch.handled == stamp)
      }
    }
    #expect(loads == scenario.loads)
  }

  @Test(arguments: [0.0, 0.125, 0.25])
  func aSettleIntervalNeedsTwoSamplesAtLeast(settle: Double) {
    var watch = StableFileWatch(handled: nil, settle: settle)
    #expect(watch.sample(at: 0, stamp: Self.stamp("B")) == nil)
    #expect(watch.sample(at: settle, stamp: Self.stamp("B")) == Self.stamp("B"))
    #expect(watch.sample(at: settle + 1, stamp: Self.stamp("B")) == nil)
  }
}
