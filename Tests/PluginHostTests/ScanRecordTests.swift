import Testing

@testable import PluginHost

/// The line format of the scanner protocol and the registry cache round-trips every field.
@Suite struct ScanRecordTests {
  static let plugin = PluginInfo(
    path: "/p/libX.so", pluginID: "x", version: "1.0\t2", author: "", license: nil, homepage: "",
    abiMinor: 2)

  static let animator = AnimatorMetadata(
    id: "fade", displayName: "Tab\there", summary: "line\nbreak \\ back\\slash\r", theme: "+",
    seasons: [
      SeasonWindow(startMonth: 12, startDay: 1, endMonth: 1, endDay: 6),
      SeasonWindow(startMonth: 3, startDay: 20, endMonth: 4, endDay: 2),
    ], defaultDuration: 0.1 + 0.2, canPresent: true, canDismiss: false, isInteractive: true,
    parameters: [
      ParameterInfo(
        name: "a", kind: .number, defaultValue: "-", minimum: -.infinity, maximum: 1e300,
        summary: "\\N"),
      ParameterInfo(
        name: "b", kind: .color, defaultValue: "#ff0000", minimum: 0, maximum: 0, summary: ""),
    ], plugin: plugin)

  static let outcomes: [ScanOutcome] = [
    .animators([
      animator,
      AnimatorMetadata(
        id: "plain", displayName: "P", summary: "S", theme: "t", seasons: [], defaultDuration: 1,
        canPresent: false,
        canDismiss: true, isInteractive: false, parameters: [], plugin: plugin),
    ]),
    .failed(PluginError(.crashed, subject: "/p/libX.so", "/p/libX.so: crashed\twith a tab")),
  ]

  @Test(arguments: outcomes)
  func anOutcomeRoundTrips(outcome: ScanOutcome) throws {
    let body = ScanRecord.body(outcome)
    var decoder = ScanRecord.BodyDecoder(path: "/p/libX.so")
    for line in body.split(separator: "\n") {
      try decoder.feed(ScanRecord.fields(line))
    }
    #expect(try decoder.outcome() == outcome)
  }

  @Test(arguments: [
    ["animator", "x"], ["param", "a", "number"], ["plugin"], ["failed", "no-such-code", "s", "m"],
    ["??"],
  ])
  func aMalformedRecordThrows(fields: [String]) {
    var decoder = ScanRecord.BodyDecoder(path: "/p")
    #expect(throws: ScanRecord.Malformed.self) { try decoder.feed(fields) }
  }
}
