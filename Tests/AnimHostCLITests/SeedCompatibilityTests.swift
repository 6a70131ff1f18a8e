import AnimHostTestSupport
import Foundation
import Testing

/// The seeds' animators, with `import UIKit` swapped for `import AnimatorKit`, must compile against
/// AnimatorKit.
///
/// The seeds are read from ../shared/seeds, never copied here.
@Suite struct SeedCompatibilityTests {
  static let seedsPresent = FileManager.default.fileExists(atPath: SeedArticle.directory)

  static let seeds: [(name: String, types: [String])] = [
    ("first", ["class AnimatorPresent", "class AnimatorDismiss"]),
    ("third", ["class ScalePresentAnimator", "protocol ViewScaleable"]),
    ("fourth", ["class CustomAnimatedController", "class CustomTransitioningController"]),
  ]

  static func source(_ seed: String) throws -> String {
    switch seed {
    case "first": try SeedArticle.first()
    case "third": try SeedArticle.third()
    default: try SeedArticle.fourth()
    }
  }

  @Test(
    .enabled(if: seedsPresent, "the seed articles are not beside the checkout"),
    arguments: seeds.map(\.name))
  func seedAnimatorsTypeCheckAgainstAnimatorKit(seed: String) throws {
    let entry = try #require(Self.seeds.first { $0.name == seed })
    let source = try Self.source(seed)
    for type in entry.types {
      #expect(source.contains(type), "the \(seed) seed's code lost \(type)")
    }
    let dir = try TestDirectory("seed-\(seed)")
    let file = dir.file("Seed.swift")
    try source.write(toFile: file, atomically: false, encoding: .utf8)
    let build = BuiltProducts.directory
    let result = try ProcessRunner.run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-I",
        build + "/Modules",
        "-Xcc", "-fmodule-map-file=" + build + "/CAnimatorABI.build/module.modulemap",
        "-I", BuiltProducts.abiInclude, file,
      ])
    #expect(result.status == 0, "\(seed) seed:\n\(result.stderr)\n\(source)")
    #expect(!result.stderr.contains("error:"))
  }
}
