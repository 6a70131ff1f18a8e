/// What a transition coordinator tells its alongside animations and completions, as UIKit's
/// UIViewControllerTransitionCoordinatorContext.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of the transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether an interaction drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition is, 0...1.
  var percentComplete: CGFloat { get }
  /// The container view of the transition.
  var containerView: UIView { get }
  /// A view controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition, as UIKit's UIViewControllerTransitionCoordinator.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs an animation block with the transition, and a completion when it ends; false when
  /// the transition is already over.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs a handler each time the transition stops (or starts again) being interactive, until
  /// it completes (ABI 1.6).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of the host's transition a view controller takes part in.
final class HostTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let viewController: animhost_handle
  let context: HostTransitionContext
  let host: UnsafePointer<animhost_host_v1>

  init(
    viewController: animhost_handle, context: animhost_handle, host: UnsafePointer<animhost_host_v1>
  ) {
    self.viewController = viewController
    self.context = HostTransitionContext(handle: context, host: host)
    self.host = host
  }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  var isInteractive: Bool { context.isInteractive }
  var isCancelled: Bool { context.transitionWasCancelled }
  var transitionDuration: TimeInterval { host.pointee.context_duration(host, context.handle) }
  var percentComplete: CGFloat {
    CGFloat(host.pointee.context_percent_complete(host, context.handle))
  }
  var containerView: UIView { context.containerView }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    let body = animation.map { animation in HostCallbacks.laterBody { animation(self) } }
    let done = completion.map { completion in HostCallbacks.completion { _ in completion(self) } }
    let status = host.pointee.coordinator_animate_alongside(
      host, viewController, body?.0, body?.1, done?.0, done?.1)
    guard status == ANIMHOST_OK else {
      if let box = body?.1 { HostCallbacks.discardBody(box) }
      if let box = done?.1 { HostCallbacks.discard(box) }
      return false
    }
    return true
  }
}

extension HostTransitionCoordinator {
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard HostScope.hasABI16(host) else { return }
    let box = InteractionChangeBox { [host] context in
      handler(
        HostTransitionCoordinator(viewController: self.viewController, context: context, host: host)
      )
    }
    let raw = Unmanaged.passUnretained(box).toOpaque()
    let status = host.pointee.coordinator_notify_interaction_changes(
      host, viewController, interactionChangeTrampoline, raw)
    if status == ANIMHOST_OK { InteractionChangeBox.kept.append(box) }
  }
}

/// A notifyWhenInteractionChanges handler, kept until the delegate of the run is destroyed
/// (the host may call it several times and never frees user_data).
final class InteractionChangeBox {
  let handler: (animhost_handle) -> Void
  init(_ handler: @escaping (animhost_handle) -> Void) { self.handler = handler }
  /// The handlers the host holds.
  nonisolated(unsafe) static var kept: [InteractionChangeBox] = []
}

/// The C handler callback: runs the boxed handler with the host current.
private let interactionChangeTrampoline: animhost_context_fn = { host, userData, context in
  guard let host, let userData else { return }
  let box = Unmanaged<InteractionChangeBox>.fromOpaque(userData).takeUnretainedValue()
  HostScope.with(host) { box.handler(context) }
}

extension UIViewController {
  /// The coordinator of the transition this view controller takes part in now, or nil.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    guard HostScope.hasABI15(host) else { return nil }
    let context = host.pointee.view_controller_transition_context(host, handle)
    guard context != 0 else { return nil }
    return HostTransitionCoordinator(viewController: handle, context: context, host: host)
  }
}
