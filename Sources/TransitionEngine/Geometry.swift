/// A point in points, as UIKit's CGPoint.
package struct Point: Equatable, Hashable, Sendable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  package static let zero = Point(x: 0, y: 0)
}

/// A size in points, as UIKit's CGSize.
package struct Size: Equatable, Hashable, Sendable {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  package static let zero = Size(width: 0, height: 0)
  /// The phone size the seeds use (iPhone 12–15).
  package static let phone = Size(width: 390, height: 844)
  /// The tablet size (iPad Air, portrait).
  package static let tablet = Size(width: 820, height: 1180)
}

/// A rectangle in points with its origin at the top left, as UIKit's CGRect.
package struct Rect: Equatable, Hashable, Sendable {
  package var origin: Point
  package var size: Size

  package init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  package init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  package var x: Double { origin.x }
  package var y: Double { origin.y }
  package var width: Double { size.width }
  package var height: Double { size.height }
  package var midX: Double { origin.x + size.width / 2 }
  package var midY: Double { origin.y + size.height / 2 }
  package var center: Point { Point(x: midX, y: midY) }

  /// The rectangle of this size centred on a point.
  package init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The four values as a vector: x, y, width, height.
  package var vector: PropertyValue { PropertyValue(origin.x, origin.y, size.width, size.height) }

  /// The rectangle from a vector of x, y, width, height.
  package init(_ v: SIMD4<Double>) {
    self.init(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// The rectangle from the first four lanes of a property value.
  package init(_ v: PropertyValue) {
    self.init(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// Whether every value is finite.
  package var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
package struct Color: Equatable, Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  package init(_ v: SIMD4<Double>) {
    self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3])
  }

  package var vector: PropertyValue { PropertyValue(red, green, blue, alpha) }

  /// The colour from the first four lanes of a property value.
  package init(_ v: PropertyValue) {
    self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3])
  }

  package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  package static let black = Color(red: 0, green: 0, blue: 0)
  package static let white = Color(red: 1, green: 1, blue: 1)
  package static let yellow = Color(red: 1, green: 1, blue: 0)
  /// UIKit's systemBlue in the light appearance.
  package static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)
  /// UIKit's systemGray6 in the light appearance.
  package static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

  /// The colour as `#RRGGBBAA`, each channel rounded to 8 bits.
  package var hex: String {
    func byte(_ c: Double) -> String {
      let v = Int((min(max(c, 0), 1) * 255).rounded())
      let digits = Array("0123456789ABCDEF")
      return String([digits[v >> 4], digits[v & 15]])
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}
