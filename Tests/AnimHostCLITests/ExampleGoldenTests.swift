import AnimHostTestSupport
import Foundation
import Rendering
import Testing

/// Golden images of the examples of issue 15: one frame of each, rendered by the CLI.
///
/// Each is rendered at half scale and compared with the PNG in `Golden/` (a channel more than
/// 2 off is a changed pixel; at most 0.5 % may change). `ANIMHOST_UPDATE_GOLDENS=1` writes
/// them anew.
@Suite struct ExampleGoldenTests {
  static let folder = BuiltProducts.packageRoot + "/Tests/AnimHostCLITests/Golden"

  @Test(arguments: [
    (
      "photo-zoom-present",
      ["photo-zoom", "--scene", "pets", "--direction", "present", "--at", "0.15"]
    ),
    (
      "blur-sheet-present",
      ["blur-sheet", "--scene", "pets", "--direction", "present", "--at", "0.3"]
    ),
    ("gravity-drop-dismiss", ["gravity-drop", "--direction", "dismiss", "--at", "0.9"]),
  ])
  func matchesGolden(name: String, arguments: [String]) throws {
    let dir = try TestDirectory("example-golden")
    let output = dir.file("\(name).png")
    let result = try AnimHostProcess.run(["render"] + arguments + ["--scale", "0.5", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let actual = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    let golden = Self.folder + "/\(name).png"
    if ProcessInfo.processInfo.environment["ANIMHOST_UPDATE_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        atPath: Self.folder, withIntermediateDirectories: true)
      try Data(actual).write(to: URL(fileURLWithPath: golden))
    }
    let expected = try PNGDecoder.decode(
      Array(try Data(contentsOf: URL(fileURLWithPath: golden))), subject: golden)
    let image = try PNGDecoder.decode(actual, subject: output)
    #expect(image.width == expected.width && image.height == expected.height)
    var changed = 0
    let count = min(image.pixels.count, expected.pixels.count)
    for p in stride(from: 0, to: count, by: 4) {
      var worst = 0
      for c in 0..<4 {
        let a = Int(image.pixels[p + c])
        let b = Int(expected.pixels[p + c])
        worst = max(worst, abs(a - b))
      }
      if worst > 2 { changed += 1 }
    }
    let share = Double(changed) / Double(max(1, image.width * image.height))
    #expect(share <= 0.005, "\(name): \(changed) pixels changed; compare \(output) with \(golden)")
  }
}
