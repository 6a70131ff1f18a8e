// The NSValue boxes iOS code passes as animation values: points, sizes, rects and transforms.

extension NSValue {
  /// The objCType of an NSValue made with `init(caTransform3D:)`: sixteen doubles.
  static let transformType = "[16d]"

  /// A value holding a point, as UIKit's NSValue(cgPoint:).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// A value holding a size, as UIKit's NSValue(cgSize:).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// A value holding a rectangle, as UIKit's NSValue(cgRect:).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// A value holding a 3D transform, as Core Animation's NSValue(caTransform3D:).
  public convenience init(caTransform3D transform: CATransform3D) {
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: 16)
    buffer.initialize(from: transform.values, count: 16)
    defer { buffer.deallocate() }
    self.init(bytes: buffer, objCType: NSValue.transformType)
  }

  /// The point a value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// The size a value holds.
  public var cgSizeValue: CGSize { sizeValue }

  /// The rectangle a value holds.
  public var cgRectValue: CGRect { rectValue }

  /// The 3D transform a value holds; the identity for a value holding something else.
  public var caTransform3DValue: CATransform3D {
    guard String(cString: objCType) == NSValue.transformType else { return CATransform3DIdentity }
    var values = [Double](repeating: 0, count: 16)
    values.withUnsafeMutableBytes { buffer in
      if let base = buffer.baseAddress { getValue(base) }
    }
    return CATransform3D(values)
  }
}
