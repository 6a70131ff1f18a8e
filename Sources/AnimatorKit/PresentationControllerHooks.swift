/// The descriptor's presentation-controller hooks (ABI 1.5): the plugin's
/// UIPresentationController behind C functions.
enum PresentationControllerHooks {
  /// Keeps a presentation controller alive while the host holds it.
  final class Box {
    let controller: UIPresentationController
    init(_ controller: UIPresentationController) { self.controller = controller }
  }

  static func controller(_ raw: UnsafeMutableRawPointer) -> UIPresentationController {
    Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().controller
  }

  static let vend:
    @convention(c) (
      UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle,
      animhost_handle, animhost_handle
    ) -> UnsafeMutableRawPointer? = { host, raw, presented, presenting, source in
      guard let host, let raw else { return nil }
      let delegate = Unmanaged<DelegateBox>.fromOpaque(raw).takeUnretainedValue().delegate
      return HostScope.with(host) {
        delegate.presentationController(
          forPresented: UIViewController(handle: presented, host: host),
          presenting: UIViewController(handle: presenting, host: host),
          source: UIViewController(handle: source, host: host)
        ).map { Unmanaged.passRetained(Box($0)).toOpaque() }
      }
    }

  static let release:
    @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?) -> Void = {
      _, raw in
      guard let raw else { return }
      Unmanaged<Box>.fromOpaque(raw).release()
    }

  static let frame:
    @convention(c) (
      UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?,
      UnsafeMutablePointer<animhost_rect>?
    ) -> Int32 = { host, raw, out in
      guard let host, let raw, let out else { return 0 }
      return HostScope.with(host) {
        out.pointee = animhost_rect(controller(raw).frameOfPresentedViewInContainerView)
        return 1
      }
    }

  static let removesPresenter:
    @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?) -> Int32 = {
      host, raw in
      guard let host, let raw else { return 0 }
      return HostScope.with(host) { controller(raw).shouldRemovePresentersView ? 1 : 0 }
    }

  static let event:
    @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, Int32, Int32) ->
      Void = { host, raw, event, completed in
        guard let host, let raw else { return }
        let c = controller(raw)
        HostScope.with(host) {
          switch event {
          case ANIMHOST_PC_PRESENTATION_WILL_BEGIN: c.presentationTransitionWillBegin()
          case ANIMHOST_PC_PRESENTATION_DID_END: c.presentationTransitionDidEnd(completed != 0)
          case ANIMHOST_PC_DISMISSAL_WILL_BEGIN: c.dismissalTransitionWillBegin()
          case ANIMHOST_PC_DISMISSAL_DID_END: c.dismissalTransitionDidEnd(completed != 0)
          case ANIMHOST_PC_WILL_LAYOUT: c.containerViewWillLayoutSubviews()
          case ANIMHOST_PC_DID_LAYOUT: c.containerViewDidLayoutSubviews()
          default: break
          }
        }
      }
}
