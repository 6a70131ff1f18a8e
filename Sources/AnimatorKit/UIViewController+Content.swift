/// A view controller is a content container, as in UIKit (its members are in the class, so
/// that subclasses can override them).
extension UIViewController: UIContentContainer {}

/// Values the plugin sets on view controllers, kept across the proxies AnimatorKit makes for
/// the same host view controller.
enum ViewControllerStore {
  /// A host view controller: its host table and handle.
  struct Key: Hashable {
    let host: UnsafePointer<animhost_host_v1>
    let handle: animhost_handle
    init(_ viewController: UIViewController) {
      host = viewController.host
      handle = viewController.handle
    }
  }

  /// preferredContentSize by view controller.
  nonisolated(unsafe) static var preferredSizes: [Key: CGSize] = [:]

  /// Forgets everything, when the run's delegate is destroyed.
  static func clear() { preferredSizes.removeAll() }
}
