import AnimHostCLI
import HostSystem
import Rendering
import TransitionEngine

/// pycairo as a peer: draws frames of a JSON timeline with cairo, timing only the drawing.
///
/// The embedded script reads the timeline (untimed), then for each frame clears an ARGB32
/// image of the frame's pixel size (unless the root's opaque background covers it, as ours
/// skips its clear then) and walks the tree as `FrameRasterizer` does: transforms,
/// group opacity, backgrounds, rounded corners, masksToBounds clips, masks, borders, shadows
/// (blurred roughly), shape paths, gradients, particles and text. The script's opening
/// comment lists what it approximates (perspective, shadow blur, page curls) and skips
/// (backdrop blur, bitmaps, warps).
enum CairoPeer {
  /// `rasterTime(timelinePath:…)` on a timeline written as JSON to `path` first (a failure to
  /// write is a failure to measure).
  static func rasterTime(
    of timeline: Timeline, writtenTo path: String, frames: [Int], scale: Double,
    repeats: Int = 3
  ) -> Result<(mean: Double, worst: Double), CairoPeer.Failure> {
    do {
      try RenderOutput.write(
        timeline, format: .json, to: path, options: .init(scale: scale),
        source: TimelineJSON.Source(pluginID: "bench", pluginVersion: "1"))
    } catch {
      return .failure(Failure(reason: "the JSON timeline could not be written: \(error)"))
    }
    return rasterTime(timelinePath: path, frames: frames, scale: scale, repeats: repeats)
  }

  /// Mean and worst seconds per frame for cairo drawing `frames` (indices into the run of
  /// frames, segments back to back) of the timeline at `timelinePath`, at `scale` pixels per
  /// point, best of `repeats` passes; or why it could not run (python3 or pycairo missing,
  /// the script failed).
  ///
  /// When `pngDirectory` is given, frame N is also written there as cairo-N.png for
  /// eyeballing against ours. Each frame's time is its best over the passes; the mean and the
  /// worst are over the frames.
  static func rasterTime(
    timelinePath: String, frames: [Int], scale: Double, repeats: Int = 3,
    pngDirectory: String? = nil
  ) -> Result<(mean: Double, worst: Double), CairoPeer.Failure> {
    guard !frames.isEmpty else { return .failure(Failure(reason: "no frames to draw")) }
    guard scale > 0, scale.isFinite else {
      return .failure(Failure(reason: "the scale must be a positive number"))
    }
    let arguments =
      ["-c", script, timelinePath, String(scale), String(max(repeats, 1)), pngDirectory ?? ""]
      + frames.map { String($0) }
    guard let result = ChildProcess.runToEnd("python3", arguments) else {
      return .failure(Failure(reason: "python3 not found"))
    }
    let lines = result.output.split(separator: "\n").map(String.init)
    if lines.first == "missing" {
      return .failure(Failure(reason: "pycairo is not installed (pip install pycairo)"))
    }
    guard result.status == 0 else {
      let why = lines.last.map { " (\($0))" } ?? ""
      return .failure(Failure(reason: "the cairo script failed (exit \(result.status))\(why)"))
    }
    return seconds(from: lines, count: frames.count)
  }

  /// Why the peer could not run.
  struct Failure: Error {
    /// What went wrong, for the benchmark's table.
    var reason: String
  }

  /// The mean and worst of the script's "frame seconds" lines, one per requested frame.
  private static func seconds(from lines: [String], count: Int)
    -> Result<(mean: Double, worst: Double), Failure>
  {
    var times: [Double] = []
    for line in lines {
      let fields = line.split(separator: " ")
      guard fields.count == 2, Int(fields[0]) != nil, let time = Double(fields[1]), time >= 0
      else {
        return .failure(Failure(reason: "the cairo script printed an unexpected line: \(line)"))
      }
      times.append(time)
    }
    guard times.count == count, let worst = times.max() else {
      return .failure(
        Failure(reason: "the cairo script timed \(times.count) frames of \(count)"))
    }
    return .success((times.reduce(0, +) / Double(times.count), worst))
  }

  /// The Python program: `timeline scale repeats png-directory frame…`; prints `missing`
  /// without pycairo, a `frame seconds` line per frame, or `failed: …` and exits 1.
  private static let script = #"""
    import sys, json, time, math, os, re
    try:
        import cairo
    except ImportError:
        print("missing"); sys.exit(0)

    # Draws frames of an animhost JSON timeline with cairo, as FrameRasterizer draws the tree.
    # argv: timeline scale repeats png-directory ("" for none) frame-index...
    # Prints "frame seconds" per frame, the best of the passes, timing only the drawing (not
    # reading the JSON, not writing the PNG); "failed: why" and exit 1 when it cannot.
    # As ours, every layer's map to device pixels is a 3x3 homography (row vectors, the plane
    # part of the 3D transforms); cairo has only affine matrices, so each layer is drawn
    # through the affine tangent of its homography at the middle of its bounds: exact for 2D
    # transforms, perspective approximated (a layer stays a parallelogram, not a trapezoid).
    # Approximated or skipped, each said where it happens: shadow blur (a downsample and a
    # bilinear stretch, not a Gaussian), page curls (flat page cut at the axis, the lifted
    # part mirrored as paper; no cylinder, no curl shadow), ripple and suck warps (drawn
    # unwarped), visual effects (no backdrop blur, no vibrancy blend), bitmaps (the JSON has
    # only their names: not drawn), conic gradients (drawn as axial), line caps and joins (not
    # in the JSON: cairo's butt and miter), text (cairo's toy text API in DejaVu Sans, no
    # truncation with an ellipsis).

    NUM = re.compile(r"[MLQCZ]|[-+0-9.eE]+")
    SCRATCH = cairo.Context(cairo.ImageSurface(cairo.FORMAT_A8, 1, 1))


    def color(s):
        if not s:
            return (0.0, 0.0, 0.0, 0.0)
        v = int(s[1:], 16)
        return ((v >> 24) / 255.0, (v >> 16 & 255) / 255.0, (v >> 8 & 255) / 255.0,
                (v & 255) / 255.0)


    def svg_path(text):
        # A cairo.Path of the JSON's SVG subset (M L Q C Z; Q raised to a cubic), made once.
        t = NUM.findall(text)
        c = SCRATCH
        c.new_path()
        i, cx, cy, sx, sy = 0, 0.0, 0.0, 0.0, 0.0
        while i < len(t):
            op = t[i]; i += 1
            if op == "M":
                cx, cy = float(t[i]), float(t[i + 1]); i += 2
                sx, sy = cx, cy
                c.move_to(cx, cy)
            elif op == "L":
                cx, cy = float(t[i]), float(t[i + 1]); i += 2
                c.line_to(cx, cy)
            elif op == "Q":
                qx, qy, x, y = (float(v) for v in t[i:i + 4]); i += 4
                c.curve_to(cx + 2 / 3 * (qx - cx), cy + 2 / 3 * (qy - cy),
                           x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)
                cx, cy = x, y
            elif op == "C":
                a = [float(v) for v in t[i:i + 6]]; i += 6
                c.curve_to(*a)
                cx, cy = a[4], a[5]
            elif op == "Z":
                c.close_path()
                cx, cy = sx, sy
        path = c.copy_path()
        c.new_path()
        return path


    class Node:
        __slots__ = ("frame", "alpha", "hidden", "color", "text", "text_color", "font_size",
                     "align", "bold", "lines", "content", "bounds_origin", "anchor",
                     "transform", "z", "radius", "clips", "border", "shadow", "shadow_path",
                     "mask", "shape", "particles", "sublayer", "anchor_z", "double_sided",
                     "gradient", "crossfade", "effect", "curl", "region", "children", "count")


    def node(d):
        # The JSON node as Python values (colours as floats, paths as cairo paths): part of
        # reading the JSON, outside the timing, as our rasterizer gets its tree parsed.
        n = Node()
        n.frame = d["frame"]
        n.alpha = d["alpha"]
        n.hidden = d["hidden"]
        n.color = color(d["color"])
        n.text = d.get("text")
        n.text_color = color(d.get("textColor"))
        n.font_size = d.get("fontSize", 17)
        n.align = {"center": 1, "right": 2}.get(d.get("textAlignment"), 0)
        n.bold = d.get("fontWeight", 0) >= 0.3
        n.lines = d.get("numberOfLines", 1)
        n.content = [node(c) for c in d.get("content", [])]
        n.bounds_origin = d.get("boundsOrigin", (0.0, 0.0))
        n.anchor = d.get("anchorPoint", (0.5, 0.5))
        n.transform = d.get("transform")
        n.z = d.get("zPosition", 0)
        n.radius = d.get("cornerRadius", 0)
        n.clips = d.get("masksToBounds", False)
        b = d.get("border")
        n.border = (b["width"], color(b["color"])) if b else None
        s = d.get("shadow")
        n.shadow = (color(s["color"]), s["opacity"], s["radius"], s["offset"]) if s else None
        n.shadow_path = svg_path(d["shadowPath"]) if "shadowPath" in d else None
        n.mask = node(d["mask"]) if "mask" in d else None
        s = d.get("shape")
        n.shape = None
        if s:
            n.shape = (svg_path(s["path"]), color(s["fillColor"]), color(s["strokeColor"]),
                       s["lineWidth"], s["strokeStart"], s["strokeEnd"],
                       cairo.FILL_RULE_EVEN_ODD if s["fillRule"] == "evenOdd"
                       else cairo.FILL_RULE_WINDING,
                       s.get("lineDashPattern"), s.get("lineDashPhase", 0))
        p = d.get("particles")
        n.particles = None
        if p:
            n.particles = ([svg_path(c) for c in p["cellPaths"]],
                           [(q["cell"], q["position"][0], q["position"][1], q["scale"],
                             q["rotation"], color(q["color"])) for q in p["live"]])
        n.sublayer = d.get("sublayerTransform")
        n.anchor_z = d.get("anchorPointZ", 0)
        n.double_sided = d.get("isDoubleSided", True)
        g = d.get("gradient")
        n.gradient = None
        if g:
            n.gradient = (g["type"], [color(c) for c in g["colors"]], g.get("locations"),
                          g["startPoint"], g["endPoint"])
        n.crossfade = d.get("crossfade")
        n.effect = d.get("visualEffect")
        c = d.get("curl")
        n.curl = (c["progress"], c["angle"], c["radius"]) if c else None
        r = d.get("snapshotRegion")
        n.region = (r["rect"], r["capInsets"]) if r else None
        n.children = [node(c) for c in d.get("children", [])]
        # How many things it draws (two meaning "possibly overlapping"), as drawCount in
        # RasterCanvas: opacity folds into a single drawing, more need a group.
        k = 0
        if n.color[3] > 0: k += 1
        if n.gradient and n.gradient[1]: k += 1
        if "bitmap" in d: k += 1
        if n.effect: k += 1 if n.effect["kind"] == "blur" else 2
        if n.text and n.text_color[3] > 0: k += 1
        if n.content or n.children: k += 2
        if n.shape:
            if n.shape[1][3] > 0: k += 1
            if n.shape[2][3] > 0 and n.shape[3] > 0: k += 1
        if n.particles: k += min(len(n.particles[1]), 2)
        if n.border and n.border[0] > 0 and n.border[1][3] > 0: k += 1
        n.count = k
        return n


    # --- Maps: 3x3 homographies on row vectors [x y 1] . M, as Homography.swift ----------

    def hmul(a, b):
        a11, a12, a13, a21, a22, a23, a31, a32, a33 = a
        b11, b12, b13, b21, b22, b23, b31, b32, b33 = b
        return (a11 * b11 + a12 * b21 + a13 * b31, a11 * b12 + a12 * b22 + a13 * b32,
                a11 * b13 + a12 * b23 + a13 * b33,
                a21 * b11 + a22 * b21 + a23 * b31, a21 * b12 + a22 * b22 + a23 * b32,
                a21 * b13 + a22 * b23 + a23 * b33,
                a31 * b11 + a32 * b21 + a33 * b31, a31 * b12 + a32 * b22 + a33 * b32,
                a31 * b13 + a32 * b23 + a33 * b33)


    def translation(x, y):
        return (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, x, y, 1.0)


    def scaling(x, y):
        return (x, 0.0, 0.0, 0.0, y, 0.0, 0.0, 0.0, 1.0)


    def flat(t):
        # The plane part of a 4x4 layer transform: points (x, y, 0, 1) keep x, y and w.
        return (t[0], t[1], t[3], t[4], t[5], t[7], t[12], t[13], t[15])


    def mul4(a, b):
        return [sum(a[r * 4 + k] * b[k * 4 + c] for k in range(4))
                for r in range(4) for c in range(4)]


    def translation4(x, y, z):
        return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]


    def inverse(h):
        m11, m12, m13, m21, m22, m23, m31, m32, m33 = h
        c11, c12, c13 = m22 * m33 - m23 * m32, m13 * m32 - m12 * m33, m12 * m23 - m13 * m22
        c21, c22, c23 = m23 * m31 - m21 * m33, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23
        c31, c32, c33 = m21 * m32 - m22 * m31, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21
        det = m11 * c11 + m12 * c21 + m13 * c31
        if abs(det) < 1e-18:
            return None
        k = 1 / det
        return (c11 * k, c12 * k, c13 * k, c21 * k, c22 * k, c23 * k,
                c31 * k, c32 * k, c33 * k)


    def local_to_parent(n, sub):
        # The anchor point goes to the position, the transform applied about it.
        x, y, w, h = n.frame
        ax = n.bounds_origin[0] + n.anchor[0] * w
        ay = n.bounds_origin[1] + n.anchor[1] * h
        px, py = x + n.anchor[0] * w, y + n.anchor[1] * h
        if sub is None and n.anchor_z == 0:
            if n.transform is None:
                return translation(px - ax, py - ay)
            return hmul(hmul(translation(-ax, -ay), flat(n.transform)), translation(px, py))
        t = translation4(-ax, -ay, -n.anchor_z)
        if n.transform is not None:
            t = mul4(t, n.transform)
        t = mul4(t, translation4(px, py, n.z))
        if sub is not None:
            t = mul4(t, sub)
        return flat(t)


    def sublayer_of(n):
        if n.sublayer is None:
            return None
        w, h = n.frame[2], n.frame[3]
        ax = n.bounds_origin[0] + n.anchor[0] * w
        ay = n.bounds_origin[1] + n.anchor[1] * h
        return mul4(mul4(translation4(-ax, -ay, 0), n.sublayer), translation4(ax, ay, 0))


    def tangent(h, cx, cy):
        # The affine map closest to `h` around (cx, cy): exact when `h` has no perspective.
        m11, m12, m13, m21, m22, m23, m31, m32, m33 = h
        if m13 == 0 and m23 == 0:
            if m33 <= 1e-12:
                return None
            k = 1 / m33
            a, b, c, d = m11 * k, m12 * k, m21 * k, m22 * k
            if abs(a * d - b * c) < 1e-12:
                return None
            return cairo.Matrix(a, b, c, d, m31 * k, m32 * k)
        X, Y = cx * m11 + cy * m21 + m31, cx * m12 + cy * m22 + m32
        W = cx * m13 + cy * m23 + m33
        if W <= 1e-12:
            return None
        w2 = W * W
        a, b = (m11 * W - X * m13) / w2, (m12 * W - Y * m13) / w2
        c, d = (m21 * W - X * m23) / w2, (m22 * W - Y * m23) / w2
        if abs(a * d - b * c) < 1e-12:
            return None
        x, y = X / W, Y / W
        return cairo.Matrix(a, b, c, d, x - a * cx - c * cy, y - b * cx - d * cy)


    def faces_away(n, h):
        cx = n.bounds_origin[0] + n.frame[2] / 2
        cy = n.bounds_origin[1] + n.frame[3] / 2
        m11, m12, m13, m21, m22, m23, m31, m32, m33 = h
        X, Y = cx * m11 + cy * m21 + m31, cx * m12 + cy * m22 + m32
        W = cx * m13 + cy * m23 + m33
        if W <= 0:
            return True
        dxdx, dydx = m11 * W - X * m13, m12 * W - Y * m13
        dxdy, dydy = m21 * W - X * m23, m22 * W - Y * m23
        return dxdx * dydy - dxdy * dydx < 0


    IDENTITY = cairo.Matrix()


    # --- Drawing --------------------------------------------------------------------------

    def rounded(ctx, x, y, w, h, r):
        # Path.roundedRect: circular corners, the radius at most half the shorter side.
        r = min(max(r, 0), min(w, h) / 2)
        if r <= 0:
            ctx.rectangle(x, y, w, h)
            return
        ctx.new_sub_path()
        ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
        ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
        ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
        ctx.arc(x + r, y + r, r, math.pi, 1.5 * math.pi)
        ctx.close_path()


    def rgba(ctx, c, opacity):
        ctx.set_source_rgba(c[0], c[1], c[2], c[3] * opacity)


    def draw(ctx, n, parent, sub=None):
        if n.hidden or not (n.alpha > 0):
            return
        h = hmul(local_to_parent(n, sub), parent)
        if not n.double_sided and faces_away(n, h):
            return
        cx = n.bounds_origin[0] + n.frame[2] / 2
        cy = n.bounds_origin[1] + n.frame[3] / 2
        m = tangent(h, cx, cy)
        if m is None:
            return
        curl = n.curl
        if curl is not None and curl[0] > 0:
            if curl[0] >= 1:
                return
            ctx.push_group()
            uncurled(ctx, n, h, m)
            curled(ctx, n, m, curl, pop(ctx))
            return
        uncurled(ctx, n, h, m)


    def uncurled(ctx, n, h, m):
        # The layer with its shadow, mask and group opacity.
        shadow = n.shadow if n.shadow is not None and n.shadow[0][3] > 0 else None
        opacity = min(n.alpha, 1)
        if shadow is None and n.mask is None and (opacity >= 1 or n.count <= 1):
            contents(ctx, n, h, m, opacity)
            return
        # Core Animation composites the layer as a group: drawn at full opacity offscreen,
        # masked, its shadow cast under it, then painted at the layer's opacity.
        if shadow is not None and n.shadow_path is not None:
            ctx.push_group()
            ctx.set_matrix(m)
            ctx.append_path(n.shadow_path)
            ctx.set_source_rgb(1, 1, 1)
            ctx.fill()
            cast_shadow(ctx, pop(ctx), shadow, opacity)
        ctx.push_group()
        contents(ctx, n, h, m, 1)
        if n.mask is not None:
            ctx.push_group()
            draw(ctx, n.mask, h)
            mask = pop(ctx)
            layer = pop(ctx)
            ctx.push_group()
            ctx.set_source(layer)
            ctx.mask(mask)
        layer = pop(ctx)
        if shadow is not None and n.shadow_path is None:
            cast_shadow(ctx, layer, shadow, opacity)
        ctx.set_source(layer)
        ctx.paint_with_alpha(opacity)


    def curled(ctx, n, m, curl, flat):
        # A page curl, approximated with affine maps: the flat page up to the curl's axis,
        # then the lifted part mirrored about the middle of the half cylinder (where ours lays
        # it once past the cylinder) as light grey paper with the content showing through
        # faintly, cut where the cylinder's top ends; the cylinder itself is not drawn (no
        # shading along it), nor the shadow beside the curl.
        progress, angle, r = curl
        r = max(r, 0.5)
        x, y, w, h = n.bounds_origin[0], n.bounds_origin[1], n.frame[2], n.frame[3]
        dx, dy = math.cos(angle), math.sin(angle)
        corners = ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
        along = [px * dx + py * dy for px, py in corners]
        axis = max(along) - progress * (max(along) - min(along) + math.pi * r)
        far = 2 * (w + h + abs(axis) + math.pi * r) + 1

        def half_plane(limit):
            # Clips to the points whose distance along the curl's direction is below `limit`.
            fx, fy = limit * dx, limit * dy
            ctx.set_matrix(m)
            ctx.move_to(fx - dy * far, fy + dx * far)
            ctx.line_to(fx + dy * far, fy - dx * far)
            ctx.line_to(fx + dy * far - dx * far, fy - dx * far - dy * far)
            ctx.line_to(fx - dy * far - dx * far, fy + dx * far - dy * far)
            ctx.close_path()
            ctx.clip()
            ctx.set_matrix(IDENTITY)

        ctx.save()
        half_plane(axis)
        ctx.set_source(flat)
        ctx.paint()
        ctx.restore()
        mirror = axis + math.pi * r / 2
        reflect = cairo.Matrix(1 - 2 * dx * dx, -2 * dx * dy, -2 * dx * dy, 1 - 2 * dy * dy,
                               2 * dx * mirror, 2 * dy * mirror)
        inverse_m = cairo.Matrix(*m)
        inverse_m.invert()
        flat.set_matrix(inverse_m.multiply(reflect).multiply(m))
        ctx.save()
        half_plane(axis + r)
        ctx.push_group()
        ctx.set_source(flat)
        ctx.paint()
        ctx.set_operator(cairo.OPERATOR_ATOP)
        ctx.set_source_rgba(0.9, 0.9, 0.9, 0.8)
        ctx.paint()
        ctx.set_source(pop(ctx))
        ctx.paint()
        ctx.restore()


    def pop(ctx):
        # The group as a pattern in device pixels, the current matrix left as the identity
        # (cairo locks a popped group to the matrix of its push, which differs by layer).
        group = ctx.pop_group()
        group.set_matrix(IDENTITY)
        ctx.set_matrix(IDENTITY)
        return group


    def cast_shadow(ctx, layer, shadow, opacity):
        # cairo has no blur: the shape (the layer's alpha) is drawn into a surface `f` times
        # smaller and stretched back with bilinear filtering, a box then a tent about as wide
        # as the Gaussian (sigma = radius / 2 points) it stands for: blurred-ish, not ours.
        c, shadow_opacity, radius, offset = shadow
        ctx.set_matrix(IDENTITY)
        ctx.translate(offset[0] * SCALE, offset[1] * SCALE)
        ctx.set_source_rgba(c[0], c[1], c[2], c[3] * shadow_opacity * opacity)
        f = max(1, int(round(radius * SCALE)))
        if f <= 1:
            ctx.mask(layer)
            return
        small = cairo.ImageSurface(cairo.FORMAT_A8, -(-WIDTH // f), -(-HEIGHT // f))
        s = cairo.Context(small)
        s.scale(1 / f, 1 / f)
        s.set_source(layer)
        s.paint()
        pattern = cairo.SurfacePattern(small)
        pattern.set_filter(cairo.FILTER_BILINEAR)
        pattern.set_matrix(cairo.Matrix(1 / f, 0, 0, 1 / f, 0, 0))
        ctx.mask(pattern)


    def contents(ctx, n, h, m, opacity):
        # Background, content, sublayers and border, in Core Animation's order.
        bx, by = n.bounds_origin
        bw, bh = n.frame[2], n.frame[3]
        if n.color[3] > 0:
            ctx.set_matrix(m)
            rounded(ctx, bx, by, bw, bh, n.radius)
            rgba(ctx, n.color, opacity)
            ctx.fill()
        if n.gradient is not None:
            gradient(ctx, n.gradient, m, bx, by, bw, bh, n.radius, opacity)
        if n.clips:
            ctx.save()
            ctx.set_matrix(m)
            rounded(ctx, bx, by, bw, bh, n.radius)
            ctx.clip()
        if n.text and n.text_color[3] > 0:
            text(ctx, n, m, opacity)
        if n.content:
            snapshot(ctx, n, h)
        if n.shape is not None:
            shape(ctx, n.shape, m, opacity)
        if n.particles is not None:
            particles(ctx, n.particles, m, opacity)
        if n.children:
            sub = sublayer_of(n)
            kids = n.children
            if any(c.z != kids[0].z for c in kids):
                kids = sorted(kids, key=lambda c: c.z)  # stable: subviews order among equals
            if n.crossfade is not None and len(kids) >= 2:
                crossfade(ctx, kids[0], kids[1], n.crossfade, h, sub)
            else:
                # A vibrancy effect's blend with the backdrop is not drawn: its subviews are.
                for c in kids:
                    draw(ctx, c, h, sub)
        if n.clips:
            ctx.restore()
        if n.border is not None and n.border[0] > 0 and n.border[1][3] > 0:
            w = min(n.border[0], bw / 2, bh / 2)
            ctx.set_matrix(m)
            rounded(ctx, bx, by, bw, bh, n.radius)
            if bw - 2 * w > 0 and bh - 2 * w > 0:
                rounded(ctx, bx + w, by + w, bw - 2 * w, bh - 2 * w, max(0, n.radius - w))
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
            rgba(ctx, n.border[1], opacity)
            ctx.fill()
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        # UIVisualEffectView's backdrop blur is not drawn (cairo cannot blur the backdrop).


    def gradient(ctx, g, m, x, y, w, h, radius, opacity):
        # CAGradientLayer: axial as cairo's linear gradient, radial as an ellipse through the
        # end point, conic approximated as axial (cairo has none).
        kind, colors, locations, start, end = g
        if not colors or w <= 0 or h <= 0:
            return
        ctx.set_matrix(m)
        rounded(ctx, x, y, w, h, radius)
        if len(colors) == 1:
            rgba(ctx, colors[0], opacity)
            ctx.fill()
            return
        sx, sy = x + start[0] * w, y + start[1] * h
        ex, ey = x + end[0] * w, y + end[1] * h
        if kind == "radial":
            rx = abs(ex - sx) or abs(ey - sy)
            ry = abs(ey - sy) or abs(ex - sx)
            if rx <= 0:
                rgba(ctx, colors[-1], opacity)
                ctx.fill()
                return
            p = cairo.RadialGradient(0, 0, 0, 0, 0, 1)
            p.set_matrix(cairo.Matrix(1 / rx, 0, 0, 1 / ry, -sx / rx, -sy / ry))
        else:
            p = cairo.LinearGradient(sx, sy, ex, ey)
        count = len(colors)
        stops = [i / max(count - 1, 1) for i in range(count)]
        if locations and len(locations) >= count:
            stops = locations[:count]
        for s, c in zip(stops, colors):
            p.add_color_stop_rgba(s, c[0], c[1], c[2], c[3] * opacity)
        ctx.set_source(p)
        ctx.fill()


    def text(ctx, n, m, opacity):
        # UILabel's text, through cairo's toy text API in DejaVu Sans: wrapped at spaces when
        # numberOfLines is not 1, the block centred vertically, aligned in the bounds.
        bw, bh = n.frame[2], n.frame[3]
        if n.font_size <= 0 or bw <= 0:
            return
        ctx.set_matrix(m)
        ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL,
                             cairo.FONT_WEIGHT_BOLD if n.bold else cairo.FONT_WEIGHT_NORMAL)
        ctx.set_font_size(n.font_size)
        ascent, _, line_height = ctx.font_extents()[:3]
        if n.lines == 1:
            lines = [n.text]
        else:
            lines = []
            for paragraph in n.text.split("\n"):
                line = ""
                for word in paragraph.split(" "):
                    candidate = word if not line else line + " " + word
                    if not line or ctx.text_extents(candidate).x_advance <= bw:
                        line = candidate
                    else:
                        lines.append(line)
                        line = word
                lines.append(line)
            if n.lines > 0:
                lines = lines[:n.lines]
        top = (bh - line_height * len(lines)) / 2
        rgba(ctx, n.text_color, opacity)
        bx, by = n.bounds_origin
        for i, line in enumerate(lines):
            width = ctx.text_extents(line).x_advance
            x = (bw - width) / 2 if n.align == 1 else (bw - width if n.align == 2 else 0)
            ctx.move_to(bx + x, by + top + i * line_height + ascent)
            ctx.show_text(line)


    def snapshot(ctx, n, h):
        # A snapshot's frozen content scaled into the bounds; a resizable one as nine slices.
        content = n.content[0]
        cw, ch = content.frame[2], content.frame[3]
        bx, by = n.bounds_origin
        bw, bh = n.frame[2], n.frame[3]
        if n.region is None:
            if cw <= 0 or ch <= 0:
                return
            space = hmul(hmul(translation(-content.frame[0], -content.frame[1]),
                              scaling(bw / cw, bh / ch)), hmul(translation(bx, by), h))
            draw(ctx, content, space)
            return
        (sx0, sy0, sw, sh), (top, left, bottom, right) = n.region
        if sw <= 0 or sh <= 0 or bw <= 0 or bh <= 0:
            return
        from_parent = inverse(local_to_parent(content, None))
        if from_parent is None:
            return
        for sx, dx in slices(sx0, sw, left, right, bx, bw):
            for sy, dy in slices(sy0, sh, top, bottom, by, bh):
                if sx[1] <= 0 or sy[1] <= 0 or dx[1] <= 0 or dy[1] <= 0:
                    continue
                m = tangent(h, dx[0] + dx[1] / 2, dy[0] + dy[1] / 2)
                if m is None:
                    continue
                ctx.save()
                ctx.set_matrix(m)
                ctx.rectangle(dx[0], dy[0], dx[1], dy[1])
                ctx.clip()
                stretch = scaling(dx[1] / sx[1], dy[1] / sy[1])
                place = hmul(hmul(translation(-sx[0], -sy[0]), stretch),
                             hmul(translation(dx[0], dy[0]), h))
                draw(ctx, content, hmul(from_parent, place))
                ctx.restore()


    def slices(s0, length, cap_a, cap_b, d0, d_length):
        a = min(max(cap_a, 0), length)
        b = min(max(cap_b, 0), length - a)
        fit = d_length / (a + b) if a + b > d_length and a + b > 0 else 1
        da, db = a * fit, b * fit
        return [((s0, a), (d0, da)),
                ((s0 + a, length - a - b), (d0 + da, d_length - da - db)),
                ((s0 + length - b, b), (d0 + d_length - db, db))]


    def crossfade(ctx, old, new, fraction, h, sub):
        # A CATransition fade: (1 - f) x old + f x new, then over what is there.
        f = min(max(fraction, 0), 1)
        ctx.push_group()
        draw(ctx, old, h, sub)
        a = pop(ctx)
        ctx.push_group()
        draw(ctx, new, h, sub)
        b = pop(ctx)
        ctx.push_group()
        ctx.set_source(a)
        ctx.paint_with_alpha(1 - f)
        ctx.set_operator(cairo.OPERATOR_ADD)
        ctx.set_source(b)
        ctx.paint_with_alpha(f)
        ctx.set_operator(cairo.OPERATOR_OVER)
        ctx.set_source(pop(ctx))
        ctx.paint()


    def shape(ctx, s, m, opacity):
        # CAShapeLayer: the fill in its rule, then the stroke, trimmed to strokeStart to
        # strokeEnd and dashed; caps and joins are cairo's (butt, miter): the JSON has none.
        path, fill, stroke, width, start, end, rule, dashes, phase = s
        ctx.set_matrix(m)
        if fill[3] > 0:
            ctx.append_path(path)
            ctx.set_fill_rule(rule)
            rgba(ctx, fill, opacity)
            ctx.fill()
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        if stroke[3] > 0 and width > 0 and end > start:
            ctx.append_path(path)
            if start > 0 or end < 1:
                trim(ctx, start, end)
            if dashes:
                ctx.set_dash(dashes, phase)
            ctx.set_line_width(width)
            rgba(ctx, stroke, opacity)
            ctx.stroke()
            if dashes:
                ctx.set_dash([])


    def trim(ctx, start, end):
        # Keeps the part of the current path between two fractions of its length (flattened).
        pieces, total, subpath, first, last = [], 0.0, [], None, None
        for kind, pts in ctx.copy_path_flat():
            if kind == cairo.PATH_MOVE_TO:
                if len(subpath) > 1: pieces.append(subpath)
                subpath = [pts]; first = last = pts
            elif kind == cairo.PATH_LINE_TO:
                subpath.append(pts); last = pts
            elif kind == cairo.PATH_CLOSE_PATH and first is not None:
                subpath.append(first); last = first
        if len(subpath) > 1: pieces.append(subpath)
        for piece in pieces:
            for (x0, y0), (x1, y1) in zip(piece, piece[1:]):
                total += math.hypot(x1 - x0, y1 - y0)
        ctx.new_path()
        lo, hi, run = start * total, end * total, 0.0
        for piece in pieces:
            drawing = False
            for (x0, y0), (x1, y1) in zip(piece, piece[1:]):
                d = math.hypot(x1 - x0, y1 - y0)
                if d > 0 and run + d > lo and run < hi:
                    t0, t1 = max(0, (lo - run) / d), min(1, (hi - run) / d)
                    if not drawing:
                        ctx.move_to(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0)
                        drawing = True
                    ctx.line_to(x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)
                run += d


    def particles(ctx, p, m, opacity):
        # Each live particle: its cell's path scaled, rotated and moved there, in its colour.
        cells, live = p
        for cell, x, y, scale, rotation, c in live:
            if cell < 0 or cell >= len(cells) or c[3] <= 0 or scale <= 0:
                continue
            ctx.set_matrix(m)
            ctx.translate(x, y)
            if rotation:
                ctx.rotate(rotation)
            ctx.scale(scale, scale)
            ctx.append_path(cells[cell])
            ctx.set_source_rgba(c[0], c[1], c[2], c[3] * opacity)
            ctx.fill()


    # --- Main -----------------------------------------------------------------------------

    def covers(n):
        # Whether the root paints every pixel opaque first (a window's opaque background),
        # so the surface need not be cleared: ours skips its clear then too.
        x, y, w, h = n.frame
        return (not n.hidden and n.alpha >= 1 and n.color[3] >= 1 and n.transform is None
                and n.radius <= 0 and n.mask is None and n.shadow is None and n.curl is None
                and n.effect is None and n.bounds_origin[0] == 0 and n.bounds_origin[1] == 0
                and x <= 0 and y <= 0 and x + w >= WIDTH / SCALE and y + h >= HEIGHT / SCALE)


    def main():
        path, png_dir = sys.argv[1], sys.argv[4]
        scale, repeats = float(sys.argv[2]), int(sys.argv[3])
        wanted = [int(a) for a in sys.argv[5:]]
        with open(path) as f:
            doc = json.load(f)
        frames = [f for s in doc["transitions"] for f in s["frames"]]
        for i in wanted:
            if i < 0 or i >= len(frames):
                raise ValueError("no frame %d: the timeline has %d" % (i, len(frames)))
        global SCALE, WIDTH, HEIGHT
        SCALE = scale
        WIDTH = int(round(doc["size"]["width"] * scale))
        HEIGHT = int(round(doc["size"]["height"] * scale))
        trees = {i: node(frames[i]["tree"]) for i in wanted}
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
        device = scaling(scale, scale)
        options = cairo.FontOptions()
        options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        best = {}
        for attempt in range(max(repeats, 1)):
            for i in wanted:
                start = time.perf_counter()
                ctx = cairo.Context(surface)
                if not covers(trees[i]):
                    ctx.set_operator(cairo.OPERATOR_CLEAR)
                    ctx.paint()
                    ctx.set_operator(cairo.OPERATOR_OVER)
                ctx.set_font_options(options)
                draw(ctx, trees[i], device)
                surface.flush()
                seconds = time.perf_counter() - start
                best[i] = min(seconds, best.get(i, seconds))
                if attempt == 0 and png_dir:
                    surface.write_to_png(os.path.join(png_dir, "cairo-%d.png" % i))
        for i in wanted:
            print("%d %.9f" % (i, best[i]))


    SCALE, WIDTH, HEIGHT = 1.0, 1, 1
    try:
        main()
    except Exception as error:
        print("failed: %s: %s" % (type(error).__name__, error))
        sys.exit(1)
    """#
}
