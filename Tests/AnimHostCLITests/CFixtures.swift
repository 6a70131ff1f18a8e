/// C sources of fixture plugins that use the host-services table directly, as a plugin written in C
/// would.
///
/// Each is compiled by the tests with `cc`.
enum CFixtures {
  /// A working fade animator with its own id, built outside the host's directory.
  ///
  /// `behaviour` is `complete`, `never` (no completeTransition) or `twice`; `seasons` are (start
  /// month, start day, end month, end day) windows. `animating` is C run at the start of
  /// animateTransition, with `h`, `ctx`, `presenting`, `vc` and `view` in scope, for fixtures
  /// that misbehave there; `includes` are more system headers it needs.
  static func fade(
    id: String, behaviour: String = "complete", seasons: [(Int, Int, Int, Int)] = [],
    animating: String = "", includes: [String] = []
  ) -> String {
    let windows = (seasons.isEmpty ? [(0, 0, 0, 0)] : seasons).map {
      "{\($0.0), \($0.1), \($0.2), \($0.3)}"
    }
    return """
      #include "animator_abi.h"
      #include <stdint.h>
      #include <string.h>
      \(includes.map { "#include <\($0)>" }.joined(separator: "\n"))

      static int delegate_token, animator_token;
      static void on_done(const animhost_host_v1 *h, void *user, int32_t finished) {
          animhost_handle ctx = (animhost_handle)(uintptr_t)user;
          const char *mode = "\(behaviour)";
          if (strcmp(mode, "never") == 0) return;
          h->context_complete_transition(h, ctx, 1);
          if (strcmp(mode, "twice") == 0) h->context_complete_transition(h, ctx, 1);
      }
      static void *create(const animhost_host_v1 *h, const animator_descriptor_v1 *d,
                          const animator_param_value_v1 *v, uint32_t n) { return &delegate_token; }
      static void destroy(const animhost_host_v1 *h, void *d) {}
      static void *presented(const animhost_host_v1 *h, void *d, animhost_handle a, \
      animhost_handle b,
                             animhost_handle c) { return &animator_token; }
      static void *dismissed(const animhost_host_v1 *h, void *d, animhost_handle a) \
      { return &animator_token; }
      static void release_animator(const animhost_host_v1 *h, void *a) {}
      static double duration(const animhost_host_v1 *h, void *a, animhost_handle ctx) \
      { return 0.25; }
      static void animate(const animhost_host_v1 *h, void *a, animhost_handle ctx) {
          int presenting = (h->context_flags(h, ctx) & ANIMHOST_CONTEXT_PRESENTING) != 0;
          animhost_handle vc = h->context_view_controller(h, ctx, \
      presenting ? ANIMHOST_KEY_TO : ANIMHOST_KEY_FROM);
          animhost_handle view = h->view_controller_view(h, vc);
          \(animating)
          double zero = 0, one = 1;
          if (presenting) {
              animhost_rect frame;
              h->context_final_frame(h, ctx, vc, &frame);
              h->view_set(h, view, ANIMHOST_PROP_FRAME, &frame.x, 4);
              h->view_set(h, view, ANIMHOST_PROP_ALPHA, &zero, 1);
              h->view_add_subview(h, h->context_container_view(h, ctx), view);
          }
          animhost_animation_v1 p = { sizeof(animhost_animation_v1), 0.25, 0, \
      ANIMHOST_OPTION_CURVE_LINEAR, 0, 0 };
          h->animation_begin(h, &p);
          h->view_set(h, view, ANIMHOST_PROP_ALPHA, presenting ? &one : &zero, 1);
          h->animation_commit(h, on_done, (void *)(uintptr_t)ctx);
      }
      static const animator_season_v1 seasons[] = { \(windows.joined(separator: ", ")) };
      static const animator_descriptor_v1 desc = {
          sizeof(animator_descriptor_v1), "\(id)", "C fade", "A fade written in C", "test",
          seasons, \(seasons.count), \
      ANIMATOR_CAP_PRESENT | ANIMATOR_CAP_DISMISS, 0.25, NULL, 0, NULL,
          create, destroy, presented, dismissed, release_animator, \
      duration, animate, NULL, NULL, NULL
      };
      static const animator_descriptor_v1 *const list[] = { &desc };
      static const animator_plugin_v1 plugin = {
          ANIMATOR_ABI_MAJOR, ANIMATOR_ABI_MINOR, sizeof(animator_plugin_v1), \
      "c-fixture-\(id)", "0.1.0",
          "tests", list, 1, "MIT", NULL
      };
      const animator_plugin_v1 *animator_plugin_entry_v1(uint32_t major, uint32_t minor) {
          return major == ANIMATOR_ABI_MAJOR ? &plugin : NULL;
      }
      """
  }

  /// C that crashes with SIGSEGV (a write near address 0).
  static let segfault = "*(volatile int *)(uintptr_t)8 = 1;"
  /// C that never returns.
  static let spinForever = "for (volatile int spin = 1; spin;) {}"
}
