import AnimHostCLI
import AnimHostTestSupport
import Foundation
import PluginHost
import PluginRunner
import Testing
import TransitionEngine

/// The live generations of `play --watch` with real builds (C fixtures) and the real child
/// scanner, run at once instead of on another thread: each broken build is one message naming
/// the watched file, a good one runs its transitions, and no copy is left behind.
@Suite struct PluginGenerationsTests {
  static let id = "watch-fade"

  /// A build put at the watched path.
  enum Build: String, CaseIterable, Sendable {
    case good, notELF, crashesInItsEntry, hangsInItsEntry, declaresAnotherAnimator
    case crashesWhileAnimating, hangsWhileAnimating

    /// Writes the build at `libW.so` in the directory.
    func make(in dir: TestDirectory) throws {
      let id = PluginGenerationsTests.id
      switch self {
      case .good: try ScannerFixtures.build(id: id, version: "0.2.0", named: "libW.so", in: dir)
      case .notELF: try dir.write(Array("not a plugin\n".utf8), as: "libW.so")
      case .crashesInItsEntry:
        try ScannerFixtures.build(id: id, entry: .segfault, named: "libW.so", in: dir)
      case .hangsInItsEntry:
        try ScannerFixtures.build(id: id, entry: .hang, named: "libW.so", in: dir)
      case .declaresAnotherAnimator:
        try ScannerFixtures.build(id: "other-fade", named: "libW.so", in: dir)
      case .crashesWhileAnimating, .hangsWhileAnimating:
        let source = CFixtures.fade(
          id: id,
          animating: self == .crashesWhileAnimating ? CFixtures.segfault : CFixtures.spinForever)
        _ = try FixtureCompiler.build(source, named: "libW.so", in: dir)
      }
    }

    /// The whole failure message for the watched file at `path`.
    func message(path: String) -> String {
      switch self {
      case .crashesWhileAnimating:
        "animator '\(PluginGenerationsTests.id)' (\(path)) \(cause ?? "")"
      case .hangsWhileAnimating:
        "animator '\(PluginGenerationsTests.id)' (\(path)): \(cause ?? "")"
      default:
        "\(path): \(cause ?? "no failure")"
      }
    }

    /// What the failure says after the file's path, or nil when the build loads.
    var cause: String? {
      let debug =
        "skipped until the file changes; debug it with 'animhost list --in-process --rescan'"
      return switch self {
      case .good: nil
      case .notELF: "not an ELF shared object; remove it from the plugin directory or rebuild it"
      case .crashesInItsEntry: "crashed while being scanned (SIGSEGV); \(debug)"
      case .hangsInItsEntry: "timed out after 1 s while being scanned; \(debug)"
      case .declaresAnotherAnimator:
        "no longer declares animator '\(PluginGenerationsTests.id)'; put it back or play another"
      case .crashesWhileAnimating:
        "crashed in animateTransition(using:) (SIGSEGV); it ran in a child process, so nothing "
          + "else was affected; debug it with 'animhost render \(PluginGenerationsTests.id) "
          + "--in-process -o x.json' under a debugger"
      case .hangsWhileAnimating:
        "animateTransition(using:) did not return within 0.5 s; the plugin was stopped; fix the "
          + "loop or wait, or allow more time with ANIMHOST_CALL_TIMEOUT=SECONDS"
      }
    }
  }

  /// Runs generations in a run child of the built executable.
  static let runner = AnimatorRunner(
    child: PluginRun(
      executable: BuiltProducts.executable,
      limits: PluginRun.Limits(callSeconds: 0.5, cpuSeconds: 30, memoryBytes: 4 << 30)))

  /// Live generations of `libW.so` in the directory, scanned and run in children at once with a
  /// 1 s scan timeout, or loaded and run in this process without a scanner (`--in-process`).
  static func generations(
    _ plugins: TestDirectory,
    cache: TestDirectory,
    scanned: Bool = true
  ) -> PluginGenerations {
    let loader = GenerationLoader(
      source: plugins.file("libW.so"),
      animatorID: id,
      directory: cache.file("generations"),
      scanner: scanned ? PluginScanner(executable: BuiltProducts.executable, timeout: 1) : nil,
      allowInsecure: false
    )
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 10)
    return PluginGenerations(
      loader: loader, settings: [], request: request, runner: scanned ? runner : nil,
      dispatch: { $0() })
  }

  @Test(arguments: Build.allCases)
  func aNewBuildLoadsOrFailsWithOneMessage(build: Build) throws {
    let plugins = try TestDirectory("generations-plugins")
    let cache = try TestDirectory("generations-cache")
    try build.make(in: plugins)
    var generations = Self.generations(plugins, cache: cache)
    #expect(generations.stamp() == FileStamp.of(path: plugins.file("libW.so")))
    let outcome: PluginWatcher.Outcome? =
      switch generations.begin() {
      case .finished(let outcome): outcome
      case .checking(let check): check()
      }
    switch try #require(outcome) {
    case .loaded(let generation):
      #expect(build.cause == nil)
      #expect(generation.version == "0.2.0")
      #expect(generation.timeline.animatorID == Self.id)
      #expect(generation.timeline.segments.map(\.direction) == [.present, .dismiss])
    case .failed(let message):
      #expect(message == build.message(path: plugins.file("libW.so")))
    }
    let copies =
      (try? FileManager.default.contentsOfDirectory(atPath: cache.file("generations"))) ?? []
    #expect(copies.isEmpty, "copies left behind: \(copies)")
  }

  /// Builds that are safe to load in this process (none crashes or hangs in its entry).
  @Test(arguments: [Build.good, .notELF, .declaresAnotherAnimator])
  func withoutAScannerABuildLoadsAtOnce(build: Build) throws {
    let plugins = try TestDirectory("generations-plugins")
    let cache = try TestDirectory("generations-cache")
    try build.make(in: plugins)
    var generations = Self.generations(plugins, cache: cache, scanned: false)
    guard case .finished(let outcome) = generations.begin() else {
      Issue.record("a build without a scanner was not loaded at once")
      return
    }
    switch outcome {
    case .loaded(let generation):
      #expect(build.cause == nil)
      #expect(generation.version == "0.2.0")
    case .failed(let message):
      #expect(message == "\(plugins.file("libW.so")): \(build.cause ?? "no failure")")
    }
  }

  @Test func theFirstGenerationIsWatchedFromItsStamp() throws {
    let plugins = try TestDirectory("generations-plugins")
    let cache = try TestDirectory("generations-cache")
    try ScannerFixtures.build(id: Self.id, named: "libW.so", in: plugins)
    let loader = GenerationLoader(
      source: plugins.file("libW.so"),
      animatorID: Self.id,
      directory: cache.file("generations"),
      scanner: nil,
      allowInsecure: false
    )
    let (watcher, first) = try PluginGenerations.watch(
      loader: loader,
      settings: [],
      request: TransitionRequest(scene: .yellow(size: .phone), fps: 10),
      runner: nil
    )
    #expect(first.animatorID == Self.id)
    #expect(watcher.status == "watching libW.so (version 0.1.0, generation 1)")
    // The file as loaded is handled: polling it unchanged begins no build.
    #expect(watcher.poll(at: 0) == nil && watcher.poll(at: 1) == nil)
    #expect(watcher.status == "watching libW.so (version 0.1.0, generation 1)")
  }
}
