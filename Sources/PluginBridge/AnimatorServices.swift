import CAnimatorABI
import PluginHost
import TransitionEngine

/// UIViewPropertyAnimator: the `animator_*` calls of ABI 1.3 on the engine's property animators.
enum AnimatorServices {
  static func install(into t: inout animhost_host_v1) {
    t.animator_create = { host, duration, timing, finished, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      guard duration.isFinite, duration >= 0 else {
        _ = bridge.badArgument("animator_create", "duration \(duration)")
        return 0
      }
      let decoded: AnimatorTiming
      switch AnimatorServices.timing(timing, bridge, "animator_create") {
      case let .success(value): decoded = value ?? .cubic(.easeInOut)
      case .failure: return 0
      }
      let animator = engine.makePropertyAnimator(duration: duration, timing: decoded)
      if let finished {
        let table = bridge.table
        animator.onFinish = { [weak bridge] position in
          bridge?.calling(.animatorCompletion) {
            finished(table, userData, Int32(position.rawValue))
          }
        }
      }
      return bridge.handle(animator.id)
    }
    t.animator_add_animations = { host, handle, delayFactor, body, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let animator = bridge.propertyAnimator(handle, "animator_add_animations")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let body else {
        return bridge.badArgument("animator_add_animations", "a NULL body")
      }
      guard delayFactor.isFinite, (0...1).contains(delayFactor) else {
        return bridge.badArgument("animator_add_animations", "delay factor \(delayFactor)")
      }
      let table = bridge.table
      let added = engine.addAnimations(to: animator, delayFactor: delayFactor) {
        bridge.calling(.animatorAnimations) { body(table, userData) }
      }
      return added ? ANIMHOST_OK : ANIMHOST_ERR_STATE
    }
    t.animator_command = { host, handle, command, value in
      guard let bridge = HostBridge.from(host),
        let animator = bridge.propertyAnimator(handle, "animator_command")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      return AnimatorServices.run(command, value, on: animator, bridge)
    }
    t.animator_continue = { host, handle, timing, durationFactor in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let animator = bridge.propertyAnimator(handle, "animator_continue")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard durationFactor.isFinite, durationFactor >= 0 else {
        return bridge.badArgument("animator_continue", "duration factor \(durationFactor)")
      }
      switch AnimatorServices.timing(timing, bridge, "animator_continue") {
      case let .success(decoded):
        let continued = engine.continueAnimation(
          animator, timing: decoded, durationFactor: durationFactor)
        return continued ? ANIMHOST_OK : ANIMHOST_ERR_STATE
      case let .failure(refusal):
        return refusal.code
      }
    }
    t.animator_get = { host, handle, out in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let animator = bridge.propertyAnimator(handle, "animator_get")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let out else { return bridge.badArgument("animator_get", "a NULL out pointer") }
      let needed = MemoryLayout<animhost_animator_state_v1>.size
      guard Int(out.pointee.struct_size) >= needed else {
        return bridge.badArgument(
          "animator_get", "struct_size \(out.pointee.struct_size) (needs \(needed))")
      }
      out.pointee.state = Int32(animator.state.rawValue)
      out.pointee.is_running = animator.isRunning ? 1 : 0
      out.pointee.is_reversed = animator.isReversed ? 1 : 0
      out.pointee.is_interruptible = animator.isInterruptible ? 1 : 0
      out.pointee.scrubs_linearly = animator.scrubsLinearly ? 1 : 0
      out.pointee.pauses_on_completion = animator.pausesOnCompletion ? 1 : 0
      out.pointee.fraction_complete = engine.fractionComplete(of: animator)
      out.pointee.duration = animator.duration
      return ANIMHOST_OK
    }
  }

  /// One `animator_command`.
  private static func run(
    _ command: Int32, _ value: Double, on animator: PropertyAnimatorNode, _ bridge: HostBridge
  ) -> animhost_status {
    guard let engine = bridge.engine else { return ANIMHOST_ERR_STATE }
    guard value.isFinite else {
      return bridge.badArgument("animator_command", "value \(value) for command \(command)")
    }
    let flag = value != 0
    let done: Bool
    switch command {
    case ANIMHOST_ANIMATOR_START:
      guard value >= 0 else { return bridge.badArgument("animator_command", "delay \(value)") }
      done = engine.startAnimation(animator, afterDelay: value)
    case ANIMHOST_ANIMATOR_PAUSE: done = engine.pauseAnimation(animator)
    case ANIMHOST_ANIMATOR_STOP: done = engine.stopAnimation(animator, withoutFinishing: flag)
    case ANIMHOST_ANIMATOR_FINISH:
      guard let position = AnimatingPosition(rawValue: Int(value)),
        Double(position.rawValue) == value
      else { return bridge.badArgument("animator_command", "position \(value)") }
      done = engine.finishAnimation(animator, at: position)
    case ANIMHOST_ANIMATOR_SET_FRACTION: done = engine.setFractionComplete(animator, value)
    case ANIMHOST_ANIMATOR_SET_REVERSED: done = engine.setReversed(animator, flag)
    case ANIMHOST_ANIMATOR_SET_INTERRUPTIBLE:
      animator.isInterruptible = flag
      done = true
    case ANIMHOST_ANIMATOR_SET_SCRUBS_LINEARLY:
      animator.scrubsLinearly = flag
      done = true
    case ANIMHOST_ANIMATOR_SET_PAUSES_ON_COMPLETION:
      animator.pausesOnCompletion = flag
      done = true
    default:
      return bridge.badArgument("animator_command", "unknown command \(command)")
    }
    return done ? ANIMHOST_OK : ANIMHOST_ERR_STATE
  }

  /// The engine's timing for the plugin's struct: nil for a NULL pointer, or the refusal.
  static func timing(
    _ pointer: UnsafePointer<animhost_timing_v1>?, _ bridge: HostBridge, _ call: String
  ) -> Result<AnimatorTiming?, AnimationServices.Refusal> {
    guard let pointer else { return .success(nil) }
    let t = pointer.pointee
    let needed = MemoryLayout<animhost_timing_v1>.size
    func refuse(_ what: String) -> Result<AnimatorTiming?, AnimationServices.Refusal> {
      .failure(AnimationServices.Refusal(code: bridge.badArgument(call, what)))
    }
    guard Int(t.struct_size) >= needed else {
      return refuse("timing struct_size \(t.struct_size) (needs \(needed))")
    }
    let velocity = t.initial_velocity.0
    switch t.kind {
    case ANIMHOST_TIMING_CUBIC:
      let (x1, y1) = t.control_point_1
      let (x2, y2) = t.control_point_2
      guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2)
      else { return refuse("control points (\(x1), \(y1)) and (\(x2), \(y2))") }
      return .success(.cubic(.bezier(x1, y1, x2, y2)))
    case ANIMHOST_TIMING_SPRING_RATIO:
      guard t.damping_ratio.isFinite, t.damping_ratio > 0, velocity.isFinite else {
        return refuse("spring damping ratio \(t.damping_ratio) and velocity \(velocity)")
      }
      return .success(.springRatio(damping: t.damping_ratio, initialVelocity: velocity))
    case ANIMHOST_TIMING_SPRING_PHYSICS:
      guard t.mass.isFinite, t.mass > 0, t.stiffness.isFinite, t.stiffness > 0,
        t.damping.isFinite, t.damping >= 0, velocity.isFinite
      else {
        return refuse(
          "spring mass \(t.mass), stiffness \(t.stiffness), damping \(t.damping) "
            + "and velocity \(velocity)")
      }
      return .success(
        .springPhysics(
          mass: t.mass, stiffness: t.stiffness, damping: t.damping, initialVelocity: velocity))
    default:
      return refuse("timing kind \(t.kind)")
    }
  }
}
