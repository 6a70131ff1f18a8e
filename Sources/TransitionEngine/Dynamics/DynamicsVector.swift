import func Glibc.atan2
import func Glibc.cos
import func Glibc.sin

/// A two-dimensional vector or point in UIKit points, with y growing downward.
///
/// Because y points down, a positive angle turns clockwise on screen, exactly like a UIKit
/// rotation transform.
package struct DynamicsVector: Hashable, Sendable {
  /// The horizontal component.
  package var x: Double
  /// The vertical component; positive values point down the screen.
  package var y: Double

  /// Creates a vector from its two components.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a vector of `length` pointing at `angle` radians (0 is right, π/2 is down).
  package init(angle: Double, length: Double = 1) {
    self.init(x: cos(angle) * length, y: sin(angle) * length)
  }

  /// The zero vector.
  package static let zero = DynamicsVector(x: 0, y: 0)

  /// The Euclidean length of the vector.
  package var length: Double { lengthSquared.squareRoot() }

  /// The squared Euclidean length of the vector.
  package var lengthSquared: Double { x * x + y * y }

  /// The angle from the positive x axis in radians, in −π…π.
  package var angle: Double { atan2(y, x) }

  /// The vector scaled to unit length, or the zero vector when its length is zero.
  package var normalized: DynamicsVector {
    let length = self.length
    return length > 0 ? DynamicsVector(x: x / length, y: y / length) : .zero
  }

  /// The vector turned a quarter turn clockwise on screen: (−y, x).
  package var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

  /// The dot product with `other`.
  package func dot(_ other: DynamicsVector) -> Double { x * other.x + y * other.y }

  /// The z component of the cross product with `other` (positive when `other` is clockwise).
  package func cross(_ other: DynamicsVector) -> Double { x * other.y - y * other.x }

  /// The vector rotated by `angle` radians (clockwise on screen for positive angles).
  package func rotated(by angle: Double) -> DynamicsVector {
    if angle == 0 { return self }
    let cosine = cos(angle)
    let sine = sin(angle)
    return DynamicsVector(x: x * cosine - y * sine, y: x * sine + y * cosine)
  }

  /// The distance to `other`.
  package func distance(to other: DynamicsVector) -> Double { (other - self).length }

  /// The velocity of this offset when it spins at `angularVelocity` rad/s: ω × r.
  func spun(by angularVelocity: Double) -> DynamicsVector {
    DynamicsVector(x: -angularVelocity * y, y: angularVelocity * x)
  }

  /// Adds two vectors.
  package static func + (lhs: DynamicsVector, rhs: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Subtracts `rhs` from `lhs`.
  package static func - (lhs: DynamicsVector, rhs: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Negates a vector.
  package static prefix func - (vector: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: -vector.x, y: -vector.y)
  }

  /// Scales a vector by a scalar.
  package static func * (lhs: DynamicsVector, rhs: Double) -> DynamicsVector {
    DynamicsVector(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// Scales a vector by a scalar.
  package static func * (lhs: Double, rhs: DynamicsVector) -> DynamicsVector {
    DynamicsVector(x: lhs * rhs.x, y: lhs * rhs.y)
  }

  /// Divides a vector by a scalar.
  package static func / (lhs: DynamicsVector, rhs: Double) -> DynamicsVector {
    DynamicsVector(x: lhs.x / rhs, y: lhs.y / rhs)
  }

  /// Adds `rhs` to `lhs` in place.
  package static func += (lhs: inout DynamicsVector, rhs: DynamicsVector) {
    lhs = lhs + rhs
  }

  /// Subtracts `rhs` from `lhs` in place.
  package static func -= (lhs: inout DynamicsVector, rhs: DynamicsVector) {
    lhs = lhs - rhs
  }
}
