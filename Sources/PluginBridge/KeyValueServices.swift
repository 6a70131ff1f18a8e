import CAnimatorABI
import PluginHost
import TransitionEngine

/// Key-value coding on layers (ABI 1.5): `setValue(_:forKeyPath:)` and `value(forKeyPath:)`
/// for the key paths explicit animations take.
enum KeyValueServices {
  static func install(into t: inout animhost_host_v1) {
    t.layer_set_key_path = { host, handle, text, values, count in
      let call = "layer_set_key_path"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let (keyPath, property, width) = KeyValueServices.resolve(text) else {
        return ANIMHOST_ERR_NOT_FOUND
      }
      guard Int(count) == width, let values else {
        return bridge.badArgument(
          call, "\(count) values for '\(keyPath.name)' (it takes \(width))")
      }
      var part = PropertyValue()
      for lane in 0..<width {
        guard values[lane].isFinite else {
          return bridge.badArgument(call, "a value for '\(keyPath.name)' that is not finite")
        }
        part[lane] = values[lane]
      }
      engine.set(property, of: view, to: keyPath.write(part, into: view.modelValue(property)))
      return ANIMHOST_OK
    }
    t.layer_convert_time = { host, handle, time, other, toOther in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, "layer_convert_time")
      else { return time }
      var otherView: ViewNode?
      if other != 0 {
        guard let found = bridge.view(other, "layer_convert_time") else { return time }
        otherView = found
      }
      guard time.isFinite else { return time }
      let (from, to) = toOther != 0 ? (view, otherView) : (otherView, view)
      return engine.localTime(of: to, at: engine.clockTime(of: from, local: time))
    }
    t.layer_get_key_path = { host, handle, text, values, count in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "layer_get_key_path")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let (keyPath, property, width) = KeyValueServices.resolve(text) else {
        return ANIMHOST_ERR_NOT_FOUND
      }
      guard let values, let count else {
        return bridge.badArgument("layer_get_key_path", "a NULL values or count pointer")
      }
      let part = keyPath.read(view.modelValue(property))
      for lane in 0..<width { values[lane] = part[lane] }
      count.pointee = UInt32(width)
      return ANIMHOST_OK
    }
  }

  /// The key path a plugin's string names, with its property and width; nil for a string that
  /// names no numeric layer property.
  static func resolve(_ text: UnsafePointer<CChar>?)
    -> (LayerKeyPath, AnimatableProperty, Int)?
  {
    guard let text else { return nil }
    let (name, _) = BoundedText.read(text, limit: 100)
    guard let keyPath = LayerKeyPath.parse(name), let property = keyPath.property,
      let width = keyPath.width
    else { return nil }
    return (keyPath, property, width)
  }
}
