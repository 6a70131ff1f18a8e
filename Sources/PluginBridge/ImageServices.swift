import CAnimatorABI
import PluginHost
import TransitionEngine

/// Images (ABI 1.5): view hierarchies drawn into a UIImage, and the image a view shows.
enum ImageServices {
  static func install(into t: inout animhost_host_v1) {
    t.image_create = { host, width, height, drawings, count in
      let call = "image_create"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      guard count == 0 || drawings != nil else {
        _ = bridge.badArgument(call, "a NULL drawings pointer")
        return 0
      }
      var list: [ImageDrawing] = []
      for d in UnsafeBufferPointer(start: drawings, count: Int(count)) {
        guard let view = bridge.view(d.view, call) else { return 0 }
        let rect = Rect(x: d.rect.x, y: d.rect.y, width: d.rect.width, height: d.rect.height)
        list.append(ImageDrawing(view: view, rect: rect, afterScreenUpdates: d.after_updates != 0))
      }
      guard let image = engine.makeImage(size: Size(width: width, height: height), drawings: list)
      else {
        _ = bridge.badArgument(call, "an image of \(width) × \(height) points")
        return 0
      }
      return bridge.handle(image.id)
    }
    t.view_set_image = { host, handle, imageHandle in
      let call = "view_set_image"
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, call) else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard imageHandle != 0 else {
        view.image = nil
        return ANIMHOST_OK
      }
      guard let image = bridge.view(imageHandle, call) else { return ANIMHOST_ERR_BAD_HANDLE }
      guard image.isImage else { return bridge.badArgument(call, "a view that is not an image") }
      view.image = image
      return ANIMHOST_OK
    }
    t.view_set_effect = { host, handle, kind, style in
      let call = "view_set_effect"
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, call) else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      if kind == ANIMHOST_EFFECT_NONE {
        view.visualEffect = nil
        return ANIMHOST_OK
      }
      guard let effectKind = VisualEffect.Kind(rawValue: Int(kind)) else {
        return bridge.badArgument(call, "kind \(kind)")
      }
      let name = style.map { BoundedText.read($0, limit: 64).text } ?? ""
      guard VisualEffect.styleNames.contains(name) else {
        return bridge.badArgument(call, "style '\(name)'")
      }
      view.visualEffect = VisualEffect(kind: effectKind, style: name)
      return ANIMHOST_OK
    }
    t.view_image = { host, handle, size in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_image"),
        let image = view.image
      else { return 0 }
      if let size {
        size[0] = image.bounds.width
        size[1] = image.bounds.height
      }
      return bridge.handle(image.id)
    }
  }
}
