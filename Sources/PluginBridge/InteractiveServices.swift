import CAnimatorABI
import PluginHost
import TransitionEngine

/// The context's interactive calls, gesture recognizers and `dismiss(animated:)` (ABI 1.3).
enum InteractiveServices {
  static func install(into t: inout animhost_host_v1) {
    t.context_interactive = { host, handle, command, value, curve in
      guard let bridge = HostBridge.from(host),
        let context = bridge.context(handle, "context_interactive")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      return InteractiveServices.run(command, value, curve, on: context, bridge)
    }
    t.context_percent_complete = { host, handle in
      guard let bridge = HostBridge.from(host),
        let context = bridge.context(handle, "context_percent_complete")
      else { return 0 }
      return context.percentComplete
    }
    t.view_controller_dismiss = { host, handle, _ in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let viewController = bridge.viewController(handle, "view_controller_dismiss")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.requestDismiss(viewController)
      return ANIMHOST_OK
    }
    GestureServices.install(into: &t)
  }

  /// One `context_interactive` call.
  private static func run(
    _ command: Int32, _ value: Double, _ curve: Int32, on context: TransitionContext,
    _ bridge: HostBridge
  ) -> animhost_status {
    let call = "context_interactive"
    switch command {
    case ANIMHOST_INTERACTIVE_UPDATE:
      guard value.isFinite else { return bridge.badArgument(call, "percent \(value)") }
      context.updateInteractiveTransition(min(max(value, 0), 1))
    case ANIMHOST_INTERACTIVE_PAUSE:
      context.pauseInteractiveTransition()
    case ANIMHOST_INTERACTIVE_FINISH, ANIMHOST_INTERACTIVE_CANCEL:
      guard value.isFinite, value > 0 else {
        return bridge.badArgument(call, "completion speed \(value)")
      }
      guard (0...3).contains(curve) else {
        return bridge.badArgument(call, "completion curve \(curve)")
      }
      let timing = TimingCurve(options: UInt(curve) << 16)
      if command == ANIMHOST_INTERACTIVE_FINISH {
        context.finishInteractiveTransition(completionSpeed: value, completionCurve: timing)
      } else {
        context.cancelInteractiveTransition(completionSpeed: value, completionCurve: timing)
      }
    case ANIMHOST_INTERACTIVE_DRIVE_LAYERS:
      context.driveLayers()
    default:
      return bridge.badArgument(call, "unknown command \(command)")
    }
    return ANIMHOST_OK
  }
}

/// UIGestureRecognizer and its subclasses: recognizers the host moves with scripted fingers.
enum GestureServices {
  static func install(into t: inout animhost_host_v1) {
    t.gesture_create = { host, kind, edges, callback, userData in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      guard let kind = GestureKind(rawValue: Int(kind)) else {
        _ = bridge.badArgument("gesture_create", "gesture kind \(kind)")
        return 0
      }
      guard edges & ~UInt32(0xF) == 0 else {
        _ = bridge.badArgument("gesture_create", "edges 0x\(String(edges, radix: 16))")
        return 0
      }
      let recognizer = engine.makeGestureRecognizer(kind: kind, edges: edges)
      let handle = bridge.handle(recognizer.id)
      if let callback {
        let table = bridge.table
        recognizer.callback = { [weak bridge] event in
          guard let bridge else { return false }
          let call: PluginCall = event == .shouldBegin ? .gestureShouldBegin : .gestureAction
          let code: Int32 =
            event == .shouldBegin
            ? ANIMHOST_GESTURE_EVENT_SHOULD_BEGIN : ANIMHOST_GESTURE_EVENT_ACTION
          return bridge.calling(call) { callback(table, userData, handle, code) } != 0
        }
      }
      return handle
    }
    t.gesture_attach = { host, handle, viewHandle in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let recognizer = bridge.gestureRecognizer(handle, "gesture_attach")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard viewHandle != 0 else {
        engine.attach(recognizer, to: nil)
        return ANIMHOST_OK
      }
      guard let view = bridge.view(viewHandle, "gesture_attach") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      engine.attach(recognizer, to: view)
      return ANIMHOST_OK
    }
    t.gesture_get = { host, handle, out in
      guard let bridge = HostBridge.from(host),
        let recognizer = bridge.gestureRecognizer(handle, "gesture_get")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let out else { return bridge.badArgument("gesture_get", "a NULL out pointer") }
      let needed = MemoryLayout<animhost_gesture_v1>.size
      guard Int(out.pointee.struct_size) >= needed else {
        return bridge.badArgument(
          "gesture_get", "struct_size \(out.pointee.struct_size) (needs \(needed))")
      }
      out.pointee.kind = Int32(recognizer.kind.rawValue)
      out.pointee.state = Int32(recognizer.state.rawValue)
      out.pointee.is_enabled = recognizer.isEnabled ? 1 : 0
      out.pointee.edges = recognizer.edges
      out.pointee.view = bridge.handle(recognizer.view)
      out.pointee.touches = UInt32(clamping: recognizer.touches)
      out.pointee.scale = recognizer.scale
      out.pointee.scale_velocity = recognizer.scaleVelocity
      return ANIMHOST_OK
    }
    t.gesture_point = { host, handle, which, viewHandle, out in
      guard let bridge = HostBridge.from(host),
        let recognizer = bridge.gestureRecognizer(handle, "gesture_point")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let out else { return bridge.badArgument("gesture_point", "a NULL out pointer") }
      var view: ViewNode?
      if viewHandle != 0 {
        guard let found = bridge.view(viewHandle, "gesture_point") else {
          return ANIMHOST_ERR_BAD_HANDLE
        }
        view = found
      }
      let point: Point
      switch which {
      case ANIMHOST_GESTURE_LOCATION:
        // location(in:): window coordinates moved into the view's bounds space (model
        // geometry, transforms ignored, as UIView.convert does for untransformed views).
        let origin = view.map { $0.convert(Rect(x: 0, y: 0, width: 0, height: 0), to: nil).origin }
        point = Point(
          x: recognizer.location.x - (origin?.x ?? 0), y: recognizer.location.y - (origin?.y ?? 0))
      case ANIMHOST_GESTURE_TRANSLATION: point = recognizer.translation
      case ANIMHOST_GESTURE_VELOCITY: point = recognizer.velocity
      default: return bridge.badArgument("gesture_point", "point kind \(which)")
      }
      out[0] = point.x
      out[1] = point.y
      return ANIMHOST_OK
    }
    t.gesture_set_translation = { host, handle, _, x, y in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let recognizer = bridge.gestureRecognizer(handle, "gesture_set_translation")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard x.isFinite, y.isFinite else {
        return bridge.badArgument("gesture_set_translation", "translation (\(x), \(y))")
      }
      engine.setTranslation(recognizer, Point(x: x, y: y))
      return ANIMHOST_OK
    }
    t.gesture_set_enabled = { host, handle, enabled in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let recognizer = bridge.gestureRecognizer(handle, "gesture_set_enabled")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.setEnabled(recognizer, enabled != 0)
      return ANIMHOST_OK
    }
  }
}
