extension Engine {
  /// Holds an animator's clock where it is (paused).
  func hold(_ animator: PropertyAnimatorNode) { run(animator, speed: 0) }

  /// Runs an animator's clock at a speed from the course time it shows now (within
  /// 0...duration), watching for its end while it moves.
  func run(_ animator: PropertyAnimatorNode, speed: Double) {
    let course = min(max(courseTime(on: animator.clock), 0), animator.duration)
    setClock(animator.clock, .running(anchor: now, base: course, speed: speed))
    animator.isPaused = speed == 0
    if speed != 0 { watchEnd(animator) }
  }

  /// Runs a paused animator at a speed (backward when reversed), re-basing its animations
  /// along new timing, or along its own after a linear scrub.
  func resume(_ animator: PropertyAnimatorNode, timing: AnimatorTiming?, speed: Double) {
    rebase(animator, timing: timing, secondsPerCourse: 1 / speed)
    run(animator, speed: animator.isReversed ? -speed : speed)
  }

  /// Re-bases an animator's animations at the course time now.
  ///
  /// After a linear scrub the part shown retraces linearly, and going forward the rest runs
  /// from the value shown to the target along the timing over the rest of each window. Going
  /// backward the path is kept.
  func rebase(_ animator: PropertyAnimatorNode, timing: AnimatorTiming?, secondsPerCourse: Double) {
    let course = courseTime(on: animator.clock)
    let forward = !animator.isReversed
    let curveTiming = timing ?? animator.activeTiming
    forEachAnimation(of: animator) { animation in
      let scrubbed = animation.isScrubbedLinearly
      guard scrubbed || timing != nil else { return }
      guard animation.keyframes == nil else {
        animation.isScrubbedLinearly = false
        return
      }
      let shown = animation.value(atCourse: course)
      if scrubbed {
        animation.isScrubbedLinearly = false
        animation.continuations = []
        animation.curve = .linear
      }
      guard forward else { return }
      let end = animation.courseEnd
      if course <= animation.start {
        animation.continuations = []
        animation.curve = curveTiming.curve(
          overSeconds: (end - animation.start) * secondsPerCourse)
      } else if course < end {
        animation.continuations.removeAll { $0.start >= course }
        animation.continuations.append(
          PropertyAnimation.Continuation(
            start: course, from: shown,
            curve: curveTiming.curve(overSeconds: (end - course) * secondsPerCourse)))
      }
    }
  }

  /// Calls the body on every animation of an animator.
  func forEachAnimation(
    of animator: PropertyAnimatorNode, _ body: (inout PropertyAnimation) -> Void
  ) {
    for view in views.values where view.animations.contains(where: { $0.clock == animator.clock }) {
      for index in view.animations.indices where view.animations[index].clock == animator.clock {
        body(&view.animations[index])
      }
    }
  }

  /// Adds the pending group that fires when an animator's clock reaches an end.
  func watchEnd(_ animator: PropertyAnimatorNode) {
    guard animator.endWatch == nil else { return }
    var group = AnimationGroup(
      id: makeID(), clock: animator.clock, begin: 0, end: animator.duration,
      completion: { [weak self, weak animator] _ in
        guard let self, let animator else { return }
        self.reachedEnd(animator)
      }, due: .infinity)
    group.due = dueTime(of: group)
    groups.append(group)
    animator.endWatch = group.id
  }

  /// Drops an animator's end watch.
  func unwatchEnd(_ animator: PropertyAnimatorNode) {
    if let id = animator.endWatch { groups.removeAll { $0.id == id } }
    animator.endWatch = nil
  }

  /// An animator's clock reached its end (forward) or its start (reversed): it pauses there
  /// with pausesOnCompletion, else its views take those values and its completions run.
  func reachedEnd(_ animator: PropertyAnimatorNode) {
    animator.endWatch = nil
    guard animator.state == .active else { return }
    guard !animator.pausesOnCompletion else {
      hold(animator)
      return
    }
    let position: AnimatingPosition = animator.isReversed ? .start : .end
    apply(position, to: bake(animator))
    complete(animator, at: position)
  }

  /// Makes the values an animator's animations show now the model values and removes them.
  func bake(_ animator: PropertyAnimatorNode) -> [(ViewNode, PropertyAnimation, PropertyValue)] {
    var baked: [(ViewNode, PropertyAnimation, PropertyValue)] = []
    for view in views.values where view.animations.contains(where: { $0.clock == animator.clock }) {
      for animation in view.animations where animation.clock == animator.clock {
        let shown = animation.value(at: now)
        let property = animation.property
        let model = view.modelValue(property)
        view.setModelValue(property, property.isTransform ? shown : model + shown - animation.to)
        baked.append((view, animation, shown))
      }
      view.animations.removeAll { $0.clock == animator.clock }
    }
    return baked
  }

  /// Moves baked animations' model values to a position: their targets, their start values,
  /// or where they are.
  func apply(
    _ position: AnimatingPosition, to baked: [(ViewNode, PropertyAnimation, PropertyValue)]
  ) {
    guard position != .current else { return }
    for (view, animation, shown) in baked {
      let target = position == .end ? animation.to : animation.from
      let property = animation.property
      let model = view.modelValue(property)
      view.setModelValue(property, property.isTransform ? target : model + target - shown)
    }
  }

  /// Ends an animator: inactive, at the start of its clock, and its completions run.
  func complete(_ animator: PropertyAnimatorNode, at position: AnimatingPosition) {
    reset(animator)
    animator.onFinish?(position)
  }

  /// Makes an animator inactive with its clock paused at the start.
  func reset(_ animator: PropertyAnimatorNode) {
    unwatchEnd(animator)
    for view in views.values { view.animations.removeAll { $0.clock == animator.clock } }
    setClock(animator.clock, .paused(at: 0, since: now))
    animator.isPaused = true
    animator.state = .inactive
    animator.stoppedAnimations = []
    animator.activeTiming = animator.timing
  }
}
