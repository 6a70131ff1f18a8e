import CAnimatorABI
import PluginHost
import TransitionEngine

/// A plugin's UIPresentationController behind the engine's protocol; released when the engine
/// drops it.
final class PluginPresentationController: PresentationController {
  let info: LoadedAnimator
  let bridge: HostBridge
  let raw: UnsafeMutableRawPointer

  init(info: LoadedAnimator, bridge: HostBridge, raw: UnsafeMutableRawPointer) {
    self.info = info
    self.bridge = bridge
    self.raw = raw
  }

  deinit {
    let (table, raw, release) = (
      bridge.table, raw, info.descriptor.pointee.release_presentation_controller
    )
    bridge.calling(.releasePresentationController) { release?(table, raw) }
  }

  func frameOfPresentedViewInContainerView() -> Rect? {
    guard let ask = info.descriptor.pointee.presentation_controller_frame else { return nil }
    var rect = animhost_rect()
    let answered = bridge.calling(.presentedFrame) { ask(bridge.table, raw, &rect) }
    guard answered != 0 else { return nil }
    let frame = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
      bridge.engine?.diagnose(
        .warning, "bad-presented-frame",
        "animator '\(bridge.animatorID)': frameOfPresentedViewInContainerView returned "
          + "\(frame.vector.first4), which is not a frame; the style's frame is used")
      return nil
    }
    return frame
  }

  var shouldRemovePresentersView: Bool {
    guard let ask = info.descriptor.pointee.presentation_controller_removes_presenter else {
      return false
    }
    return bridge.calling(.removesPresenter) { ask(bridge.table, raw) } != 0
  }

  func handle(_ event: PresentationControllerEvent) {
    guard let tell = info.descriptor.pointee.presentation_controller_event else { return }
    let (code, completed): (Int32, Bool) =
      switch event {
      case .presentationTransitionWillBegin: (ANIMHOST_PC_PRESENTATION_WILL_BEGIN, false)
      case let .presentationTransitionDidEnd(done): (ANIMHOST_PC_PRESENTATION_DID_END, done)
      case .dismissalTransitionWillBegin: (ANIMHOST_PC_DISMISSAL_WILL_BEGIN, false)
      case let .dismissalTransitionDidEnd(done): (ANIMHOST_PC_DISMISSAL_DID_END, done)
      case .containerViewWillLayoutSubviews: (ANIMHOST_PC_WILL_LAYOUT, false)
      case .containerViewDidLayoutSubviews: (ANIMHOST_PC_DID_LAYOUT, false)
      }
    bridge.calling(.presentationControllerEvent) {
      tell(bridge.table, raw, code, completed ? 1 : 0)
    }
  }
}
