/// View controller containment, as UIKit's (ABI 1.6): children, addChild, removeFromParent and
/// the two callbacks, recorded by the host in the timeline.
extension UIViewController {
  /// The child view controllers: a navigation controller's stack (root first), a tab bar
  /// controller's tabs, or those added with addChild.
  public var children: [UIViewController] {
    HostScope.children(of: handle, host).map { UIViewController(handle: $0, host: host) }
  }

  /// Adds a child view controller, calling its willMove(toParent:) first; call its
  /// didMove(toParent:) once its view is in place.
  public func addChild(_ childController: UIViewController) {
    guard HostScope.hasABI16(host) else { return }
    childController.willMove(toParent: self)
    _ = host.pointee.view_controller_containment(
      host, childController.handle, ANIMHOST_CONTAINMENT_ADD_CHILD, handle)
  }

  /// Removes the view controller from its parent, then calls its didMove(toParent: nil); call
  /// willMove(toParent: nil) before.
  public func removeFromParent() {
    guard HostScope.hasABI16(host) else { return }
    let status = host.pointee.view_controller_containment(
      host, handle, ANIMHOST_CONTAINMENT_REMOVE, 0)
    if status == ANIMHOST_OK { didMove(toParent: nil) }
  }
}

extension HostScope {
  /// The handles of a view controller's children.
  static func children(of handle: animhost_handle, _ host: UnsafePointer<animhost_host_v1>)
    -> [animhost_handle]
  {
    guard hasABI16(host) else { return [] }
    let count = Int(host.pointee.view_controller_children(host, handle, nil, 0))
    guard count > 0 else { return [] }
    var handles = [animhost_handle](repeating: 0, count: count)
    let written = handles.withUnsafeMutableBufferPointer { buffer in
      Int(host.pointee.view_controller_children(host, handle, buffer.baseAddress, UInt32(count)))
    }
    return Array(handles.prefix(min(written, count)))
  }
}

extension UIView {
  /// How far the view reaches under the status bar, a navigation or tab bar and the home
  /// indicator (ABI 1.6; zero on an older host).
  public var safeAreaInsets: UIEdgeInsets {
    guard HostScope.hasABI16(host) else { return .zero }
    var insets = [Double](repeating: 0, count: 4)
    let status = insets.withUnsafeMutableBufferPointer { buffer in
      host.pointee.view_safe_area_insets(host, handle, buffer.baseAddress)
    }
    guard status == ANIMHOST_OK else { return .zero }
    return UIEdgeInsets(
      top: CGFloat(insets[0]), left: CGFloat(insets[1]), bottom: CGFloat(insets[2]),
      right: CGFloat(insets[3]))
  }
}
