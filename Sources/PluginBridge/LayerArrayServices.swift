import CAnimatorABI
import PluginHost
import TransitionEngine

/// The host calls added in ABI 1.5: array-valued layer properties (shadowPath, dashes,
/// gradient colours and locations) and snapshots of a region.
enum LayerArrayServices {
  static func install(into t: inout animhost_host_v1) {
    t.layer_set_array = { host, handle, which, values, count in
      let call = "layer_set_array"
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, call) else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      guard count == 0 || values != nil else {
        return bridge.badArgument(call, "a NULL values pointer")
      }
      let limit = EngineLimits.pathElements
      guard Int(count) <= limit.count * 8 else {
        return bridge.overLimit(limit, "the array was not set")
      }
      let buffer = UnsafeBufferPointer(start: values, count: Int(count))
      if let problem = LayerArrayServices.set(which, buffer, on: view) {
        return bridge.badArgument(call, problem)
      }
      return ANIMHOST_OK
    }
    t.view_snapshot_region = { host, handle, rect, afterUpdates, insets in
      let call = "view_snapshot_region"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, call)
      else { return 0 }
      guard let rect else {
        _ = bridge.badArgument(call, "a NULL rect")
        return 0
      }
      let region = Rect(
        x: rect.pointee.x, y: rect.pointee.y, width: rect.pointee.width,
        height: rect.pointee.height)
      var caps = SIMD4<Double>()
      if let insets { for i in 0..<4 { caps[i] = insets[i] } }
      guard region.isFinite, region.width > 0, region.height > 0,
        caps.min() >= 0, caps.max() < .infinity
      else {
        _ = bridge.badArgument(
          call,
          "rect \(region.vector) with cap insets \(caps): it needs a finite size above 0 "
            + "and insets of 0 or more")
        return 0
      }
      guard engine.admitSnapshot(of: view),
        let snapshot = engine.snapshot(
          of: view, afterScreenUpdates: afterUpdates != 0, region: region, capInsets: caps)
      else { return 0 }
      return bridge.handle(snapshot.id)
    }
  }

  /// Sets one array-valued property; a problem to report when the array or layer is wrong.
  static func set(
    _ which: Int32, _ buffer: UnsafeBufferPointer<Double>, on view: ViewNode
  ) -> String? {
    let values = Array(buffer)
    guard values.allSatisfy(\.isFinite) else { return "an array with a value that is not finite" }
    switch which {
    case ANIMHOST_ARRAY_SHADOW_PATH:
      guard !values.isEmpty else {
        view.shadowPath = nil
        return nil
      }
      guard case let .success(path) = PathCommands.decode(buffer) else {
        return "malformed shadow path commands"
      }
      view.shadowPath = path
    case ANIMHOST_ARRAY_LINE_DASH_PATTERN:
      guard var shape = view.shape else { return "a dash pattern on a layer that is not a shape" }
      guard values.allSatisfy({ $0 >= 0 }) else { return "a dash pattern with a negative length" }
      shape.lineDashPattern = values
      view.shape = shape
    case ANIMHOST_ARRAY_GRADIENT_COLORS:
      guard var gradient = view.gradient else { return "colours on a layer that is not a gradient" }
      guard values.count % 4 == 0 else { return "\(values.count) colour values (4 per colour)" }
      gradient.colors = stride(from: 0, to: values.count, by: 4).map {
        Color(
          SIMD4(values[$0], values[$0 + 1], values[$0 + 2], values[$0 + 3]).clamped(
            lowerBound: .zero, upperBound: .one))
      }
      view.gradient = gradient
    case ANIMHOST_ARRAY_GRADIENT_LOCATIONS:
      guard var gradient = view.gradient else {
        return "locations on a layer that is not a gradient"
      }
      gradient.locations = values.isEmpty ? nil : values
      view.gradient = gradient
    default:
      return "array property \(which)"
    }
    return nil
  }
}
