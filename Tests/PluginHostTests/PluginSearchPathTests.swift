import PluginHost
import Testing

@Suite struct PluginSearchPathTests {
  typealias Origin = PluginSearchPath.Origin

  /// One resolve call and the entries it must produce, as (path, origin) in order.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var directories: [String] = []
    var environment: [String: String] = [:]
    var executable: String? = "/opt/animhost/bin"
    var expected: [(String, Origin)]
    var ignored: [String] = []

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "every source in order",
      directories: ["/first", "second"],
      environment: [
        "ANIMHOST_PLUGIN_PATH": "/env/a:/env/b", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me",
      ],
      expected: [
        ("/first", .option), ("/work/cwd/second", .option), ("/env/a", .environment),
        ("/env/b", .environment), ("/xdg/animhost/plugins", .user),
        ("/opt/animhost/lib/animhost/plugins", .install), ("/opt/animhost/bin", .executable),
      ]),
    Case(
      name: "HOME when XDG_DATA_HOME is unset",
      environment: ["HOME": "/home/me"],
      expected: [
        ("/home/me/.local/share/animhost/plugins", .user),
        ("/opt/animhost/lib/animhost/plugins", .install), ("/opt/animhost/bin", .executable),
      ]),
    Case(
      name: "HOME when XDG_DATA_HOME is relative",
      environment: ["XDG_DATA_HOME": "data", "HOME": "/home/me"],
      executable: nil,
      expected: [("/home/me/.local/share/animhost/plugins", .user)]),
    Case(
      name: "relative and empty ANIMHOST_PLUGIN_PATH entries",
      environment: ["ANIMHOST_PLUGIN_PATH": "rel/dir::/abs:./here"],
      executable: nil,
      expected: [("/abs", .environment)],
      ignored: ["'rel/dir'", "'./here'"]),
    Case(
      name: "duplicates keep the first, with its origin",
      directories: ["/opt/animhost/bin/", "/opt/animhost/bin"],
      environment: ["ANIMHOST_PLUGIN_PATH": "/opt/animhost/lib/animhost/plugins:/opt/animhost/bin"],
      expected: [
        ("/opt/animhost/bin", .option), ("/opt/animhost/lib/animhost/plugins", .environment),
      ]),
    Case(
      name: "normalized without touching the disk",
      directories: ["/a/./b//c/../d/", "x/../y", "/../.."],
      executable: "/usr/local/bin/.",
      expected: [
        ("/a/b/d", .option), ("/work/cwd/y", .option), ("/", .option),
        ("/usr/local/lib/animhost/plugins", .install), ("/usr/local/bin", .executable),
      ]),
    Case(name: "nothing at all", executable: nil, expected: []),
  ]

  @Test(arguments: cases)
  func resolve(_ item: Case) {
    let searchPath = PluginSearchPath.resolve(
      pluginDirectories: item.directories, environment: item.environment,
      executableDirectory: item.executable, currentDirectory: "/work/cwd")
    #expect(searchPath.entries.map(\.path) == item.expected.map(\.0))
    #expect(searchPath.entries.map(\.origin) == item.expected.map(\.1))
    #expect(searchPath.ignored.count == item.ignored.count)
    for (message, entry) in zip(searchPath.ignored, item.ignored) {
      #expect(
        message.contains(entry) && message.contains("ANIMHOST_PLUGIN_PATH")
          && message.contains("absolute"))
    }
  }

  /// The ignored entries become registry warnings, ahead of anything found while scanning.
  @Test func ignoredEntriesAreWarnings() {
    let searchPath = PluginSearchPath.resolve(
      pluginDirectories: [], environment: ["ANIMHOST_PLUGIN_PATH": "plugins"],
      executableDirectory: nil,
      currentDirectory: "/")
    let registry = PluginRegistry(searchPath: searchPath, allowInsecure: false)
    #expect(registry.warnings == searchPath.ignored)
    #expect(registry.warnings.first?.contains("ignoring relative entry 'plugins'") == true)
    #expect(registry.animators.isEmpty && registry.failures.isEmpty)
  }

  /// The executable's directory comes from /proc/self/exe: the test binary's directory.
  @Test func executableDirectoryIsAbsolute() throws {
    let directory = try #require(PluginSearchPath.executableDirectory)
    #expect(directory.hasPrefix("/"))
    #expect(!directory.hasSuffix("/"))
  }
}
