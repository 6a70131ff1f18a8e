import AnimHostTestSupport
import Foundation
import Testing

/// The first seed's animators, with `import UIKit` swapped for `import AnimatorKit`, must
/// compile against AnimatorKit. The seed is read from ../shared/seeds, never copied here.
@Suite struct SeedCompatibilityTests {
  private static let seed = BuiltProducts.packageRoot + "/../shared/seeds/000_6c1b4e76f7b4f13b.txt"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: seed), "the seed articles are not beside the checkout"))
  func firstSeedAnimatorsTypeCheckAgainstAnimatorKit() throws {
    let article = try String(contentsOfFile: Self.seed, encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    let animators = blocks.filter { $0.contains("class AnimatorPresent") || $0.contains("class AnimatorDismiss") }
    #expect(animators.count == 2)
    let dir = try TestDirectory("seed")
    let source = dir.file("Seed.swift")
    try animators.joined(separator: "\n").replacingOccurrences(of: "import UIKit", with: "import AnimatorKit")
      .write(toFile: source, atomically: true, encoding: .utf8)
    let build = BuiltProducts.directory
    let result = try ProcessRunner.run(
      "/usr/bin/env",
      ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-I", build + "/Modules",
       "-Xcc", "-fmodule-map-file=" + build + "/CAnimatorABI.build/module.modulemap",
       "-I", BuiltProducts.abiInclude, source])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("error"))
  }
}
