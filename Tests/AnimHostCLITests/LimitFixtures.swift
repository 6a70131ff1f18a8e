import AnimHostTestSupport
import Foundation

/// C fixture animators that load cleanly, then misbehave inside animateTransition: each goes
/// far over one of the engine's limits (see `EngineLimits`).
enum LimitFixtures {
  /// What a fixture does wrong.
  enum Misbehaviour: String, CaseIterable, Sendable {
    case hugeDuration, hugeShadowRadius, nestedViews, manyViews, openBlocks, emitterCells, longText

    /// What its transitionDuration returns.
    var duration: String { self == .hugeDuration ? "1e9" : "0.25" }

    /// C statements run at the start of animateTransition, with `h`, `ctx` and `view` (the
    /// presented or dismissed view controller's view) in scope.
    var code: String {
      switch self {
      case .hugeDuration:
        ""
      case .hugeShadowRadius:
        """
        double radius = 1e9, opacity = 0.5;
        h->view_set(h, view, ANIMHOST_PROP_SHADOW_OPACITY, &opacity, 1);
        h->view_set(h, view, ANIMHOST_PROP_SHADOW_RADIUS, &radius, 1);
        """
      case .nestedViews:
        """
        animhost_rect box = { 0, 0, 10, 10 };
        animhost_handle parent = h->context_container_view(h, ctx);
        for (int i = 0; i < 1000; i++) {
            animhost_handle child = h->view_create(h, &box);
            h->view_add_subview(h, parent, child);
            parent = child;
        }
        """
      case .manyViews:
        """
        animhost_rect box = { 0, 0, 10, 10 };
        animhost_handle container = h->context_container_view(h, ctx);
        for (int i = 0; i < 200000; i++) h->view_add_subview(h, container, h->view_create(h, &box));
        """
      case .openBlocks:
        """
        animhost_animation_v1 block = { sizeof(animhost_animation_v1), 0.25, 0, 0, 0, 0 };
        for (int i = 0; i < 1000000; i++) h->animation_begin(h, &block);
        """
      case .emitterCells:
        """
        animhost_handle layer = h->view_create_layer(h, ANIMHOST_LAYER_EMITTER);
        animhost_rect area = { 0, 0, 390, 844 };
        h->view_set(h, layer, ANIMHOST_PROP_FRAME, &area.x, 4);
        animhost_emitter_v1 emitter = { sizeof(animhost_emitter_v1), 195, 0, 390, 1, 1, 1, 1 };
        static animhost_emitter_cell_v1 cells[64];
        for (int i = 0; i < 64; i++) {
            animhost_emitter_cell_v1 cell = { sizeof(animhost_emitter_cell_v1) };
            cell.birth_rate = 10000;
            cell.lifetime = 10;
            cell.velocity = 100;
            cell.emission_longitude = 1.5707963;
            cell.scale = 1;
            cell.color[0] = 1; cell.color[3] = 1;
            cell.size = 4;
            cell.shape = ANIMHOST_PARTICLE_CIRCLE;
            cells[i] = cell;
        }
        h->emitter_configure(h, layer, &emitter, cells, 64);
        h->view_add_subview(h, view, layer);
        """
      case .longText:
        """
        size_t length = 10 * 1024 * 1024;
        char *text = malloc(length + 1);
        memset(text, 'x', length);
        text[length] = 0;
        h->view_set_text(h, view, text);
        free(text);
        """
      }
    }

    /// The animator id of the fixture.
    var id: String { "limit-" + rawValue.lowercased() }
  }

  /// Compiles the fixture into `libLimit.so` in a new directory and returns the directory.
  static func build(_ misbehaviour: Misbehaviour) throws -> TestDirectory {
    let directory = try TestDirectory("limits")
    let source = CFixtures.fade(
      id: misbehaviour.id, animating: misbehaviour.code, includes: ["stdlib.h"]
    ).replacingOccurrences(of: "{ return 0.25; }", with: "{ return \(misbehaviour.duration); }")
    _ = try FixtureCompiler.build(source, named: "libLimit.so", in: directory)
    return directory
  }
}
