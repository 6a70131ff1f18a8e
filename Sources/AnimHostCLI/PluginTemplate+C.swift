extension PluginTemplate {
  /// The C project's Makefile: `make` builds the plugin, `make check` runs `animhost check` on
  /// it, `make play` plays it and replays every rebuild.
  var makefile: String {
    """
    # The animhost animator plugin '\(id)', written in C against the animator ABI.
    ANIMHOST ?= \(animhost)
    ABI_INCLUDE ?= \(checkout)/Sources/CAnimatorABI/include
    CFLAGS ?= -O2 -Wall -Wextra -Werror
    PLUGIN = lib\(id).so

    all: $(PLUGIN)

    $(PLUGIN): \(cName).c $(ABI_INCLUDE)/animator_abi.h
    \t$(CC) $(CFLAGS) -std=c11 -fPIC -shared -I$(ABI_INCLUDE) -o $@ \(cName).c

    # Every case of the animator contract must pass: the test of this project.
    check: $(PLUGIN)
    \t$(ANIMHOST) check \(id) --plugin-dir .

    play: $(PLUGIN)
    \t$(ANIMHOST) play \(id) --watch --plugin-dir .

    clean:
    \trm -f $(PLUGIN)

    .PHONY: all check play clean

    """
  }

  /// The C animator: the same rise-and-fade as the Swift template, through the host's table.
  var cAnimator: String {
    """
    /* The animhost animator '\(id)': the new screen rises into place as it fades in, and sinks
     * away on dismiss. The host calls animator_plugin_entry_v1 to read the descriptor below,
     * then create_delegate for each run, and the animator functions for each transition; every
     * view and animation goes through the host's table `h` (see animator_abi.h). */
    #include "animator_abi.h"
    #include <stdint.h>
    #include <stdlib.h>
    #include <string.h>

    /* One run's settings, read from the parameter values the host resolved. */
    typedef struct settings {
        double duration;
        double rise;
    } settings;

    /* What the completion of one transition needs. */
    typedef struct transition {
        animhost_handle context;
        animhost_handle view;
        animhost_rect shown;
    } transition;

    static double value_of(const animator_param_value_v1 *values, uint32_t count,
                           const char *name, double fallback) {
        for (uint32_t i = 0; i < count; i++)
            if (values[i].name && values[i].value && strcmp(values[i].name, name) == 0)
                return strtod(values[i].value, NULL);
        return fallback; /* never used: the host fills in every declared default */
    }

    static void *create_delegate(const animhost_host_v1 *h, const animator_descriptor_v1 *d,
                                 const animator_param_value_v1 *values, uint32_t count) {
        (void)h, (void)d;
        settings *s = malloc(sizeof *s);
        if (!s) return NULL;
        s->duration = value_of(values, count, "duration", 0.35);
        s->rise = value_of(values, count, "rise", 60);
        return s;
    }

    static void destroy_delegate(const animhost_host_v1 *h, void *delegate) {
        (void)h;
        free(delegate);
    }

    /* The delegate's settings serve as the animator both ways: the context says which way. */
    static void *for_presented(const animhost_host_v1 *h, void *delegate, animhost_handle presented,
                               animhost_handle presenting, animhost_handle source) {
        (void)h, (void)presented, (void)presenting, (void)source;
        return delegate;
    }

    static void *for_dismissed(const animhost_host_v1 *h, void *delegate, animhost_handle dismissed) {
        (void)h, (void)dismissed;
        return delegate;
    }

    static void release_animator(const animhost_host_v1 *h, void *animator) { (void)h, (void)animator; }

    static double duration(const animhost_host_v1 *h, void *animator, animhost_handle context) {
        (void)h, (void)context;
        return ((settings *)animator)->duration;
    }

    /* Leaves the view as UIKit would find it (in place, opaque), then completes. */
    static void finished(const animhost_host_v1 *h, void *user_data, int32_t finished) {
        (void)finished;
        transition *t = user_data;
        double opaque = 1;
        h->view_set(h, t->view, ANIMHOST_PROP_FRAME, &t->shown.x, 4);
        h->view_set(h, t->view, ANIMHOST_PROP_ALPHA, &opaque, 1);
        int cancelled = (h->context_flags(h, t->context) & ANIMHOST_CONTEXT_CANCELLED) != 0;
        h->context_complete_transition(h, t->context, !cancelled);
        free(t);
    }

    static void animate(const animhost_host_v1 *h, void *animator, animhost_handle context) {
        const settings *s = animator;
        int presenting = (h->context_flags(h, context) & ANIMHOST_CONTEXT_PRESENTING) != 0;
        animhost_handle screen = h->context_view_controller(
            h, context, presenting ? ANIMHOST_KEY_TO : ANIMHOST_KEY_FROM);
        transition *t = malloc(sizeof *t);
        if (!t || !screen) {
            free(t);
            h->context_complete_transition(h, context, 0);
            return;
        }
        t->context = context;
        t->view = h->view_controller_view(h, screen);
        if (presenting)
            h->context_final_frame(h, context, screen, &t->shown);
        else
            h->view_get(h, t->view, ANIMHOST_PROP_FRAME, &t->shown.x, 4);
        animhost_rect lowered = t->shown;
        lowered.y += s->rise;
        double clear = 0, opaque = 1;
        if (presenting) {
            h->view_set(h, t->view, ANIMHOST_PROP_FRAME, &lowered.x, 4);
            h->view_set(h, t->view, ANIMHOST_PROP_ALPHA, &clear, 1);
            h->view_add_subview(h, h->context_container_view(h, context), t->view);
        }
        animhost_animation_v1 curve = {
            .struct_size = sizeof curve, .duration = s->duration,
            .options = ANIMHOST_OPTION_CURVE_EASE_OUT,
        };
        h->animation_begin(h, &curve);
        h->view_set(h, t->view, ANIMHOST_PROP_FRAME, presenting ? &t->shown.x : &lowered.x, 4);
        h->view_set(h, t->view, ANIMHOST_PROP_ALPHA, presenting ? &opaque : &clear, 1);
        h->animation_commit(h, finished, t);
    }

    static const animator_param_v1 duration_param = {
        .struct_size = sizeof(animator_param_v1), .name = "duration",
        .type = ANIMATOR_PARAM_NUMBER, .default_value = "0.35", .minimum = 0.05, .maximum = 5,
        .summary = "seconds each way",
    };
    static const animator_param_v1 rise_param = {
        .struct_size = sizeof(animator_param_v1), .name = "rise", .type = ANIMATOR_PARAM_NUMBER,
        .default_value = "60", .minimum = 0, .maximum = 400,
        .summary = "points the screen rises as it fades in",
    };
    static const animator_param_v1 *const params[] = {&duration_param, &rise_param};

    static const animator_descriptor_v1 descriptor = {
        .struct_size = sizeof(animator_descriptor_v1),
        .id = "\(id)",
        .display_name = "\(displayName)",
        .summary = "The new screen rises into place as it fades in, and sinks away on dismiss",
        .theme = "classic",
        .capabilities = ANIMATOR_CAP_PRESENT | ANIMATOR_CAP_DISMISS,
        .default_duration = 0.35,
        .params = params,
        .param_count = 2,
        .create_delegate = create_delegate,
        .destroy_delegate = destroy_delegate,
        .animator_for_presented = for_presented,
        .animator_for_dismissed = for_dismissed,
        .release_animator = release_animator,
        .transition_duration = duration,
        .animate_transition = animate,
    };
    static const animator_descriptor_v1 *const animators[] = {&descriptor};

    static const animator_plugin_v1 plugin = {
        .abi_major = ANIMATOR_ABI_MAJOR,
        .abi_minor = ANIMATOR_ABI_MINOR,
        .struct_size = sizeof(animator_plugin_v1),
        .plugin_id = "\(id)",
        .version = "0.1.0",
        .author = "",
        .animators = animators,
        .animator_count = 1,
        .license = "MIT",
    };

    /* The one exported symbol. A host of another major version is refused with NULL. */
    const animator_plugin_v1 *animator_plugin_entry_v1(uint32_t host_major, uint32_t host_minor) {
        (void)host_minor;
        return host_major == ANIMATOR_ABI_MAJOR ? &plugin : NULL;
    }

    """
  }
}
