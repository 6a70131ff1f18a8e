import Testing
import TransitionEngine

/// Small frame trees that each exercise one thing the rasterizer draws.
enum RasterScenes {
  /// A plain view.
  static func view(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color, alpha: Double = 1,
    children: [FrameNode] = []
  ) -> FrameNode {
    FrameNode(
      id: 0, name: nil, kind: "view", frame: Rect(x: x, y: y, width: w, height: h), alpha: alpha,
      isHidden: false, color: color, children: children)
  }

  /// A window of the scene's size holding the views.
  static func window(_ size: Size, _ color: Color = .white, _ children: [FrameNode]) -> FrameNode {
    var w = view(0, 0, size.width, size.height, color, children: children)
    w.kind = "window"
    return w
  }

  static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
  static let green = Color(red: 0.1, green: 0.7, blue: 0.2)
  static let blue = Color(red: 0.1, green: 0.3, blue: 0.9)

  /// One scene: its name (the golden's file name), size in points, scale and tree.
  struct Scene: CustomTestStringConvertible, Sendable {
    let name: String
    let size: Size
    let scale: Double
    let root: FrameNode
    var testDescription: String { name }
  }

  /// A perspective y-axis rotation as CATransform3DRotate(perspective, angle, 0, 1, 0).
  static func flip(_ angle: Double) -> Transform3D {
    var perspective = Transform3D.identity
    perspective[2, 3] = -1.0 / 500
    return Transform3D.rotation(angle, 0, 1, 0).concatenating(perspective)
  }

  /// Every scene with a golden.
  static let all: [Scene] = {
    let s48 = Size(width: 48, height: 48), s64 = Size(width: 64, height: 64),
      s96 = Size(width: 96, height: 96)
    var scenes: [Scene] = []
    func add(
      _ name: String, _ size: Size, _ scale: Double, _ children: [FrameNode], _ bg: Color = .white
    ) {
      scenes.append(Scene(name: name, size: size, scale: scale, root: window(size, bg, children)))
    }
    add("solid-rect", s48, 1, [view(8, 8, 32, 20, red)])
    var rounded = view(6.3, 10.7, 51, 40, blue)
    rounded.cornerRadius = 12
    add("rounded-rect", s64, 2, [rounded])
    var bordered = view(8, 8, 48, 48, Color.systemGray6)
    bordered.cornerRadius = 10
    bordered.borderWidth = 4
    bordered.borderColor = blue
    add("border", s64, 1, [bordered])
    var card = view(24, 24, 48, 48, .white)
    card.cornerRadius = 8
    card.shadowOpacity = 0.6
    card.shadowRadius = 8
    card.shadowOffset = Size(width: 0, height: 6)
    add("shadow", s96, 1, [card], Color.systemGray6)
    let group = view(
      8, 8, 48, 48, .clear, alpha: 0.5,
      children: [view(0, 0, 32, 32, red), view(16, 16, 32, 32, red)])
    add("group-opacity", s64, 1, [group])
    var masked = view(8, 8, 48, 48, red)
    var circle = view(0, 0, 48, 48, .clear)
    circle.shape = ShapeFrame(
      style: ShapeStyle(path: .circle(center: Point(x: 24, y: 24), radius: 20)), fillColor: .black,
      strokeColor: .clear, lineWidth: 0, strokeStart: 0, strokeEnd: 1)
    masked.mask = [circle]
    add("mask", s64, 1, [masked])
    var clipper = view(8, 8, 48, 48, blue, children: [view(-10, 20, 80, 60, green)])
    clipper.cornerRadius = 16
    clipper.masksToBounds = true
    add("masks-to-bounds", s64, 1, [clipper])
    var rotated = view(16, 20, 32, 24, red)
    rotated.transform = Transform3D.rotation(.pi / 6, 0, 0, 1)
    add("affine-rotation", s64, 2, [rotated])
    var flipped = view(36, 16, 120, 160, blue, children: [view(20, 20, 80, 40, .yellow)])
    flipped.transform = flip(.pi / 3)
    add("perspective-flip", Size(width: 192, height: 192), 1, [flipped])
    var snapshot = view(8, 12, 32, 24, .clear)
    snapshot.kind = "snapshot"
    snapshot.content = [view(0, 0, 64, 48, green, children: [view(16, 12, 32, 24, red)])]
    add("snapshot-scaling", s48, 2, [snapshot])
    var ring = view(8, 8, 48, 48, .clear)
    ring.shape = ShapeFrame(
      style: ShapeStyle(path: .circle(center: Point(x: 24, y: 24), radius: 18), lineCap: .round),
      fillColor: Color(red: 1, green: 0.9, blue: 0.5), strokeColor: blue, lineWidth: 5,
      strokeStart: 0, strokeEnd: 0.5)
    add("shape-stroke", s64, 2, [ring])
    var holes = Path.circle(center: Point(x: 24, y: 24), radius: 20)
    holes.append(.circle(center: Point(x: 24, y: 24), radius: 10))
    var evenOdd = view(8, 8, 48, 48, .clear)
    evenOdd.shape = ShapeFrame(
      style: ShapeStyle(path: holes, fillRule: .evenOdd), fillColor: green, strokeColor: .clear,
      lineWidth: 0, strokeStart: 0, strokeEnd: 1)
    add("even-odd", s64, 1, [evenOdd])
    var emitter = view(0, 0, 64, 64, .clear)
    emitter.particles = ParticleFrame(
      cellPaths: [ParticleShape.circle.path(size: 10), ParticleShape.star.path(size: 16)],
      particles: [
        Particle(x: 16, y: 16, scale: 1, rotation: 0, color: red, cell: 0),
        Particle(x: 40, y: 20, scale: 1.5, rotation: 0.4, color: blue, cell: 1),
        Particle(
          x: 24, y: 44, scale: 0.8, rotation: 0,
          color: Color(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.5), cell: 0),
        Particle(x: 48, y: 48, scale: 1, rotation: .pi / 5, color: .black, cell: 1),
      ])
    add("particles", s64, 1, [emitter])
    var top = view(8, 8, 28, 28, red)
    top.zPosition = 1
    add("z-position", s64, 1, [top, view(20, 20, 28, 28, green), view(28, 4, 28, 28, blue)])
    return scenes + layerEffects
  }()
}
