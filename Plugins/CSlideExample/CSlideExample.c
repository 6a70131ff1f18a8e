/*
 * CSlideExample.c: the c-slide animator, a whole animhost plugin in plain C.
 *
 * It is the example for writing animators in C, or in any language that can export a C
 * function and fill in C structs. Copy this file, change the names, and build it alone:
 *
 *     cc -shared -fPIC -O2 -I <animhost>/Sources/CAnimatorABI/include \
 *        -o libMySlide.so MySlide.c
 *     animhost install libMySlide.so      (or: animhost list --plugin-dir .)
 *
 * What it does: presenting slides the new screen in from the bottom edge (or the edge the
 * `edge` parameter names) to where UIKit wants it, with an ease-out curve; dismissing slides
 * it back out to the same edge with an ease-in, the present played backwards. Try it with
 * `animhost play c-slide` or `animhost render 'c-slide(0.6,left)' -o slide.gif`.
 *
 * The plugin talks to the host only through the C types of animator_abi.h (read it whole;
 * docs/abi.md says what stays stable). Its parts, in the order a transition meets them:
 *
 *   1. Settings and parameters: what `--set duration=0.6` or `c-slide(0.6,left)` chooses,
 *      declared as animator_param_v1 structs so that `animhost info` can show them and the
 *      host can check the values before the plugin ever sees them.
 *   2. The delegate (UIViewControllerTransitioningDelegate): create_delegate reads the
 *      parameter values into a slide_settings; destroy_delegate frees it.
 *   3. The animators (UIViewControllerAnimatedTransitioning): animator_for_presented and
 *      animator_for_dismissed each make a slide_animator for one transition;
 *      release_animator frees it when the host is done with it.
 *   4. The transition: transition_duration and animate_transition, which uses the host's
 *      table (animhost_host_v1) as UIKit code uses the transition context: it asks for the
 *      container view and the presented view controller's view, adds the view, and animates
 *      its frame inside an animation_begin/animation_commit pair (UIView.animate).
 *   5. The completion: when the animation ends it looks at whether the transition was
 *      cancelled, puts things back if so, and calls completeTransition exactly once.
 *   6. The descriptor and the entry point: constant data naming all of the above, and
 *      animator_plugin_entry_v1, the one symbol the host looks up.
 *
 * Rules this file keeps, which `animhost check c-slide` holds every animator to:
 *   - Every host call goes through the table: h->view_set(h, view, ...). Views are integer
 *     handles that live for one transition; never keep one past it.
 *   - completeTransition is called exactly once, with 0 after a cancel, once everything the
 *     animator changed is as it was.
 *   - No printing, no clock and no randomness of its own (the host offers random_next and
 *     media_time): the same run gives the same frames, byte for byte.
 *   - Descriptors and strings are static and constant: the host keeps pointers to them for
 *     the life of the process.
 */
#include "animator_abi.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------ */
/* 1. Settings and parameters                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The edge of the container the new screen enters by, and the old one leaves by. */
typedef enum slide_edge { EDGE_BOTTOM, EDGE_TOP, EDGE_LEFT, EDGE_RIGHT } slide_edge;

/** What one run's parameters chose; the delegate owns it. */
typedef struct slide_settings {
    double duration; /* seconds each way */
    slide_edge edge;
} slide_settings;

/* The default duration, once: a number for the descriptor and a string for the parameter. */
#define SLIDE_DEFAULT_DURATION 0.4
#define SLIDE_STRING(x) SLIDE_STRING_(x)
#define SLIDE_STRING_(x) #x

/*
 * A number parameter: the host refuses values outside minimum...maximum with its own message
 * (exit 64), so the plugin never sees them.
 */
static const animator_param_v1 duration_parameter = {
    .struct_size = sizeof(animator_param_v1),
    .name = "duration",
    .type = ANIMATOR_PARAM_NUMBER,
    .default_value = SLIDE_STRING(SLIDE_DEFAULT_DURATION),
    .minimum = 0.05,
    .maximum = 5,
    .summary = "seconds each way",
};

/*
 * A string parameter with choices (ABI 1.7): the host refuses any other word and lists
 * these, and `info` shows them. The order of `choices` is the order of slide_edge.
 */
static const animator_param_v1 edge_parameter = {
    .struct_size = sizeof(animator_param_v1),
    .name = "edge",
    .type = ANIMATOR_PARAM_STRING,
    .default_value = "bottom",
    .summary = "the edge the screen slides in from and back out to",
    .choices = "bottom|top|left|right",
};

/* In declared order: c-slide(0.6,left) sets duration, then edge. */
static const animator_param_v1 *const parameters[] = {&duration_parameter, &edge_parameter};
#define PARAMETER_COUNT (sizeof parameters / sizeof parameters[0])

/** Applies one parameter's value (a string in the syntax of its type) to the settings. */
static void apply_parameter(slide_settings *settings, const char *name, const char *value) {
    if (strcmp(name, "duration") == 0) {
        settings->duration = strtod(value, NULL);
    } else if (strcmp(name, "edge") == 0) {
        static const char *const edges[] = {"bottom", "top", "left", "right"};
        for (int edge = EDGE_BOTTOM; edge <= EDGE_RIGHT; edge++) {
            if (strcmp(value, edges[edge]) == 0) settings->edge = (slide_edge)edge;
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* 2. The delegate: one per run, made with the resolved parameter values                      */
/* ------------------------------------------------------------------------------------------ */

static void *create_delegate(const animhost_host_v1 *h, const animator_descriptor_v1 *descriptor,
                             const animator_param_value_v1 *values, uint32_t value_count) {
    (void)h;
    (void)descriptor;
    slide_settings *settings = malloc(sizeof *settings);
    if (settings == NULL) return NULL;
    /* The host passes every declared parameter, defaults filled in; starting from the
       declared defaults keeps the settings whole all the same. */
    for (size_t i = 0; i < PARAMETER_COUNT; i++) {
        apply_parameter(settings, parameters[i]->name, parameters[i]->default_value);
    }
    for (uint32_t i = 0; i < value_count; i++) {
        apply_parameter(settings, values[i].name, values[i].value);
    }
    return settings;
}

static void destroy_delegate(const animhost_host_v1 *h, void *delegate) {
    (void)h;
    free(delegate);
}

/* ------------------------------------------------------------------------------------------ */
/* 3. The animators: one per transition                                                       */
/* ------------------------------------------------------------------------------------------ */

/** One transition's animator, and what its completion needs to finish the transition. */
typedef struct slide_animator {
    const slide_settings *settings; /* the delegate's; it outlives its animators */
    int presenting;                 /* 1 to present, 0 to dismiss */
    /* Set by animate_transition, read by the completion. */
    animhost_handle context;
    animhost_handle view;      /* the presented screen's view: the one that moves */
    animhost_rect start_frame; /* its frame before the transition, put back after a cancel */
} slide_animator;

static void *make_animator(void *delegate, int presenting) {
    slide_animator *animator = calloc(1, sizeof *animator);
    if (animator == NULL) return NULL;
    animator->settings = delegate;
    animator->presenting = presenting;
    return animator;
}

/* animationController(forPresented:presenting:source:) */
static void *animator_for_presented(const animhost_host_v1 *h, void *delegate,
                                    animhost_handle presented, animhost_handle presenting,
                                    animhost_handle source) {
    (void)h;
    (void)presented;
    (void)presenting;
    (void)source;
    return make_animator(delegate, 1);
}

/* animationController(forDismissed:) */
static void *animator_for_dismissed(const animhost_host_v1 *h, void *delegate,
                                    animhost_handle dismissed) {
    (void)h;
    (void)dismissed;
    return make_animator(delegate, 0);
}

static void release_animator(const animhost_host_v1 *h, void *animator) {
    (void)h;
    free(animator);
}

/* ------------------------------------------------------------------------------------------ */
/* 4. The transition                                                                          */
/* ------------------------------------------------------------------------------------------ */

/*
 * Frames cross the ABI as four doubles (x, y, width, height), the layout of animhost_rect, so
 * a rect's address serves as the value array of ANIMHOST_PROP_FRAME and BOUNDS.
 */
static animhost_rect get_rect(const animhost_host_v1 *h, animhost_handle view, uint32_t property) {
    animhost_rect rect = {0, 0, 0, 0};
    h->view_get(h, view, property, &rect.x, 4);
    return rect;
}

static void set_frame(const animhost_host_v1 *h, animhost_handle view, animhost_rect frame) {
    h->view_set(h, view, ANIMHOST_PROP_FRAME, &frame.x, 4);
}

/** The frame moved just past one edge of the container's bounds, out of sight. */
static animhost_rect offscreen(animhost_rect frame, animhost_rect bounds, slide_edge edge) {
    switch (edge) {
    case EDGE_BOTTOM: frame.y = bounds.y + bounds.height; break;
    case EDGE_TOP: frame.y = bounds.y - frame.height; break;
    case EDGE_LEFT: frame.x = bounds.x - frame.width; break;
    case EDGE_RIGHT: frame.x = bounds.x + bounds.width; break;
    }
    return frame;
}

/* transitionDuration(using:) */
static double transition_duration(const animhost_host_v1 *h, void *animator,
                                  animhost_handle context) {
    (void)h;
    (void)context;
    return ((const slide_animator *)animator)->settings->duration;
}

static void slide_finished(const animhost_host_v1 *h, void *user_data, int32_t finished);

/* animateTransition(using:) */
static void animate_transition(const animhost_host_v1 *h, void *animator_pointer,
                               animhost_handle context) {
    slide_animator *animator = animator_pointer;
    /* The presented view controller is the "to" one when presenting, "from" when dismissing. */
    animhost_handle presented = h->context_view_controller(
        h, context, animator->presenting ? ANIMHOST_KEY_TO : ANIMHOST_KEY_FROM);
    animhost_handle view = h->view_controller_view(h, presented);
    animhost_handle container = h->context_container_view(h, context);
    if (view == 0 || container == 0) {
        h->context_complete_transition(h, context, 0);
        return;
    }
    animator->context = context;
    animator->view = view;
    animator->start_frame = get_rect(h, view, ANIMHOST_PROP_FRAME);

    /* On screen: where UIKit wants the presented view (finalFrame(for:)), or where it is. */
    animhost_rect shown = animator->start_frame;
    if (animator->presenting) h->context_final_frame(h, context, presented, &shown);
    animhost_rect hidden =
        offscreen(shown, get_rect(h, container, ANIMHOST_PROP_BOUNDS), animator->settings->edge);

    /* Presenting: the animator adds the new view to the container, out of sight. */
    if (animator->presenting) {
        set_frame(h, view, hidden);
        h->view_add_subview(h, container, view);
    }

    /* UIView.animate(withDuration:delay:options:animations:completion:): property changes
       between animation_begin and animation_commit animate; the completion runs at the end. */
    animhost_animation_v1 timing = {
        .struct_size = sizeof timing,
        .duration = animator->settings->duration,
        .delay = 0,
        .options = animator->presenting ? ANIMHOST_OPTION_CURVE_EASE_OUT
                                        : ANIMHOST_OPTION_CURVE_EASE_IN,
    };
    h->animation_begin(h, &timing);
    set_frame(h, view, animator->presenting ? shown : hidden);
    h->animation_commit(h, slide_finished, animator);
}

/* ------------------------------------------------------------------------------------------ */
/* 5. The completion                                                                          */
/* ------------------------------------------------------------------------------------------ */

/*
 * The animation's completion. An interactive cancel plays the animation back to its start and
 * then ends it, so the animator asks the context (transitionWasCancelled) rather than trusting
 * `finished`, and on a cancel puts the window back as it was before saying so.
 */
static void slide_finished(const animhost_host_v1 *h, void *user_data, int32_t finished) {
    (void)finished;
    slide_animator *animator = user_data;
    int cancelled = (h->context_flags(h, animator->context) & ANIMHOST_CONTEXT_CANCELLED) != 0;
    if (cancelled) {
        if (animator->presenting) {
            h->view_remove_from_superview(h, animator->view);
        } else {
            set_frame(h, animator->view, animator->start_frame);
        }
    }
    h->context_complete_transition(h, animator->context, !cancelled);
}

/* ------------------------------------------------------------------------------------------ */
/* 6. The descriptor and the entry point                                                      */
/* ------------------------------------------------------------------------------------------ */

/* What `animhost list` and `info` show, and the functions the host calls. Hooks this animator
   does not need (interaction controllers, presentation controllers, navigation) stay NULL. */
static const animator_descriptor_v1 slide_descriptor = {
    .struct_size = sizeof(animator_descriptor_v1),
    .id = "c-slide",
    .display_name = "Slide (C example)",
    .summary = "Slides the new screen in from an edge with an ease-out; a plugin written in C",
    .theme = "classic",
    .seasons = NULL, /* all year */
    .season_count = 0,
    .capabilities = ANIMATOR_CAP_PRESENT | ANIMATOR_CAP_DISMISS,
    .default_duration = SLIDE_DEFAULT_DURATION,
    .params = parameters,
    .param_count = PARAMETER_COUNT,
    .create_delegate = create_delegate,
    .destroy_delegate = destroy_delegate,
    .animator_for_presented = animator_for_presented,
    .animator_for_dismissed = animator_for_dismissed,
    .release_animator = release_animator,
    .transition_duration = transition_duration,
    .animate_transition = animate_transition,
};

static const animator_descriptor_v1 *const animators[] = {&slide_descriptor};

/* The oldest host this plugin works with: 1.7 added parameter choices. */
#define SLIDE_ABI_MINOR 7u

static const animator_plugin_v1 plugin = {
    .abi_major = ANIMATOR_ABI_MAJOR,
    .abi_minor = SLIDE_ABI_MINOR,
    .struct_size = sizeof(animator_plugin_v1),
    .plugin_id = "c-slide-example",
    .version = "1.0.0",
    .author = "animhost",
    .animators = animators,
    .animator_count = sizeof animators / sizeof animators[0],
    .license = "MIT",
    .homepage = NULL,
};

/*
 * The one exported symbol. The host says which ABI it speaks; a plugin returns NULL to refuse
 * a host too old for it (the host then says so on one line and skips the file). Visibility is
 * spelled out so the plugin still exports it when built with -fvisibility=hidden.
 */
__attribute__((visibility("default"))) const animator_plugin_v1 *
animator_plugin_entry_v1(uint32_t host_major, uint32_t host_minor) {
    if (host_major != ANIMATOR_ABI_MAJOR || host_minor < SLIDE_ABI_MINOR) return NULL;
    return &plugin;
}
