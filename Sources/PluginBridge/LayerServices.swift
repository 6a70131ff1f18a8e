import CAnimatorABI
import PluginHost
import TransitionEngine

/// Layers (plain, shape, emitter), paths, masks and z-order: the host calls added in ABI 1.2.
enum LayerServices {
  static func install(into t: inout animhost_host_v1) {
    t.view_create_layer = { host, kind in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      guard engine.admitViews(1) else { return 0 }
      let view = engine.makeView(frame: .zero)
      switch animhost_layer_kind(rawValue: UInt32(bitPattern: kind)) {
      case ANIMHOST_LAYER_PLAIN: break
      case ANIMHOST_LAYER_SHAPE:
        view.shape = ShapeStyle()
      case ANIMHOST_LAYER_GRADIENT:
        view.gradient = GradientStyle()
      case ANIMHOST_LAYER_REPLICATOR:
        view.replicator = ReplicatorStyle()
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
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_path")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard count == 0 || commands != nil else {
        return bridge.badArgument("view_set_path", "a NULL commands pointer")
      }
      let path: Path
      switch PathCommands.decode(UnsafeBufferPointer(start: commands, count: Int(count))) {
      case let .success(decoded): path = decoded
      case .failure(.malformed):
        return bridge.badArgument("view_set_path", "malformed path commands")
      case .failure(.tooLong):
        return bridge.overLimit(EngineLimits.pathElements, "the path was not set")
      }
      var style = view.shape ?? ShapeStyle()
      style.path = path
      view.shape = style
      return ANIMHOST_OK
    }
    t.view_set_mask = { host, handle, maskHandle in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_mask")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard maskHandle != 0 else {
        view.setMask(nil)
        return ANIMHOST_OK
      }
      guard let engine = bridge.engine, let mask = bridge.view(maskHandle, "view_set_mask") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard mask.superview == nil, !view.isDescendant(of: mask), mask.kind == .plain else {
        return bridge.badArgument(
          "view_set_mask", "a mask layer that is in a hierarchy, is the view itself or contains it")
      }
      guard mask.maskOwner === view || engine.admitAttachment(of: mask, to: view) else {
        return ANIMHOST_ERR_STATE
      }
      view.setMask(mask)
      return ANIMHOST_OK
    }
    t.view_reorder = { host, parent, child, toFront in
      guard let bridge = HostBridge.from(host),
        let parentView = bridge.view(parent, "view_reorder"),
        let childView = bridge.view(child, "view_reorder")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard childView.superview === parentView else {
        return bridge.badArgument("view_reorder", "a view that is not a subview of the parent")
      }
      if toFront != 0 {
        parentView.bringToFront(childView)
      } else {
        parentView.sendToBack(childView)
      }
      return ANIMHOST_OK
    }
    t.emitter_configure = { host, handle, emitter, cells, cellCount in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "emitter_configure")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard let particles = view.emitter else {
        return bridge.badArgument("emitter_configure", "a view that is not an emitter layer")
      }
      guard let emitter, cellCount == 0 || cells != nil else {
        return bridge.badArgument("emitter_configure", "a NULL emitter or cells pointer")
      }
      let cellLimit = EngineLimits.emitterCells
      if Int(cellCount) > cellLimit.count {
        let kept = "the first \(cellLimit.count) were kept"
        bridge.engine?.exceed(cellLimit, Double(cellCount), kept)
      }
      let kept = UnsafeBufferPointer(start: cells, count: min(Int(cellCount), cellLimit.count))
      switch EmitterDecoder.configuration(emitter.pointee, kept) {
      case let .success(configuration):
        // Catch up to the clock first (a completion may run between frames), so the change
        // applies from now whatever the frame rate.
        bridge.engine?.advanceEmitter(particles)
        particles.configuration = configuration
        return ANIMHOST_OK
      case let .failure(problem):
        if let limit = problem.limit {
          return bridge.overLimit(limit, "the call was ignored", message: problem.message)
        }
        return bridge.badArgument("emitter_configure", problem.message)
      }
    }
  }
}
