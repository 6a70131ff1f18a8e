import CAnimatorABI
import PluginHost
import TransitionEngine

/// View creation, hierarchy edits and property access.
enum ViewServices {
  static func install(into t: inout animhost_host_v1) {
    t.view_create = { host, frame in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      let rect = frame?.pointee.rect ?? .zero
      guard rect.isFinite else {
        _ = bridge.badArgument("view_create", "a non-finite frame")
        return 0
      }
      guard engine.admitViews(1) else { return 0 }
      return bridge.handle(engine.makeView(frame: rect).id)
    }
    t.view_snapshot = { host, handle, afterUpdates in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, "view_snapshot")
      else { return 0 }
      guard engine.admitSnapshot(of: view) else { return 0 }
      return bridge.handle(engine.snapshot(of: view, afterScreenUpdates: afterUpdates != 0).id)
    }
    t.view_add_subview = { host, parent, child in
      ViewServices.insert(host, parent, child, "view_add_subview") { parent, child in
        parent.subviews.count
      }
    }
    t.view_insert_subview = { host, parent, child, sibling, above in
      guard let bridge = HostBridge.from(host),
        let siblingView = bridge.view(sibling, "view_insert_subview")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      return ViewServices.insert(host, parent, child, "view_insert_subview") { parent, child in
        guard siblingView.superview === parent, siblingView !== child else { return nil }
        let others = parent.subviews.filter { $0 !== child }
        guard let index = others.firstIndex(where: { $0 === siblingView }) else { return nil }
        return above != 0 ? index + 1 : index
      }
    }
    t.view_remove_from_superview = { host, handle in
      guard let bridge = HostBridge.from(host),
        let view = bridge.view(handle, "view_remove_from_superview")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard view.kind != .window, view.kind != .container else {
        return bridge.badArgument(
          "view_remove_from_superview", "the \(view.kind == .window ? "window" : "container view")")
      }
      view.removeFromSuperview()
      return ANIMHOST_OK
    }
    t.view_superview = { host, handle in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_superview")
      else { return 0 }
      guard let superview = view.superview, superview.kind != .window else { return 0 }
      return bridge.handle(superview)
    }
    t.view_layout_if_needed = { host, handle in
      guard let bridge = HostBridge.from(host), bridge.view(handle, "view_layout_if_needed") != nil
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      bridge.engine?.layoutIfNeeded()
      return ANIMHOST_OK
    }
    t.view_get = { host, handle, property, values, count in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_get") else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard let values else { return bridge.badArgument("view_get", "a NULL values pointer") }
      guard let result = ViewProperty.get(view, property) else {
        return ANIMHOST_ERR_UNSUPPORTED
      }
      guard result.count == Int(count) else {
        return bridge.badArgument(
          "view_get", "count \(count) for property \(property), which has \(result.count) values")
      }
      for (index, value) in result.enumerated() { values[index] = value }
      return ANIMHOST_OK
    }
    t.view_set = { host, handle, property, values, count in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, "view_set")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let values else { return bridge.badArgument("view_set", "a NULL values pointer") }
      guard let expected = ViewProperty.count(property) else { return ANIMHOST_ERR_UNSUPPORTED }
      guard expected == Int(count) else {
        return bridge.badArgument(
          "view_set", "count \(count) for property \(property), which has \(expected) values")
      }
      let array = Array(UnsafeBufferPointer(start: values, count: expected))
      guard array.allSatisfy(\.isFinite) else {
        return bridge.badArgument("view_set", "a non-finite value for property \(property)")
      }
      ViewProperty.set(view, property, array, engine: engine)
      return ANIMHOST_OK
    }
    t.view_set_text = { host, handle, text in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_text")
      else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      let limit = EngineLimits.labelText
      let (value, truncated) = text.map { BoundedText.read($0, limit: limit.count) } ?? ("", false)
      if truncated {
        let message = "\(limit.quantity) exceeds the limit of \(limit)"
        bridge.engine?.exceed(limit, message: message, "it was cut to that length")
      }
      view.text = value.isEmpty ? nil : value
      return ANIMHOST_OK
    }
  }

  /// Moves child into parent at the index the body picks; nil means the sibling is not valid.
  static func insert(
    _ host: UnsafePointer<animhost_host_v1>?, _ parent: animhost_handle, _ child: animhost_handle,
    _ call: String, _ index: (ViewNode, ViewNode) -> Int?
  ) -> animhost_status {
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let parentView = bridge.view(parent, call), let childView = bridge.view(child, call)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    guard !parentView.isDescendant(of: childView) else {
      return bridge.badArgument(call, "a view that contains its new superview")
    }
    guard childView.kind != .window, childView.kind != .container else {
      return bridge.badArgument(call, "the window or the container view as the child")
    }
    guard childView.maskOwner == nil else {
      return bridge.badArgument(call, "a view that is another view's mask as the child")
    }
    guard let position = index(parentView, childView) else {
      return bridge.badArgument(call, "a sibling that is not a subview of the superview")
    }
    guard
      childView.superview === parentView || engine.admitAttachment(of: childView, to: parentView)
    else { return ANIMHOST_ERR_STATE }
    childView.removeFromSuperview()
    parentView.insert(childView, at: position)
    return ANIMHOST_OK
  }
}

/// Maps animhost_property values to the engine's view properties.
