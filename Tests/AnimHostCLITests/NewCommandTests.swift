import AnimHostTestSupport
import Foundation
import Testing

/// `animhost new`: the projects it writes build, list, render and pass `animhost check`, and it
/// never overwrites a file.
@Suite struct NewCommandTests {
  /// The files each language writes, relative to the project.
  @Test(arguments: [
    (
      "swift",
      [
        "Package.swift", "Sources/RiseFade/RiseFade.swift", "Tests/RiseFadeTests/CheckTests.swift",
        "README.md", ".gitignore",
      ]
    ),
    ("c", ["Makefile", "rise_fade.c", "README.md", ".gitignore"]),
  ])
  func writesTheProject(language: String, files: [String]) throws {
    let dir = try TestDirectory("new-\(language)")
    let project = dir.file("rise-fade")
    let result = try AnimHostProcess.run(["new", "rise-fade", "--dir", project, "--lang", language])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    for file in files {
      #expect(FileManager.default.fileExists(atPath: project + "/" + file), "\(file)")
      #expect(result.stdout.contains("  " + file + "\n"))
    }
    #expect(result.stdout.contains("next: cd \(project) && "))
    #expect(try contents(project + "/README.md").contains("animhost play rise-fade --watch"))
  }

  @Test func theSwiftPackageDependsOnThisCheckoutByPath() throws {
    let dir = try TestDirectory("new-manifest")
    let project = dir.file("p")
    let result = try AnimHostProcess.run(["new", "rise-fade", "--dir", project])
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try contents(project + "/Package.swift")
    let root = BuiltProducts.packageRoot
    #expect(manifest.contains(".package(path: \"\(root)\")"))
    let identity = (root as NSString).lastPathComponent.lowercased()
    #expect(manifest.contains(".product(name: \"AnimatorKit\", package: \"\(identity)\")"))
    #expect(manifest.contains("type: .dynamic"))
    #expect(manifest.contains(".package(url:"), "it says how to point at a release")
  }

  /// The Swift template's animator, compiled against this build's AnimatorKit, passes check
  /// and renders with its parameters (the SwiftPM build of the whole package runs in CI).
  @Test func theSwiftAnimatorPassesCheckAndRenders() throws {
    let dir = try TestDirectory("new-swift-build")
    let project = dir.file("p")
    _ = try AnimHostProcess.run(["new", "rise-fade", "--dir", project])
    let source = try contents(project + "/Sources/RiseFade/RiseFade.swift")
    try SwiftCheckFixtures.build(source: source, in: dir)
    try expectWorking(plugins: dir.path, in: dir)
  }

  @Test func theCProjectBuildsWithMakeAndPassesCheck() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else {
      print("skipped: make is not installed")
      return
    }
    let dir = try TestDirectory("new-c-build")
    let project = dir.file("p")
    _ = try AnimHostProcess.run(["new", "rise-fade", "--dir", project, "--lang", "c"])
    let make = try ProcessRunner.run("/usr/bin/make", ["-C", project, "--no-print-directory"])
    #expect(make.status == 0, "\(make.stdout)\(make.stderr)")
    let check = try ProcessRunner.run(
      "/usr/bin/make", ["-C", project, "--no-print-directory", "check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("all passed"))
    try expectWorking(plugins: project, in: dir)
  }

  @Test func itRefusesToOverwriteAndWritesNothing() throws {
    let dir = try TestDirectory("new-refuse")
    let project = dir.file("p")
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    try "mine\n".write(toFile: project + "/README.md", atomically: false, encoding: .utf8)
    let result = try AnimHostProcess.run(["new", "rise-fade", "--dir", project])
    #expect(result.status == 73)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "animhost: error: '\(project)/README.md' exists already; nothing was written. "
        + "Choose another --dir, or remove the files first\n")
    #expect(try contents(project + "/README.md") == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: project) == ["README.md"])
  }

  @Test(arguments: [
    (["new"], "missing animator id"),
    (["new", "Rise_Fade"], "bad animator id 'Rise_Fade'"),
    (["new", "rise-"], "bad animator id 'rise-'"),
    (["new", "rise", "--lang", "rust"], "bad --lang 'rust': expected swift or c"),
    (["new", "rise", "--animhost-dir", "/"], "'/' is not an animhost checkout"),
    (["new", "a", "b"], "b"),
  ])
  func badArgumentsAreOneLine(arguments: [String], words: String) throws {
    let result = try AnimHostProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("animhost: error: "))
    #expect(result.stderr.contains(words), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// The plugin in `plugins` lists, renders with its parameters set, and passes check.
  private func expectWorking(plugins: String, in dir: TestDirectory) throws {
    let list = try AnimHostProcess.run(["list", "--plugin-dir", plugins])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("rise-fade"))
    let output = dir.file("rise.json")
    let render = try AnimHostProcess.run(
      ["render", "rise-fade(0.5,100)", "-o", output, "--plugin-dir", plugins])
    #expect(render.status == 0, "\(render.stderr)")
    let timeline = try contents(output)
    #expect(timeline.contains("\"animator\":\"rise-fade\""))
    #expect(timeline.contains("\"duration\":0.5"))
    let check = try AnimHostProcess.run(["check", "rise-fade", "--plugin-dir", plugins])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}
