import HostSystem

/// The files `animhost new` writes: a plugin project with a first animator, a README and a test
/// that runs `animhost check` on it, in Swift (a SwiftPM package) or C (a Makefile).
struct PluginTemplate {
  /// The languages a new plugin can be written in.
  enum Language: String, CaseIterable {
    case swift, c
  }

  /// One file to write, relative to the project's directory.
  struct File: Equatable {
    var path: String
    var text: String
  }

  /// The animator id, which is also the plugin id: `my-fade`.
  let id: String
  /// The animhost checkout whose AnimatorKit (and C header) the project builds against.
  let checkout: String
  /// The animhost executable the project's test and Makefile run.
  let animhost: String

  /// The Swift module and product name: `MyFade` for `my-fade`.
  var module: String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The name for people: `My fade` for `my-fade`.
  var displayName: String {
    let words = id.split(separator: "-").joined(separator: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// The C identifier prefix: `my_fade` for `my-fade`.
  var cName: String { id.replacingAll("-", with: "_") }

  /// SwiftPM's identity for the checkout: its directory's name, lowercased.
  var checkoutIdentity: String {
    (checkout.split(separator: "/").last.map(String.init) ?? "animhost").lowercased()
  }

  /// Whether a text is a valid id: lowercase letters, digits and single dashes, starting with a
  /// letter, at most 64 bytes.
  static func isValidID(_ text: String) -> Bool {
    guard let first = text.utf8.first, first >= 97, first <= 122, text.utf8.count <= 64,
      text.utf8.last != 45, !text.containsText("--")
    else { return false }
    return text.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
  }

  /// The project's files for a language.
  func files(_ language: Language) -> [File] {
    switch language {
    case .swift:
      [
        File(path: "Package.swift", text: packageManifest),
        File(path: "Sources/\(module)/\(module).swift", text: swiftAnimator),
        File(path: "Tests/\(module)Tests/CheckTests.swift", text: swiftCheckTest),
        File(path: "README.md", text: readme(.swift)),
        File(path: ".gitignore", text: ".build/\nPackage.resolved\n"),
      ]
    case .c:
      [
        File(path: "Makefile", text: makefile),
        File(path: "\(cName).c", text: cAnimator),
        File(path: "README.md", text: readme(.c)),
        File(path: ".gitignore", text: "*.so\n"),
      ]
    }
  }

  private var packageManifest: String {
    """
    // swift-tools-version: 6.2
    // The animhost animator plugin '\(id)': `swift build` makes .build/debug/lib\(module).so.
    import PackageDescription

    let package = Package(
      name: "\(module)",
      products: [
        // An animator plugin is a dynamic library; animhost loads it with dlopen.
        .library(name: "\(module)", type: .dynamic, targets: ["\(module)"])
      ],
      dependencies: [
        // AnimatorKit from the animhost checkout this project was made with. To build against a
        // release instead: .package(url: "https://github.com/OWNER/animhost.git", from: "0.1.0"),
        // and name that package ("animhost") in the product below.
        .package(path: "\(checkout)")
      ],
      targets: [
        .target(
          name: "\(module)",
          dependencies: [.product(name: "AnimatorKit", package: "\(checkoutIdentity)")]
        ),
        .testTarget(name: "\(module)Tests", dependencies: ["\(module)"]),
      ]
    )

    """
  }

  private var swiftAnimator: String {
    """
    import AnimatorKit

    /// The plugin's entry point: animhost calls it to read the animators this file vends.
    @c(animator_plugin_entry_v1)
    public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
      AnimatorPlugin.export(major, minor) {
        AnimatorPlugin(
          id: "\(id)", version: "0.1.0", license: "MIT",
          animators: [
            AnimatorDefinition(
              id: "\(id)", displayName: "\(displayName)",
              summary: "The new screen rises into place as it fades in, and sinks away on dismiss",
              parameters: [\(module)Animator.duration, \(module)Animator.rise]
            ) { role, p in
              \(module)Animator(
                duration: p[\(module)Animator.duration], rise: p[\(module)Animator.rise], role: role)
            }
          ])
      }
    }

    /// Fades the presented screen in while it rises into place, and out the same way back.
    final class \(module)Animator: NSObject, UIViewControllerAnimatedTransitioning {
      static let duration = Parameter.number(
        "duration", default: 0.35, range: 0.05...5, summary: "seconds each way")
      static let rise = Parameter.number(
        "rise", default: 60, range: 0...400, summary: "points the screen rises as it fades in")

      let duration: TimeInterval
      let rise: CGFloat
      let role: TransitionRole

      init(duration: TimeInterval, rise: Double, role: TransitionRole) {
        self.duration = duration
        self.rise = CGFloat(rise)
        self.role = role
      }

      func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
      {
        duration
      }

      func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presenting = role.isPresenting
        guard let screen = context.viewController(forKey: presenting ? .to : .from),
          let view = screen.view
        else {
          context.completeTransition(false)
          return
        }
        let shown = presenting ? context.finalFrame(for: screen) : view.frame
        let lowered = shown.offsetBy(dx: 0, dy: rise)
        if presenting {
          view.frame = lowered
          view.alpha = 0
          context.containerView.addSubview(view)
        }
        UIView.animate(
          withDuration: duration, delay: 0, options: [.curveEaseOut],
          animations: {
            view.frame = presenting ? shown : lowered
            view.alpha = presenting ? 1 : 0
          },
          completion: { _ in
            // Leave the view as UIKit would find it: in place and opaque.
            view.frame = shown
            view.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
          })
      }
    }

    """
  }

  private var swiftCheckTest: String {
    """
    import Foundation
    import Testing

    /// Runs `animhost check` on the built plugin: every case of the animator contract must pass.
    @Test func passesAnimhostCheck() throws {
      let project = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let plugins = project.appendingPathComponent(".build/debug").path
      let plugin = plugins + "/lib\(module).so"
      try #require(
        FileManager.default.fileExists(atPath: plugin), "\\(plugin) is missing; run swift build")
      let animhost = ProcessInfo.processInfo.environment["ANIMHOST"] ?? "\(animhost)"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: animhost)
      process.arguments = ["check", "\(id)", "--plugin-dir", plugins]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\\(report)")
    }

    """
  }
}

extension PluginTemplate {
  /// The project's README: how to build, play, check and ship the plugin.
  func readme(_ language: Language) -> String {
    let build: String
    let plugins: String
    let test: String
    let layout: String
    switch language {
    case .swift:
      build = "swift build"
      plugins = ".build/debug"
      test = "swift test"
      layout = """
        - `Sources/\(module)/\(module).swift`: the entry point, the animator's definition (its id,
          summary and typed parameters) and the animator, written as UIKit code is.
        - `Tests/\(module)Tests/CheckTests.swift`: runs `animhost check` on the built plugin.
        - `Package.swift`: depends on AnimatorKit from the animhost checkout at
          `\(checkout)`. To build against a release instead, replace `.package(path:)` with
          `.package(url: "https://github.com/OWNER/animhost.git", from: "0.1.0")` and name that
          package (`"animhost"`) in the target's product.
        """
    case .c:
      build = "make"
      plugins = "."
      test = "make check"
      layout = """
        - `\(cName).c`: the descriptor (id, summary, parameters) and the animator, driving views
          through the host's table; `\(checkout)/Sources/CAnimatorABI/include/animator_abi.h`
          documents every call. Any language that can export a C function works the same way.
        - `Makefile`: `make` builds `lib\(id).so`, `make check` runs `animhost check` on it,
          `make play` plays it. `ABI_INCLUDE` and `ANIMHOST` point at the checkout this project
          was made with; set them for another (`make ABI_INCLUDE=… ANIMHOST=…`).
        """
    }
    return """
      # \(id)

      `\(id)` is an animator plugin for animhost: the new screen rises into place as it fades
      in, and sinks away on dismiss. `animhost` below is `\(animhost)` unless it is on your
      PATH.

      ```sh
      \(build)
      animhost play \(id) --watch --plugin-dir \(plugins)
      \(test)
      ```

      The second line plays it in the terminal and replays every rebuild; the third runs
      `animhost check`, which holds the animator to UIKit's transition contract.

      \(layout)

      Render it: `animhost render \(id) -o \(id).gif --plugin-dir \(plugins)`; set its parameters
      with `'\(id)(0.5,80)'` or `--set rise=80`. Install it for your user with
      `animhost install \(plugins)/lib\(language == .swift ? module : id).so`, which checks it first.

      """
  }
}
