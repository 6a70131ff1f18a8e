import AnimHostTestSupport
import Foundation

/// C fixture animators that each break one rule of the transition contract, for
/// `animhost check`: the checker must name that rule and still report every other case.
enum CheckFixtures {
  /// What a fixture gets wrong, and the rule that must catch it.
  enum Fault: String, CaseIterable, Sendable {
    case neverCompletes, completesTwice, leavesAView, forgetsToRestore, notDeterministic
    case crashes, loops, prints, leaks

    /// The animator id of the fixture.
    var id: String { "check-" + rawValue.lowercased() }

    /// The rule that fails.
    var rule: String {
      switch self {
      case .neverCompletes, .completesTwice: "completes-once"
      case .leavesAView: "nothing-left-behind"
      case .forgetsToRestore: "cancel-restores"
      case .notDeterministic: "deterministic"
      case .crashes, .loops: "runs-to-the-end"
      case .prints: "silent"
      case .leaks: "bounded-memory"
      }
    }

    /// The C source of the fixture.
    var source: String {
      let behaviour =
        self == .neverCompletes ? "never" : self == .completesTwice ? "twice" : "complete"
      let fade = CFixtures.fade(
        id: id, behaviour: behaviour, animating: statement,
        includes: ["stdio.h", "stdlib.h", "unistd.h"])
      guard self == .forgetsToRestore else { return fade }
      // It completes as UIKit asks after a cancel, but leaves the screen it dismisses rounded.
      return fade.replacingOccurrences(
        of: "h->context_complete_transition(h, ctx, 1);",
        with: "h->context_complete_transition(h, ctx, "
          + "!(h->context_flags(h, ctx) & ANIMHOST_CONTEXT_CANCELLED));")
    }

    /// The C run at the start of animateTransition.
    private var statement: String {
      switch self {
      case .neverCompletes, .completesTwice: ""
      case .leavesAView:
        """
        animhost_rect box = { 0, 0, 10, 10 };
        h->view_add_subview(h, h->context_container_view(h, ctx), h->view_create(h, &box));
        """
      case .forgetsToRestore:
        """
        if (!presenting) {
            double radius = 24;
            h->view_set(h, view, ANIMHOST_PROP_CORNER_RADIUS, &radius, 1);
        }
        """
      case .notDeterministic:
        """
        double random = (double)(getpid() % 97) / 100.0;
        h->view_set(h, view, ANIMHOST_PROP_CORNER_RADIUS, &random, 1);
        """
      case .crashes: CFixtures.segfault
      case .leaks: "memset(malloc(1 << 20), 1, 1 << 20);"
      case .loops: CFixtures.spinForever
      case .prints: #"printf("hello from the plugin\n"); fflush(stdout);"#
      }
    }
  }

  /// Compiles the fixture into `libCheck.so` in a new directory and returns the directory.
  static func build(_ fault: Fault) throws -> TestDirectory {
    let directory = try TestDirectory("check-fixture")
    _ = try FixtureCompiler.build(fault.source, named: "libCheck.so", in: directory)
    return directory
  }
}
