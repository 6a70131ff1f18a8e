/// Reads and writes one host view's properties through view_get and view_set.
struct PropertyAccess {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>
  /// Whether reads return what is shown now (CALayer.presentation()) rather than the model.
  var readsPresentation = false

  /// The values of a property; zeros when the host does not know it.
  func get(_ property: animhost_property, count: Int) -> [Double] {
    var values = [Double](repeating: 0, count: count)
    if readsPresentation, HostScope.hasABI14(host) {
      _ = host.pointee.layer_presentation_get(
        host, handle, property.rawValue, &values, UInt32(count))
    } else {
      _ = host.pointee.view_get(host, handle, property.rawValue, &values, UInt32(count))
    }
    return values
  }

  /// Writes a property; inside UIView.animate the change animates.
  func set(_ property: animhost_property, _ values: [Double]) {
    _ = host.pointee.view_set(host, handle, property.rawValue, values, UInt32(values.count))
  }

  func scalar(_ property: animhost_property) -> CGFloat { CGFloat(get(property, count: 1)[0]) }

  func point(_ property: animhost_property) -> CGPoint {
    let v = get(property, count: 2)
    return CGPoint(x: v[0], y: v[1])
  }

  func rect(_ property: animhost_property) -> CGRect {
    let v = get(property, count: 4)
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func color(_ property: animhost_property) -> CGColor { CGColor.from(get(property, count: 4)) }
}
