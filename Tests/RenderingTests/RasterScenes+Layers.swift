import TransitionEngine

/// Scenes of the rest of Core Animation's layers: gradients, a page curl, dashes, a cube of
/// sublayers in perspective, back faces, a shadow path, a nine-slice snapshot, a cross-fade and
/// pictures made of pixels, blurs and vibrancy.
extension RasterScenes {
  /// A scene of a window of the size holding the views.
  static func scene(
    _ name: String, _ size: Size, _ scale: Double, _ children: [FrameNode], _ bg: Color = .white
  ) -> Scene {
    Scene(name: name, size: size, scale: scale, root: window(size, bg, children))
  }

  /// A card of stripes: a page whose warp shows.
  static func stripes(_ w: Double, _ h: Double) -> [FrameNode] {
    stride(from: 0.0, to: h, by: 8).enumerated().map { index, y in
      view(0, y, w, 4, index % 2 == 0 ? blue : red)
    }
  }

  /// Every scene of layer effects with a golden.
  static let layerEffects: [Scene] = {
    let s64 = Size(width: 64, height: 64), s96 = Size(width: 96, height: 96)
    var scenes: [Scene] = []
    let colors = [red, Color(red: 1, green: 0.85, blue: 0.2), blue]
    for (name, kind, start, end) in [
      ("gradient-axial", GradientFrame.Kind.axial, Point(x: 0, y: 0), Point(x: 1, y: 1)),
      ("gradient-radial", .radial, Point(x: 0.5, y: 0.5), Point(x: 1, y: 1)),
      ("gradient-conic", .conic, Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.5)),
    ] {
      var card = view(8, 8, 48, 48, .clear)
      card.cornerRadius = 8
      card.gradient = GradientFrame(
        kind: kind, colors: colors, locations: [0, 0.3, 1], startPoint: start, endPoint: end)
      scenes.append(scene(name, s64, 1, [card]))
    }
    var page = view(8, 8, 80, 80, .white, children: stripes(80, 80))
    page.curl = CurlFrame(progress: 0.35, angle: .pi / 2 - 0.3, radius: 80.0 / 7)
    scenes.append(scene("page-curl", s96, 1, [page], green))
    var dashed = view(4, 4, 56, 56, .clear)
    dashed.shape = ShapeFrame(
      style: ShapeStyle(path: .circle(center: Point(x: 28, y: 28), radius: 22), lineCap: .round),
      fillColor: .clear, strokeColor: blue, lineWidth: 4, strokeStart: 0, strokeEnd: 1)
    dashed.shape?.lineDashPattern = [12, 6]
    dashed.shape?.lineDashPhase = 3
    scenes.append(scene("dashed-stroke", s64, 1, [dashed]))
    var cube = view(0, 0, 96, 96, .clear)
    var perspective = Transform3D.identity
    perspective[2, 3] = -1.0 / 200
    cube.sublayerTransform = perspective
    var left = view(24, 24, 48, 48, red), right = view(24, 24, 48, 48, blue)
    left.anchorPointZ = -24
    right.anchorPointZ = -24
    left.transform = .rotation(-.pi / 4, 0, 1, 0)
    right.transform = .rotation(.pi / 4, 0, 1, 0)
    cube.children = [left, right]
    scenes.append(scene("cube-sublayer-transform", s96, 1, [cube]))
    var back = view(6, 16, 24, 32, red), front = view(34, 16, 24, 32, blue)
    back.transform = .rotation(.pi, 0, 1, 0)
    front.transform = .rotation(.pi, 0, 1, 0)
    back.isDoubleSided = false
    scenes.append(scene("double-sided-culling", s64, 1, [back, front]))
    var shadowed = view(12, 12, 40, 28, green)
    shadowed.shadowOpacity = 0.8
    shadowed.shadowRadius = 3
    shadowed.shadowOffset = Size(width: 0, height: 6)
    shadowed.shadowPath = .ellipse(in: Rect(x: 4, y: 20, width: 32, height: 12))
    scenes.append(scene("shadow-path", s64, 2, [shadowed]))
    var card = view(0, 0, 32, 24, Color.systemGray6)
    card.borderWidth = 3
    card.borderColor = blue
    card.cornerRadius = 6
    var snapshot = view(4, 20, 56, 24, .clear)
    snapshot.kind = "snapshot"
    snapshot.content = [card]
    snapshot.snapshotRegion = SnapshotRegion(
      rect: Rect(x: 0, y: 0, width: 32, height: 24), capInsets: SIMD4(8, 8, 8, 8))
    scenes.append(scene("snapshot-region", s64, 2, [snapshot]))
    var fade = view(
      8, 8, 48, 48, .clear, children: [view(0, 0, 48, 48, red), view(0, 0, 48, 48, blue)])
    fade.crossfade = 0.5
    scenes.append(scene("crossfade", s64, 1, [fade]))
    // A 4×3 checker picture: scaled bilinearly into a rounded, clipped view, and turned in
    // perspective.
    let checker = BitmapImage(
      name: "checker", width: 4, height: 3,
      pixels: (0..<12).map { i in (i % 4 + i / 4) % 2 == 0 ? 0xFF00_00FF : 0xFFFF_8000 })
    var photo = view(0, 0, 48, 36, .clear)
    photo.bitmap = checker
    var frameView = view(8, 14, 48, 36, .clear, children: [photo])
    frameView.cornerRadius = 10
    frameView.masksToBounds = true
    scenes.append(scene("bitmap-rounded", s64, 2, [frameView]))
    var stage = view(0, 0, 96, 96, .clear)
    stage.sublayerTransform = perspective
    var turned = view(16, 24, 64, 48, .clear)
    turned.bitmap = checker
    turned.transform = .rotation(.pi / 4, 0, 1, 0)
    stage.children = [turned]
    scenes.append(scene("bitmap-perspective", s96, 1, [stage]))
    // Stripes behind a rounded blur (light, then half a dark one), and vibrant text on a blur.
    var blurred = view(8, 8, 48, 48, .clear)
    blurred.cornerRadius = 8
    blurred.visualEffect = VisualEffectFrame(
      effect: VisualEffect(kind: .blur, style: "light"), amount: 1)
    scenes.append(scene("blur-light", s64, 1, stripes(64, 64) + [blurred]))
    var half = blurred
    half.visualEffect = VisualEffectFrame(
      effect: VisualEffect(kind: .blur, style: "dark"), amount: 0.5)
    scenes.append(scene("blur-dark-half", s64, 1, stripes(64, 64) + [half]))
    var vibrant = view(
      0, 20, 64, 24, .clear, children: [view(8, 4, 48, 16, Color(red: 0.2, green: 0.2, blue: 0.2))])
    vibrant.visualEffect = VisualEffectFrame(
      effect: VisualEffect(kind: .vibrancy, style: "light"), amount: 1)
    var under = view(0, 0, 64, 64, .clear, children: [vibrant])
    under.visualEffect = VisualEffectFrame(
      effect: VisualEffect(kind: .blur, style: "light"), amount: 1)
    scenes.append(scene("vibrancy", s64, 1, stripes(64, 64) + [under]))
    return scenes
  }()
}
