import AnimHostTestSupport
import Foundation
import Testing

/// `animhost install` end to end: a prefix install that the installed executable finds by
/// itself, and a user install of one plugin file, checked in the scanner child first.
@Suite struct InstallCommandTests {
  /// Runs an executable as AnimHostProcess runs the built one: no plugin path, private XDG
  /// directories, `/` as the working directory.
  private func run(_ executable: String, _ arguments: [String]) throws -> ProcessRunner.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_DATA_HOME"] = try TestDirectory("xdg").path
    environment["XDG_CACHE_HOME"] = try TestDirectory("cache").path
    return try ProcessRunner.run(
      executable, arguments, environment: environment, currentDirectory: "/")
  }

  /// The animator ids of a `list` table.
  private func ids(_ list: String) -> [String] {
    list.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
      .map(String.init)
  }

  private func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  // MARK: - --prefix

  @Test("the installed animhost lists the bundled animators with no other flag")
  func aPrefixInstallFindsItsPlugins() throws {
    let prefix = try TestDirectory("prefix")
    defer { try? FileManager.default.removeItem(atPath: prefix.path) }  // 150 MB
    let result = try AnimHostProcess.run(["install", "--prefix", prefix.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "added \(prefix.path)/bin/animhost")
    #expect(lines.contains("added \(prefix.path)/lib/animhost/plugins/libCSlideExample.so"))
    let plugins = try FileManager.default.contentsOfDirectory(
      atPath: prefix.file("lib/animhost/plugins"))
    #expect(plugins.count == lines.count - 2, "one line per plugin")
    #expect(
      lines.last
        == "installed animhost and \(plugins.count) plugin(s) in \(prefix.path): "
        + "\(plugins.count + 1) added, 0 replaced, 0 unchanged")
    #expect(try mode(prefix.file("bin/animhost")) & 0o111 == 0o111, "executable")
    #expect(try mode(prefix.file("lib/animhost/plugins/libGrowFromButton.so")) & 0o7133 == 0)

    let installed = try run(prefix.file("bin/animhost"), ["list"])
    #expect(installed.status == 0, "\(installed.stderr)")
    #expect(installed.stderr.isEmpty, "\(installed.stderr)")
    let bundled = try AnimHostProcess.run(["list"])
    #expect(ids(installed.stdout) == ids(bundled.stdout))
    #expect(ids(installed.stdout).contains("c-slide"))
    let slide = installed.stdout.split(separator: "\n").first { $0.hasPrefix("c-slide ") }
    #expect(slide?.hasSuffix("\(prefix.path)/lib/animhost/plugins/libCSlideExample.so") == true)
  }

  @Test("installing again leaves equal files alone and replaces the ones that differ")
  func aSecondPrefixInstallReplacesOnlyWhatDiffers() throws {
    let prefix = try TestDirectory("prefix-again")
    defer { try? FileManager.default.removeItem(atPath: prefix.path) }  // 150 MB
    #expect(try AnimHostProcess.run(["install", "--prefix", prefix.path]).status == 0)
    let grow = prefix.file("lib/animhost/plugins/libGrowFromButton.so")
    try Data("not the plugin".utf8).write(to: URL(fileURLWithPath: grow))
    let again = try AnimHostProcess.run(["install", "--prefix", prefix.path])
    #expect(again.status == 0, "\(again.stderr)")
    let lines = again.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(again.stdout)")
    #expect(lines.first == "replaced \(grow)")
    let plugins = try FileManager.default.contentsOfDirectory(
      atPath: prefix.file("lib/animhost/plugins"))
    #expect(lines.last?.hasSuffix(": 0 added, 1 replaced, \(plugins.count) unchanged") == true)
    #expect(try bytes(grow) == (try bytes(BuiltProducts.plugin("GrowFromButton"))))
  }

  // MARK: - FILE.so

  @Test func aUserInstallIsListedFromTheDataDirectory() throws {
    let build = try TestDirectory("install-source")
    let plugin = try ScannerFixtures.build(
      id: "installed-fade", named: "libInstalledFade.so", in: build)
    let xdg = try TestDirectory("install-xdg")
    let installed = xdg.path + "/animhost/plugins/libInstalledFade.so"
    let result = try AnimHostProcess.run(
      ["install", plugin], environment: ["XDG_DATA_HOME": xdg.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout
        == "installed c-fixture-installed-fade 0.1.0 as \(installed): installed-fade\n")
    #expect(try bytes(installed) == (try bytes(plugin)))
    let list = try AnimHostProcess.run(["list"], environment: ["XDG_DATA_HOME": xdg.path])
    let line = list.stdout.split(separator: "\n").first { $0.hasPrefix("installed-fade ") }
    #expect(line?.hasSuffix(installed) == true, "\(list.stdout)")

    let again = try AnimHostProcess.run(
      ["install", plugin], environment: ["XDG_DATA_HOME": xdg.path])
    #expect(again.status == 0)
    #expect(
      again.stdout
        == "already installed c-fixture-installed-fade 0.1.0 as \(installed): installed-fade\n")
  }

  @Test func aBrokenFileIsRefusedAndNothingIsCopied() throws {
    let dir = try TestDirectory("install-broken")
    let garbage = try dir.write(
      (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) }, as: "libJunk.so")
    let xdg = try TestDirectory("install-xdg")
    let result = try AnimHostProcess.run(
      ["install", garbage], environment: ["XDG_DATA_HOME": xdg.path])
    #expect(result.status == 70)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "animhost: error: \(garbage): not an ELF shared object; remove it from the plugin "
        + "directory or rebuild it\n")
    #expect(try xdg.contents().isEmpty, "nothing copied, no directory made")
  }

  @Test func aPluginThatCrashesWhileLoadingIsRefused() throws {
    let dir = try TestDirectory("install-crash")
    let plugin = try ScannerFixtures.build(
      id: "crashes", entry: .segfault, named: "libCrashes.so", in: dir)
    let xdg = try TestDirectory("install-xdg")
    let result = try AnimHostProcess.run(
      ["install", plugin], environment: ["XDG_DATA_HOME": xdg.path])
    #expect(result.status == 70)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("animhost: error: \(plugin): crashed while being scanned (SIGSEGV)"))
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(try xdg.contents().isEmpty)
  }

  @Test func aDifferentInstalledFileIsReplacedOnlyWithForce() throws {
    let first = try TestDirectory("install-first")
    let second = try TestDirectory("install-second")
    let old = try ScannerFixtures.build(id: "swap", named: "libSwap.so", in: first)
    let new = try ScannerFixtures.build(
      id: "swap", version: "0.2.0", named: "libSwap.so", in: second)
    let xdg = try TestDirectory("install-xdg")
    let environment = ["XDG_DATA_HOME": xdg.path]
    let installed = xdg.path + "/animhost/plugins/libSwap.so"
    #expect(try AnimHostProcess.run(["install", old], environment: environment).status == 0)

    let refused = try AnimHostProcess.run(["install", new], environment: environment)
    #expect(refused.status == 73)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr
        == "animhost: error: '\(installed)' exists and differs from '\(new)'; give '--force' "
        + "to replace it\n")
    #expect(try bytes(installed) == (try bytes(old)))

    let forced = try AnimHostProcess.run(["install", new, "--force"], environment: environment)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(forced.stdout == "replaced c-fixture-swap 0.2.0 as \(installed): swap\n")
    #expect(try bytes(installed) == (try bytes(new)))
  }

  // MARK: - Arguments

  @Test(
    "bad arguments are one line and exit 64",
    arguments: [
      (
        [],
        "nothing to install; give '--prefix PREFIX' to install animhost and its plugins, "
          + "or a plugin file (FILE.so) to install it for yourself"
      ),
      (
        ["notes.txt"],
        "'notes.txt' is not a plugin file: animhost loads only files ending in "
          + ".so; give the shared object the plugin was built as"
      ),
      (
        ["--prefix", "/tmp/p", "x.so"], "give '--prefix PREFIX' or a plugin file, not both ('x.so')"
      ),
      (
        ["--prefix", "/tmp/p", "--force"],
        "'--force' is for a plugin file; '--prefix' replaces the files that differ"
      ),
      (
        ["--prefix="],
        "invalid value '' for '--prefix'; give the directory to install into, such as '--prefix ~/.local'"
      ),
      (["--prefx", "/tmp/p"], "unknown option '--prefx' for 'install'; did you mean '--prefix'?"),
      (["a.so", "b.so"], "unexpected argument 'b.so': 'install' takes at most 1 plugin file"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let result = try AnimHostProcess.run(["install"] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "animhost: error: \(message)\n")
  }

  @Test func aMissingFileIsNotFound() throws {
    let result = try AnimHostProcess.run(["install", "/nonexistent/libNothing.so"])
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "animhost: error: /nonexistent/libNothing.so: no such file; check the path to the "
        + "plugin file\n")
  }

  @Test func helpNamesBothForms() throws {
    let result = try AnimHostProcess.run(["install", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("usage: animhost install --prefix PREFIX\n"))
    #expect(result.stdout.contains("animhost install FILE.so [--force]"))
    #expect(try AnimHostProcess.run(["help", "install"]).stdout == result.stdout)
    let overview = try AnimHostProcess.run(["--help"])
    #expect(overview.stdout.contains("\n  install    "))
  }
}
