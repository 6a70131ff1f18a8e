extension LayerKeyPath {
  /// The key path's part of a property's whole value, in lanes 0..<width.
  package func read(_ whole: PropertyValue) -> PropertyValue {
    switch self {
    case .property, .path, .array:
      return whole
    case let .lanes(_, start, count):
      var part = PropertyValue()
      for lane in 0..<count { part[lane] = whole[start + lane] }
      return part
    case let .transform(function, _):
      let parts = Transform3D(whole).functionParts
      let angles = function.isRotation ? parts.eulerAngles : SIMD3()
      switch function {
      case .scale: return PropertyValue(scalar: parts.scale.sum() / 3)
      case .scaleX: return PropertyValue(scalar: parts.scale[0])
      case .scaleY: return PropertyValue(scalar: parts.scale[1])
      case .scaleZ: return PropertyValue(scalar: parts.scale[2])
      case .rotationX: return PropertyValue(scalar: angles[0])
      case .rotationY: return PropertyValue(scalar: angles[1])
      case .rotationZ: return PropertyValue(scalar: angles[2])
      case .translation: return PropertyValue(parts.translation[0], parts.translation[1])
      case .translationX: return PropertyValue(scalar: parts.translation[0])
      case .translationY: return PropertyValue(scalar: parts.translation[1])
      case .translationZ: return PropertyValue(scalar: parts.translation[2])
      }
    }
  }

  /// A property's whole value with the key path's part replaced; a transform function sets
  /// its part of the decomposition and recomposes the matrix.
  package func write(_ part: PropertyValue, into whole: PropertyValue) -> PropertyValue {
    switch self {
    case .property, .path, .array:
      return part
    case let .lanes(_, start, count):
      var result = whole
      for lane in 0..<count { result[start + lane] = part[lane] }
      return result
    case let .transform(function, _):
      var parts = Transform3D(whole).functionParts
      let value = part[0]
      switch function {
      case .scale: parts.scale = SIMD3(repeating: value)
      case .scaleX: parts.scale[0] = value
      case .scaleY: parts.scale[1] = value
      case .scaleZ: parts.scale[2] = value
      case .rotationX, .rotationY, .rotationZ:
        var angles = parts.eulerAngles
        angles[function == .rotationX ? 0 : function == .rotationY ? 1 : 2] = value
        parts.eulerAngles = angles
      case .translation:
        parts.translation[0] = value
        parts.translation[1] = part[1]
      case .translationX: parts.translation[0] = value
      case .translationY: parts.translation[1] = value
      case .translationZ: parts.translation[2] = value
      }
      return Transform3D(parts).m
    }
  }

  /// A property's whole value with a part added, as an additive animation applies it: lanes
  /// add, a transform function adds to its part, a whole transform is concatenated before the
  /// shown one (**chosen**).
  package func adding(_ part: PropertyValue, to whole: PropertyValue) -> PropertyValue {
    switch self {
    case let .property(property) where property.isTransform:
      return Transform3D(part).concatenating(Transform3D(whole)).m
    case .property, .path, .array:
      return whole + part
    case .lanes, .transform:
      return write(read(whole) + part, into: whole)
    }
  }

  /// One part plus another (`fromValue + byValue`): lanes add; transforms concatenate.
  package func sum(_ a: PropertyValue, _ b: PropertyValue) -> PropertyValue {
    guard isWholeTransform else { return a + b }
    return Transform3D(a).concatenating(Transform3D(b)).m
  }

  /// One part minus another (`toValue − byValue`): lanes subtract; a transform is concatenated
  /// with the inverse (left as it is when that is singular).
  package func difference(_ a: PropertyValue, _ b: PropertyValue) -> PropertyValue {
    guard isWholeTransform else { return a - b }
    guard let inverse = Transform3D(b).inverted else { return a }
    return Transform3D(a).concatenating(inverse).m
  }

  /// The part a fraction of the way from one value to another: transforms by decomposition,
  /// everything else lane by lane (a fraction outside 0...1 extrapolates, as a spring does).
  package func interpolate(_ a: PropertyValue, _ b: PropertyValue, _ fraction: Double)
    -> PropertyValue
  {
    if fraction == 0 { return a }
    if fraction == 1 { return b }
    if isWholeTransform {
      return Transform3D.interpolate(Transform3D(a), Transform3D(b), fraction).m
    }
    return a + (b - a) * fraction
  }

  /// A cumulative animation's value in a later cycle: the value plus `iteration` times the end
  /// value of a cycle (transforms: concatenated that many times).
  package func accumulate(_ value: PropertyValue, end: PropertyValue, iteration: Double)
    -> PropertyValue
  {
    guard iteration > 0 else { return value }
    guard isWholeTransform else { return value + end * iteration }
    let count = Int(min(iteration, 1_000_000))
    return Transform3D(value).concatenating(Transform3D(end).power(count)).m
  }

  /// The property KeyframePath interpolates values of this key path as.
  var keyframeProperty: AnimatableProperty { isWholeTransform ? .transform : .alpha }
}

extension TransformFunction {
  /// Whether it reads or writes a rotation angle.
  var isRotation: Bool { self == .rotationX || self == .rotationY || self == .rotationZ }
}
