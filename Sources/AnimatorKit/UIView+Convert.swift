extension UIView {
  /// A point in this view's bounds converted to another view's (nil: the window's), through
  /// every transform between them.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let out = UIView.convert(
      [Double(point.x), Double(point.y)], from: handle, to: view?.handle, host)
    return out.map { CGPoint(x: $0[0], y: $0[1]) } ?? point
  }

  /// A point in another view's bounds (nil: the window's) converted to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return UIView.fromWindow(point, into: self) }
    return view.convert(point, to: self)
  }

  /// A rect in this view's bounds converted to another view's (nil: the window's): the
  /// smallest rect around its converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let out = UIView.convert(rect.values, from: handle, to: view?.handle, host)
    return out.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? rect
  }

  /// A rect in another view's bounds (nil: the window's) converted to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else {
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { UIView.fromWindow($0, into: self) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
    return view.convert(rect, to: self)
  }

  /// A window point in a view's bounds space: the window's root view converts it.
  private static func fromWindow(_ point: CGPoint, into view: UIView) -> CGPoint {
    var root: UIView = view
    while let parent = root.superview { root = parent }
    return root.convert(point, to: view)
  }

  /// Calls view_convert; nil on an older host or when the host cannot map the values.
  static func convert(
    _ values: [Double], from view: animhost_handle, to target: animhost_handle?,
    _ host: UnsafePointer<animhost_host_v1>
  ) -> [Double]? {
    guard HostScope.hasABI14(host) else { return nil }
    var out = [Double](repeating: 0, count: values.count)
    let status = host.pointee.view_convert(
      host, view, target ?? 0, values, UInt32(values.count), &out)
    return status == ANIMHOST_OK ? out : nil
  }
}
