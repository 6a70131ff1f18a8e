/// The built-in transitions of UIView.transition(with:duration:options:animations:completion:)
/// (UIView.AnimationOptions bits 20–23).
package enum ViewTransitionKind: Equatable, Sendable {
  /// `.transitionCrossDissolve`: the old content fades out over the new.
  case crossDissolve
  /// `.transitionFlipFromLeft/Right/Top/Bottom`: the view turns over about its vertical (left,
  /// right) or horizontal (top, bottom) axis, the old content on the front, the new on the back.
  case flip(from: DragScript.Edge)
  /// `.transitionCurlUp/Down`: the old content curls up and away like a notepad page (up), or
  /// the new content curls down over the old (down).
  case curl(up: Bool)

  /// The transition in UIKit's option bits 20–23; nil when none is set.
  package init?(options: UInt) {
    switch (options >> 20) & 15 {
    case 1: self = .flip(from: .left)
    case 2: self = .flip(from: .right)
    case 3: self = .curl(up: true)
    case 4: self = .curl(up: false)
    case 5: self = .crossDissolve
    case 6: self = .flip(from: .top)
    case 7: self = .flip(from: .bottom)
    default: return nil
    }
  }
}

extension Engine {
  /// UIView.transition(with:duration:options:animations:completion:): the changes the body
  /// makes to the view appear at once, and the transition animates from a snapshot of the view
  /// as it was to the view as it is.
  ///
  /// Without a transition bit the body runs as a UIView.animate block with the options. A flip
  /// turns the snapshot away over the first half and the view in over the second, with
  /// perspective (`m34 = −1 ÷ (2 × the larger side)`, **chosen**); a cross-dissolve fades the
  /// snapshot out; a curl up curls the snapshot away, a curl down curls a snapshot of the new
  /// content down over it (see `curl`). The snapshots go, and the completion runs, when it ends.
  /// - Returns: false, without running the body, for a view that is not in a window tree; the
  ///   caller then applies the changes at once.
  @discardableResult
  package func transition(
    with view: ViewNode, duration: Double, options: UInt, body: () -> Void,
    completion: ((Bool) -> Void)?
  ) -> Bool {
    let parameters = AnimationParameters(
      duration: duration, delay: 0, options: options & ~(15 << 20), springDamping: nil,
      springVelocity: nil)
    guard let kind = ViewTransitionKind(options: options) else {
      guard beginTransaction(parameters) else { return false }
      body()
      commitTransaction(completion: completion)
      return true
    }
    guard let parent = view.superview else { return false }
    let snapshot = self.snapshot(of: view, afterScreenUpdates: false)
    for property in [AnimatableProperty.position, .bounds, .transform, .anchorPoint] {
      snapshot.setModelValue(property, view.modelValue(property))
    }
    parent.insert(snapshot, at: (parent.subviews.firstIndex { $0 === view } ?? 0) + 1)
    // The body's changes appear at once, under the snapshot.
    if beginTransaction(AnimationParameters(duration: 0)) {
      body()
      commitTransaction(completion: nil)
    }
    let finish: (Bool) -> Void = { finished in
      snapshot.removeFromSuperview()
      completion?(finished)
    }
    switch kind {
    case .crossDissolve:
      guard beginTransaction(parameters) else { return true }
      set(.alpha, of: snapshot, to: PropertyValue(scalar: 0))
      commitTransaction(completion: finish)
    case let .flip(edge):
      flip(view, snapshot, from: edge, parameters, finish)
    case let .curl(up):
      curl(view, over: snapshot, up: up, parameters, finish)
    }
    return true
  }

  /// The page curl's direction: from the page's middle towards the edge that lifts first, the
  /// bottom, tipped a little to the right so the bottom-right corner leads (**chosen**, as iOS
  /// draws it).
  package static let curlAngle = Double.pi / 2 - 0.3

  /// Curls the snapshot of the old content up and away (`up`), or a snapshot of the new
  /// content down over it from wholly lifted to flat; the cylinder's radius is a seventh of
  /// the view's shorter side (**chosen**).
  private func curl(
    _ view: ViewNode, over old: ViewNode, up: Bool, _ parameters: AnimationParameters,
    _ finish: @escaping (Bool) -> Void
  ) {
    let size = view.bounds.size
    let radius = max(min(size.width, size.height) / 7, 1)
    var page = old
    if !up, let parent = old.superview {
      page = snapshot(of: view, afterScreenUpdates: true)
      for property in [AnimatableProperty.position, .bounds, .transform, .anchorPoint] {
        page.setModelValue(property, view.modelValue(property))
      }
      parent.insert(page, at: (parent.subviews.firstIndex { $0 === old } ?? 0) + 1)
    }
    page.curl = (Self.curlAngle, radius)
    page.setModelValue(.curlProgress, PropertyValue(scalar: up ? 0 : 1))
    let done: (Bool) -> Void = { finished in
      if page !== old { page.removeFromSuperview() }
      finish(finished)
    }
    guard beginTransaction(parameters) else {
      done(true)
      return
    }
    set(.curlProgress, of: page, to: PropertyValue(scalar: up ? 1 : 0))
    commitTransaction(completion: done)
  }

  /// Turns the snapshot away over the first half and the view in over the second.
  private func flip(
    _ view: ViewNode, _ snapshot: ViewNode, from edge: DragScript.Edge,
    _ parameters: AnimationParameters, _ finish: @escaping (Bool) -> Void
  ) {
    let size = view.bounds.size
    var perspective = Transform3D.identity
    perspective.m[11] = -1 / (2 * max(size.width, size.height, 1))
    let vertical = edge == .left || edge == .right
    let sign: Double = edge == .left || edge == .top ? 1 : -1
    func turned(_ angle: Double) -> Transform3D {
      Transform3D.rotation(angle, vertical ? 0 : 1, vertical ? 1 : 0, 0)
        .concatenating(perspective)
    }
    let original = view.modelValue(.transform)
    let base = Transform3D(original)
    var half = parameters
    half.duration = parameters.duration / 2
    if beginTransaction(half) {
      set(.transform, of: snapshot, to: base.concatenating(turned(sign * .pi / 2)).m)
      commitTransaction(completion: nil)
    }
    view.setModelValue(.transform, base.concatenating(turned(-sign * .pi / 2)).m)
    half.delay = half.duration
    guard beginTransaction(half) else {
      view.setModelValue(.transform, original)
      return
    }
    set(.transform, of: view, to: original)
    commitTransaction(completion: finish)
  }
}
