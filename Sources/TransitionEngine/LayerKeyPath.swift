/// A function of a layer's transform that a key path animates (`transform.scale`,
/// `transform.rotation.z`, `transform.translation.x` …), as Core Animation's key-value coding
/// extensions name them.
package enum TransformFunction: String, CaseIterable, Sendable {
  /// The scale of all three axes (read: their average).
  case scale
  /// The scale along x.
  case scaleX = "scale.x"
  /// The scale along y.
  case scaleY = "scale.y"
  /// The scale along z.
  case scaleZ = "scale.z"
  /// The rotation about x, in radians.
  case rotationX = "rotation.x"
  /// The rotation about y, in radians.
  case rotationY = "rotation.y"
  /// The rotation about z, in radians (also `transform.rotation`).
  case rotationZ = "rotation.z"
  /// The translation along x and y (two values).
  case translation
  /// The translation along x.
  case translationX = "translation.x"
  /// The translation along y.
  case translationY = "translation.y"
  /// The translation along z.
  case translationZ = "translation.z"
}

/// The array-valued properties of a gradient layer that explicit animations animate.
package enum LayerArrayProperty: String, Sendable {
  /// CAGradientLayer.colors: red, green, blue and alpha per colour.
  case colors
  /// CAGradientLayer.locations: one stop per colour.
  case locations
}

/// A CALayer key path an explicit animation animates, resolved once from its text.
package enum LayerKeyPath: Equatable, Sendable {
  /// A whole property: `opacity`, `position`, `bounds`, `transform`, `backgroundColor` …
  case property(AnimatableProperty)
  /// Some lanes of a property: `position.x`, `bounds.size`, `shadowOffset.height` …
  case lanes(AnimatableProperty, start: Int, count: Int)
  /// A function of a transform's decomposition: `transform.scale`, `transform.rotation.z`,
  /// `sublayerTransform.rotation.y`, `instanceTransform.translation.x` …
  case transform(TransformFunction, of: AnimatableProperty = .transform)
  /// A shape layer's path (CAShapeLayer.path), valued in path commands.
  case path
  /// A gradient layer's `colors` (4 doubles per colour) or `locations`: arrays of any length.
  case array(LayerArrayProperty)

  /// Every key path by its Core Animation name; the first name of a key path is its own.
  package static let names: [(name: String, keyPath: LayerKeyPath)] = {
    var table: [(String, LayerKeyPath)] = [
      ("opacity", .property(.alpha)), ("position", .property(.position)),
      ("bounds", .property(.bounds)), ("transform", .property(.transform)),
      ("anchorPoint", .property(.anchorPoint)), ("zPosition", .property(.zPosition)),
      ("cornerRadius", .property(.cornerRadius)), ("borderWidth", .property(.borderWidth)),
      ("borderColor", .property(.borderColor)), ("backgroundColor", .property(.backgroundColor)),
      ("shadowColor", .property(.shadowColor)), ("shadowOpacity", .property(.shadowOpacity)),
      ("shadowRadius", .property(.shadowRadius)), ("shadowOffset", .property(.shadowOffset)),
      ("fillColor", .property(.fillColor)), ("strokeColor", .property(.strokeColor)),
      ("lineWidth", .property(.lineWidth)), ("strokeStart", .property(.strokeStart)),
      ("strokeEnd", .property(.strokeEnd)),
      ("sublayerTransform", .property(.sublayerTransform)),
      ("anchorPointZ", .property(.anchorPointZ)), ("lineDashPhase", .property(.lineDashPhase)),
      ("startPoint", .property(.startPoint)), ("endPoint", .property(.endPoint)),
      ("startPoint.x", .lanes(.startPoint, start: 0, count: 1)),
      ("startPoint.y", .lanes(.startPoint, start: 1, count: 1)),
      ("endPoint.x", .lanes(.endPoint, start: 0, count: 1)),
      ("endPoint.y", .lanes(.endPoint, start: 1, count: 1)),
      ("instanceDelay", .property(.instanceDelay)),
      ("instanceTransform", .property(.instanceTransform)),
      ("instanceColor", .property(.instanceColor)),
      ("instanceRedOffset", .lanes(.instanceColorOffsets, start: 0, count: 1)),
      ("instanceGreenOffset", .lanes(.instanceColorOffsets, start: 1, count: 1)),
      ("instanceBlueOffset", .lanes(.instanceColorOffsets, start: 2, count: 1)),
      ("instanceAlphaOffset", .lanes(.instanceColorOffsets, start: 3, count: 1)),
      ("position.x", .lanes(.position, start: 0, count: 1)),
      ("position.y", .lanes(.position, start: 1, count: 1)),
      ("bounds.origin", .lanes(.bounds, start: 0, count: 2)),
      ("bounds.origin.x", .lanes(.bounds, start: 0, count: 1)),
      ("bounds.origin.y", .lanes(.bounds, start: 1, count: 1)),
      ("bounds.size", .lanes(.bounds, start: 2, count: 2)),
      ("bounds.size.width", .lanes(.bounds, start: 2, count: 1)),
      ("bounds.size.height", .lanes(.bounds, start: 3, count: 1)),
      ("anchorPoint.x", .lanes(.anchorPoint, start: 0, count: 1)),
      ("anchorPoint.y", .lanes(.anchorPoint, start: 1, count: 1)),
      ("shadowOffset.width", .lanes(.shadowOffset, start: 0, count: 1)),
      ("shadowOffset.height", .lanes(.shadowOffset, start: 1, count: 1)),
    ]
    for (prefix, property) in [
      ("transform", AnimatableProperty.transform), ("sublayerTransform", .sublayerTransform),
      ("instanceTransform", .instanceTransform),
    ] {
      table += TransformFunction.allCases.map {
        ("\(prefix).\($0.rawValue)", .transform($0, of: property))
      }
      table.append(("\(prefix).rotation", .transform(.rotationZ, of: property)))
    }
    table.append(("path", .path))
    table += [("colors", .array(.colors)), ("locations", .array(.locations))]
    return table
  }()

  /// The key path a Core Animation key path string names; nil for an unknown one.
  package static func parse(_ text: String) -> LayerKeyPath? {
    names.first { $0.name == text }?.keyPath
  }

  /// Its Core Animation name (`transform.rotation.z` for `transform.rotation`); lanes made
  /// outside the table are named by property and lanes (`alpha[0..<1]`).
  package var name: String {
    if let entry = Self.names.first(where: { $0.keyPath == self }) { return entry.name }
    if case let .array(which) = self { return which.rawValue }
    guard case let .lanes(property, start, count) = self else { return "path" }
    return "\(property.name)[\(start)..<\(start + count)]"
  }

  /// Whether its lanes lie within its property's value (always, for key paths that parse).
  var isWellFormed: Bool {
    guard case let .lanes(property, start, count) = self else { return true }
    return start >= 0 && count >= 1 && start + count <= property.laneCount
  }

  /// How many doubles one value has (1 for a scalar, 2 for a point or size, 4 for a rect or
  /// colour, 16 for a transform); nil for `path`, whose values are path commands.
  package var width: Int? {
    switch self {
    case let .property(property): property.laneCount
    case let .lanes(_, _, count): count
    case .transform(.translation, _): 2
    case .transform: 1
    case .path, .array: nil
    }
  }

  /// The property it animates; nil for `path`.
  package var property: AnimatableProperty? {
    switch self {
    case let .property(property), let .lanes(property, _, _): property
    case let .transform(_, property): property
    case .path, .array: nil
    }
  }

  /// Whether values interpolate as transforms (by decomposition) rather than lane by lane.
  var isWholeTransform: Bool {
    guard case let .property(property) = self else { return false }
    return property.isTransform
  }
}
