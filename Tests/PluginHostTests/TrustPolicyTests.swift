import AnimHostTestSupport
import HostSystem
import PluginHost
import Testing

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@Suite struct TrustPolicyTests {
  /// A plugin in `bad` (with these modes) beside the real GrowFromButton in a secure directory.
  private struct Layout {
    let good: TestDirectory
    let bad: TestDirectory
    let file: String

    init(fileMode: mode_t, directoryMode: mode_t) throws {
      good = try TestDirectory("trust-good")
      try good.copy(BuiltProducts.plugin("GrowFromButton"), as: "libGrowFromButton.so")
      bad = directoryMode == 0o755 ? good : try TestDirectory("trust-bad")
      file = try bad.copy(BuiltProducts.plugin("CrossDissolve"), as: "libz-insecure.so")
      chmod(file, fileMode)
      chmod(bad.path, directoryMode)
    }

    var directories: [String] { good.path == bad.path ? [good.path] : [good.path, bad.path] }

    func restore() {
      chmod(bad.path, 0o755)
      chmod(file, 0o755)
    }
  }

  /// Group- or world-writable files and directories are refused with the path, the mode and a fix.
  @Test(arguments: [
    (0o666 as mode_t, 0o755 as mode_t, "file", "mode 0666"),
    (0o775, 0o755, "file", "mode 0775"),
    (0o755, 0o777, "directory", "mode 0777"),
    (0o755, 0o775, "directory", "mode 0775"),
  ])
  func insecureIsRefused(fileMode: mode_t, directoryMode: mode_t, kind: String, mode: String) throws
  {
    let layout = try Layout(fileMode: fileMode, directoryMode: directoryMode)
    defer { layout.restore() }
    let registry = PluginScan.registry(layout.directories)
    #expect(registry.animators.map(\.id) == ["grow"])
    #expect(registry.failures.map(\.path) == [layout.file])
    let error = try #require(registry.failures.first?.error)
    #expect(error.code == .insecure)
    let culprit = kind == "file" ? layout.file : layout.bad.path
    expectMessage(
      error, path: layout.file, cause: "bad ownership or modes for \(kind) \(culprit)",
      fix: "chmod go-w")
    #expect(error.message.contains(mode))
    #expect(error.message.contains("--allow-insecure"))
  }

  /// With --allow-insecure the same files load, and a warning says why.
  @Test(arguments: [(0o666 as mode_t, 0o755 as mode_t), (0o755, 0o777)])
  func allowInsecureLoadsWithWarning(fileMode: mode_t, directoryMode: mode_t) throws {
    let layout = try Layout(fileMode: fileMode, directoryMode: directoryMode)
    defer { layout.restore() }
    let registry = PluginScan.registry(layout.directories, allowInsecure: true)
    #expect(registry.failures.isEmpty)
    #expect(registry.animators.map(\.id) == ["grow", "cross-dissolve"])
    #expect(registry.warnings.count == 1)
    let warning = try #require(registry.warnings.first)
    #expect(warning.contains("loading insecure plugin \(layout.file)"))
    #expect(warning.contains("bad ownership or modes"))
  }

  /// A file owned by someone other than root or the user is refused (only root can chown).
  @Test(.enabled(if: getuid() == 0, "needs root to give the file away"))
  func foreignOwnerIsRefused() throws {
    let layout = try Layout(fileMode: 0o755, directoryMode: 0o755)
    #expect(chown(layout.file, 4242, 4242) == 0)
    let registry = PluginScan.registry(layout.directories)
    let error = try #require(registry.failures.first?.error)
    #expect(registry.animators.map(\.id) == ["grow"])
    #expect(error.code == .insecure)
    expectMessage(
      error, path: layout.file, cause: "owner uid 4242", fix: "make it owned by you or root")
  }

  /// TrustPolicy.problem on its own: modes without group/other write pass, others do not.
  @Test(arguments: [
    (0o755 as mode_t, false), (0o644, false), (0o600, false), (0o4755, false),
    (0o620, true), (0o602, true), (0o777, true),
  ])
  func fileModes(mode: mode_t, isProblem: Bool) throws {
    let directory = try TestDirectory("modes")
    let path = try directory.write([0x7F], as: "f.so")
    chmod(path, mode)
    let info = try FileSystem.status(of: path)
    let problem = TrustPolicy.problem(file: path, info: info)
    #expect((problem != nil) == isProblem, "\(problem ?? "nil")")
    if let problem {
      #expect(problem.contains("file \(path)") && problem.contains("run 'chmod go-w \(path)'"))
    }
  }

  /// A root-owned sticky directory (such as /tmp) is accepted as a parent even when writable.
  @Test(.enabled(if: getuid() == 0, "the directory must be owned by root"))
  func stickyRootDirectoryIsAccepted() throws {
    let directory = try TestDirectory("sticky")
    let path = try directory.write([0x7F], as: "f.so")
    chmod(directory.path, 0o1777)
    defer { chmod(directory.path, 0o755) }
    let info = try FileSystem.status(of: path)
    #expect(TrustPolicy.problem(file: path, info: info) == nil)
  }
}
