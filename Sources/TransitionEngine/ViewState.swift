/// A view's place in the tree and its geometry, saved before a transition so a cancel can put
/// them back.
struct ViewState {
  /// The properties a cancel restores: where the view is, its size, transform and opacity.
  static let restoredProperties: [AnimatableProperty] = [
    .position, .bounds, .anchorPoint, .transform, .alpha,
  ]

  /// The view saved.
  let view: ViewNode
  /// Its superview then, or nil when it was not in the tree.
  let superview: ViewNode?
  /// Its index among the superview's subviews then.
  let index: Int
  /// The model values of `restoredProperties`, in that order.
  let values: [PropertyValue]
  /// Whether it was hidden.
  let isHidden: Bool

  /// Saves the view's current state.
  init(_ view: ViewNode) {
    self.view = view
    superview = view.superview
    index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    values = Self.restoredProperties.map { view.modelValue($0) }
    isHidden = view.isHidden
  }

  /// Puts the view back where it was, stopping its animations of the restored properties.
  func restore() {
    for (property, value) in zip(Self.restoredProperties, values) {
      view.animations.removeAll { $0.property == property }
      view.setModelValue(property, value)
    }
    view.isHidden = isHidden
    if let superview {
      if view.superview !== superview
        || superview.subviews.firstIndex(where: { $0 === view }) != index
      {
        superview.insert(view, at: index)
      }
    } else {
      view.removeFromSuperview()
    }
  }
}
