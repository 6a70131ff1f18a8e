/// A delegate event or completion of explicit animations due as the clock advances.
enum LayerEvent {
  /// animationDidStart of the animation with this id.
  case start(Int)
  /// animationDidStop(finished: true) of the animation with this id.
  case stop(Int)
  /// animationDidStop(finished: false) of the removed animation with this id.
  case removal(Int)
  /// The CATransaction completion with this id.
  case completion(Int)
}

extension Engine {
  /// The next explicit-animation event: its clock time, its order among events due then (the
  /// engine id of the animation or completion: add order) and what it is.
  func nextLayerEvent() -> (due: Double, order: Int, event: LayerEvent)? {
    guard !layers.isIdle else { return nil }
    var best: (due: Double, order: Int, event: LayerEvent)?
    func consider(_ due: Double, _ order: Int, _ event: LayerEvent) {
      if let current = best, (current.due, current.order) <= (due, order) { return }
      best = (due, order, event)
    }
    for host in layers.hosts {
      for animation in host.view.layerAnimations {
        guard let due = animation.nextEventTime(now: now) else { continue }
        let event =
          animation.phase == .pending ? LayerEvent.start(animation.id) : .stop(animation.id)
        consider(due, animation.id, event)
      }
    }
    for removal in layers.removals { consider(removal.due, removal.id, .removal(removal.id)) }
    for completion in layers.completions {
      if let due = completion.due { consider(due, completion.id, .completion(completion.id)) }
    }
    return best
  }

  /// Delivers one event: records it in the timeline, then calls the delegate or completion.
  func deliver(_ event: LayerEvent) {
    switch event {
    case let .start(id):
      guard let (view, index) = layerAnimation(id) else { return }
      view.layerAnimations[index].phase = .started
      let animation = view.layerAnimations[index]
      record("animationDidStart", subject(of: view), animation.label)
      animation.delegate?(.didStart)
    case let .stop(id):
      guard let (view, index) = layerAnimation(id) else { return }
      view.layerAnimations[index].phase = .stopped
      let animation = view.layerAnimations[index]
      if animation.isRemovedOnCompletion {
        view.layerAnimations.remove(at: index)
        if view.layerAnimations.isEmpty { layers.hosts.removeAll { $0.view === view } }
      }
      record("animationDidStop", subject(of: view), "finished")
      animation.delegate?(.didStop(finished: true))
      noteStopped(id)
    case let .removal(id):
      guard let index = layers.removals.firstIndex(where: { $0.id == id }) else { return }
      let removal = layers.removals.remove(at: index)
      record("animationDidStop", removal.subject, "removed")
      removal.delegate?(.didStop(finished: false))
      noteStopped(id)
    case let .completion(id):
      guard let index = layers.completions.firstIndex(where: { $0.id == id }) else { return }
      layers.completions.remove(at: index).body()
    }
  }

  /// The view and index of the attached animation with this id.
  private func layerAnimation(_ id: Int) -> (ViewNode, Int)? {
    for host in layers.hosts {
      if let index = host.view.layerAnimations.firstIndex(where: { $0.id == id }) {
        return (host.view, index)
      }
    }
    return nil
  }

  /// Notes that an animation's delegate heard it stop: a committed completion left waiting for
  /// nothing becomes due now.
  func noteStopped(_ id: Int) {
    for index in layers.completions.indices
    where layers.completions[index].waiting.remove(id) != nil {
      if layers.completions[index].waiting.isEmpty { layers.completions[index].due = now }
    }
    for index in layers.transactions.indices {
      layers.transactions[index].completion?.waiting.remove(id)
    }
  }

  /// Whether explicit animations have anything left to do: one not yet stopped (running,
  /// waiting to begin, or repeating for ever), a removal or a completion not yet delivered.
  var hasPendingLayerEvents: Bool {
    guard !layers.isIdle else { return false }
    if !layers.removals.isEmpty || !layers.completions.isEmpty { return true }
    return layers.hosts.contains { host in
      host.view.layerAnimations.contains { $0.phase != .stopped }
    }
  }

  /// The clock time the last explicit animation not yet stopped is due to stop (infinity for
  /// one that never does), or nil when none is waiting.
  var layerPendingEnd: Double? {
    var latest: Double?
    for host in layers.hosts {
      for animation in host.view.layerAnimations where animation.phase != .stopped {
        let end =
          animation.timebase.firstTime(reaching: animation.end, forward: true, after: now)
          ?? .infinity
        latest = max(latest ?? end, end)
      }
    }
    if !layers.removals.isEmpty { latest = max(latest ?? now, now) }
    return latest
  }

  /// Puts the explicit animations on a clock onto its new mapping (`setClock`) or onto another
  /// clock (`move`).
  func retimeLayerAnimations(on old: Int, to new: Int) {
    let timebase = mediaClock(new)
    for host in layers.hosts {
      for index in host.view.layerAnimations.indices
      where host.view.layerAnimations[index].clock == old {
        host.view.layerAnimations[index].clock = new
        host.view.layerAnimations[index].timebase = timebase
      }
    }
  }

  /// Drops every explicit animation, removal, completion and open CATransaction silently.
  func cancelLayerAnimations() {
    for host in layers.hosts { host.view.layerAnimations.removeAll() }
    layers = LayerAnimationState()
  }
}
