import AnimHostTestSupport
import Foundation
import PluginHost
import Testing

/// Each generation of a plugin file loads as its own image from a private copy, even when the
/// file is rewritten in place, and failures name the watched file.
@Suite struct GenerationLoaderTests {
  /// A loader in this process (no child scanner) for a fixture in a fresh directory.
  private func loader(_ directory: TestDirectory, cache: TestDirectory) -> GenerationLoader {
    GenerationLoader(
      source: directory.file("libgen.so"), animatorID: "fixture",
      directory: cache.file("generations"), scanner: nil,
      allowInsecure: false)
  }

  /// Writes the bytes of a built file over the watched one without changing its inode.
  private func overwriteInPlace(_ path: String, with built: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: try Data(contentsOf: URL(fileURLWithPath: built)))
    try handle.close()
  }

  @Test func aFileRewrittenInPlaceLoadsAsANewImage() throws {
    let directory = try TestDirectory("generations")
    let cache = try TestDirectory("generations-cache")
    var fixture = FixturePlugin()
    fixture.version = "1.0.0"
    let source = try fixture.build(named: "libgen.so", in: directory)
    fixture.version = "2.0.0"
    let rebuilt = try fixture.build(named: "rebuilt.so", in: directory)
    var loader = loader(directory, cache: cache)
    let first = try loader.load { _ in }
    let inode = try #require(
      try FileManager.default.attributesOfItem(atPath: source)[.systemFileNumber] as? Int)
    try overwriteInPlace(source, with: rebuilt)
    #expect(
      try FileManager.default.attributesOfItem(atPath: source)[.systemFileNumber] as? Int == inode)
    let second = try loader.load { _ in }
    #expect(first.plugin.version == "1.0.0")
    #expect(second.plugin.version == "2.0.0")
    #expect(first.descriptor != second.descriptor)
    #expect(second.plugin.path == source)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.file("generations")).isEmpty)
  }

  @Test(arguments: [
    (
      Array("garbage".utf8),
      ": not an ELF shared object; remove it from the plugin directory or rebuild it"
    ),
    ([], ": the file is empty; remove it from the plugin directory or rebuild it"),
  ])
  func aBrokenFileIsNamedInTheError(bytes: [UInt8], message: String) throws {
    let directory = try TestDirectory("generations")
    let cache = try TestDirectory("generations-cache")
    let source = try directory.write(bytes, as: "libgen.so")
    var loader = loader(directory, cache: cache)
    #expect(throws: PluginError(.notELF, subject: source, source + message)) {
      try loader.load { _ in }
    }
  }

  @Test func anotherAnimatorIsNotFound() throws {
    let directory = try TestDirectory("generations")
    let cache = try TestDirectory("generations-cache")
    var fixture = FixturePlugin()
    fixture.animatorID = "renamed"
    let source = try fixture.build(named: "libgen.so", in: directory)
    var loader = loader(directory, cache: cache)
    let message = "\(source): no longer declares animator 'fixture'; put it back or play another"
    #expect(throws: PluginError(.notFound, subject: source, message)) { try loader.load { _ in } }
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.file("generations")).isEmpty)
  }
}
