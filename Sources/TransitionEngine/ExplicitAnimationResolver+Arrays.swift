extension ExplicitAnimationResolver {
  /// The running form of an animation of a gradient's `colors` or `locations`: arrays of any
  /// length (colours in fours), element by element; `byValue` cannot add arrays.
  func arrayContent(_ kind: ExplicitAnimationKind, _ which: LayerArrayProperty) throws(Refusal)
    -> LayerAnimationNode.Content
  {
    guard view.gradient != nil else {
      throw Refusal(message: "a \(which.rawValue) animation on a layer that is not a gradient")
    }
    switch kind {
    case let .basic(from, to, by), let .spring(from, to, by, _, _, _, _):
      guard by == nil else {
        throw Refusal(message: "a byValue for \(which.rawValue), which cannot add")
      }
      return .arrayMorph(
        which, from: try checked(from, which, "fromValue") ?? view.gradientArray(which),
        to: try checked(to, which, "toValue"))
    case let .keyframe(values, keyTimes, _, motion, _, _):
      guard motion == nil, !values.isEmpty else {
        throw Refusal(message: "a \(which.rawValue) keyframe animation without values")
      }
      var arrays: [[Double]] = []
      for (index, value) in values.enumerated() {
        if let array = try checked(value, which, "values[\(index)]") { arrays.append(array) }
      }
      let times =
        keyTimes.flatMap { $0.count == arrays.count ? $0 : nil }
        ?? arrays.indices.map { Double($0) / Double(max(arrays.count - 1, 1)) }
      return .arrayKeyframes(which, values: arrays, keyTimes: times)
    case .group, .transition:
      throw Refusal(message: "a group or transition with a key path")
    }
  }

  /// An array value checked: finite numbers, colours in fours.
  private func checked(_ value: [Double]?, _ which: LayerArrayProperty, _ name: String)
    throws(Refusal) -> [Double]?
  {
    guard let value else { return nil }
    guard value.allSatisfy(\.isFinite), which == .locations || value.count % 4 == 0,
      value.count <= EngineLimits.pathElements.count * 4
    else {
      throw Refusal(
        message: "a \(name) of \(value.count) values for \(which.rawValue) (finite; colours "
          + "take 4 each; at most \(EngineLimits.pathElements.count * 4))")
    }
    return value
  }
}

extension LayerAnimationNode {
  /// Applies it to a gradient's shown colours or locations at a parent time.
  func applyArray(
    to shown: inout [Double], _ which: LayerArrayProperty, model: [Double], at parentTime: Double
  ) {
    guard animatesArrays, let (time, fraction, _) = warpedTime(at: parentTime) else { return }
    switch content {
    case let .group(children):
      for child in children { child.applyArray(to: &shown, which, model: model, at: time) }
    case let .arrayMorph(property, from, to) where property == which:
      shown = Self.blend(from ?? model, to ?? model, fraction)
    case let .arrayKeyframes(property, values, keyTimes) where property == which:
      var k = 1
      while k < values.count - 1, keyTimes[k] < fraction { k += 1 }
      guard values.count > 1 else {
        shown = values[0]
        return
      }
      let span = keyTimes[k] - keyTimes[k - 1]
      let f = span > 0 ? min(max((fraction - keyTimes[k - 1]) / span, 0), 1) : 1
      shown = Self.blend(values[k - 1], values[k], f)
    default:
      break
    }
  }

  /// Arrays a fraction of the way apart: element by element when their counts match, else
  /// the first for the first half and the second after (as paths whose elements differ).
  static func blend(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
    guard a.count == b.count else { return f < 0.5 ? a : b }
    return zip(a, b).map { $0 + ($1 - $0) * f }
  }
}

extension ViewNode {
  /// A gradient's colours (flattened) or locations (nil: evenly spaced, as numbers).
  func gradientArray(_ which: LayerArrayProperty) -> [Double] {
    guard let gradient else { return [] }
    switch which {
    case .colors: return gradient.colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .locations:
      let count = gradient.colors.count
      return gradient.locations
        ?? (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }
  }

  /// The gradient as shown at a clock time, `colors` and `locations` animations applied; nil
  /// for a layer that is not a gradient layer.
  package func presentationGradient(at time: Double) -> GradientStyle? {
    guard var style = gradient else { return nil }
    guard layerAnimations.contains(where: { $0.node.animatesArrays }) else { return style }
    var colors = gradientArray(.colors), locations = gradientArray(.locations)
    let (modelColors, modelLocations) = (colors, locations)
    for animation in layerAnimations where animation.node.animatesArrays {
      let course = animation.timebase.course(at: time)
      animation.node.applyArray(to: &colors, .colors, model: modelColors, at: course)
      animation.node.applyArray(to: &locations, .locations, model: modelLocations, at: course)
    }
    style.colors = stride(from: 0, to: colors.count - 3, by: 4).map {
      Color(red: colors[$0], green: colors[$0 + 1], blue: colors[$0 + 2], alpha: colors[$0 + 3])
    }
    style.locations = locations
    return style
  }
}
