/// A layer's own CAMediaTiming: its local time is `(parent time − beginTime) × speed +
/// timeOffset`, and its animations and its sublayers' run on it.
package struct LayerTiming: Equatable, Sendable {
  /// CALayer.beginTime: parent time at which its local time is `timeOffset`.
  package var beginTime = 0.0
  /// CALayer.speed: local seconds per parent second; 0 pauses it.
  package var speed = 1.0
  /// CALayer.timeOffset: local time added.
  package var timeOffset = 0.0

  /// The default: local time is the parent's.
  package init() {}

  /// Whether local time is the parent's.
  package var isDefault: Bool { self == LayerTiming() }

  /// The clock of a layer with this timing under a parent clock; a parent that is easing (an
  /// interactive transition finishing) is taken at its course and speed now.
  func composed(with parent: MediaClock, at now: Double) -> MediaClock {
    let (anchor, base, rate): (Double, Double, Double)
    switch parent {
    case let .running(a, b, s): (anchor, base, rate) = (a, b, s)
    case .eased: (anchor, base, rate) = (now, parent.course(at: now), parent.speed(at: now))
    }
    return .running(
      anchor: anchor, base: (base - beginTime) * speed + timeOffset, speed: rate * speed)
  }
}

extension Engine {
  /// The media clock a view's animations run on when added outside an interactive clock:
  /// its own layer clock, or its nearest timed ancestor's, or the wall clock.
  package func layerClock(of view: ViewNode?) -> Int {
    var node = view
    while let current = node {
      if current.layerClock != 0 { return current.layerClock }
      node = current.parentInTree
    }
    return 0
  }

  /// A layer's local time at a clock time (CALayer.convertTime(_:from: nil)).
  package func localTime(of view: ViewNode?, at time: Double) -> Double {
    mediaClock(layerClock(of: view)).course(at: time)
  }

  /// The clock time at which a layer's local time is `local` (CALayer.convertTime(_:to: nil));
  /// for a paused layer, the time it paused at its clock's anchor.
  package func clockTime(of view: ViewNode?, local: Double) -> Double {
    switch mediaClock(layerClock(of: view)) {
    case let .running(anchor, base, speed):
      return speed == 0 ? anchor : anchor + (local - base) / speed
    case let .eased(anchor, _, _, _, _, _):
      return anchor
    }
  }

  /// Sets a layer's beginTime, speed and timeOffset: it and its sublayers then run their
  /// animations, and their completions and delegates, on its local time from now on, as Core
  /// Animation's time hierarchy does (setting speed 0 with a timeOffset of the local time now
  /// pauses them; animation times are kept in local time, so they jump if the local time does).
  package func setLayerTiming(_ timing: LayerTiming, of view: ViewNode) {
    let old = layerClock(of: view)
    view.layerTiming = timing
    let parent = layerClock(of: view.parentInTree)
    if timing.isDefault {
      view.layerClock = 0
    } else {
      let clock = timing.composed(with: mediaClock(parent), at: now)
      if view.layerClock == 0 {
        view.layerClock = makeClock(clock)
      } else {
        setClock(view.layerClock, clock)
      }
    }
    let new = layerClock(of: view)
    if new != old { moveAnimations(in: view, from: old, to: new) }
    // Timed sublayers compose with this one.
    for node in view.subtree where node !== view && node.layerClock != 0 {
      setClock(
        node.layerClock,
        node.layerTiming.composed(with: mediaClock(layerClock(of: node.parentInTree)), at: now))
    }
  }

  /// Moves the animations of a subtree on one clock to another, keeping their times (which are
  /// local times), with the completions of UIView.animate blocks whose animations all moved.
  private func moveAnimations(in root: ViewNode, from old: Int, to new: Int) {
    let timebase = mediaClock(new)
    let held = animatorClocks.contains(new)
    var moved = Set<Int>(), stayed = Set<Int>()
    for view in root.subtree where layerClock(of: view) == new {
      for index in view.animations.indices where view.animations[index].clock == old {
        view.animations[index].retime(clock: new, timebase: timebase, at: now, held: held)
        moved.insert(view.animations[index].group)
      }
      for index in view.layerAnimations.indices where view.layerAnimations[index].clock == old {
        view.layerAnimations[index].clock = new
        view.layerAnimations[index].timebase = timebase
      }
    }
    for view in views.values {
      for animation in view.animations where animation.clock == old {
        stayed.insert(animation.group)
      }
    }
    for index in groups.indices
    where groups[index].clock == old && moved.contains(groups[index].id)
      && !stayed.contains(groups[index].id) && !groups[index].isForced
    {
      groups[index].clock = new
      groups[index].due = dueTime(of: groups[index])
    }
  }
}
