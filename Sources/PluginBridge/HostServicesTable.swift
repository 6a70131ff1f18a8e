import CAnimatorABI
import PluginHost
import TransitionEngine

/// The C functions of the host-services table.
///
/// Each finds its bridge through host_data and turns bad handles and arguments into error codes and
/// diagnostics, never into a crash.
enum HostServicesTable {
  static func make() -> animhost_host_v1 {
    var t = animhost_host_v1()
    t.abi_major = ANIMATOR_ABI_MAJOR
    t.abi_minor = ANIMATOR_ABI_MINOR
    t.struct_size = UInt32(MemoryLayout<animhost_host_v1>.size)
    t.log = { host, level, message in
      guard let bridge = HostBridge.from(host), let message else { return }
      let limit = EngineLimits.logMessage
      let (read, truncated) = BoundedText.read(message, limit: limit.count)
      let text = truncated ? read + "… (cut at the \(limit.quantity) limit of \(limit))" : read
      let mapped: Diagnostic.Level =
        level >= ANIMHOST_LOG_ERROR ? .error : level == ANIMHOST_LOG_WARNING ? .warning : .info
      bridge.engine?.diagnose(mapped, "plugin-log", "\(bridge.animatorID): \(text)")
    }
    t.random_next = { host in
      HostBridge.from(host)?.engine?.random.next() ?? 0
    }
    ContextServices.install(into: &t)
    ViewServices.install(into: &t)
    AnimationServices.install(into: &t)
    AnimatorServices.install(into: &t)
    InteractiveServices.install(into: &t)
    CoreAnimationServices.install(into: &t)
    LayerServices.install(into: &t)
    LayerArrayServices.install(into: &t)
    ImageServices.install(into: &t)
    CoordinatorServices.install(into: &t)
    KeyValueServices.install(into: &t)
    NavigationServices.install(into: &t)
    DynamicsServices.install(into: &t)
    LayoutServices.install(into: &t)
    HierarchyServices.install(into: &t)
    return t
  }
}

/// UIViewControllerContextTransitioning and view-controller calls.
enum ContextServices {
  static func install(into t: inout animhost_host_v1) {
    t.context_view_controller = { host, handle, key in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_view_controller")
      else { return 0 }
      guard let key = TransitionKey(rawValue: Int(key)) else {
        _ = bridge.badArgument("context_view_controller", "key \(key)")
        return 0
      }
      return bridge.handle(c.viewController(forKey: key).id)
    }
    t.context_view = { host, handle, key in
      guard let bridge = HostBridge.from(host), let c = bridge.context(handle, "context_view")
      else { return 0 }
      guard let key = TransitionKey(rawValue: Int(key)) else {
        _ = bridge.badArgument("context_view", "key \(key)")
        return 0
      }
      return bridge.handle(c.view(forKey: key))
    }
    t.context_container_view = { host, handle in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_container_view")
      else { return 0 }
      return bridge.handle(c.containerView)
    }
    t.context_initial_frame = { host, handle, vc, out in
      ContextServices.frame(host, handle, vc, out, "context_initial_frame") {
        $0.initialFrame(for: $1)
      }
    }
    t.context_final_frame = { host, handle, vc, out in
      ContextServices.frame(host, handle, vc, out, "context_final_frame") { $0.finalFrame(for: $1) }
    }
    t.context_flags = { host, handle in
      guard let bridge = HostBridge.from(host), let c = bridge.context(handle, "context_flags")
      else { return 0 }
      var flags: UInt32 = 0
      if c.isPresenting { flags |= ANIMHOST_CONTEXT_PRESENTING }
      if c.isAnimated { flags |= ANIMHOST_CONTEXT_ANIMATED }
      if c.isInteractive { flags |= ANIMHOST_CONTEXT_INTERACTIVE }
      if c.transitionWasCancelled { flags |= ANIMHOST_CONTEXT_CANCELLED }
      if c.kind == .push { flags |= ANIMHOST_CONTEXT_NAVIGATION }
      if c.kind == .tab { flags |= ANIMHOST_CONTEXT_TAB }
      return flags
    }
    t.context_presentation_style = { host, handle in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_presentation_style")
      else {
        return -1
      }
      // Plugins older than 1.6 know only the first five styles.
      let older: [PresentationStyle: PresentationStyle] = [
        .currentContext: .fullScreen, .overCurrentContext: .overFullScreen,
      ]
      let known = bridge.pluginMinor >= 6 ? c.style : older[c.style] ?? c.style
      return Int32(known.rawValue)
    }
    t.context_source_frame = { host, handle, out in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_source_frame")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard let out else { return bridge.badArgument("context_source_frame", "a NULL out pointer") }
      guard let rect = c.sourceFrame else { return ANIMHOST_ERR_NOT_FOUND }
      out.pointee = animhost_rect(rect)
      return ANIMHOST_OK
    }
    t.context_named_view = { host, handle, name in
      guard let bridge = HostBridge.from(host), let c = bridge.context(handle, "context_named_view")
      else { return 0 }
      guard let name else { return 0 }
      return bridge.handle(c.namedView(String(cString: name)))
    }
    t.context_source_view = { host, handle in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_source_view")
      else { return 0 }
      return bridge.handle(c.sourceView)
    }
    t.context_complete_transition = { host, handle, didComplete in
      guard let bridge = HostBridge.from(host),
        let c = bridge.context(handle, "context_complete_transition")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      return c.completeTransition(didComplete != 0) ? ANIMHOST_OK : ANIMHOST_ERR_STATE
    }
    t.screen_bounds = { host, out in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else {
        return ANIMHOST_ERR_STATE
      }
      guard let out else { return bridge.badArgument("screen_bounds", "a NULL out pointer") }
      out.pointee = animhost_rect(engine.screen)
      return ANIMHOST_OK
    }
    t.view_controller_view = { host, handle in
      guard let bridge = HostBridge.from(host),
        let vc = bridge.viewController(handle, "view_controller_view")
      else {
        return 0
      }
      return bridge.handle(vc.view)
    }
    t.begin_appearance_transition = { host, handle, appearing, _ in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let vc = bridge.viewController(handle, "begin_appearance_transition")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.beginAppearanceTransition(vc, isAppearing: appearing != 0)
      return ANIMHOST_OK
    }
    t.end_appearance_transition = { host, handle in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let vc = bridge.viewController(handle, "end_appearance_transition")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.endAppearanceTransition(vc)
      return ANIMHOST_OK
    }
  }

  static func frame(
    _ host: UnsafePointer<animhost_host_v1>?, _ handle: animhost_handle, _ vc: animhost_handle,
    _ out: UnsafeMutablePointer<animhost_rect>?, _ call: String,
    _ body: (TransitionContext, ViewControllerNode) -> Rect
  ) -> animhost_status {
    guard let bridge = HostBridge.from(host), let context = bridge.context(handle, call),
      let viewController = bridge.viewController(vc, call)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    guard let out else { return bridge.badArgument(call, "a NULL out pointer") }
    out.pointee = animhost_rect(body(context, viewController))
    return ANIMHOST_OK
  }
}

extension animhost_rect {
  init(_ rect: Rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }

  var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
