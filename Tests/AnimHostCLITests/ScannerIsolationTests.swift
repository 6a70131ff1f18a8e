import AnimHostTestSupport
import Foundation
import Testing

/// `animhost list` scans plugins in a child process: a plugin that crashes, aborts, traps, hangs
/// or exits in its entry point is reported on one line and remembered, and every other plugin,
/// before and after it in the same batch, still lists.
@Suite struct ScannerIsolationTests {
  /// A directory with a good plugin on each side of the bad one, sorted by file name.
  private func corpus(_ entry: ScannerFixtures.Entry) throws -> TestDirectory {
    let dir = try TestDirectory("scan-\(entry.rawValue)")
    try ScannerFixtures.build(id: "before-fade", named: "libA.so", in: dir)
    try ScannerFixtures.build(id: "bad-fade", entry: entry, named: "libB.so", in: dir)
    try ScannerFixtures.build(id: "after-fade", named: "libC.so", in: dir)
    return dir
  }

  static let failures: [(ScannerFixtures.Entry, String)] = [
    (.segfault, "crashed while being scanned (SIGSEGV)"),
    (.abort, "crashed while being scanned (SIGABRT)"),
    (.trap, "crashed while being scanned (SIGILL)"),
    (.hang, "timed out after 1 s while being scanned"),
    (.exit, "the plugin ended the scanner with exit status 3 while loading"),
  ]

  @Test(arguments: failures)
  func aBadEntryPointIsReportedAndRemembered(entry: ScannerFixtures.Entry, cause: String) throws {
    let dir = try corpus(entry)
    let cache = try TestDirectory("cache")
    let environment = ScannerFixtures.environment(cache: cache).merging([
      "ANIMHOST_SCAN_TIMEOUT": "1"
    ]) { $1 }
    let message =
      "animhost: warning: \(dir.file("libB.so")): \(cause); skipped until the file changes; "
      + "debug it with 'animhost list --in-process --rescan'\n"
    var inodes: [UInt64] = []
    for run in ["cold", "warm"] {
      let list = try AnimHostProcess.run(
        ["list", "--plugin-dir", dir.path], environment: environment)
      #expect(list.status == 0, "\(run): \(list.stderr)")
      #expect(list.stderr == message, "\(run)")
      for id in ["before-fade", "after-fade", "grow", "card"] {
        #expect(list.stdout.contains(id), "\(run): \(id) is missing from:\n\(list.stdout)")
      }
      #expect(!list.stdout.contains("bad-fade"))
      inodes.append(ScannerFixtures.cacheInode(in: cache))
    }
    #expect(
      inodes[0] != 0 && inodes[0] == inodes[1], "the warm run rescanned and rewrote the cache")
    #expect(
      ScannerFixtures.cacheText(in: cache).contains("\(dir.file("libB.so"))\t"),
      "the failure is remembered")
    // Rebuilt without the fault, the file is scanned again.
    try ScannerFixtures.build(id: "bad-fade", named: "libB.tmp", in: dir)
    #expect(rename(dir.file("libB.tmp"), dir.file("libB.so")) == 0)
    let fixed = try AnimHostProcess.run(
      ["list", "--plugin-dir", dir.path], environment: environment)
    #expect(fixed.status == 0 && fixed.stderr.isEmpty, "\(fixed.stderr)")
    #expect(fixed.stdout.contains("bad-fade"))
  }

  /// The timeout is each file's own: three plugins that take 0.4 s each to load all list under a
  /// 1 s timeout, though the one scanner child that loads them runs for longer than that.
  @Test func theTimeoutIsPerFileNotPerBatch() throws {
    let dir = try TestDirectory("scan-slow")
    for name in ["A", "B", "C"] {
      try ScannerFixtures.build(
        id: "slow-\(name.lowercased())", entry: .slow, named: "lib\(name).so", in: dir)
    }
    let cache = try TestDirectory("cache")
    let environment = ScannerFixtures.environment(cache: cache).merging([
      "ANIMHOST_SCAN_TIMEOUT": "1"
    ]) { $1 }
    let list = try AnimHostProcess.run(
      ["list", "--plugin-dir", dir.path], environment: environment)
    #expect(list.status == 0)
    #expect(list.stderr.isEmpty, "\(list.stderr)")
    for id in ["slow-a", "slow-b", "slow-c"] {
      #expect(list.stdout.contains(id), "\(id) is missing from:\n\(list.stdout)")
    }
  }

  /// A scanner stuck in a hanging plugin dies with the host, even when the host is killed
  /// outright and cannot kill it: the child exits when its lifeline pipe closes.
  @Test func aHangingScannerDiesWithAKilledHost() throws {
    let dir = try TestDirectory("scan-orphan")
    try ScannerFixtures.build(id: "hang-fade", entry: .hang, named: "libHang.so", in: dir)
    let host = try RenderInterruptTests.spawn(["list", "--rescan", "--plugin-dir", dir.path])
    var scanner: pid_t?
    try Self.waitUntil("the scanner child is running") {
      scanner = Self.children(of: host).first
      return scanner != nil
    }
    let child = try #require(scanner)
    #expect(kill(host, SIGKILL) == 0)
    var status: Int32 = 0
    waitpid(host, &status, 0)
    try Self.waitUntil("the orphaned scanner has exited") { !Self.isRunning(child) }
  }

  /// The processes whose parent is `parent`, from /proc.
  static func children(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
    }
  }

  /// Whether a process exists and is not a zombie.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  /// Polls a condition every 20 ms for up to 10 s.
  static func waitUntil(_ what: String, _ condition: () -> Bool) throws {
    for _ in 0..<500 {
      if condition() { return }
      usleep(20_000)
    }
    Issue.record("timed out waiting until \(what)")
  }

  @Test func renderOfAGoodPluginBesideACrashingOneWorks() throws {
    let dir = try corpus(.segfault)
    let render = try AnimHostProcess.run(
      ["render", "after-fade", "--plugin-dir", dir.path, "-o", dir.file("out.json")],
      environment: ["ANIMHOST_SCAN_TIMEOUT": "1"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("libB.so: crashed while being scanned (SIGSEGV)"))
    #expect(FileManager.default.fileExists(atPath: dir.file("out.json")))
  }

  @Test func whatAPluginPrintsNeverReachesTheListing() throws {
    let dir = try TestDirectory("scan-prints")
    try ScannerFixtures.build(id: "chatty-fade", entry: .prints, named: "libChatty.so", in: dir)
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path])
    #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
    #expect(list.stdout.contains("chatty-fade") && list.stdout.contains("grow"))
    #expect(!list.stdout.contains("HELLO"))
    let json = try AnimHostProcess.run(["list", "--json", "--plugin-dir", dir.path])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let ids = (object?["animators"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    #expect(ids.contains("chatty-fade") && !json.stdout.contains("HELLO"), "\(json.stdout)")
  }

  @Test(arguments: [["--in-process"], ["--rescan"]])
  func scanningInProcessRunsThePluginHere(flags: [String]) throws {
    let dir = try TestDirectory("scan-in-process")
    try ScannerFixtures.build(id: "chatty-fade", entry: .prints, named: "libChatty.so", in: dir)
    let list = try AnimHostProcess.run(["list", "--plugin-dir", dir.path] + flags)
    #expect(list.status == 0)
    #expect(list.stdout.contains("chatty-fade"))
    // Only the in-process scan lets the plugin's output reach our stdout.
    #expect(list.stdout.contains("HELLO FROM THE PLUGIN") == (flags == ["--in-process"]))
    let environment = try AnimHostProcess.run(
      ["list", "--plugin-dir", dir.path], environment: ["ANIMHOST_IN_PROCESS_SCAN": "1"])
    #expect(environment.stdout.contains("HELLO FROM THE PLUGIN"))
  }
}
