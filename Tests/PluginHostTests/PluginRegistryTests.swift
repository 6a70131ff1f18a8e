import AnimHostTestSupport
import CAnimatorABI
import PluginHost
import Testing

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@Suite struct PluginRegistryTests {
  /// A 1.0 plugin (struct_size up to license) still loads on this 1.1 host; its license, which
  /// the host must not read, is nil even though the fixture has one past its struct_size.
  @Test func olderMinorStillLoads() throws {
    let directory = try TestDirectory("old-minor")
    var fixture = FixturePlugin()
    fixture.abiMinor = "0u"
    fixture.structSize = "ANIMATOR_PLUGIN_V1_0_SIZE"
    fixture.animatorID = "old-fade"
    try fixture.build(named: "libz-old.so", in: directory)
    try directory.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    let registry = PluginScan.registry([directory.path])
    #expect(registry.failures.isEmpty)
    #expect(registry.animators.map(\.id) == ["grow", "old-fade"])
    let old = try #require(registry.animators.last)
    #expect(old.plugin.abiMinor == 0)
    #expect(old.plugin.license == nil)
    #expect(old.plugin.homepage == nil)
    #expect(old.displayName == "Fixture")
  }

  /// The same id in two directories: the first in the search path wins, the second is shadowed.
  @Test func firstDirectoryWins() throws {
    let first = try TestDirectory("shadow-first")
    let second = try TestDirectory("shadow-second")
    let winner = try first.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    let loser = try second.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    try second.copy(BuiltProducts.plugin("CrossDissolve"), as: "libCrossDissolve.so")
    let registry = PluginScan.registry([first.path, second.path])
    #expect(registry.failures.isEmpty)
    #expect(registry.animators.map(\.id) == ["grow", "cross-dissolve"])
    #expect(registry.animators.first?.plugin.path == winner)
    #expect(registry.shadowed.map(\.id) == ["grow"])
    #expect(registry.shadowed.map(\.plugin.path) == [loser])
    let warning = try #require(registry.warnings.first)
    #expect(registry.warnings.count == 1)
    #expect(warning.contains(winner) && warning.contains(loser))
    #expect(warning.contains("shadowed") && warning.contains("first in the search path wins"))
  }

  /// A symlink to a plugin in the same directory is the same file: loaded once, quietly.
  @Test func symlinkLoadsOnce() throws {
    let directory = try TestDirectory("symlink")
    let path = try directory.copy(
      BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    #expect(symlink(path, directory.file("link.so")) == 0)
    #expect(symlink("libGrowFromButton.so", directory.file("relative-link.so")) == 0)
    let registry = PluginScan.registry([directory.path])
    #expect(registry.animators.map(\.id) == ["grow"])
    #expect(registry.failures.isEmpty)
    #expect(registry.shadowed.isEmpty)
    #expect(registry.warnings.isEmpty)
  }

  /// Only regular `*.so` files are candidates; hidden files, other names and missing
  /// directories are skipped without a failure.
  @Test func onlySharedObjectsAreCandidates() throws {
    let directory = try TestDirectory("candidates")
    try directory.copy(BuiltProducts.plugin("CrossDissolve"), as: "libCrossDissolve.so")
    try directory.write(Array("text".utf8), as: "notes.txt")
    try directory.write(Array("text".utf8), as: ".hidden.so")
    try directory.write(Array("text".utf8), as: "libfoo.so.1")
    #expect(mkdir(directory.file("dir.so"), 0o755) == 0)
    let registry = PluginScan.registry([directory.path, directory.file("does-not-exist")])
    #expect(registry.animators.map(\.id) == ["cross-dissolve"])
    #expect(registry.failures.isEmpty)
  }

  /// Looking up a missing animator suggests the closest id and lists the available ones.
  @Test(arguments: [
    ("grwo", "did you mean 'grow'?"),
    ("cross-disolve", "did you mean 'cross-dissolve'?"),
    ("zzzzzzzz", "available: "),
    ("bad\u{1B}name", "bad\\ename"),
  ])
  func animatorNamedSuggests(name: String, fragment: String) throws {
    let directory = try TestDirectory("lookup")
    try directory.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    try directory.copy(BuiltProducts.plugin("CrossDissolve"), as: "libCrossDissolve.so")
    let registry = PluginScan.registry([directory.path])
    #expect(try registry.animator(named: "grow").id == "grow")
    let error = try #require(throws: PluginError.self) { try registry.animator(named: name) }
    #expect(error.code == .notFound)
    #expect(error.message.contains(fragment))
    #expect(error.message.contains("cross-dissolve, grow"))
    #expect(!error.message.contains("\u{1B}"))
  }

  /// A plugin that loads but fails validation, sorted before a good one (in a child process).
  ///
  /// glibc keeps the broken image under the name /proc/self/fd/N, so its descriptor must stay open;
  /// otherwise the next file opened at N would get the broken image back.
  @Test func brokenPluginBeforeGoodOneDoesNotHideIt() async throws {
    let directory = try TestDirectory("fd-reuse")
    var fixture = FixturePlugin()
    fixture.returnsNull = true
    let broken = try fixture.build(named: "libA-refused.so", in: directory)
    try await PluginScan.expectIsolatedFailure(
      broken, in: directory, code: .refused, message: [broken, "returned NULL"])
  }
}
