import CAnimatorABI
import TransitionEngine

/// UIView.animate transactions.
enum AnimationServices {
  static func install(into t: inout animhost_host_v1) {
    t.animation_begin = { host, parameters in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return ANIMHOST_ERR_STATE }
      guard let parameters else { return bridge.badArgument("animation_begin", "NULL parameters") }
      let p = parameters.pointee
      let needed = MemoryLayout<animhost_animation_v1>.size
      guard Int(p.struct_size) >= needed else {
        return bridge.badArgument("animation_begin", "struct_size \(p.struct_size) (needs \(needed))")
      }
      guard p.duration.isFinite, p.duration >= 0, p.delay.isFinite, p.delay >= 0 else {
        return bridge.badArgument("animation_begin", "duration \(p.duration) and delay \(p.delay)")
      }
      if p.spring_damping != 0 {
        engine.diagnose(
          .warning, "unsupported-spring",
          "animator '\(bridge.animatorID)' asked for a spring (damping \(p.spring_damping)); "
            + "this host does not simulate springs yet and uses the option's curve")
      }
      let unsupported = p.options & (ANIMHOST_OPTION_REPEAT | ANIMHOST_OPTION_AUTOREVERSE)
      if unsupported != 0 {
        engine.diagnose(
          .warning, "unsupported-option",
          "animator '\(bridge.animatorID)' asked for repeat/autoreverse; this host runs the animation once")
      }
      engine.beginTransaction(
        AnimationParameters(duration: p.duration, delay: p.delay, curve: TimingCurve(optionBits: p.options)))
      return ANIMHOST_OK
    }
    t.animation_commit = { host, completion, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return ANIMHOST_ERR_STATE }
      let table = bridge.table
      let committed = engine.commitTransaction(
        completion: completion.map { function in
          { finished in function(table, userData, finished ? 1 : 0) }
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
}
