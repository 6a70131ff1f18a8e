import CAnimatorABI
import PluginHost
import TransitionEngine

/// UIView.animate and UIView.animateKeyframes transactions.
enum AnimationServices {
  static func install(into t: inout animhost_host_v1) {
    t.animation_begin = { host, parameters in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      switch AnimationServices.parameters(parameters, bridge, "animation_begin") {
      case let .success(p):
        engine.beginTransaction(p)
        return ANIMHOST_OK
      case let .failure(status):
        return status.code
      }
    }
    t.animation_keyframes_begin = { host, parameters in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      switch AnimationServices.parameters(parameters, bridge, "animation_keyframes_begin") {
      case let .success(p):
        engine.beginKeyframes(p)
        return ANIMHOST_OK
      case let .failure(status):
        return status.code
      }
    }
    t.animation_add_keyframe = { host, start, duration, body, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      guard let body else { return bridge.badArgument("animation_add_keyframe", "a NULL body") }
      let table = bridge.table
      engine.addKeyframe(relativeStart: start, relativeDuration: duration) { [weak bridge] in
        bridge?.callObserver?(.keyframeBlock)
        body(table, userData)
      }
      return ANIMHOST_OK
    }
    t.animation_commit = { host, completion, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      let table = bridge.table
      let committed = engine.commitTransaction(
        completion: completion.map { function in
          { [weak bridge] finished in
            bridge?.callObserver?(.completionBlock)
            function(table, userData, finished ? 1 : 0)
          }
        })
      guard committed else {
        engine.diagnose(
          .warning, "unbalanced-transaction",
          "animator '\(bridge.animatorID)' called animation_commit without animation_begin")
        return ANIMHOST_ERR_STATE
      }
      return ANIMHOST_OK
    }
  }

  /// A refused call's status code.
  struct Refusal: Error {
    var code: animhost_status
  }

  /// The engine's parameters for the plugin's struct, or the refusal (recorded as a diagnostic).
  static func parameters(
    _ pointer: UnsafePointer<animhost_animation_v1>?, _ bridge: HostBridge, _ call: String
  ) -> Result<AnimationParameters, Refusal> {
    guard let pointer else {
      return .failure(Refusal(code: bridge.badArgument(call, "NULL parameters")))
    }
    let p = pointer.pointee
    let needed = MemoryLayout<animhost_animation_v1>.size
    guard Int(p.struct_size) >= needed else {
      return .failure(
        Refusal(code: bridge.badArgument(call, "struct_size \(p.struct_size) (needs \(needed))")))
    }
    guard p.duration.isFinite, p.duration >= 0, p.delay.isFinite, p.delay >= 0 else {
      return .failure(
        Refusal(code: bridge.badArgument(call, "duration \(p.duration) and delay \(p.delay)")))
    }
    guard p.spring_damping.isFinite, p.spring_velocity.isFinite, p.spring_damping >= 0 else {
      return .failure(
        Refusal(
          code: bridge.badArgument(
            call, "spring damping \(p.spring_damping) and velocity \(p.spring_velocity)")))
    }
    let spring = p.spring_damping > 0
    return .success(
      AnimationParameters(
        duration: p.duration, delay: p.delay, options: UInt(p.options),
        springDamping: spring ? p.spring_damping : nil,
        springVelocity: spring ? p.spring_velocity : nil))
  }
}
