extension Engine {
  /// CACurrentMediaTime(): the clock now.
  package var mediaTime: Double { now }

  /// Adds a copy of the animation to a view's layer under a key; false (with a diagnostic)
  /// when it cannot apply (key path not animatable on this layer, wrong value widths...).
  ///
  /// An animation already there under the same key is removed first (its delegate hears
  /// didStop(finished: false) at the next clock step). Delegates are only ever called as the
  /// clock advances, never from here. A `beginTime` of 0 means now; any other is in media time
  /// (`mediaTime`). Times run on the ambient clock, so a percent driver drives them too.
  @discardableResult
  package func addAnimation(
    _ animation: ExplicitAnimation, forKey key: String?, to view: ViewNode,
    delegate: ((ExplicitAnimationEvent) -> Void)?
  ) -> Bool {
    let clock = ambientClock == 0 ? layerClock(of: view) : ambientClock
    let course = courseTime(on: clock)
    let requested = animation.timing.beginTime
    let begin = requested == 0 ? course : course + (requested - now)
    var name = animation.keyPath?.name ?? "group"
    var resolver = ExplicitAnimationResolver(
      view: view, time: now, defaultDuration: caTransactionDuration,
      defaultCurve: caTransactionTimingFunction)
    if case let .transition(transition) = animation.kind {
      name = "transition \(transition.kind.rawValue)"
      guard admitSnapshot(of: view) else { return false }
      resolver.frozenLook = frozenCopy(of: view)
    }
    let node: LayerAnimationNode
    do throws(ExplicitAnimationResolver.Refusal) {
      node = try resolver.resolve(animation, begin: begin, parentDuration: nil, depth: 0)
    } catch {
      diagnose(
        .warning, "invalid-animation",
        "animator '\(activeAnimator)' added an animation of \(name) to \(subject(of: view)) "
          + "that Core Animation cannot run: \(error.message); it was not added")
      return false
    }
    let length = node.timing.duration + max(0, begin - course)
    guard admitExplicitAnimation(changes: resolver.count, length: length) else { return false }
    if let mismatch = resolver.mismatch {
      diagnose(
        .warning, "path-mismatch",
        "animator '\(activeAnimator)' animated the path of \(subject(of: view)) between paths "
          + "whose elements differ: \(mismatch); Core Animation leaves that undefined, so the "
          + "from-path shows for the first half and the to-path for the second")
    }
    if let key { removeAnimation(forKey: key, from: view) }
    let id = makeID()
    let label = key.map { "\(name) \($0)" } ?? name
    view.layerAnimations.append(
      LayerAnimation(
        id: id, key: key, label: label, node: node,
        isRemovedOnCompletion: animation.isRemovedOnCompletion, delegate: delegate,
        clock: clock, timebase: mediaClock(clock)))
    if !layers.hosts.contains(where: { $0.view === view }) {
      layers.hosts.append(LayerAnimationState.Host(view: view, inWindow: isInWindow(view)))
    }
    trackInCATransactions(id)
    record("addAnimation", subject(of: view), label)
    return true
  }

  /// removeAnimation(forKey:): the animation stops showing at once; its delegate hears
  /// didStop(finished: false) at the next clock step (unless it had already stopped).
  package func removeAnimation(forKey key: String, from view: ViewNode) {
    guard let index = view.layerAnimations.firstIndex(where: { $0.key == key }) else { return }
    detachLayerAnimation(at: index, from: view)
  }

  /// removeAllAnimations(): removes every explicit animation of the layer, oldest first.
  package func removeAllAnimations(from view: ViewNode) {
    while !view.layerAnimations.isEmpty { detachLayerAnimation(at: 0, from: view) }
  }

  /// animationKeys(): the keys of the layer's explicit animations, oldest first.
  package func animationKeys(of view: ViewNode) -> [String] { view.layerAnimationKeys }

  /// Removes an animation before its time; a delegate that has not heard it stop hears
  /// didStop(finished: false) at the next clock step.
  func detachLayerAnimation(at index: Int, from view: ViewNode) {
    let animation = view.layerAnimations.remove(at: index)
    if view.layerAnimations.isEmpty { layers.hosts.removeAll { $0.view === view } }
    guard animation.phase != .stopped else { return }
    layers.removals.append(
      LayerAnimationState.Removal(
        id: animation.id, due: now, subject: subject(of: view), delegate: animation.delegate))
  }

  /// How the timeline names a layer: its name, or `layer <id>`.
  func subject(of view: ViewNode) -> String { view.name ?? "layer \(view.id)" }

  /// Whether a view is drawn in the window's tree (as a subview or a mask, at any depth).
  func isInWindow(_ view: ViewNode) -> Bool { view.placement.top === window }

  /// Removes the explicit animations of every layer that left the window's tree since the last
  /// look, as Core Animation does when a layer leaves its tree; a layer that was never in the
  /// tree keeps them.
  func removeAnimationsOfLayersLeavingTree() {
    guard !layers.hosts.isEmpty else { return }
    for host in layers.hosts {
      let inWindow = isInWindow(host.view)
      if host.inWindow, !inWindow {
        removeAllAnimations(from: host.view)
      } else if inWindow != host.inWindow,
        let index = layers.hosts.firstIndex(where: { $0.view === host.view })
      {
        layers.hosts[index].inWindow = inWindow
      }
    }
  }
}
