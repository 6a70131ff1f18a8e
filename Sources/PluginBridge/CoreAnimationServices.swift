import CAnimatorABI
import PluginHost
import TransitionEngine

/// Core Animation's explicit animations and CATransaction (ABI 1.4) on the engine.
enum CoreAnimationServices {
  static func install(into t: inout animhost_host_v1) {
    t.layer_add_animation = { host, handle, pointer, key in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let layer = bridge.view(handle, "layer_add_animation")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let pointer else {
        return bridge.badArgument("layer_add_animation", "a NULL animation")
      }
      var decoder = ExplicitAnimationDecoder(bridge: bridge)
      let animation: ExplicitAnimation
      switch decoder.decode(pointer, depth: 0) {
      case let .success(decoded): animation = decoded
      case let .failure(refusal): return refusal.code
      }
      let delegate = pointer.pointee.delegate.map { function in
        let table = bridge.table
        let userData = pointer.pointee.user_data
        return { [weak bridge] (event: ExplicitAnimationEvent) in
          let code: Int32 =
            switch event {
            case .didStart: ANIMHOST_CA_EVENT_START
            case .didStop(finished: true): ANIMHOST_CA_EVENT_STOP
            case .didStop(finished: false): ANIMHOST_CA_EVENT_STOP_REMOVED
            }
          bridge?.calling(.animationDelegate) { function(table, userData, code) }
        }
      }
      let name = key.map { String(cString: $0) }
      let added = engine.addAnimation(animation, forKey: name, to: layer, delegate: delegate)
      return added ? ANIMHOST_OK : ANIMHOST_ERR_BAD_ARGUMENT
    }
    t.layer_remove_animation = { host, handle, key in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let layer = bridge.view(handle, "layer_remove_animation")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      if let key {
        engine.removeAnimation(forKey: String(cString: key), from: layer)
      } else {
        engine.removeAllAnimations(from: layer)
      }
      return ANIMHOST_OK
    }
    t.layer_presentation_get = { host, handle, property, values, count in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let layer = bridge.view(handle, "layer_presentation_get")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let values else {
        return bridge.badArgument("layer_presentation_get", "a NULL values pointer")
      }
      guard let result = ViewProperty.get(layer, property, presentationAt: engine.now) else {
        return ANIMHOST_ERR_UNSUPPORTED
      }
      guard result.count == Int(count) else {
        return bridge.badArgument(
          "layer_presentation_get",
          "count \(count) for property \(property), which has \(result.count) values")
      }
      for (index, value) in result.enumerated() { values[index] = value }
      return ANIMHOST_OK
    }
    t.view_convert = { host, handle, targetHandle, values, count, out in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_convert")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      var target: ViewNode?
      if targetHandle != 0 {
        guard let found = bridge.view(targetHandle, "view_convert") else {
          return ANIMHOST_ERR_BAD_HANDLE
        }
        target = found
      }
      guard let values, let out, count == 2 || count == 4 else {
        return bridge.badArgument("view_convert", "count \(count) (2 for a point, 4 for a rect)")
      }
      let input = Array(UnsafeBufferPointer(start: values, count: Int(count)))
      guard input.allSatisfy(\.isFinite) else {
        return bridge.badArgument("view_convert", "values that are not finite")
      }
      let result: [Double]?
      if count == 2 {
        result = view.convert(Point(x: input[0], y: input[1]), to: target).map { [$0.x, $0.y] }
      } else {
        let rect = Rect(x: input[0], y: input[1], width: input[2], height: input[3])
        result = view.convert(rect: rect, to: target).map { [$0.x, $0.y, $0.width, $0.height] }
      }
      guard let result else { return ANIMHOST_ERR_NOT_FOUND }
      for (index, value) in result.enumerated() { out[index] = value }
      return ANIMHOST_OK
    }
    t.view_transition = { host, handle, duration, options, body, bodyData, completion, data in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, "view_transition")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard duration.isFinite, duration >= 0 else {
        return bridge.badArgument("view_transition", "duration \(duration)")
      }
      let table = bridge.table
      let done: ((Bool) -> Void)? = completion.map { function in
        { [weak bridge] (finished: Bool) -> Void in
          bridge?.calling(.completionBlock) { function(table, data, finished ? 1 : 0) }
        }
      }
      let ran = engine.transition(
        with: view, duration: duration, options: UInt(options),
        body: {
          if let body { bridge.calling(.keyframeBlock) { body(table, bodyData) } }
        },
        completion: done)
      guard ran else {
        let kind = ViewTransitionKind(options: UInt(options))
        engine.diagnose(
          .warning, "unsupported-transition",
          "animator '\(bridge.animatorID)' asked UIView.transition for "
            + (kind.map { "\($0)" } ?? "a transition")
            + " of a view outside the window; the changes were applied at once")
        return ANIMHOST_ERR_UNSUPPORTED
      }
      return ANIMHOST_OK
    }
    t.media_time = { host in
      HostBridge.from(host)?.engine?.mediaTime ?? 0
    }
    t.transaction_command = { host, command, value in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      return CoreAnimationServices.transaction(command, value, engine, bridge)
    }
    t.transaction_set_timing_function = { host, function in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      guard let function else {
        engine.setCATransactionTimingFunction(nil)
        return ANIMHOST_OK
      }
      guard let curve = ExplicitAnimationDecoder.curve(function.pointee) else {
        return bridge.badArgument("transaction_set_timing_function", "control points out of range")
      }
      engine.setCATransactionTimingFunction(curve)
      return ANIMHOST_OK
    }
    t.transaction_set_completion = { host, completion, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      guard let completion else {
        return bridge.badArgument("transaction_set_completion", "a NULL completion")
      }
      let table = bridge.table
      engine.setCATransactionCompletion { [weak bridge] in
        bridge?.calling(.transactionCompletion) { completion(table, userData, 1) }
      }
      return ANIMHOST_OK
    }
  }

  /// One CATransaction class method.
  private static func transaction(
    _ command: Int32, _ value: Double, _ engine: Engine, _ bridge: HostBridge
  ) -> animhost_status {
    switch command {
    case ANIMHOST_TRANSACTION_BEGIN:
      engine.beginCATransaction()
    case ANIMHOST_TRANSACTION_COMMIT:
      guard engine.commitCATransaction() else {
        engine.diagnose(
          .warning, "unbalanced-transaction",
          "animator '\(bridge.animatorID)' called CATransaction.commit() without begin()")
        return ANIMHOST_ERR_STATE
      }
    case ANIMHOST_TRANSACTION_FLUSH:
      engine.flushCATransactions()
    case ANIMHOST_TRANSACTION_SET_DURATION:
      guard value.isFinite, value >= 0 else {
        return bridge.badArgument("transaction_command", "animation duration \(value)")
      }
      engine.setCATransactionDuration(value)
    case ANIMHOST_TRANSACTION_DISABLE_ACTIONS:
      engine.setCATransactionDisableActions(value != 0)
    default:
      return bridge.badArgument("transaction_command", "unknown command \(command)")
    }
    return ANIMHOST_OK
  }
}
