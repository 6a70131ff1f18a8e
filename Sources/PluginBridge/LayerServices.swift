import CAnimatorABI
import PluginHost
import TransitionEngine

/// Layers (plain, shape, emitter), paths, masks and z-order: the host calls added in ABI 1.2.
enum LayerServices {
  static func install(into t: inout animhost_host_v1) {
    t.view_create_layer = { host, kind in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      let view = engine.makeView(frame: .zero)
      switch animhost_layer_kind(rawValue: UInt32(bitPattern: kind)) {
      case ANIMHOST_LAYER_PLAIN: break
      case ANIMHOST_LAYER_SHAPE:
        view.shape = ShapeStyle()
      case ANIMHOST_LAYER_EMITTER:
        view.emitter = ParticleEmitter(
          configuration: EmitterConfiguration(), time: engine.now,
          seed: engine.random.next() ^ UInt64(view.id))
      default:
        _ = bridge.badArgument("view_create_layer", "kind \(kind)")
        return 0
      }
      return bridge.handle(view.id)
    }
    t.view_set_path = { host, handle, commands, count in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_path") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard count == 0 || commands != nil else { return bridge.badArgument("view_set_path", "a NULL commands pointer") }
      guard let path = PathCommands.decode(UnsafeBufferPointer(start: commands, count: Int(count))) else {
        return bridge.badArgument("view_set_path", "malformed path commands")
      }
      var style = view.shape ?? ShapeStyle()
      style.path = path
      view.shape = style
      return ANIMHOST_OK
    }
    t.view_set_mask = { host, handle, maskHandle in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_mask") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard maskHandle != 0 else {
        view.mask = nil
        return ANIMHOST_OK
      }
      guard let mask = bridge.view(maskHandle, "view_set_mask") else { return ANIMHOST_ERR_BAD_HANDLE }
      guard mask.superview == nil, mask !== view, mask.kind == .plain else {
        return bridge.badArgument("view_set_mask", "a mask layer that is in a hierarchy or is the view itself")
      }
      view.mask = mask
      return ANIMHOST_OK
    }
    t.view_reorder = { host, parent, child, toFront in
      guard let bridge = HostBridge.from(host), let parentView = bridge.view(parent, "view_reorder"),
        let childView = bridge.view(child, "view_reorder")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard childView.superview === parentView else {
        return bridge.badArgument("view_reorder", "a view that is not a subview of the parent")
      }
      if toFront != 0 { parentView.bringToFront(childView) } else { parentView.sendToBack(childView) }
      return ANIMHOST_OK
    }
    t.emitter_configure = { host, handle, emitter, cells, cellCount in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "emitter_configure") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard let particles = view.emitter else {
        return bridge.badArgument("emitter_configure", "a view that is not an emitter layer")
      }
      guard let emitter, cellCount == 0 || cells != nil else {
        return bridge.badArgument("emitter_configure", "a NULL emitter or cells pointer")
      }
      switch EmitterDecoder.configuration(emitter.pointee, UnsafeBufferPointer(start: cells, count: Int(cellCount))) {
      case let .success(configuration):
        // Catch up to the clock first (a completion may run between frames), so the change
        // applies from now whatever the frame rate.
        if let engine = bridge.engine { particles.advance(to: engine.now) }
        particles.configuration = configuration
        return ANIMHOST_OK
      case let .failure(problem):
        return bridge.badArgument("emitter_configure", problem.message)
      }
    }
  }
}
