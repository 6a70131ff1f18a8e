@testable import Rendering

/// A SplitMix64 generator: deterministic, seeded, independent of the platform.
struct BackdropTestRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A uniform integer in 0..<bound.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A random valid premultiplied pixel: colour channels at most alpha.
  mutating func pixel(opaque: Bool = false) -> UInt32 {
    let alpha = opaque ? 255 : UInt32(below(256))
    let red = UInt32(below(Int(alpha) + 1))
    let green = UInt32(below(Int(alpha) + 1))
    let blue = UInt32(below(Int(alpha) + 1))
    return BackdropTestImage.pack(red, green, blue, alpha)
  }
}

/// A premultiplied RGBA8 image held in an array, for tests.
struct BackdropTestImage: Equatable {
  let width: Int
  let height: Int
  var pixels: [UInt32]

  init(width: Int, height: Int, fill: UInt32 = 0) {
    self.width = width
    self.height = height
    pixels = Array(repeating: fill, count: width * height)
  }

  /// Noise with random solid rectangles painted over it, so there are sharp edges to blur.
  static func random(width: Int, height: Int, seed: UInt64) -> BackdropTestImage {
    var random = BackdropTestRandom(seed: seed)
    var image = BackdropTestImage(width: width, height: height)
    for index in image.pixels.indices {
      image.pixels[index] = random.pixel()
    }
    for _ in 0..<12 {
      let x0 = random.below(width)
      let y0 = random.below(height)
      let x1 = min(width, x0 + 1 + random.below(width / 2))
      let y1 = min(height, y0 + 1 + random.below(height / 2))
      let color = random.pixel(opaque: random.below(2) == 0)
      image.fill(rect: (x0, y0, x1, y1), with: color)
    }
    return image
  }

  static func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
    red | green << 8 | blue << 16 | alpha << 24
  }

  /// The channels (red, green, blue, alpha) of a pixel.
  static func channels(_ value: UInt32) -> SIMD4<Int> {
    SIMD4(Int(value & 0xFF), Int(value >> 8 & 0xFF), Int(value >> 16 & 0xFF), Int(value >> 24))
  }

  subscript(x: Int, y: Int) -> UInt32 {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  mutating func fill(rect: (x0: Int, y0: Int, x1: Int, y1: Int), with color: UInt32) {
    for y in rect.y0..<rect.y1 {
      for x in rect.x0..<rect.x1 {
        self[x, y] = color
      }
    }
  }

  /// Blurs `rect` (default: everything) with `blur`.
  mutating func blur(_ blur: inout BackdropBlur, rect: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil)
  {
    let (width, height) = (width, height)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      blur.apply(
        to: base, width: width, height: height, stride: width,
        rect: rect ?? (0, 0, width, height))
    }
  }

  /// Applies a blur style at `amount` to `rect` (default: everything).
  mutating func apply(
    _ style: BlurStyleTint, scale: Double = 1, amount: Double,
    rect: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
  ) {
    let (width, height) = (width, height)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      style.apply(
        to: base, width: width, height: height, stride: width,
        rect: rect ?? (0, 0, width, height), scale: scale, amount: amount)
    }
  }
}
