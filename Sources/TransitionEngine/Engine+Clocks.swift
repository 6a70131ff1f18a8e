extension Engine {
  /// What a media clock maps clock time to; the wall clock for 0 or an unknown id.
  package func mediaClock(_ id: Int) -> MediaClock { clocks[id] ?? .wall }

  /// The course time of a media clock now.
  package func courseTime(on id: Int) -> Double { mediaClock(id).course(at: now) }

  /// Makes a new media clock.
  package func makeClock(_ clock: MediaClock) -> Int {
    let id = makeID()
    clocks[id] = clock
    return id
  }

  /// Changes what a media clock does from now on: its animations and pending completions
  /// follow (the wall clock cannot change).
  package func setClock(_ id: Int, _ clock: MediaClock) {
    guard id != 0 else { return }
    clocks[id] = clock
    let held = animatorClocks.contains(id)
    for view in views.values where view.animations.contains(where: { $0.clock == id }) {
      for index in view.animations.indices where view.animations[index].clock == id {
        view.animations[index].retime(clock: id, timebase: clock, at: now, held: held)
      }
    }
    for index in groups.indices where groups[index].clock == id && !groups[index].isForced {
      groups[index].due = dueTime(of: groups[index])
    }
    retimeLayerAnimations(on: id, to: id)
  }

  /// Moves everything on one clock to another whose course time now is the same.
  func move(from old: Int, to new: Int) {
    let clock = mediaClock(new)
    let held = animatorClocks.contains(new)
    for view in views.values where view.animations.contains(where: { $0.clock == old }) {
      for index in view.animations.indices where view.animations[index].clock == old {
        view.animations[index].retime(clock: new, timebase: clock, at: now, held: held)
      }
    }
    for index in groups.indices
    where groups[index].clock == old && !groups[index].isForced
      && groups[index].due > now + Self.timeTolerance
    {
      groups[index].clock = new
      groups[index].due = dueTime(of: groups[index])
    }
    retimeLayerAnimations(on: old, to: new)
  }

  /// Adds an animation to a view on a clock, working out when it ends.
  func add(_ animation: PropertyAnimation, to view: ViewNode, clock: Int) {
    var animation = animation
    animation.retime(
      clock: clock, timebase: mediaClock(clock), at: now, held: animatorClocks.contains(clock))
    view.animations.append(animation)
  }

  /// When a group's completion is due: the first time its clock's course, moving forward,
  /// reaches its end or, moving backward, its beginning; never while it stands still.
  func dueTime(of group: AnimationGroup) -> Double {
    guard group.clock != 0 else { return max(group.end, now) }
    let clock = mediaClock(group.clock)
    let forward = clock.firstTime(reaching: group.end, forward: true, after: now)
    let backward = clock.firstTime(reaching: group.begin, forward: false, after: now)
    return min(forward ?? .infinity, backward ?? .infinity)
  }
}
