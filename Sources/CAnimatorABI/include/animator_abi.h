/*
 * animator_abi.h: the contract between animhost and its animator plugins.
 *
 * Only the C types declared here cross the plugin boundary. A plugin is a shared object that
 * exports one function, animator_plugin_entry_v1, which returns a constant descriptor. The host
 * calls the descriptor's function pointers and passes every call a host-services table through
 * which the plugin reads and changes the host's views.
 *
 * Versioning
 *   - A breaking change gets a new entry symbol (animator_plugin_entry_v2) and a new major.
 *   - A compatible change appends fields to the end of a struct and bumps the minor. Fields are
 *     never reordered or removed. Every struct carries its struct_size (and the top-level ones
 *     their abi_major/abi_minor) so that each side reads only what the other side has.
 *   - The host accepts a plugin whose abi_major equals ANIMATOR_ABI_MAJOR and whose abi_minor is
 *     not newer than ANIMATOR_ABI_MINOR, and whose structs are large enough for that minor.
 *   - A plugin that wants to run on an older host checks host->struct_size before calling a
 *     function appended after that host's minor (see ANIMHOST_HOST_V1_0_SIZE).
 *
 * History
 *   1.0  first version.
 *   1.1  animator_plugin_v1 gained license and homepage; animhost_host_v1 gained view_set_text.
 *   1.2  layer properties (transform, anchor point, z position, corner radius, border, shadow,
 *        shape colours and stroke), layer, shape and emitter creation, paths, masks, z-order,
 *        keyframe animations and the spring/keyframe option bits.
 *   1.3  interactive and interruptible transitions: property animators (UIViewPropertyAnimator),
 *        the context's interactive calls, gesture recognizers driven by scripted fingers,
 *        view_controller_dismiss, and the descriptor's interaction hooks (interaction
 *        controllers, interruptible_animator).
 *   1.4  Core Animation's explicit animations (CABasicAnimation, CAKeyframeAnimation,
 *        CASpringAnimation, CAAnimationGroup) on key paths, their delegates, CATransaction,
 *        CACurrentMediaTime, a layer's presentation values, view_convert and view_transition.
 *   1.5  the rest of Core Animation's layers: sublayerTransform, anchorPointZ, isDoubleSided,
 *        shadowPath, line dashes, CAGradientLayer, CAReplicatorLayer, CATransition, the page
 *        curl of view_transition, snapshots of a region (resizableSnapshotView), key-value
 *        coding on layers, and a layer's own beginTime, speed and timeOffset.
 *   1.6  navigation stacks and tabs: view_controller_children, view_controller_navigate
 *        (popViewController and its kin, selectedIndex), containment (view_controller_create,
 *        view_controller_containment: addChild, removeFromParent, willMove and didMove),
 *        view_safe_area_insets, the styles currentContext and overCurrentContext, and the
 *        descriptor's interaction_for_tab.
 *   1.7  animator_param_v1.choices: the words a string parameter takes (the host refuses
 *        others); a parameter of 1.6's size (ANIMATOR_PARAM_V1_0_SIZE) still loads.
 *   1.8  view_subviews (UIView.subviews) and a view's match id (view_match_id,
 *        view_set_match_id: Hero's hero.id, a scene file's "match"), for magic moves.
 *
 * Ownership and lifetime
 *   - Handles (animhost_handle) are integers that name host objects: views, view controllers and
 *     transition contexts. 0 means "none". A handle stays valid until the transition run that
 *     made it ends. A stale or foreign handle makes the call return ANIMHOST_ERR_BAD_HANDLE and
 *     is recorded as a diagnostic; it never crashes the host.
 *   - void * values returned by the plugin (delegates, animators) are plugin-owned and opaque:
 *     the host never dereferences them, and hands each back exactly once to its release call.
 *   - Strings are UTF-8 and NUL-terminated. Strings in descriptors are owned by the plugin and
 *     must stay valid for the life of the process (the host never unloads a plugin). Strings
 *     passed by the host are valid for the duration of the call only.
 *
 * Callbacks
 *   The host calls a plugin's function pointers only from inside a host call into the plugin
 *   or as its virtual clock advances; user_data is handed back unchanged and never freed.
 *
 * Threading
 *   Everything runs on the host's thread. Completion callbacks are invoked by the host as its
 *   virtual clock advances, never re-entrantly inside an animation_begin/animation_commit pair.
 */
#ifndef ANIMATOR_ABI_H
#define ANIMATOR_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The major version: a change here means a new entry symbol. */
#define ANIMATOR_ABI_MAJOR 1u
/** The minor version of this header: fields appended since 1.0. */
#define ANIMATOR_ABI_MINOR 8u
/** The symbol every plugin exports. */
#define ANIMATOR_PLUGIN_ENTRY_SYMBOL "animator_plugin_entry_v1"

/* ------------------------------------------------------------------------------------------ */
/* Basic types                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** An integer naming a host object (view, view controller, transition context); 0 is none. */
typedef uint64_t animhost_handle;

/** The result of a host call: ANIMHOST_OK or one of the negative ANIMHOST_ERR_* codes. */
typedef int32_t animhost_status;

#define ANIMHOST_OK 0
/** The handle is 0, stale (from an ended run) or names an object of another kind. */
#define ANIMHOST_ERR_BAD_HANDLE (-1)
/** An argument is out of range: a NULL pointer, a wrong value count, a NaN. */
#define ANIMHOST_ERR_BAD_ARGUMENT (-2)
/** The thing asked for does not exist (no source frame, no such named view). */
#define ANIMHOST_ERR_NOT_FOUND (-3)
/** The host does not know this property or feature. */
#define ANIMHOST_ERR_UNSUPPORTED (-4)
/** The call is not allowed now (commit without begin, a second complete_transition). */
#define ANIMHOST_ERR_STATE (-5)

/** A rectangle in points, origin at the top left, as UIKit's CGRect. */
typedef struct animhost_rect {
    double x;
    double y;
    double width;
    double height;
} animhost_rect;

/** Which side of a transition: UITransitionContextViewControllerKey / ViewKey. */
typedef enum animhost_key {
    ANIMHOST_KEY_FROM = 0,
    ANIMHOST_KEY_TO = 1
} animhost_key;

/** Bits of animhost_host_v1.context_flags. */
#define ANIMHOST_CONTEXT_PRESENTING 0x1u  /* a presentation (else a dismissal) */
#define ANIMHOST_CONTEXT_ANIMATED 0x2u    /* UIKit's isAnimated */
#define ANIMHOST_CONTEXT_INTERACTIVE 0x4u /* UIKit's isInteractive */
#define ANIMHOST_CONTEXT_CANCELLED 0x8u   /* UIKit's transitionWasCancelled */
#define ANIMHOST_CONTEXT_NAVIGATION 0x10u /* a navigation push (PRESENTING) or pop (1.5) */
#define ANIMHOST_CONTEXT_TAB 0x20u        /* a tab switch, forward (PRESENTING) or back (1.5) */

/** UIModalPresentationStyle values the host supports. */
typedef enum animhost_presentation_style {
    ANIMHOST_STYLE_FULL_SCREEN = 0,
    ANIMHOST_STYLE_CUSTOM = 1,
    ANIMHOST_STYLE_OVER_FULL_SCREEN = 2,
    ANIMHOST_STYLE_FORM_SHEET = 3,
    ANIMHOST_STYLE_PAGE_SHEET = 4,
    ANIMHOST_STYLE_CURRENT_CONTEXT = 5,     /* 1.6: shown to 1.5 plugins as FULL_SCREEN */
    ANIMHOST_STYLE_OVER_CURRENT_CONTEXT = 6 /* 1.6: shown to 1.5 plugins as OVER_FULL_SCREEN */
} animhost_presentation_style;

/**
 * View properties for view_get/view_set, with their value counts. Values are doubles.
 * Setting a property inside an animation_begin/commit pair animates it (if it is animatable).
 */
typedef enum animhost_property {
    ANIMHOST_PROP_FRAME = 1,            /* 4: x, y, width, height in the superview; animatable */
    ANIMHOST_PROP_BOUNDS = 2,           /* 4: x, y, width, height in the view itself; animatable */
    ANIMHOST_PROP_CENTER = 3,           /* 2: x, y in the superview; animatable */
    ANIMHOST_PROP_ALPHA = 4,            /* 1: 0...1; animatable */
    ANIMHOST_PROP_HIDDEN = 5,           /* 1: 0 or 1; not animatable */
    ANIMHOST_PROP_BACKGROUND_COLOR = 6, /* 4: red, green, blue, alpha in 0...1; animatable */
    ANIMHOST_PROP_TEXT_COLOR = 7,       /* 4: red, green, blue, alpha; animatable */
    ANIMHOST_PROP_FONT_SIZE = 8,        /* 1: points; animatable */
    ANIMHOST_PROP_TEXT_ALIGNMENT = 9,   /* 1: 0 left, 1 center, 2 right; not animatable */
    /* ---- 1.2 ---- */
    ANIMHOST_PROP_TRANSFORM = 10,       /* 16: CATransform3D m11...m44 in row order; animatable */
    ANIMHOST_PROP_ANCHOR_POINT = 11,    /* 2: unit coordinates of the bounds; animatable */
    ANIMHOST_PROP_Z_POSITION = 12,      /* 1: higher draws in front of siblings; animatable */
    ANIMHOST_PROP_CORNER_RADIUS = 13,   /* 1: points; animatable */
    ANIMHOST_PROP_MASKS_TO_BOUNDS = 14, /* 1: 0 or 1; not animatable */
    ANIMHOST_PROP_BORDER_WIDTH = 15,    /* 1: points, drawn inside the bounds; animatable */
    ANIMHOST_PROP_BORDER_COLOR = 16,    /* 4: red, green, blue, alpha; animatable */
    ANIMHOST_PROP_SHADOW_COLOR = 17,    /* 4: red, green, blue, alpha; animatable */
    ANIMHOST_PROP_SHADOW_OPACITY = 18,  /* 1: 0...1; animatable */
    ANIMHOST_PROP_SHADOW_RADIUS = 19,   /* 1: blur radius in points; animatable */
    ANIMHOST_PROP_SHADOW_OFFSET = 20,   /* 2: width, height in points; animatable */
    ANIMHOST_PROP_FILL_COLOR = 21,      /* 4: a shape layer's fill; animatable */
    ANIMHOST_PROP_STROKE_COLOR = 22,    /* 4: a shape layer's stroke; animatable */
    ANIMHOST_PROP_LINE_WIDTH = 23,      /* 1: a shape layer's stroke width; animatable */
    ANIMHOST_PROP_STROKE_START = 24,    /* 1: 0...1 of the path's length; animatable */
    ANIMHOST_PROP_STROKE_END = 25,      /* 1: 0...1 of the path's length; animatable */
    ANIMHOST_PROP_FILL_RULE = 26,       /* 1: 0 non-zero, 1 even-odd; not animatable */
    ANIMHOST_PROP_LINE_CAP = 27,        /* 1: 0 butt, 1 round, 2 square; not animatable */
    ANIMHOST_PROP_LINE_JOIN = 28,       /* 1: 0 miter, 1 round, 2 bevel; not animatable */
    /* 1.5 */
    ANIMHOST_PROP_SUBLAYER_TRANSFORM = 29, /* 16: applied to the sublayers about the anchor
                                              point, perspective included; animatable */
    ANIMHOST_PROP_ANCHOR_POINT_Z = 30,     /* 1: the anchor's z, in points; animatable */
    ANIMHOST_PROP_DOUBLE_SIDED = 31,       /* 1: 0 hides the layer when it faces away */
    ANIMHOST_PROP_LINE_DASH_PHASE = 32,    /* 1: points into the dash pattern; animatable */
    ANIMHOST_PROP_GRADIENT_TYPE = 33,      /* 1: 0 axial, 1 radial, 2 conic; not animatable */
    ANIMHOST_PROP_START_POINT = 34,        /* 2: a gradient's start, unit coordinates; animatable */
    ANIMHOST_PROP_END_POINT = 35,          /* 2: a gradient's end, unit coordinates; animatable */
    ANIMHOST_PROP_INSTANCE_COUNT = 36,     /* 1: a replicator's copies (whole, >= 0) */
    ANIMHOST_PROP_INSTANCE_DELAY = 37,     /* 1: seconds each copy lags the last; animatable */
    ANIMHOST_PROP_INSTANCE_TRANSFORM = 38, /* 16: each copy's transform from the last; animatable */
    ANIMHOST_PROP_INSTANCE_COLOR = 39,     /* 4: multiplies the first copy's colours; animatable */
    ANIMHOST_PROP_INSTANCE_COLOR_OFFSETS = 40, /* 4: red, green, blue and alpha added to the
                                                  multiplier per copy; animatable */
    /* The layer's own CAMediaTiming: local time = (parent time - begin) * speed + offset; the
       layer's and its sublayers' animations run on it. Not animatable. */
    ANIMHOST_PROP_BEGIN_TIME = 41,  /* 1: parent seconds */
    ANIMHOST_PROP_SPEED = 42,       /* 1: 0 pauses the layer */
    ANIMHOST_PROP_TIME_OFFSET = 43, /* 1: local seconds */
    ANIMHOST_PROP_CONTENT_MODE = 44, /* 1: UIView.ContentMode's raw value (0 scaleToFill, 1
                                       scaleAspectFit, 2 scaleAspectFill, 3 redraw, 4 center,
                                       5 top ... 12 bottomRight); places the view's image */
    /* 1.6 */
    ANIMHOST_PROP_EFFECT_AMOUNT = 45, /* 1: how much of the view's visual effect shows, 0...1
                                        (view_set_effect); animatable */
    ANIMHOST_PROP_TRANSLATES_AUTORESIZING = 46, /* 1: translatesAutoresizingMaskIntoConstraints */
    ANIMHOST_PROP_LAYOUT_MARGINS = 47,     /* 4: layoutMargins top, left, bottom, right */
    ANIMHOST_PROP_AUTORESIZING_MASK = 48,  /* 1: UIView.AutoresizingMask's raw bits (0...63) */
    ANIMHOST_PROP_TINT_COLOR = 49,         /* 4: tintColor; alpha -1 sets nil (inherit); read
                                              gives the effective colour */
    ANIMHOST_PROP_FONT_WEIGHT = 50,        /* 1: UIFont.Weight's raw value (from 0.3 bold) */
    ANIMHOST_PROP_NUMBER_OF_LINES = 51     /* 1: UILabel.numberOfLines (0: as many as needed) */
} animhost_property;

/** Kinds for view_create_layer. */
typedef enum animhost_layer_kind {
    ANIMHOST_LAYER_PLAIN = 0,   /* CALayer */
    ANIMHOST_LAYER_SHAPE = 1,   /* CAShapeLayer */
    ANIMHOST_LAYER_EMITTER = 2,   /* CAEmitterLayer */
    ANIMHOST_LAYER_GRADIENT = 3,  /* CAGradientLayer (1.5) */
    ANIMHOST_LAYER_REPLICATOR = 4 /* CAReplicatorLayer (1.5) */
} animhost_layer_kind;

/**
 * One view hierarchy drawn into an image (UIView.drawHierarchy(in:afterScreenUpdates:) or
 * CALayer.render(in:) inside a UIGraphicsImageRenderer), for image_create (1.5).
 */
typedef struct animhost_image_drawing_v1 {
    animhost_handle view;  /* the view drawn, as it is shown (or its model, after_updates) */
    animhost_rect rect;    /* where its bounds land in the image, in points */
    int32_t after_updates;
} animhost_image_drawing_v1;

/** Array-valued layer properties for layer_set_array (1.5); count 0 sets nil. */
#define ANIMHOST_ARRAY_SHADOW_PATH 0        /* path commands (ANIMHOST_PATH_*) */
#define ANIMHOST_ARRAY_LINE_DASH_PATTERN 1  /* lengths in points: painted, gap, painted, ... */
#define ANIMHOST_ARRAY_GRADIENT_COLORS 2    /* red, green, blue, alpha per colour */
#define ANIMHOST_ARRAY_GRADIENT_LOCATIONS 3 /* one 0...1 stop per colour; nil: evenly spaced */

/**
 * Path commands for view_set_path and emitter cells, as a flat array of doubles: an opcode
 * followed by its operands. The host does the geometry of arcs and ready-made shapes.
 */
#define ANIMHOST_PATH_MOVE 0         /* x y */
#define ANIMHOST_PATH_LINE 1         /* x y */
#define ANIMHOST_PATH_QUAD 2         /* cx cy x y */
#define ANIMHOST_PATH_CUBIC 3        /* c1x c1y c2x c2y x y */
#define ANIMHOST_PATH_CLOSE 4        /* (none) */
#define ANIMHOST_PATH_ARC 5          /* cx cy radius start_angle end_angle clockwise(0/1) */
#define ANIMHOST_PATH_ELLIPSE 6      /* x y width height: a closed ellipse in the rect */
#define ANIMHOST_PATH_ROUNDED_RECT 7 /* x y width height radius: a closed rounded rect */
#define ANIMHOST_PATH_STAR 8         /* cx cy radius points inner_ratio: a closed star */
#define ANIMHOST_PATH_HEART 9        /* x y width height: a closed heart, point at the bottom */

/** The shapes an emitter cell's particles draw. */
typedef enum animhost_particle_shape {
    ANIMHOST_PARTICLE_CIRCLE = 0,
    ANIMHOST_PARTICLE_STAR = 1,
    ANIMHOST_PARTICLE_HEART = 2,
    ANIMHOST_PARTICLE_FLAKE = 3,
    ANIMHOST_PARTICLE_PATH = 4 /* path commands in a unit box centred on the origin */
} animhost_particle_shape;

/** One kind of particle, in the spirit of CAEmitterCell. Angles in radians, y points down. */
typedef struct animhost_emitter_cell_v1 {
    uint32_t struct_size; /* sizeof(animhost_emitter_cell_v1) as the plugin knows it */
    double birth_rate;    /* particles per second */
    double lifetime, lifetime_range;   /* seconds; ranges are half-widths of a uniform spread */
    double velocity, velocity_range;   /* points per second */
    double emission_longitude, emission_range; /* direction and half-angle of the cone */
    double x_acceleration, y_acceleration;     /* points per second squared */
    double scale, scale_range, scale_speed;    /* size multiplier; change per second */
    double spin, spin_range;                   /* radians per second */
    double color[4];        /* red, green, blue, alpha at birth */
    double color_range[4];  /* spreads of each channel */
    double alpha_speed;     /* alpha change per second */
    double size;            /* points at scale 1 */
    int32_t shape;          /* an animhost_particle_shape */
    const double *path;     /* for ANIMHOST_PARTICLE_PATH: path commands; else NULL */
    uint32_t path_count;    /* number of doubles in path */
} animhost_emitter_cell_v1;

/** Where particles are born: CAEmitterLayer's shape with its position and size. */
typedef struct animhost_emitter_v1 {
    uint32_t struct_size; /* sizeof(animhost_emitter_v1) as the plugin knows it */
    double position_x, position_y; /* in the layer's bounds space */
    double width, height;
    int32_t shape;         /* 0 point, 1 line, 2 rectangle, 3 circle */
    double birth_rate;     /* multiplies every cell's; 0 stops emission */
    double lifetime;       /* multiplies every cell's */
} animhost_emitter_v1;

/* Bits of animhost_animation_v1.options: the raw values of UIView.AnimationOptions. */
#define ANIMHOST_OPTION_BEGIN_FROM_CURRENT_STATE (1u << 2)
#define ANIMHOST_OPTION_REPEAT (1u << 3)
#define ANIMHOST_OPTION_AUTOREVERSE (1u << 4)
#define ANIMHOST_OPTION_CURVE_EASE_IN_OUT (0u << 16)
#define ANIMHOST_OPTION_CURVE_EASE_IN (1u << 16)
#define ANIMHOST_OPTION_CURVE_EASE_OUT (2u << 16)
#define ANIMHOST_OPTION_CURVE_LINEAR (3u << 16)
#define ANIMHOST_OPTION_CURVE_MASK (15u << 16)
/* UIView.KeyframeAnimationOptions calculation modes (bits 10-12), for keyframe transactions. */
#define ANIMHOST_OPTION_CALCULATION_LINEAR (0u << 10)
#define ANIMHOST_OPTION_CALCULATION_DISCRETE (1u << 10)
#define ANIMHOST_OPTION_CALCULATION_PACED (2u << 10)
#define ANIMHOST_OPTION_CALCULATION_CUBIC (3u << 10)
#define ANIMHOST_OPTION_CALCULATION_CUBIC_PACED (4u << 10)
#define ANIMHOST_OPTION_CALCULATION_MASK (7u << 10)

/** Parameters of one animation transaction, as UIView.animate(withDuration:delay:options:). */
typedef struct animhost_animation_v1 {
    uint32_t struct_size; /* sizeof(animhost_animation_v1) as the plugin knows it */
    double duration;      /* seconds, >= 0 */
    double delay;         /* seconds, >= 0 */
    uint32_t options;     /* ANIMHOST_OPTION_* bits; the curve lives in bits 16-19 */
    double spring_damping;  /* 0 for no spring; else the damping ratio in (0, 1] */
    double spring_velocity; /* initial spring velocity, relative to the distance travelled */
} animhost_animation_v1;

struct animhost_host_v1;

/** The body of a keyframe: the property changes it makes become the keyframe's values. */
typedef void (*animhost_keyframe_fn)(const struct animhost_host_v1 *host, void *user_data);

/** Called by the host when an animation transaction ends; finished is 1 unless it was cut off. */
typedef void (*animhost_completion_fn)(const struct animhost_host_v1 *host, void *user_data,
                                       int32_t finished);
/**
 * What happened in a UIDynamicAnimator (1.6, ANIMHOST_DYNAMICS_*): behavior is the collision
 * behaviour or the behaviour whose action runs (0 otherwise); a collision names its item, the
 * other item (0 for a boundary) and the boundary's identifier (NULL for the reference bounds).
 */
typedef void (*animhost_dynamics_fn)(const struct animhost_host_v1 *host, void *user_data,
                                     int32_t event, animhost_handle behavior,
                                     animhost_handle item, animhost_handle other,
                                     const char *identifier);
/** A callback given a transition context handle (1.6: notifyWhenInteractionChanges). */
typedef void (*animhost_context_fn)(const struct animhost_host_v1 *host, void *user_data,
                                    animhost_handle context);

/* ---- 1.3: property animators, interactive transitions and gestures ---- */

/** Kinds of animhost_timing_v1: UITimingCurveProvider's two concrete classes. */
#define ANIMHOST_TIMING_CUBIC 0         /* UICubicTimingParameters: control points */
#define ANIMHOST_TIMING_SPRING_RATIO 1  /* UISpringTimingParameters(dampingRatio:initialVelocity:) */
#define ANIMHOST_TIMING_SPRING_PHYSICS 2 /* UISpringTimingParameters(mass:stiffness:damping:...) */

/** The timing of a property animator, as UICubicTimingParameters or UISpringTimingParameters. */
typedef struct animhost_timing_v1 {
    uint32_t struct_size;  /* sizeof(animhost_timing_v1) as the plugin knows it */
    int32_t kind;          /* an ANIMHOST_TIMING_* value */
    double control_point_1[2]; /* CUBIC: the first control point; (0,0)...(1,1) */
    double control_point_2[2]; /* CUBIC: the second control point */
    double damping_ratio;      /* SPRING_RATIO: in (0, 1] and beyond for overdamped */
    double mass;               /* SPRING_PHYSICS: > 0 */
    double stiffness;          /* SPRING_PHYSICS: > 0 */
    double damping;            /* SPRING_PHYSICS: >= 0 */
    double initial_velocity[2]; /* SPRING_*: CGVector; the host uses dx (UIKit: the magnitude
                                   along the animation's direction) */
} animhost_timing_v1;

/** UIViewAnimatingState. */
#define ANIMHOST_ANIMATING_INACTIVE 0
#define ANIMHOST_ANIMATING_ACTIVE 1
#define ANIMHOST_ANIMATING_STOPPED 2

/** UIViewAnimatingPosition. */
#define ANIMHOST_POSITION_END 0
#define ANIMHOST_POSITION_START 1
#define ANIMHOST_POSITION_CURRENT 2

/** Commands of animator_command, with what value means for each. */
#define ANIMHOST_ANIMATOR_START 0             /* startAnimation(afterDelay: value) */
#define ANIMHOST_ANIMATOR_PAUSE 1             /* pauseAnimation() */
#define ANIMHOST_ANIMATOR_STOP 2              /* stopAnimation(value != 0) */
#define ANIMHOST_ANIMATOR_FINISH 3            /* finishAnimation(at: position value) */
#define ANIMHOST_ANIMATOR_SET_FRACTION 4      /* fractionComplete = value */
#define ANIMHOST_ANIMATOR_SET_REVERSED 5      /* isReversed = value != 0 */
#define ANIMHOST_ANIMATOR_SET_INTERRUPTIBLE 6 /* isInterruptible = value != 0 */
#define ANIMHOST_ANIMATOR_SET_SCRUBS_LINEARLY 7     /* scrubsLinearly = value != 0 */
#define ANIMHOST_ANIMATOR_SET_PAUSES_ON_COMPLETION 8 /* pausesOnCompletion = value != 0 */

/** What animator_get reports: UIViewAnimating's properties. */
typedef struct animhost_animator_state_v1 {
    uint32_t struct_size;  /* sizeof(animhost_animator_state_v1) as the plugin knows it */
    int32_t state;         /* an ANIMHOST_ANIMATING_* value */
    int32_t is_running;
    int32_t is_reversed;
    int32_t is_interruptible;
    int32_t scrubs_linearly;
    int32_t pauses_on_completion;
    double fraction_complete; /* 0...1 */
    double duration;          /* seconds (for a physical spring, its settling time) */
} animhost_animator_state_v1;

/** Called when a property animator ends, with the ANIMHOST_POSITION_* it ended at. */
typedef void (*animhost_position_fn)(const struct animhost_host_v1 *host, void *user_data,
                                     int32_t position);

/** Commands of context_interactive: the context's interactive calls. */
#define ANIMHOST_INTERACTIVE_UPDATE 0 /* updateInteractiveTransition(value) */
#define ANIMHOST_INTERACTIVE_PAUSE 1  /* pauseInteractiveTransition() */
#define ANIMHOST_INTERACTIVE_FINISH 2 /* finishInteractiveTransition() */
#define ANIMHOST_INTERACTIVE_CANCEL 3 /* cancelInteractiveTransition() */
/**
 * The percent driver takes over the transition's animations (UIPercentDrivenInteractive-
 * Transition without an interruptible animator): from now on UPDATE scrubs every animation of
 * the transition to value × the duration, and FINISH/CANCEL play them to the end/start at
 * completion speed value with curve (a UIView.AnimationCurve raw value).
 */
#define ANIMHOST_INTERACTIVE_DRIVE_LAYERS 4

/** UIView.AnimationCurve raw values, for context_interactive's curve. */
#define ANIMHOST_CURVE_EASE_IN_OUT 0
#define ANIMHOST_CURVE_EASE_IN 1
#define ANIMHOST_CURVE_EASE_OUT 2
#define ANIMHOST_CURVE_LINEAR 3

/** Kinds of gesture recognizer. */
#define ANIMHOST_GESTURE_PAN 0              /* UIPanGestureRecognizer */
#define ANIMHOST_GESTURE_SCREEN_EDGE_PAN 1  /* UIScreenEdgePanGestureRecognizer */
#define ANIMHOST_GESTURE_TAP 2              /* UITapGestureRecognizer */
#define ANIMHOST_GESTURE_PINCH 3            /* UIPinchGestureRecognizer */

/** UIRectEdge bits, for a screen-edge recognizer's edges. */
#define ANIMHOST_EDGE_TOP 0x1u
#define ANIMHOST_EDGE_LEFT 0x2u
#define ANIMHOST_EDGE_BOTTOM 0x4u
#define ANIMHOST_EDGE_RIGHT 0x8u

/** UIGestureRecognizer.State raw values. */
#define ANIMHOST_GESTURE_POSSIBLE 0
#define ANIMHOST_GESTURE_BEGAN 1
#define ANIMHOST_GESTURE_CHANGED 2
#define ANIMHOST_GESTURE_ENDED 3
#define ANIMHOST_GESTURE_CANCELLED 4
#define ANIMHOST_GESTURE_FAILED 5

/** Why the host calls a recognizer's animhost_gesture_fn. */
#define ANIMHOST_GESTURE_EVENT_ACTION 0       /* target-action: the state changed; return 0 */
#define ANIMHOST_GESTURE_EVENT_SHOULD_BEGIN 1 /* delegate's gestureRecognizerShouldBegin */

/** A recognizer's callback: returns 1 to let it begin for SHOULD_BEGIN, else 0. */
typedef int32_t (*animhost_gesture_fn)(const struct animhost_host_v1 *host, void *user_data,
                                       animhost_handle recognizer, int32_t event);

/** Which point gesture_point reads. */
#define ANIMHOST_GESTURE_LOCATION 0    /* location(in:) */
#define ANIMHOST_GESTURE_TRANSLATION 1 /* translation(in:) */
#define ANIMHOST_GESTURE_VELOCITY 2    /* velocity(in:), points per second */

/** What gesture_get reports. */
typedef struct animhost_gesture_v1 {
    uint32_t struct_size; /* sizeof(animhost_gesture_v1) as the plugin knows it */
    int32_t kind;         /* an ANIMHOST_GESTURE_* kind */
    int32_t state;        /* a UIGestureRecognizer.State raw value */
    int32_t is_enabled;
    uint32_t edges;          /* ANIMHOST_EDGE_* bits (screen-edge pan) */
    animhost_handle view;    /* the view it is attached to, or 0 */
    uint32_t touches;        /* numberOfTouches */
    double scale;            /* pinch: scale since it began (1 at the start) */
    double scale_velocity;   /* pinch: scale change per second */
} animhost_gesture_v1;

/* ---- 1.4: Core Animation's explicit animations ---- */

/** Kinds of animhost_ca_animation_v1. */
#define ANIMHOST_CA_BASIC 0    /* CABasicAnimation */
#define ANIMHOST_CA_KEYFRAME 1 /* CAKeyframeAnimation */
#define ANIMHOST_CA_SPRING 2   /* CASpringAnimation */
#define ANIMHOST_CA_GROUP 3    /* CAAnimationGroup */
#define ANIMHOST_CA_TRANSITION 4 /* CATransition (1.5): no key path */

/** CAMediaTimingFillMode. */
#define ANIMHOST_FILL_REMOVED 0
#define ANIMHOST_FILL_FORWARDS 1
#define ANIMHOST_FILL_BACKWARDS 2
#define ANIMHOST_FILL_BOTH 3

/** CAAnimationRotationMode of a keyframe animation along a path. */
#define ANIMHOST_ROTATION_NONE 0
#define ANIMHOST_ROTATION_AUTO 1
#define ANIMHOST_ROTATION_AUTO_REVERSE 2

/** A CAMediaTimingFunction: a cubic Bézier from (0, 0) to (1, 1) through two control points. */
typedef struct animhost_timing_function_v1 {
    double c1x, c1y, c2x, c2y;
} animhost_timing_function_v1;

/** CAMediaTiming, as an animation carries it. Times are seconds. */
typedef struct animhost_media_timing_v1 {
    double begin_time;      /* in the clock of CACurrentMediaTime(); 0: when it is added */
    double duration;        /* 0: the transaction's animation duration (0.25 s by default) */
    double speed;           /* 1 is normal; 0 freezes at time_offset */
    double time_offset;     /* seconds added to the animation's local time */
    double repeat_count;    /* 0: once; may be fractional; INFINITY: forever */
    double repeat_duration; /* 0: unused; else repeats for this many seconds */
    int32_t autoreverses;
    int32_t fill_mode;      /* ANIMHOST_FILL_* */
} animhost_media_timing_v1;

/**
 * A value of an explicit animation: count doubles. Its width follows the key path: 1 for a
 * scalar (opacity, position.x, transform.rotation.z), 2 for a point or size, 4 for a rect or
 * colour, 16 for a CATransform3D; path commands (ANIMHOST_PATH_*) for `path`.
 */
typedef struct animhost_ca_value_v1 {
    const double *values;
    uint32_t count;
} animhost_ca_value_v1;

/** Events an explicit animation's delegate function gets (CAAnimationDelegate). */
#define ANIMHOST_CA_EVENT_START 0        /* animationDidStart(_:) */
#define ANIMHOST_CA_EVENT_STOP 1         /* animationDidStop(_:finished: true) */
#define ANIMHOST_CA_EVENT_STOP_REMOVED 2 /* animationDidStop(_:finished: false) */

/** An explicit animation's delegate: called with an ANIMHOST_CA_EVENT_*. */
typedef void (*animhost_ca_event_fn)(const struct animhost_host_v1 *host, void *user_data,
                                     int32_t event);

/**
 * One explicit animation, as CAAnimation and its subclasses describe it. The host copies
 * everything during layer_add_animation, as Core Animation copies an animation when it is
 * added; the pointers need to stay valid for the call only.
 */
typedef struct animhost_ca_animation_v1 {
    uint32_t struct_size;   /* sizeof(animhost_ca_animation_v1) as the plugin knows it */
    int32_t kind;           /* an ANIMHOST_CA_* kind */
    const char *key_path;   /* CAPropertyAnimation.keyPath; NULL for a group */
    animhost_media_timing_v1 timing;
    int32_t removed_on_completion; /* isRemovedOnCompletion (UIKit's default is 1) */
    int32_t additive;       /* isAdditive: added to the model value */
    int32_t cumulative;     /* isCumulative: each repeat starts where the last ended */
    int32_t has_timing_function;
    animhost_timing_function_v1 timing_function; /* when has_timing_function; else linear */
    /* CABasicAnimation (and CASpringAnimation): a NULL values pointer means "not set". */
    animhost_ca_value_v1 from_value, to_value, by_value;
    /* CAKeyframeAnimation */
    const animhost_ca_value_v1 *values; /* value_count values */
    uint32_t value_count;
    const double *key_times;            /* key_time_count, 0...1, increasing; or NULL */
    uint32_t key_time_count;
    const animhost_timing_function_v1 *timing_functions; /* one per segment, or NULL */
    uint32_t timing_function_count;
    const double *path;                 /* path commands a point moves along, or NULL */
    uint32_t path_count;
    int32_t calculation_mode;           /* 0 linear, 1 discrete, 2 paced, 3 cubic, 4 cubicPaced */
    int32_t rotation_mode;              /* ANIMHOST_ROTATION_* */
    /* CASpringAnimation */
    double mass, stiffness, damping, initial_velocity;
    /* CAAnimationGroup: its children's times are in the group's time. */
    const struct animhost_ca_animation_v1 *children;
    uint32_t child_count;
    /* The delegate (may be NULL); called as the host's clock advances. */
    animhost_ca_event_fn delegate;
    void *user_data;
    /* ---- appended in 1.5: CATransition ---- */
    const char *transition_type;    /* "fade", "moveIn", "push", "reveal", or a named type:
                                       "cube", "oglFlip", "pageCurl", "pageUnCurl"; NULL: fade */
    const char *transition_subtype; /* "fromLeft", "fromRight", "fromTop", "fromBottom"; NULL */
    double start_progress;          /* 0...1 */
    double end_progress;            /* start_progress...1 */
} animhost_ca_animation_v1;

/** Relations for view_controller_related (1.5). */
#define ANIMHOST_RELATION_PARENT 0          /* parent: the navigation or tab bar controller */
#define ANIMHOST_RELATION_PRESENTING 1      /* presentingViewController */
#define ANIMHOST_RELATION_PRESENTED 2       /* presentedViewController */
#define ANIMHOST_RELATION_NAVIGATION 3      /* navigationController */
#define ANIMHOST_RELATION_TAB_BAR 4         /* tabBarController */
#define ANIMHOST_RELATION_SELECTED 5        /* a tab bar controller's selectedViewController (1.6) */

/** Kinds for view_set_effect (1.6). */
#define ANIMHOST_EFFECT_NONE 0
#define ANIMHOST_EFFECT_BLUR 1
#define ANIMHOST_EFFECT_VIBRANCY 2

/** UIKit Dynamics (1.6): behaviour kinds for dynamic_behavior_create. */
#define ANIMHOST_BEHAVIOR_GRAVITY 1              /* UIGravityBehavior */
#define ANIMHOST_BEHAVIOR_COLLISION 2            /* UICollisionBehavior */
#define ANIMHOST_BEHAVIOR_PUSH_CONTINUOUS 3      /* UIPushBehavior(mode: .continuous) */
#define ANIMHOST_BEHAVIOR_PUSH_INSTANTANEOUS 4   /* UIPushBehavior(mode: .instantaneous) */
#define ANIMHOST_BEHAVIOR_SNAP 5                 /* UISnapBehavior */
#define ANIMHOST_BEHAVIOR_ATTACHMENT 6           /* UIAttachmentBehavior (one item: to ANCHOR) */
#define ANIMHOST_BEHAVIOR_FIELD_LINEAR_GRAVITY 7 /* UIFieldBehavior.linearGravityField */
#define ANIMHOST_BEHAVIOR_FIELD_RADIAL_GRAVITY 8 /* UIFieldBehavior.radialGravityField */
#define ANIMHOST_BEHAVIOR_ITEM 9                 /* UIDynamicItemBehavior */
#define ANIMHOST_BEHAVIOR_COMPOSITE 10           /* UIDynamicBehavior with child behaviours */

/** Settings for dynamic_behavior_set (1.6), with their number of values. */
#define ANIMHOST_DYN_DIRECTION 1           /* 2: gravity / push / linear field direction */
#define ANIMHOST_DYN_MAGNITUDE 2           /* 1: gravity (1 = 1000 pt/s²) or push magnitude */
#define ANIMHOST_DYN_ANGLE 3               /* 1: radians */
#define ANIMHOST_DYN_ACTIVE 4              /* 1: a push's active */
#define ANIMHOST_DYN_SNAP_POINT 5          /* 2 */
#define ANIMHOST_DYN_DAMPING 6             /* 1: snap 0...1; attachment damping ratio */
#define ANIMHOST_DYN_FREQUENCY 7           /* 1: attachment spring, 0 rigid */
#define ANIMHOST_DYN_LENGTH 8              /* 1: attachment length */
#define ANIMHOST_DYN_ANCHOR 9              /* 2: attachment anchor point */
#define ANIMHOST_DYN_OFFSET 10             /* 2, per item: attachment or push offset from center */
#define ANIMHOST_DYN_ELASTICITY 12         /* 1: item behaviour, 0...1 */
#define ANIMHOST_DYN_FRICTION 13           /* 1 */
#define ANIMHOST_DYN_DENSITY 14            /* 1 */
#define ANIMHOST_DYN_RESISTANCE 15         /* 1 */
#define ANIMHOST_DYN_ANGULAR_RESISTANCE 16 /* 1 */
#define ANIMHOST_DYN_ALLOWS_ROTATION 17    /* 1: 0 or 1 */
#define ANIMHOST_DYN_ANCHORED 18           /* 1: 0 or 1 */
#define ANIMHOST_DYN_LINEAR_VELOCITY 19    /* 2, per item: addLinearVelocity */
#define ANIMHOST_DYN_ANGULAR_VELOCITY 20   /* 1, per item: addAngularVelocity */
#define ANIMHOST_DYN_COLLISION_MODE 21     /* 1: 0 items, 1 boundaries, 2 everything */
#define ANIMHOST_DYN_BOUNDS_INSETS 22      /* 4: translatesReferenceBoundsIntoBoundary with
                                              insets top, left, bottom, right */
#define ANIMHOST_DYN_POSITION 23           /* 2: a field's position */
#define ANIMHOST_DYN_STRENGTH 24           /* 1 */
#define ANIMHOST_DYN_FALLOFF 25            /* 1 */
#define ANIMHOST_DYN_MINIMUM_RADIUS 26     /* 1 */
#define ANIMHOST_DYN_REGION 27             /* 2: a field's region size; 0, 0 everywhere */

/** Events of an animator's callback (1.6). */
#define ANIMHOST_DYNAMICS_DID_PAUSE 1       /* dynamicAnimatorDidPause */
#define ANIMHOST_DYNAMICS_WILL_RESUME 2     /* dynamicAnimatorWillResume */
#define ANIMHOST_DYNAMICS_COLLISION_BEGAN 3 /* a collision behaviour's delegate, contact began */
#define ANIMHOST_DYNAMICS_COLLISION_ENDED 4 /* contact ended */
#define ANIMHOST_DYNAMICS_ACTION 5          /* a behaviour's action block */

/** One side of a constraint and the rest of it, for layout_constraint_create (1.6). */
typedef struct animhost_constraint_v1 {
    uint32_t struct_size;         /* sizeof(animhost_constraint_v1) as the plugin knows it */
    animhost_handle first_item;   /* a view */
    int32_t first_guide;          /* ANIMHOST_GUIDE_*: the view, its safe area or its margins */
    int32_t first_attribute;      /* NSLayoutConstraint.Attribute's raw value (1 left ... 20) */
    int32_t relation;             /* -1 <=, 0 ==, 1 >= */
    animhost_handle second_item;  /* 0 for a constant width or height */
    int32_t second_guide;
    int32_t second_attribute;     /* 0 (notAnAttribute) with no second item */
    double multiplier;
    double constant;
    double priority;              /* 1...1000; 1000 is required */
} animhost_constraint_v1;

/** Layout guides of a view, for animhost_constraint_v1 (1.6). */
#define ANIMHOST_GUIDE_VIEW 0
#define ANIMHOST_GUIDE_SAFE_AREA 1 /* safeAreaLayoutGuide */
#define ANIMHOST_GUIDE_MARGINS 2   /* layoutMarginsGuide */

/** Fields of layout_constraint_set (1.6). */
#define ANIMHOST_CONSTRAINT_ACTIVE 0   /* 0 or 1 */
#define ANIMHOST_CONSTRAINT_CONSTANT 1
#define ANIMHOST_CONSTRAINT_PRIORITY 2 /* 1...1000 */

/** Commands of view_controller_navigate (1.6). */
#define ANIMHOST_NAVIGATE_PUSH 0        /* pushViewController(target, animated:) */
#define ANIMHOST_NAVIGATE_POP 1         /* popViewController(animated:) */
#define ANIMHOST_NAVIGATE_POP_TO_ROOT 2 /* popToRootViewController(animated:) */
#define ANIMHOST_NAVIGATE_POP_TO 3      /* popToViewController(target, animated:) */
#define ANIMHOST_NAVIGATE_SELECT 4      /* selectedViewController = target (selectedIndex) */

/** Calls of view_controller_containment (1.6). */
#define ANIMHOST_CONTAINMENT_ADD_CHILD 0 /* parent.addChild(child), after willMove(toParent:) */
#define ANIMHOST_CONTAINMENT_REMOVE 1    /* child.removeFromParent(), before didMove(toParent: nil) */
#define ANIMHOST_CONTAINMENT_WILL_MOVE 2 /* child.willMove(toParent: parent or nil) */
#define ANIMHOST_CONTAINMENT_DID_MOVE 3  /* child.didMove(toParent: parent or nil) */

/** UIPresentationController's callbacks, for presentation_controller_event (1.5). */
#define ANIMHOST_PC_PRESENTATION_WILL_BEGIN 0 /* presentationTransitionWillBegin() */
#define ANIMHOST_PC_PRESENTATION_DID_END 1    /* presentationTransitionDidEnd(_:) */
#define ANIMHOST_PC_DISMISSAL_WILL_BEGIN 2    /* dismissalTransitionWillBegin() */
#define ANIMHOST_PC_DISMISSAL_DID_END 3       /* dismissalTransitionDidEnd(_:) */
#define ANIMHOST_PC_WILL_LAYOUT 4             /* containerViewWillLayoutSubviews() */
#define ANIMHOST_PC_DID_LAYOUT 5              /* containerViewDidLayoutSubviews() */

/* UIView.AnimationOptions transition bits (20-23), for view_transition. */
#define ANIMHOST_TRANSITION_FLIP_FROM_LEFT (1u << 20)
#define ANIMHOST_TRANSITION_FLIP_FROM_RIGHT (2u << 20)
#define ANIMHOST_TRANSITION_CURL_UP (3u << 20)
#define ANIMHOST_TRANSITION_CURL_DOWN (4u << 20)
#define ANIMHOST_TRANSITION_CROSS_DISSOLVE (5u << 20)
#define ANIMHOST_TRANSITION_FLIP_FROM_TOP (6u << 20)
#define ANIMHOST_TRANSITION_FLIP_FROM_BOTTOM (7u << 20)

/** Commands of transaction_command (CATransaction's class methods). */
#define ANIMHOST_TRANSACTION_BEGIN 0           /* begin() */
#define ANIMHOST_TRANSACTION_COMMIT 1          /* commit() */
#define ANIMHOST_TRANSACTION_FLUSH 2           /* flush() */
#define ANIMHOST_TRANSACTION_SET_DURATION 3    /* setAnimationDuration(value) */
#define ANIMHOST_TRANSACTION_DISABLE_ACTIONS 4 /* setDisableActions(value != 0) */

/** Log levels for animhost_host_v1.log. */
#define ANIMHOST_LOG_DEBUG 0
#define ANIMHOST_LOG_INFO 1
#define ANIMHOST_LOG_WARNING 2
#define ANIMHOST_LOG_ERROR 3

/* ------------------------------------------------------------------------------------------ */
/* Host services: passed to every plugin call                                                  */
/* ------------------------------------------------------------------------------------------ */

/** The table of host services. The host owns it; plugins must not write to it or keep it. */
typedef struct animhost_host_v1 {
    uint32_t abi_major;   /* ANIMATOR_ABI_MAJOR of the host */
    uint32_t abi_minor;   /* ANIMATOR_ABI_MINOR of the host */
    uint32_t struct_size; /* sizeof(animhost_host_v1) in the host */
    void *host_data;      /* private to the host; plugins must not touch it */

    /** Records a message in the run's diagnostics (and on stderr with -v). */
    void (*log)(const struct animhost_host_v1 *host, int32_t level, const char *message);
    /** The next number from the run's seeded random source; same seed, same sequence. */
    uint64_t (*random_next)(const struct animhost_host_v1 *host);

    /* Transition context: UIViewControllerContextTransitioning. */
    /** viewController(forKey:): the from or to view controller. */
    animhost_handle (*context_view_controller)(const struct animhost_host_v1 *host,
                                               animhost_handle context, int32_t key);
    /** view(forKey:): the from or to view, or 0 where UIKit returns nil. */
    animhost_handle (*context_view)(const struct animhost_host_v1 *host, animhost_handle context,
                                    int32_t key);
    /** containerView: the view in which the transition takes place. */
    animhost_handle (*context_container_view)(const struct animhost_host_v1 *host,
                                              animhost_handle context);
    /** initialFrame(for:); an empty rect (all zero) where UIKit returns CGRect.zero. */
    animhost_status (*context_initial_frame)(const struct animhost_host_v1 *host,
                                             animhost_handle context,
                                             animhost_handle view_controller, animhost_rect *out);
    /** finalFrame(for:); an empty rect where UIKit returns CGRect.zero. */
    animhost_status (*context_final_frame)(const struct animhost_host_v1 *host,
                                           animhost_handle context,
                                           animhost_handle view_controller, animhost_rect *out);
    /** ANIMHOST_CONTEXT_* bits. */
    uint32_t (*context_flags)(const struct animhost_host_v1 *host, animhost_handle context);
    /** An animhost_presentation_style value. */
    int32_t (*context_presentation_style)(const struct animhost_host_v1 *host,
                                          animhost_handle context);
    /** The frame, in container coordinates, of the element that triggered the presentation. */
    animhost_status (*context_source_frame)(const struct animhost_host_v1 *host,
                                            animhost_handle context, animhost_rect *out);
    /** A view of the scene by name (the third seed's scaleView), or 0. */
    animhost_handle (*context_named_view)(const struct animhost_host_v1 *host,
                                          animhost_handle context, const char *name);
    /** completeTransition(_:); must be called exactly once per transition. */
    animhost_status (*context_complete_transition)(const struct animhost_host_v1 *host,
                                                   animhost_handle context, int32_t did_complete);
    /** The screen's bounds in points (UIScreen.main.bounds). */
    animhost_status (*screen_bounds)(const struct animhost_host_v1 *host, animhost_rect *out);

    /* View controllers. */
    /** UIViewController.view. */
    animhost_handle (*view_controller_view)(const struct animhost_host_v1 *host,
                                            animhost_handle view_controller);
    /** beginAppearanceTransition(_:animated:). */
    animhost_status (*begin_appearance_transition)(const struct animhost_host_v1 *host,
                                                   animhost_handle view_controller,
                                                   int32_t is_appearing, int32_t animated);
    /** endAppearanceTransition(). */
    animhost_status (*end_appearance_transition)(const struct animhost_host_v1 *host,
                                                 animhost_handle view_controller);

    /* Views. */
    /** UIView(frame:): a new plain view with no superview. */
    animhost_handle (*view_create)(const struct animhost_host_v1 *host, const animhost_rect *frame);
    /** snapshotView(afterScreenUpdates:): a copy of the view's subtree as it looks now. */
    animhost_handle (*view_snapshot)(const struct animhost_host_v1 *host, animhost_handle view,
                                     int32_t after_updates);
    /** addSubview(_:): moves child to the front of parent's subviews. */
    animhost_status (*view_add_subview)(const struct animhost_host_v1 *host,
                                        animhost_handle parent, animhost_handle child);
    /** insertSubview(_:aboveSubview:) when above is 1, insertSubview(_:belowSubview:) when 0. */
    animhost_status (*view_insert_subview)(const struct animhost_host_v1 *host,
                                           animhost_handle parent, animhost_handle child,
                                           animhost_handle sibling, int32_t above);
    /** removeFromSuperview(). */
    animhost_status (*view_remove_from_superview)(const struct animhost_host_v1 *host,
                                                  animhost_handle view);
    /** superview, or 0. */
    animhost_handle (*view_superview)(const struct animhost_host_v1 *host, animhost_handle view);
    /**
     * layoutIfNeeded(): applies pending layout at once. Since 1.6 it solves the active
     * constraints if any changed and moves the views laid out by them (inside an animation
     * block they animate); the host also lays out at the end of every call into the plugin, as
     * UIKit does at the end of a run loop turn.
     */
    animhost_status (*view_layout_if_needed)(const struct animhost_host_v1 *host,
                                             animhost_handle view);
    /** Reads count values of an animhost_property (the model value, as UIKit returns it). */
    animhost_status (*view_get)(const struct animhost_host_v1 *host, animhost_handle view,
                                uint32_t property, double *values, uint32_t count);
    /** Writes count values of an animhost_property; animates inside a transaction. */
    animhost_status (*view_set)(const struct animhost_host_v1 *host, animhost_handle view,
                                uint32_t property, const double *values, uint32_t count);

    /* Animations: UIView.animate(withDuration:delay:options:animations:completion:). */
    /** Opens a transaction; property sets until animation_commit animate with its parameters. */
    animhost_status (*animation_begin)(const struct animhost_host_v1 *host,
                                       const animhost_animation_v1 *parameters);
    /** Closes the innermost transaction; completion (may be NULL) runs when it ends. */
    animhost_status (*animation_commit)(const struct animhost_host_v1 *host,
                                        animhost_completion_fn completion, void *user_data);

    /* ---- appended in 1.1 ---- */
    /** Sets the text a view draws (a label); NULL or "" removes it. */
    animhost_status (*view_set_text)(const struct animhost_host_v1 *host, animhost_handle view,
                                     const char *utf8);

    /* ---- appended in 1.2 ---- */
    /** A new layer of an animhost_layer_kind with a zero frame and no superlayer. */
    animhost_handle (*view_create_layer)(const struct animhost_host_v1 *host, int32_t kind);
    /** A shape layer's path (ANIMHOST_PATH_* commands, count doubles); count 0 clears it. */
    animhost_status (*view_set_path)(const struct animhost_host_v1 *host, animhost_handle view,
                                     const double *commands, uint32_t count);
    /** CALayer.mask: a layer with no superlayer whose alpha masks the view; 0 removes it. */
    animhost_status (*view_set_mask)(const struct animhost_host_v1 *host, animhost_handle view,
                                     animhost_handle mask);
    /** bringSubviewToFront (to_front 1) or sendSubviewToBack (to_front 0). */
    animhost_status (*view_reorder)(const struct animhost_host_v1 *host, animhost_handle parent,
                                    animhost_handle child, int32_t to_front);
    /** Configures an emitter layer: where it emits and its cells (replacing earlier ones). */
    animhost_status (*emitter_configure)(const struct animhost_host_v1 *host, animhost_handle view,
                                         const animhost_emitter_v1 *emitter,
                                         const animhost_emitter_cell_v1 *cells,
                                         uint32_t cell_count);
    /** Opens a keyframe transaction (UIView.animateKeyframes); close it with animation_commit. */
    animhost_status (*animation_keyframes_begin)(const struct animhost_host_v1 *host,
                                                 const animhost_animation_v1 *parameters);
    /** addKeyframe(withRelativeStartTime:relativeDuration:animations:): calls body at once. */
    animhost_status (*animation_add_keyframe)(const struct animhost_host_v1 *host,
                                              double relative_start, double relative_duration,
                                              animhost_keyframe_fn body, void *user_data);
    /** The view that triggered the presentation (the first seed's button), or 0 if none. */
    animhost_handle (*context_source_view)(const struct animhost_host_v1 *host,
                                           animhost_handle context);

    /* ---- appended in 1.3 ---- */
    /**
     * A new inactive property animator (UIViewPropertyAnimator(duration:timingParameters:));
     * timing NULL is the default cubic ease-in-out. finished (may be NULL) is called with
     * user_data each time the animator ends and its completions are due.
     */
    animhost_handle (*animator_create)(const struct animhost_host_v1 *host, double duration,
                                       const animhost_timing_v1 *timing,
                                       animhost_position_fn finished, void *user_data);
    /**
     * addAnimations(_:delayFactor:) on an active animator: calls body at once; the property
     * changes it makes animate with the animator, starting after delay_factor (0...1) of the
     * animator's remaining duration. (The plugin holds the blocks of an inactive animator and
     * adds them when it starts it.)
     */
    animhost_status (*animator_add_animations)(const struct animhost_host_v1 *host,
                                               animhost_handle animator, double delay_factor,
                                               animhost_keyframe_fn body, void *user_data);
    /** An ANIMHOST_ANIMATOR_* command; ANIMHOST_ERR_STATE where UIKit raises an exception. */
    animhost_status (*animator_command)(const struct animhost_host_v1 *host,
                                        animhost_handle animator, int32_t command, double value);
    /** continueAnimation(withTimingParameters:durationFactor:); timing NULL keeps the timing. */
    animhost_status (*animator_continue)(const struct animhost_host_v1 *host,
                                         animhost_handle animator,
                                         const animhost_timing_v1 *timing,
                                         double duration_factor);
    /** Reads an animator's state. */
    animhost_status (*animator_get)(const struct animhost_host_v1 *host, animhost_handle animator,
                                    animhost_animator_state_v1 *out);
    /** An ANIMHOST_INTERACTIVE_* call on the transition context (curve: ANIMHOST_CURVE_*). */
    animhost_status (*context_interactive)(const struct animhost_host_v1 *host,
                                           animhost_handle context, int32_t command, double value,
                                           int32_t curve);
    /** percentComplete as the context was last told (updateInteractiveTransition), 0...1. */
    double (*context_percent_complete)(const struct animhost_host_v1 *host,
                                       animhost_handle context);
    /** A new gesture recognizer of an ANIMHOST_GESTURE_* kind, with its target-action. */
    animhost_handle (*gesture_create)(const struct animhost_host_v1 *host, int32_t kind,
                                      uint32_t edges, animhost_gesture_fn callback,
                                      void *user_data);
    /** addGestureRecognizer (view != 0) or removeGestureRecognizer (view 0). */
    animhost_status (*gesture_attach)(const struct animhost_host_v1 *host,
                                      animhost_handle recognizer, animhost_handle view);
    /** Reads a recognizer's state. */
    animhost_status (*gesture_get)(const struct animhost_host_v1 *host,
                                   animhost_handle recognizer, animhost_gesture_v1 *out);
    /** location/translation/velocity (ANIMHOST_GESTURE_LOCATION...) in a view (0: window). */
    animhost_status (*gesture_point)(const struct animhost_host_v1 *host,
                                     animhost_handle recognizer, int32_t which,
                                     animhost_handle view, double out[2]);
    /** setTranslation(_:in:): the translation, in the view's coordinates, is now (x, y). */
    animhost_status (*gesture_set_translation)(const struct animhost_host_v1 *host,
                                               animhost_handle recognizer, animhost_handle view,
                                               double x, double y);
    /** isEnabled = enabled; disabling a recognizer mid-gesture cancels it. */
    animhost_status (*gesture_set_enabled)(const struct animhost_host_v1 *host,
                                           animhost_handle recognizer, int32_t enabled);
    /** dismiss(animated:completion:) on the presented view controller, from a gesture. */
    animhost_status (*view_controller_dismiss)(const struct animhost_host_v1 *host,
                                               animhost_handle view_controller, int32_t animated);

    /* ---- appended in 1.4 ---- */
    /**
     * add(_:forKey:): adds a copy of the animation to a layer; an animation already there under
     * the same key is removed first (its delegate gets STOP_REMOVED). key may be NULL.
     * An unknown key path gets a diagnostic naming it; the animation (since 1.5) still runs,
     * animating nothing, so its delegate hears it start and stop (1.4 refused it with
     * ANIMHOST_ERR_UNSUPPORTED).
     */
    animhost_status (*layer_add_animation)(const struct animhost_host_v1 *host,
                                           animhost_handle layer,
                                           const animhost_ca_animation_v1 *animation,
                                           const char *key);
    /** removeAnimation(forKey:), or removeAllAnimations() when key is NULL. */
    animhost_status (*layer_remove_animation)(const struct animhost_host_v1 *host,
                                              animhost_handle layer, const char *key);
    /** presentation(): a property's value as it is shown now (view_get reads the model). */
    animhost_status (*layer_presentation_get)(const struct animhost_host_v1 *host,
                                              animhost_handle layer, uint32_t property,
                                              double *values, uint32_t count);
    /** CACurrentMediaTime(): the host's virtual clock, in seconds. */
    double (*media_time)(const struct animhost_host_v1 *host);
    /** A CATransaction class method (ANIMHOST_TRANSACTION_*). */
    animhost_status (*transaction_command)(const struct animhost_host_v1 *host, int32_t command,
                                           double value);
    /** CATransaction.setAnimationTimingFunction(_:); NULL clears it. */
    animhost_status (*transaction_set_timing_function)(
        const struct animhost_host_v1 *host, const animhost_timing_function_v1 *function);
    /** CATransaction.setCompletionBlock(_:): runs once every animation added in the
     *  innermost open transaction has stopped (at once if none was). */
    animhost_status (*transaction_set_completion)(const struct animhost_host_v1 *host,
                                                  animhost_completion_fn completion,
                                                  void *user_data);
    /**
     * convert(_:to:): count 2 converts a point, count 4 a rect (x, y, width, height; the
     * smallest rect around its converted corners) from view's bounds space to target's (0: the
     * window), through every layer's bounds origin, anchor point, transform and position.
     * ANIMHOST_ERR_NOT_FOUND when a transform cannot be inverted or turns the point away.
     */
    animhost_status (*view_convert)(const struct animhost_host_v1 *host, animhost_handle view,
                                    animhost_handle target, const double *values,
                                    uint32_t count, double *out);
    /**
     * UIView.transition(with:duration:options:animations:completion:): calls animations at once
     * (its changes appear under a snapshot of the view as it was) and animates the transition
     * in options bits 20-23 (ANIMHOST_TRANSITION_*); completion (may be NULL) runs when it
     * ends. Without a transition bit it is UIView.animate. ANIMHOST_ERR_UNSUPPORTED, without
     * calling animations, for a view outside the window's tree (and, before 1.5, a curl): the
     * plugin then applies the changes itself.
     */
    animhost_status (*view_transition)(const struct animhost_host_v1 *host, animhost_handle view,
                                       double duration, uint32_t options,
                                       animhost_keyframe_fn animations, void *animations_data,
                                       animhost_completion_fn completion, void *completion_data);

    /* ---- appended in 1.5 ---- */
    /**
     * Sets an array-valued layer property (ANIMHOST_ARRAY_*): count doubles, 0 for nil.
     * ANIMHOST_ERR_BAD_VALUE (and a diagnostic) for a malformed array or a layer of the wrong
     * kind (gradient arrays on a CAGradientLayer, dashes on a CAShapeLayer).
     */
    animhost_status (*layer_set_array)(const struct animhost_host_v1 *host, animhost_handle layer,
                                       int32_t which, const double *values, uint32_t count);
    /**
     * resizableSnapshotView(from:afterScreenUpdates:withCapInsets:): a snapshot of rect (in the
     * view's bounds space) that, when resized, stretches only its middle: cap_insets (top,
     * left, bottom, right; NULL for none) keep their size. Returns 0 for an empty rect.
     */
    animhost_handle (*view_snapshot_region)(const struct animhost_host_v1 *host,
                                            animhost_handle view, const animhost_rect *rect,
                                            int32_t after_updates, const double *cap_insets);
    /**
     * setValue(_:forKeyPath:) on a layer: a key path as layer_add_animation takes it
     * ("transform.rotation.z", "position.x", "bounds.size.width", "cornerRadius" …) set to
     * count doubles (its width); inside an animation block the change animates.
     * ANIMHOST_ERR_NOT_FOUND, quietly, for a key path that names no layer property (Core
     * Animation keeps such keys as the plugin's own values); ANIMHOST_ERR_BAD_VALUE for the
     * wrong count.
     */
    animhost_status (*layer_set_key_path)(const struct animhost_host_v1 *host,
                                          animhost_handle layer, const char *key_path,
                                          const double *values, uint32_t count);
    /**
     * value(forKeyPath:): the model value of a key path into values (room for 16), its width
     * into *count; ANIMHOST_ERR_NOT_FOUND, quietly, as layer_set_key_path.
     */
    animhost_status (*layer_get_key_path)(const struct animhost_host_v1 *host,
                                          animhost_handle layer, const char *key_path,
                                          double *values, uint32_t *count);
    /**
     * CALayer.convertTime(_:from:) (to_other 0) or convertTime(_:to:) (to_other 1): a time in
     * other's local time (other 0: CACurrentMediaTime()'s) into layer's, or the other way.
     */
    double (*layer_convert_time)(const struct animhost_host_v1 *host, animhost_handle layer,
                                 double time, animhost_handle other, int32_t to_other);
    /**
     * A UIImage of width x height points holding view hierarchies drawn into it (frozen
     * copies, taken now); 0 for a size that is not finite and above 0. The image is a handle
     * like a view's, shown by view_set_image.
     */
    animhost_handle (*image_create)(const struct animhost_host_v1 *host, double width,
                                    double height, const animhost_image_drawing_v1 *drawings,
                                    uint32_t count);
    /** UIImageView.image: the image a view draws, placed by its content mode; 0 clears it. */
    animhost_status (*view_set_image)(const struct animhost_host_v1 *host, animhost_handle view,
                                      animhost_handle image);
    /** The transition container a presented view controller's view is in, or 0. */
    animhost_handle (*view_controller_container)(const struct animhost_host_v1 *host,
                                                 animhost_handle view_controller);
    /**
     * transitionCoordinator.animate(alongsideTransition:completion:) for a view controller in a
     * transition: body (may be NULL) animates with the transition (asked before the animator
     * animates, it runs right after animateTransition); completion (may be NULL) runs when the
     * transition completes, finished 1 unless it was cancelled. ANIMHOST_ERR_STATE, running
     * nothing, when the view controller is in no transition.
     */
    animhost_status (*coordinator_animate_alongside)(const struct animhost_host_v1 *host,
                                                     animhost_handle view_controller,
                                                     animhost_keyframe_fn body, void *body_data,
                                                     animhost_completion_fn completion,
                                                     void *completion_data);
    /**
     * The transition a view controller takes part in now (its transitionCoordinator's
     * context, usable with the context_* calls), or 0.
     */
    animhost_handle (*view_controller_transition_context)(const struct animhost_host_v1 *host,
                                                          animhost_handle view_controller);
    /** transitionDuration of a transition context: the animator's transitionDuration. */
    double (*context_duration)(const struct animhost_host_v1 *host, animhost_handle context);
    /** A view controller related to one (ANIMHOST_RELATION_*), or 0 when there is none. */
    animhost_handle (*view_controller_related)(const struct animhost_host_v1 *host,
                                               animhost_handle view_controller, int32_t relation);

    /* ---- appended in 1.6 ---- */
    /**
     * UIViewController.children: a navigation controller's stack (root first), a tab bar
     * controller's tabs in order, or the children added with addChild. Writes at most
     * capacity handles (handles may be NULL when capacity is 0) and returns the count.
     */
    uint32_t (*view_controller_children)(const struct animhost_host_v1 *host,
                                         animhost_handle view_controller,
                                         animhost_handle *handles, uint32_t capacity);
    /**
     * A navigation or tab bar controller asked to change (ANIMHOST_NAVIGATE_*), as a gesture
     * handler does to begin an interactive pop or tab switch: the host starts the pop (to the
     * view controller below, the root, or target) or the switch to target's tab when the
     * handler returns, asking the delegate for its animator and interaction controller.
     * ANIMHOST_ERR_STATE while a transition runs; ANIMHOST_ERR_NOT_FOUND when there is
     * nothing to pop or target is not on the stack or a tab; ANIMHOST_ERR_UNSUPPORTED (with
     * a diagnostic) for a push or an unanimated change, which the host runs only from the
     * scene (--kind push).
     */
    animhost_status (*view_controller_navigate)(const struct animhost_host_v1 *host,
                                                animhost_handle container, int32_t command,
                                                animhost_handle target, int32_t animated);
    /**
     * UIViewController(): a new view controller named class_name (NULL: "UIViewController")
     * whose root view fills the screen, outside the window until the plugin adds it.
     */
    animhost_handle (*view_controller_create)(const struct animhost_host_v1 *host,
                                              const char *class_name);
    /**
     * Containment (ANIMHOST_CONTAINMENT_*): ADD_CHILD makes child a child of parent (removing
     * it from an earlier parent), REMOVE takes it off its parent's children (parent ignored),
     * WILL_MOVE and DID_MOVE record the callbacks with parent (0 for nil). ANIMHOST_ERR_STATE
     * for a child of a navigation or tab bar controller, which only the host moves, or a
     * parent that is the child itself or one of its children.
     */
    animhost_status (*view_controller_containment)(const struct animhost_host_v1 *host,
                                                   animhost_handle child, int32_t call,
                                                   animhost_handle parent);
    /**
     * UIView.safeAreaInsets into insets (top, left, bottom, right): how far the view's bounds
     * reach under the status bar, a navigation bar, a tab bar or the home indicator.
     */
    animhost_status (*view_safe_area_insets)(const struct animhost_host_v1 *host,
                                             animhost_handle view, double *insets);
    /**
     * transitionCoordinator.notifyWhenInteractionChanges(_:) for a view controller in a
     * transition: handler runs with the transition's context each time it stops (or starts
     * again) being interactive, until it completes. ANIMHOST_ERR_STATE, keeping nothing, when
     * the view controller is in no transition.
     */
    animhost_status (*coordinator_notify_interaction_changes)(
        const struct animhost_host_v1 *host, animhost_handle view_controller,
        animhost_context_fn handler, void *handler_data);
    /**
     * present(_:animated:completion:) from plugin code: the host presents only the scene's
     * screen (--kind present), so it returns ANIMHOST_ERR_UNSUPPORTED with a
     * presentation-misuse diagnostic naming both view controllers; ANIMHOST_ERR_BAD_HANDLE
     * for a bad handle.
     */
    animhost_status (*view_controller_present)(const struct animhost_host_v1 *host,
                                               animhost_handle presenting,
                                               animhost_handle presented, int32_t animated);
    /**
     * modalTransitionStyle (UIModalTransitionStyle: 0 coverVertical, 1 flipHorizontal,
     * 2 crossDissolve, 3 partialCurl): sets it when style is one of those (a presentation
     * without an animator runs that system transition), and returns the view controller's
     * style (-1 for a bad handle or style).
     */
    int32_t (*view_controller_transition_style)(const struct animhost_host_v1 *host,
                                                animhost_handle view_controller, int32_t style);
    /**
     * UIImageView.image of any view: the image handle it shows (0 for none) and, when size is
     * not NULL, the image's width and height in points into size[0], size[1].
     */
    animhost_handle (*view_image)(const struct animhost_host_v1 *host, animhost_handle view,
                                  double *size);
    /**
     * UIVisualEffectView's effect: kind ANIMHOST_EFFECT_BLUR (the backdrop blurred, saturated
     * and tinted in style, a UIBlurEffect.Style name such as "systemMaterial"),
     * ANIMHOST_EFFECT_VIBRANCY (the view's subviews blended with the backdrop of a blur in
     * style) or ANIMHOST_EFFECT_NONE. How much shows is ANIMHOST_PROP_EFFECT_AMOUNT, which the
     * plugin animates. ANIMHOST_ERR_BAD_ARGUMENT for an unknown kind or style.
     */
    animhost_status (*view_set_effect)(const struct animhost_host_v1 *host, animhost_handle view,
                                       int32_t kind, const char *style);
    /**
     * UIDynamicAnimator(referenceView:): a simulation in the reference view's space, stepped
     * by the host's clock (fixed steps of 1/240 s); handler (may be NULL) hears its events.
     */
    animhost_handle (*dynamic_animator_create)(const struct animhost_host_v1 *host,
                                               animhost_handle reference_view,
                                               animhost_dynamics_fn handler, void *handler_data);
    /** addBehavior(_:) (add 1) or removeBehavior(_:) (add 0). */
    animhost_status (*dynamic_animator_behavior)(const struct animhost_host_v1 *host,
                                                 animhost_handle animator,
                                                 animhost_handle behavior, int32_t add);
    /** isRunning (which 0: 1 or 0) or elapsedTime (which 1: seconds) of an animator. */
    double (*dynamic_animator_get)(const struct animhost_host_v1 *host, animhost_handle animator,
                                   int32_t which);
    /**
     * A behaviour of a kind (ANIMHOST_BEHAVIOR_*); with_action 1 has the animator send
     * ANIMHOST_DYNAMICS_ACTION for it after each step of the clock.
     */
    animhost_handle (*dynamic_behavior_create)(const struct animhost_host_v1 *host, int32_t kind,
                                               int32_t with_action);
    /** addItem(_:) (add 1) or removeItem(_:) (add 0); a snap or attachment takes its items so. */
    animhost_status (*dynamic_behavior_item)(const struct animhost_host_v1 *host,
                                             animhost_handle behavior, animhost_handle item,
                                             int32_t add);
    /**
     * A setting (ANIMHOST_DYN_*, for item when it is per item, else item 0); count must be the
     * setting's. ANIMHOST_ERR_BAD_ARGUMENT for a wrong count, a non-finite value or an item
     * missing where one is needed.
     */
    animhost_status (*dynamic_behavior_set)(const struct animhost_host_v1 *host,
                                            animhost_handle behavior, int32_t setting,
                                            animhost_handle item, const double *values,
                                            uint32_t count);
    /**
     * UICollisionBehavior's addBoundary(withIdentifier:for:/from:to:): the first subpath of a
     * path (count doubles of ANIMHOST_PATH_* commands, in the reference view's space; curves
     * are sampled) as a boundary; count 0 removes the boundary with that identifier.
     */
    animhost_status (*dynamic_collision_boundary)(const struct animhost_host_v1 *host,
                                                  animhost_handle behavior,
                                                  const char *identifier, const double *path,
                                                  uint32_t count);
    /** addChildBehavior(_:). */
    animhost_status (*dynamic_behavior_add_child)(const struct animhost_host_v1 *host,
                                                  animhost_handle parent, animhost_handle child);
    /**
     * NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:),
     * inactive until ANIMHOST_CONSTRAINT_ACTIVE is set; 0 for a missing first item or
     * attribute, or a non-finite number.
     */
    animhost_handle (*layout_constraint_create)(const struct animhost_host_v1 *host,
                                                const animhost_constraint_v1 *spec);
    /** isActive, constant or priority (ANIMHOST_CONSTRAINT_*) of a constraint. */
    animhost_status (*layout_constraint_set)(const struct animhost_host_v1 *host,
                                             animhost_handle constraint, int32_t field,
                                             double value);

    /* ---- appended in 1.8 ---- */
    /**
     * UIView.subviews, back to front. Writes at most capacity handles (handles may be NULL
     * when capacity is 0) and returns the count; 0 for a bad handle.
     */
    uint32_t (*view_subviews)(const struct animhost_host_v1 *host, animhost_handle view,
                              animhost_handle *handles, uint32_t capacity);
    /**
     * The view's match id (Hero's hero.id; a scene file's "match"): views of the two screens
     * with the same id morph into each other in a magic move. Writes at most capacity bytes,
     * NUL included, into buffer (which may be NULL when capacity is 0) and returns the id's
     * length in bytes without the NUL; 0 when the view has none or the handle is bad.
     */
    uint32_t (*view_match_id)(const struct animhost_host_v1 *host, animhost_handle view,
                              char *buffer, uint32_t capacity);
    /** Sets the view's match id; NULL or "" clears it. At most 1024 bytes are kept. */
    animhost_status (*view_set_match_id)(const struct animhost_host_v1 *host,
                                         animhost_handle view, const char *match_id);
} animhost_host_v1;

/* ------------------------------------------------------------------------------------------ */
/* Plugin descriptors: constant data, producing them runs no animation code                    */
/* ------------------------------------------------------------------------------------------ */

/** A season window: month/day to month/day, inclusive; it wraps the year if end < start. */
typedef struct animator_season_v1 {
    uint8_t start_month; /* 1...12 */
    uint8_t start_day;   /* 1...31 */
    uint8_t end_month;   /* 1...12 */
    uint8_t end_day;     /* 1...31 */
} animator_season_v1;

/** Parameter types. */
typedef enum animator_param_type {
    ANIMATOR_PARAM_NUMBER = 0,  /* a decimal number within minimum...maximum */
    ANIMATOR_PARAM_INTEGER = 1, /* a whole number within minimum...maximum */
    ANIMATOR_PARAM_BOOL = 2,    /* true or false */
    ANIMATOR_PARAM_COLOR = 3,   /* #RRGGBB or #RRGGBBAA */
    ANIMATOR_PARAM_STRING = 4   /* any text, or one of `choices` (1.7) */
} animator_param_type;

/** One parameter an animator accepts, shown by `info` and set with --set name=value. */
typedef struct animator_param_v1 {
    uint32_t struct_size;      /* sizeof(animator_param_v1) as the plugin knows it */
    const char *name;          /* [a-z0-9][a-z0-9-]*, unique within the animator */
    int32_t type;              /* an animator_param_type */
    const char *default_value; /* in the syntax of the type */
    double minimum;            /* for NUMBER and INTEGER */
    double maximum;            /* for NUMBER and INTEGER */
    const char *summary;       /* one line */
    /* 1.7: for STRING, the only values allowed, separated by '|' ("left|right|up|down");
     * NULL or "" allows any text. The default must be one of them. A 1.6 plugin's struct
     * ends before this field (ANIMATOR_PARAM_V1_0_SIZE). */
    const char *choices;
} animator_param_v1;

/** The size of animator_param_v1 before 1.7 added `choices`. */
#define ANIMATOR_PARAM_V1_0_SIZE offsetof(animator_param_v1, choices)

/** A parameter's value as the host resolved it (defaults filled in, --set applied). */
typedef struct animator_param_value_v1 {
    const char *name;
    const char *value;
} animator_param_value_v1;

/** Bits of animator_descriptor_v1.capabilities. */
#define ANIMATOR_CAP_PRESENT 0x1u     /* vends an animator for presentation */
#define ANIMATOR_CAP_DISMISS 0x2u     /* vends an animator for dismissal */
#define ANIMATOR_CAP_INTERACTIVE 0x4u /* supports interactive transitions */
/* vends a UIPresentationController (1.5): without --style the host presents with .custom */
#define ANIMATOR_CAP_PRESENTATION_CONTROLLER 0x8u
/* vends animators for navigation pushes and pops (animator_for_operation, 1.5) */
#define ANIMATOR_CAP_PUSH 0x10u
#define ANIMATOR_CAP_POP 0x20u
/* vends animators for tab switches (animator_for_tab, 1.5) */
#define ANIMATOR_CAP_TAB 0x40u

/** UINavigationController.Operation, for animator_for_operation (1.5). */
#define ANIMHOST_OPERATION_NONE 0
#define ANIMHOST_OPERATION_PUSH 1
#define ANIMHOST_OPERATION_POP 2

/** One animator: its metadata and the functions that drive it. */
typedef struct animator_descriptor_v1 {
    uint32_t struct_size;     /* sizeof(animator_descriptor_v1) as the plugin knows it */
    const char *id;           /* the CLI name: [a-z0-9][a-z0-9-]*, at most 64 bytes */
    const char *display_name; /* for people, e.g. "Grow from button" */
    const char *summary;      /* one line, no control characters */
    const char *theme;        /* e.g. "classic", "christmas" */
    const animator_season_v1 *seasons; /* may be NULL when season_count is 0 */
    uint32_t season_count;
    uint32_t capabilities;   /* ANIMATOR_CAP_* bits */
    double default_duration; /* seconds, > 0 */
    const animator_param_v1 *const *params; /* param_count pointers; may be NULL when 0 */
    uint32_t param_count;
    void *plugin_data; /* private to the plugin; the host passes the descriptor back as is */

    /** Makes the transitioning delegate for one run with the resolved parameter values. */
    void *(*create_delegate)(const animhost_host_v1 *host,
                             const struct animator_descriptor_v1 *descriptor,
                             const animator_param_value_v1 *values, uint32_t value_count);
    /** Releases the delegate made by create_delegate. */
    void (*destroy_delegate)(const animhost_host_v1 *host, void *delegate);
    /** animationController(forPresented:presenting:source:); NULL uses the system transition. */
    void *(*animator_for_presented)(const animhost_host_v1 *host, void *delegate,
                                    animhost_handle presented, animhost_handle presenting,
                                    animhost_handle source);
    /** animationController(forDismissed:); NULL uses the system transition. */
    void *(*animator_for_dismissed)(const animhost_host_v1 *host, void *delegate,
                                    animhost_handle dismissed);
    /** Releases an animator returned by animator_for_presented/dismissed. */
    void (*release_animator)(const animhost_host_v1 *host, void *animator);
    /** transitionDuration(using:). */
    double (*transition_duration)(const animhost_host_v1 *host, void *animator,
                                  animhost_handle context);
    /** animateTransition(using:). */
    void (*animate_transition)(const animhost_host_v1 *host, void *animator,
                               animhost_handle context);
    /** animationEnded(_:); optional (NULL). */
    void (*animation_ended)(const animhost_host_v1 *host, void *animator, int32_t completed);
    /**
     * interactionControllerForPresentation(using:); NULL or returning NULL: not interactive.
     * (Before 1.3 this field was reserved and NULL.)
     */
    void *(*interaction_for_presentation)(const animhost_host_v1 *host, void *delegate,
                                          void *animator);
    /** interactionControllerForDismissal(using:); as interaction_for_presentation. */
    void *(*interaction_for_dismissal)(const animhost_host_v1 *host, void *delegate,
                                       void *animator);
    /* ---- appended in 1.3 ---- */
    /** Releases an interaction controller returned by interaction_for_*. */
    void (*release_interaction)(const animhost_host_v1 *host, void *interaction);
    /** wantsInteractiveStart: 0 starts the transition running, non-interactive until paused. */
    int32_t (*interaction_wants_interactive_start)(const animhost_host_v1 *host,
                                                   void *interaction);
    /** startInteractiveTransition(_:): the controller takes over the transition. */
    void (*start_interactive_transition)(const animhost_host_v1 *host, void *interaction,
                                         animhost_handle context);
    /**
     * Drives a UIPercentDrivenInteractiveTransition from the host's --interactive script: an
     * ANIMHOST_INTERACTIVE_UPDATE/PAUSE/FINISH/CANCEL command calls update(value)/pause()/
     * finish()/cancel(). Returns ANIMHOST_ERR_UNSUPPORTED for a controller that is not
     * percent-driven.
     */
    animhost_status (*interaction_drive)(const animhost_host_v1 *host, void *interaction,
                                         int32_t command, double value);
    /**
     * interruptibleAnimator(using:): the handle of the property animator that runs the
     * transition (the same one for the whole transition), or 0 when the animator vends none.
     */
    animhost_handle (*interruptible_animator)(const animhost_host_v1 *host, void *animator,
                                              animhost_handle context);
    /* ---- appended in 1.5 ---- */
    /**
     * presentationController(forPresented:presenting:source:), asked once for a .custom
     * presentation; NULL or returning NULL keeps the style's own. The host hands the
     * controller back to the calls below, then to release_presentation_controller.
     */
    void *(*presentation_controller_for)(const animhost_host_v1 *host, void *delegate,
                                         animhost_handle presented, animhost_handle presenting,
                                         animhost_handle source);
    /** Releases a controller returned by presentation_controller_for. */
    void (*release_presentation_controller)(const animhost_host_v1 *host, void *controller);
    /**
     * frameOfPresentedViewInContainerView into *frame (asked once the container exists);
     * returns 0 to keep the style's frame.
     */
    int32_t (*presentation_controller_frame)(const animhost_host_v1 *host, void *controller,
                                             animhost_rect *frame);
    /** shouldRemovePresentersView. */
    int32_t (*presentation_controller_removes_presenter)(const animhost_host_v1 *host,
                                                         void *controller);
    /** One of UIPresentationController's callbacks (ANIMHOST_PC_*); completed for did-end. */
    void (*presentation_controller_event)(const animhost_host_v1 *host, void *controller,
                                          int32_t event, int32_t completed);
    /**
     * navigationController(_:animationControllerFor:from:to:) for an ANIMHOST_OPERATION_*;
     * NULL or returning NULL runs the system push or pop. Released with release_animator.
     */
    void *(*animator_for_operation)(const animhost_host_v1 *host, void *delegate,
                                    int32_t operation, animhost_handle from,
                                    animhost_handle to);
    /**
     * navigationController(_:interactionControllerFor:) for an animator it vended; NULL or
     * returning NULL: not interactive. Released with release_interaction.
     */
    void *(*interaction_for_operation)(const animhost_host_v1 *host, void *delegate,
                                       void *animator);
    /**
     * tabBarController(_:animationControllerForTransitionFrom:to:); NULL or returning NULL
     * switches the tab at once. Released with release_animator.
     */
    void *(*animator_for_tab)(const animhost_host_v1 *host, void *delegate, animhost_handle from,
                              animhost_handle to);
    /* ---- appended in 1.6 ---- */
    /**
     * tabBarController(_:interactionControllerFor:) for an animator it vended; NULL or
     * returning NULL: not interactive. Released with release_interaction.
     */
    void *(*interaction_for_tab)(const animhost_host_v1 *host, void *delegate, void *animator);
} animator_descriptor_v1;

/** What a plugin file provides: returned by animator_plugin_entry_v1. */
typedef struct animator_plugin_v1 {
    uint32_t abi_major;   /* must equal the host's ANIMATOR_ABI_MAJOR */
    uint32_t abi_minor;   /* the minor the plugin was built against; not newer than the host's */
    uint32_t struct_size; /* sizeof(animator_plugin_v1) as the plugin knows it */
    const char *plugin_id; /* [a-z0-9][a-z0-9-]*, e.g. "grow-from-button" */
    const char *version;   /* e.g. "1.0.0" */
    const char *author;    /* may be "" */
    const animator_descriptor_v1 *const *animators; /* animator_count pointers */
    uint32_t animator_count;
    /* ---- appended in 1.1 ---- */
    const char *license;  /* SPDX id, e.g. "MIT"; may be NULL */
    const char *homepage; /* URL; may be NULL */
} animator_plugin_v1;

/** Size of animator_plugin_v1 as of minor 0, for hosts reading older plugins. */
#define ANIMATOR_PLUGIN_V1_0_SIZE offsetof(animator_plugin_v1, license)
/** Size of animhost_host_v1 as of minor 0, for plugins that run on older hosts. */
#define ANIMHOST_HOST_V1_0_SIZE offsetof(animhost_host_v1, view_set_text)
/** Size of animhost_host_v1 as of minor 1. */
#define ANIMHOST_HOST_V1_1_SIZE offsetof(animhost_host_v1, view_create_layer)
/** Size of animhost_host_v1 as of minor 2. */
#define ANIMHOST_HOST_V1_2_SIZE offsetof(animhost_host_v1, animator_create)
/** Size of animhost_host_v1 as of minor 3. */
#define ANIMHOST_HOST_V1_3_SIZE offsetof(animhost_host_v1, layer_add_animation)
/** Size of animhost_host_v1 as of minor 4, for plugins running on older hosts. */
#define ANIMHOST_HOST_V1_4_SIZE offsetof(animhost_host_v1, layer_set_array)
/** Size of animhost_host_v1 as of minor 5, for plugins running on older hosts. */
#define ANIMHOST_HOST_V1_5_SIZE offsetof(animhost_host_v1, view_controller_children)
/** Size of animhost_host_v1 as of minors 6 and 7 (1.7 grew no host call), before 1.8. */
#define ANIMHOST_HOST_V1_7_SIZE offsetof(animhost_host_v1, view_subviews)
/** Size of animhost_ca_animation_v1 as of minor 4, before the CATransition fields. */
#define ANIMHOST_CA_ANIMATION_V1_4_SIZE offsetof(animhost_ca_animation_v1, transition_type)
/** Size of animator_descriptor_v1 as of minor 2, for hosts reading older plugins. */
#define ANIMATOR_DESCRIPTOR_V1_2_SIZE offsetof(animator_descriptor_v1, release_interaction)
/** Size of animator_descriptor_v1 as of minor 4, before the presentation controller hooks. */
#define ANIMATOR_DESCRIPTOR_V1_4_SIZE offsetof(animator_descriptor_v1, presentation_controller_for)
/** Size of animator_descriptor_v1 as of minor 5, before interaction_for_tab. */
#define ANIMATOR_DESCRIPTOR_V1_5_SIZE offsetof(animator_descriptor_v1, interaction_for_tab)

/** The type of the entry point. Returns NULL to refuse this host. */
typedef const animator_plugin_v1 *(*animator_plugin_entry_v1_fn)(uint32_t host_major,
                                                                 uint32_t host_minor);

#ifdef __cplusplus
}
#endif

#endif /* ANIMATOR_ABI_H */
