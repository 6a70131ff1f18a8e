import AnimHostTestSupport
import Foundation

/// Swift fixture animators for `animhost check`: the bundled cross-dissolve with one fault
/// written in, compiled against this build's AnimatorKit with `swiftc` into a plugin `.so`.
enum SwiftCheckFixtures {
  /// What a fixture gets wrong, and the rule that must catch it.
  enum Fault: String, CaseIterable, Sendable {
    case neverCompletes, completesTwice, leavesAView, crashes, prints

    /// The animator id of the fixture.
    var id: String { "swift-" + rawValue.lowercased() }

    /// The rule that fails.
    var rule: String {
      switch self {
      case .neverCompletes, .completesTwice: "completes-once"
      case .leavesAView: "nothing-left-behind"
      case .crashes: "runs-to-the-end"
      case .prints: "silent"
      }
    }

    /// The line of the fade's completion block that the fault replaces, and what with.
    var patch: (String, String) {
      let complete = "context.completeTransition(!cancelled)"
      return switch self {
      case .neverCompletes: (complete, "_ = cancelled")
      case .completesTwice: (complete, complete + "; " + complete)
      case .leavesAView:
        (complete, "container.addSubview(UIView(frame: .zero)); " + complete)
      case .crashes: (complete, "fatalError(\"the fixture crashes\")")
      case .prints: (complete, "print(\"hello from a Swift plugin\"); " + complete)
      }
    }
  }

  /// swiftc refused a fixture.
  struct BuildFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "swiftc failed:\n\(message)" }
  }

  /// Builds the fixture into `libSwiftCheck.so` in a new directory and returns the directory.
  static func build(_ fault: Fault) throws -> TestDirectory {
    let directory = try TestDirectory("swift-check-fixture")
    let original = try String(
      contentsOfFile: BuiltProducts.packageRoot + "/Plugins/CrossDissolve/CrossDissolve.swift",
      encoding: .utf8)
    let (line, replacement) = fault.patch
    precondition(original.contains(line), "the cross-dissolve plugin changed; update the fixture")
    let source = original.replacingOccurrences(of: line, with: replacement)
      .replacingOccurrences(of: "\"cross-dissolve\"", with: "\"\(fault.id)\"")
    try build(source: source, in: directory)
    return directory
  }

  /// The source of a plugin with one animator, `id`, whose delegate presents with the class
  /// `Animator` that `animator` declares.
  static func plugin(id: String, animator: String) -> String {
    """
    import AnimatorKit

    @c(animator_plugin_entry_v1)
    public func entry(_ major: UInt32, _ minor: UInt32) -> UnsafePointer<animator_plugin_v1>? {
      AnimatorPlugin.export(hostMajor: major, hostMinor: minor) {
        AnimatorPlugin(id: "\(id)", version: "1.0.0", animators: [
          AnimatorDefinition(id: "\(id)", displayName: "\(id)",
            summary: "A test fixture", defaultDuration: 1) { _ in Delegate() }
        ])
      }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(forPresented presented: UIViewController,
        presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
    }

    """ + animator
  }

  /// Compiles a Swift plugin source against this build's AnimatorKit into
  /// `libSwiftCheck.so` in the directory.
  static func build(source: String, in directory: TestDirectory) throws {
    let file = directory.file("Fixture.swift")
    try source.write(toFile: file, atomically: false, encoding: .utf8)
    let build = BuiltProducts.directory
    let objects = try FileManager.default.contentsOfDirectory(atPath: build + "/AnimatorKit.build")
      .filter { $0.hasSuffix(".swift.o") }.map { build + "/AnimatorKit.build/" + $0 }
    let result = try ProcessRunner.run(
      "/usr/bin/env",
      [
        "swiftc", "-emit-library", "-parse-as-library", "-swift-version", "6", "-module-name",
        "SwiftCheckFixture", "-I", build + "/Modules", "-Xcc",
        "-fmodule-map-file=" + build + "/CAnimatorABI.build/module.modulemap", "-I",
        BuiltProducts.abiInclude, file, build + "/CAnimatorABI.build/animator_abi.c.o",
        "-o", directory.file("libSwiftCheck.so"),
      ] + objects)
    guard result.status == 0 else { throw BuildFailure(message: result.stderr) }
  }
}
