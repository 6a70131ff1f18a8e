/// The pictures of the built-in `pets` scene, drawn by the project: a small bitmap per pet of a
/// simple silhouette of its kind in front of a sky, anti-aliased (3×3 samples a pixel),
/// deterministic, and generated when the scene is built (nothing is stored in the repository).
package enum PetPicture {
  /// The pictures' size in pixels (a 4:3 photo).
  package static let width = 160
  package static let height = 120

  /// One flat shape of a silhouette, in the picture's unit square (x right, y down).
  private enum Shape {
    case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
    case triangle(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)

    func contains(_ p: SIMD2<Double>) -> Bool {
      switch self {
      case let .ellipse(cx, cy, rx, ry):
        let u = (p.x - cx) / rx, v = (p.y - cy) / ry
        return u * u + v * v <= 1
      case let .triangle(a, b, c):
        func side(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
          (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        }
        let d1 = side(p, a, b), d2 = side(p, b, c), d3 = side(p, c, a)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
      }
    }
  }

  /// The silhouette of a kind of pet, body first, and where its eye is.
  private static func silhouette(_ kind: String) -> (shapes: [Shape], eye: SIMD2<Double>) {
    func t(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> Shape {
      .triangle(SIMD2(a.0, a.1), SIMD2(b.0, b.1), SIMD2(c.0, c.1))
    }
    switch kind {
    case "Goldfish":
      return (
        [
          .ellipse(cx: 0.48, cy: 0.55, rx: 0.24, ry: 0.16),
          t((0.70, 0.55), (0.88, 0.38), (0.88, 0.72)),
        ],
        SIMD2(0.35, 0.51)
      )
    case "Siamese cat":
      return (
        [
          .ellipse(cx: 0.55, cy: 0.72, rx: 0.22, ry: 0.17),
          .ellipse(cx: 0.36, cy: 0.5, rx: 0.13, ry: 0.12),
          t((0.25, 0.45), (0.28, 0.28), (0.36, 0.4)), t((0.36, 0.4), (0.44, 0.28), (0.47, 0.45)),
        ], SIMD2(0.33, 0.49)
      )
    case "Rabbit", "Hamster":
      let ears = kind == "Rabbit" ? 0.18 : 0.06
      return (
        [
          .ellipse(cx: 0.55, cy: 0.7, rx: 0.2, ry: 0.16),
          .ellipse(cx: 0.38, cy: 0.56, rx: 0.11, ry: 0.1),
          .ellipse(cx: 0.34, cy: 0.46 - ears, rx: 0.035, ry: ears + 0.02),
          .ellipse(cx: 0.42, cy: 0.46 - ears, rx: 0.035, ry: ears + 0.02),
        ], SIMD2(0.35, 0.55)
      )
    case "Parrot":
      return (
        [
          .ellipse(cx: 0.5, cy: 0.58, rx: 0.12, ry: 0.22),
          .ellipse(cx: 0.5, cy: 0.34, rx: 0.09, ry: 0.09),
          t((0.41, 0.33), (0.33, 0.38), (0.42, 0.4)), t((0.46, 0.76), (0.54, 0.76), (0.5, 0.95)),
        ], SIMD2(0.47, 0.32)
      )
    case "Tortoise":
      return (
        [
          .ellipse(cx: 0.52, cy: 0.68, rx: 0.26, ry: 0.16),
          .ellipse(cx: 0.24, cy: 0.72, rx: 0.07, ry: 0.05),
        ], SIMD2(0.22, 0.71)
      )
    default:  // dogs
      return (
        [
          .ellipse(cx: 0.56, cy: 0.68, rx: 0.24, ry: 0.15),
          .ellipse(cx: 0.32, cy: 0.48, rx: 0.12, ry: 0.11),
          .ellipse(cx: 0.23, cy: 0.5, rx: 0.04, ry: 0.09),
          .ellipse(cx: 0.22, cy: 0.52, rx: 0.05, ry: 0.04),
        ], SIMD2(0.3, 0.45)
      )
    }
  }

  /// The pictures of `Scene.pets`, in order, drawn once per process.
  package static let all: [BitmapImage] = Scene.pets.map {
    make(name: $0.name, kind: $0.kind, color: $0.color)
  }

  /// The picture of a pet of a kind in its colour.
  package static func make(name: String, kind: String, color: Color) -> BitmapImage {
    let (shapes, eye) = silhouette(kind)
    let sky = (top: SIMD3(0.62, 0.82, 0.98), bottom: SIMD3(0.93, 0.97, 1.0))
    let grass = SIMD3(0.55, 0.78, 0.45)
    let body = SIMD3(color.red, color.green, color.blue)
    var pixels = [UInt32](repeating: 0, count: width * height)
    let samples = 3
    for y in 0..<height {
      for x in 0..<width {
        var sum = SIMD3<Double>(0, 0, 0)
        for sy in 0..<samples {
          for sx in 0..<samples {
            let p = SIMD2(
              (Double(x) + (Double(sx) + 0.5) / Double(samples)) / Double(width),
              (Double(y) + (Double(sy) + 0.5) / Double(samples)) / Double(height))
            var c = p.y > 0.8 ? grass : sky.top + (sky.bottom - sky.top) * p.y
            if shapes.contains(where: { $0.contains(p) }) { c = body }
            let e = (p - eye) * SIMD2(Double(width) / Double(height), 1)
            if (e * e).sum() < 0.0009 { c = SIMD3(0.1, 0.1, 0.12) }
            sum += c
          }
        }
        let c = sum / Double(samples * samples)
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        pixels[y * width + x] = byte(c.x) | byte(c.y) << 8 | byte(c.z) << 16 | 0xFF00_0000
      }
    }
    return BitmapImage(name: "\(name).png", width: width, height: height, pixels: pixels)
  }
}
