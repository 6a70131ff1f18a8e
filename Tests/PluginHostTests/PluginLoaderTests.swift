import AnimHostTestSupport
import CAnimatorABI
import HostSystem
import PluginHost
import Testing

@Suite struct PluginLoaderTests {
  /// Builds a fixture (named to sort after libGrowFromButton.so) and scans it beside the real
  /// plugin in a child process: the error has this code, and its message names the file, the
  /// cause and the fix.
  private func expectFailure(
    of fixture: FixturePlugin, label: String, code: PluginError.Code, cause: [String], fix: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let directory = try TestDirectory(label)
    let path = try fixture.build(named: "libz-\(label).so", in: directory)
    try await PluginScan.expectIsolatedFailure(
      path, in: directory, code: code, message: [path] + cause + [fix],
      sourceLocation: sourceLocation)
  }

  @Test func missingEntryPoint() async throws {
    var fixture = FixturePlugin()
    fixture.entrySymbol = "some_other_function"
    try await expectFailure(
      of: fixture, label: "no-entry", code: .missingEntry,
      cause: ["no symbol animator_plugin_entry_v1"],
      fix: "remove the file from the plugin directory")
  }

  @Test func entryReturningNullRefuses() async throws {
    var fixture = FixturePlugin()
    fixture.returnsNull = true
    try await expectFailure(
      of: fixture, label: "refused", code: .refused, cause: ["refused host ABI", "returned NULL"],
      fix: "rebuild it against this animhost")
  }

  /// Another major, or a minor newer than the host's, is refused with the versions and a fix.
  @Test(arguments: [
    (
      "2u", "ANIMATOR_ABI_MINOR", "built for animator ABI 2.\(ANIMATOR_ABI_MINOR)",
      "rebuild the plugin"
    ),
    (
      "ANIMATOR_ABI_MAJOR", "ANIMATOR_ABI_MINOR + 1u",
      "requires animator ABI 1.\(ANIMATOR_ABI_MINOR + 1)", "upgrade animhost"
    ),
  ])
  func abiMismatch(major: String, minor: String, cause: String, fix: String) async throws {
    var fixture = FixturePlugin()
    fixture.abiMajor = major
    fixture.abiMinor = minor
    try await expectFailure(
      of: fixture, label: "abi", code: .abiMismatch,
      cause: [cause, "this host provides \(ANIMATOR_ABI_MAJOR).\(ANIMATOR_ABI_MINOR)"], fix: fix)
  }

  /// Invalid animator and plugin ids; the message shows the id escaped.
  @Test(arguments: [
    ("Fade!", false, "invalid animator id 'Fade!'"),
    ("-x", false, "invalid animator id '-x'"),
    ("", false, "descriptor field 'id' is empty"),
    (
      String(repeating: "a", count: 65), false,
      "invalid animator id '\(String(repeating: "a", count: 65))'"
    ),
    (
      String(repeating: "long-", count: 40), false,
      "invalid animator id '\(String(repeating: "long-", count: 40))'"
    ),
    ("caf\u{E9}", false, "invalid animator id 'caf\u{E9}'"),
    ("Bad Plugin", true, "invalid plugin id 'Bad Plugin'"),
  ])
  func invalidID(id: String, isPluginID: Bool, cause: String) async throws {
    var fixture = FixturePlugin()
    if isPluginID { fixture.pluginID = id } else { fixture.animatorID = id }
    try await expectFailure(
      of: fixture, label: "bad-id", code: .invalidDescriptor, cause: [cause],
      fix: "fix it in the plugin and rebuild")
  }

  /// Control characters in descriptor text are refused and never reach the terminal raw.
  @Test(arguments: [
    ("display_name", "Evil\u{1B}[31mRed", "Evil\\e[31mRed"),
    ("summary", "two\nlines", "two\\nlines"),
    ("summary", "bell\u{7}", "bell\\u{7}"),
    ("display_name", "c1\u{9B}31m", "c1\\u{9b}31m"),
  ])
  func controlCharacters(field: String, value: String, escaped: String) async throws {
    var fixture = FixturePlugin()
    if field == "display_name" { fixture.displayName = value } else { fixture.summary = value }
    // The child also checks that the message holds no raw control character.
    try await expectFailure(
      of: fixture, label: "control", code: .invalidDescriptor,
      cause: ["contains control characters", "'\(field)'", escaped],
      fix: "fix it in the plugin and rebuild")
  }

  /// A 1.1 plugin whose struct_size only covers 1.0 is refused: the host would read past it.
  @Test func structTooSmallForItsMinor() async throws {
    var fixture = FixturePlugin()
    fixture.structSize = "ANIMATOR_PLUGIN_V1_0_SIZE"
    try await expectFailure(
      of: fixture, label: "small", code: .invalidDescriptor,
      cause: ["ABI 1.\(ANIMATOR_ABI_MINOR) needs \(MemoryLayout<animator_plugin_v1>.size)"],
      fix: "rebuild")
  }

  /// A plugin built against ABI 1.5 (its descriptor ends before 1.6's interaction_for_tab)
  /// still loads, with its minor; a 1.6 plugin with that short descriptor is refused.
  @Test func aPluginOfTheLastMinorStillLoads() async throws {
    let directory = try TestDirectory("abi-1-5")
    var fixture = FixturePlugin()
    fixture.abiMinor = "5u"
    fixture.descriptorSize = "ANIMATOR_DESCRIPTOR_V1_5_SIZE"
    let path = try fixture.build(named: "libolder.so", in: directory)
    let animator = try #require(try PluginScan.load(path).get().first)
    #expect(animator.plugin.abiMinor == 5)
    fixture.abiMinor = "ANIMATOR_ABI_MINOR"
    try await expectFailure(
      of: fixture, label: "short-descriptor", code: .invalidDescriptor,
      cause: [
        "animator descriptor is \(MemoryLayout<animator_descriptor_v1>.offset(of: \.interaction_for_tab) ?? 0) bytes",
        "ABI 1.\(ANIMATOR_ABI_MINOR) needs \(MemoryLayout<animator_descriptor_v1>.size)",
      ], fix: "rebuild")
  }

  /// A plugin built against ABI 1.7, before 1.8 appended view_subviews and the match ids to
  /// the host's table, still loads with its minor.
  @Test func aPluginOfABI17StillLoads() throws {
    let directory = try TestDirectory("abi-1-7")
    var fixture = FixturePlugin()
    fixture.abiMinor = "7u"
    let path = try fixture.build(named: "libseven.so", in: directory)
    let animator = try #require(try PluginScan.load(path).get().first)
    #expect(animator.plugin.abiMinor == 7)
    #expect(ANIMATOR_ABI_MINOR == 8)
  }

  /// ABI 1.7's string choices: read from a 1.7 parameter, not from one of 1.6's size (which
  /// still loads, taking any text), and none when the field is NULL.
  @Test(arguments: [
    ("sizeof(animator_param_v1)", "\"left|right\"", ["left", "right"]),
    ("ANIMATOR_PARAM_V1_0_SIZE", "\"up|down\"", []),
    ("sizeof(animator_param_v1)", "NULL", []),
  ])
  func stringChoices(size: String, choices: String, expected: [String]) throws {
    let directory = try TestDirectory("choices")
    var fixture = FixturePlugin()
    fixture.stringParameter = (size, choices)
    let path = try fixture.build(named: "libchoices.so", in: directory)
    let animator = try #require(try PluginScan.load(path).get().first)
    #expect(animator.parameters.map(\.choices) == [expected])
  }

  /// A default that is not one of the choices, or an empty or repeated choice, is refused.
  @Test(arguments: [
    ("default", "\"up|down\"", "default of parameter 'direction' expected one of up, down"),
    ("empty", "\"left||right\"", "has an empty or repeated choice in 'left||right'"),
    ("repeated", "\"left|left\"", "parameter 'direction' has an empty or repeated choice"),
  ])
  func badChoicesAreRefused(label: String, choices: String, cause: String) async throws {
    var fixture = FixturePlugin()
    fixture.stringParameter = ("sizeof(animator_param_v1)", choices)
    try await expectFailure(
      of: fixture, label: "choices-\(label)", code: .invalidDescriptor,
      cause: [cause], fix: "fix it in the plugin and rebuild")
  }

  /// A license or homepage with control characters is refused like every other field, and a
  /// descriptor string past 1024 bytes is refused without being read whole (issue 22, items 1
  /// and 2).
  @Test(arguments: [
    ("license", "MIT\u{1B}]0;PWNED\u{7}", "'license'", "contains control characters"),
    (
      "summary", String(repeating: "a", count: 5000), "'summary' is longer than 1024 bytes",
      "shorten it"
    ),
  ])
  func hostileStrings(field: String, value: String, first: String, second: String) async throws {
    var fixture = FixturePlugin()
    if field == "license" { fixture.license = value } else { fixture.summary = value }
    try await expectFailure(
      of: fixture, label: "strings-\(field)", code: .invalidDescriptor, cause: [first, second],
      fix: "")
  }

  /// Counts past the limits name the limit, not a missing array (issue 22, item 7).
  @Test(arguments: [
    ("animators", "10000u", "0", "declares 10000 animators; a plugin may declare at most 1024"),
    ("params", "1", "10000u", "param_count 10000; an animator may declare at most 256 parameters"),
  ])
  func countsPastTheLimits(label: String, animators: String, params: String, cause: String)
    async throws
  {
    var fixture = FixturePlugin()
    fixture.animatorCount = animators
    fixture.paramCount = params
    try await expectFailure(
      of: fixture, label: label, code: .invalidDescriptor, cause: [cause],
      fix: "fix it in the plugin and rebuild")
  }

  /// A plugin built for another machine says which one, instead of dlopen's "No such file".
  @Test func anotherMachinesPluginSaysWhich() async throws {
    let directory = try TestDirectory("machine")
    let path = try FixturePlugin().build(named: "libz-arm.so", in: directory)
    var bytes = try FileSystem.readFile(at: path)
    bytes[18] = 183
    bytes[19] = 0
    try AtomicFile.write(bytes, to: path, permissions: 0o755)
    try await PluginScan.expectIsolatedFailure(
      path, in: directory, code: .notELF,
      message: [path, "built for AArch64 (e_machine 183), but this animhost runs on x86-64"])
  }

  /// The plugins this package builds load on their own, with their ids and parameters.
  @Test(arguments: [
    ("GrowFromButton", "grow", "grow-from-button"),
    ("CrossDissolve", "cross-dissolve", "cross-dissolve"),
    ("CardSheet", "card", "card-sheet"), ("ScaleSegue", "scale", "scale-segue"),
  ])
  func realPluginLoads(product: String, id: String, pluginID: String) throws {
    let path = BuiltProducts.plugin(product)
    let animators = try PluginScan.load(path).get()
    let animator = try #require(animators.first)
    #expect(animators.count == 1)
    #expect(animator.id == id)
    #expect(animator.plugin.pluginID == pluginID)
    #expect(animator.plugin.path == path)
    #expect(animator.plugin.abiMinor == ANIMATOR_ABI_MINOR)
    #expect(animator.plugin.license == "MIT")
    #expect(animator.parameters.map(\.name).contains("duration"))
    #expect(animator.canPresent && animator.canDismiss)
    #expect(animator.defaultDuration > 0)
  }
}
