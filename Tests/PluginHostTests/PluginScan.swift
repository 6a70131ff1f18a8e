import AnimHostTestSupport
import PluginHost
import Testing

/// Scans and loads for the tests.
///
/// A plugin whose image loads but then fails validation is scanned in a child process (an exit
/// test): DynamicLibrary opens images as "/proc/self/fd/N" and glibc finds a loaded image by that
/// name before it looks at the file, while PluginRegistry closes the descriptor of such a file.
/// The next plugin opened at N anywhere in the process would get the broken image back (see
/// PluginRegistryTests.brokenPluginBeforeGoodOneDoesNotHideIt). Scans in this process only see
/// files that load or that fail before dlopen.
enum PluginScan {
  /// Scans the directories, in order, as `--plugin-dir` entries.
  static func registry(_ directories: [String], allowInsecure: Bool = false) -> PluginRegistry {
    let searchPath = PluginSearchPath.resolve(
      pluginDirectories: directories, environment: [:], executableDirectory: nil,
      currentDirectory: "/")
    return PluginRegistry(searchPath: searchPath, allowInsecure: allowInsecure)
  }

  /// Opens and loads one file with PluginFile and PluginLoader; the descriptor stays open.
  static func load(_ path: String, allowInsecure: Bool = false) -> Result<
    [LoadedAnimator], PluginError
  > {
    Result { () throws(PluginError) in
      let file = try PluginFile.open(path, allowInsecure: allowInsecure) { _ in }
      return try PluginLoader.load(file)
    }
  }

  /// The one animator of a built plugin of this package, such as GrowFromButton.
  static func builtAnimator(_ name: String) throws -> LoadedAnimator {
    try #require(try load(BuiltProducts.plugin(name)).get().first)
  }

  /// Scans a directory holding one broken file next to a copy of the real GrowFromButton plugin,
  /// checks that the real plugin still loads and that only the broken file failed, and returns the
  /// broken file's error.
  ///
  /// Only for files that fail before dlopen.
  static func failureBesideRealPlugin(
    _ broken: String, in directory: TestDirectory, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PluginError {
    try directory.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    let registry = registry([directory.path])
    #expect(registry.animators.map(\.id).contains("grow"), sourceLocation: sourceLocation)
    #expect(registry.failures.map(\.path) == [broken], sourceLocation: sourceLocation)
    return try #require(registry.failures.first?.error, sourceLocation: sourceLocation)
  }

  /// The same check in a child process, for a file whose image loads and then fails: the real
  /// plugin still loads, only the broken file fails, with one of these codes, and its message
  /// contains every fragment and no raw control character.
  static func expectIsolatedFailure(
    _ broken: String, in directory: TestDirectory, code: PluginError.Code...,
    message fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try directory.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
    await #expect(processExitsWith: .success, sourceLocation: sourceLocation) {
      [
        path = directory.path as String, broken = broken as String,
        codes = code.map(\.rawValue) as [String],
        fragments = fragments as [String]
      ] in
      let registry = PluginScan.registry([path])
      let ids = registry.animators.map(\.id)
      #expect(ids.contains("grow"), "the real plugin did not load beside \(broken): \(ids)")
      let failed = registry.failures.map(\.path)
      #expect(failed == [broken], "failures beside \(broken): \(failed)")
      guard let error = registry.failures.first?.error else { return }
      #expect(
        codes.contains(error.code.rawValue),
        "\(broken): code \(error.code.rawValue), expected \(codes)")
      let missing = fragments.filter { !error.message.contains($0) }
      #expect(missing.isEmpty, "message lacks \(missing): \(error.message)")
      let controls = error.message.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      }
      #expect(controls.isEmpty, "raw control characters in: \(error.message.debugDescription)")
    }
  }
}

/// Checks the one-line message of a plugin error: it names the file, the cause and a fix.
func expectMessage(
  _ error: PluginError, path: String, cause: String, fix: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    error.message.contains(path), "no path in: \(error.message)", sourceLocation: sourceLocation)
  #expect(
    error.message.contains(cause), "no cause '\(cause)' in: \(error.message)",
    sourceLocation: sourceLocation)
  #expect(
    error.message.contains(fix), "no fix '\(fix)' in: \(error.message)",
    sourceLocation: sourceLocation)
  #expect(
    !error.message.contains("\n"), "not one line: \(error.message)", sourceLocation: sourceLocation)
}
