/// UIModalTransitionStyle: the system transition a presentation runs when the delegate vends
/// no animator.
package enum ModalTransitionStyle: Int, CaseIterable, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3

  /// The scene-file and JSON name.
  package var name: String {
    switch self {
    case .coverVertical: "coverVertical"
    case .flipHorizontal: "flipHorizontal"
    case .crossDissolve: "crossDissolve"
    case .partialCurl: "partialCurl"
    }
  }

  /// The style with this name, or nil.
  package init?(name: String) {
    guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = style
  }

  /// The system animator for the style.
  package func makeAnimator() -> any TransitionAnimator {
    switch self {
    case .coverVertical: CoverVerticalAnimator()
    case .crossDissolve: CrossDissolveSystemAnimator()
    case .flipHorizontal, .partialCurl: TurnoverSystemAnimator(style: self)
    }
  }
}

/// UIKit's crossDissolve: the presented view fades in over the presenter (and out again),
/// 0.4 s ease-in-out (**chosen**: Apple publishes no duration).
package final class CrossDissolveSystemAnimator: TransitionAnimator {
  package let name = "crossDissolve"

  package func transitionDuration(context: TransitionContext) -> Double { 0.4 }

  package func animateTransition(context: TransitionContext) {
    let engine = context.engine
    let view = context.presented.view
    if context.isPresenting {
      let final = context.finalFrame(for: context.presented)
      engine.set(.position, of: view, to: final.center.vector)
      engine.set(.bounds, of: view, to: Rect(origin: .zero, size: final.size).vector)
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
      context.containerView.add(view)
    }
    engine.beginTransaction(AnimationParameters(duration: 0.4))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: context.isPresenting ? 1 : 0))
    engine.commitTransaction { _ in
      if !context.isPresenting { engine.set(.alpha, of: view, to: PropertyValue(scalar: 1)) }
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  package func animationEnded(completed: Bool) {}
}

/// UIKit's flipHorizontal and partialCurl: the screen turns over from the presenter to the
/// presented view, and back.
///
/// A flip from the right around the vertical axis (from the left dismissing), or a page
/// curling up (down dismissing), 0.6 s (**chosen**), through UIView.transition on the
/// container. The curl runs whole, not stopping part of the way as UIKit's partial curl does
/// (**chosen**: the engine's curl has no resting angle). Black shows behind the turning screen.
package final class TurnoverSystemAnimator: TransitionAnimator {
  let style: ModalTransitionStyle
  package var name: String { style.name }

  init(style: ModalTransitionStyle) {
    self.style = style
  }

  package func transitionDuration(context: TransitionContext) -> Double { 0.6 }

  package func animateTransition(context: TransitionContext) {
    let engine = context.engine
    let container = context.containerView
    let presented = context.presented
    let presenting = context.isPresenting
    let flip = style == .flipHorizontal
    let option: UInt = flip ? (presenting ? 2 : 1) : (presenting ? 3 : 4)
    // The presenter's look, in the container so that the turnover takes it along.
    let cover = engine.snapshot(of: context.presenter.view, afterScreenUpdates: false)
    cover.setModelValue(.position, container.bounds.center.vector)
    cover.setModelValue(.bounds, container.bounds.vector)
    if presenting { container.add(cover) }
    // Black behind the turning screen, as the window shows on iOS.
    let backdrop = engine.makeView(frame: engine.screen, name: "turnoverBackdrop")
    backdrop.setModelValue(.backgroundColor, Color.black.vector)
    if let window = container.superview {
      window.insert(backdrop, at: window.subviews.firstIndex { $0 === container } ?? 0)
    }
    let swap = {
      if presenting {
        cover.removeFromSuperview()
        let final = context.finalFrame(for: presented)
        presented.view.setModelValue(.position, final.center.vector)
        presented.view.setModelValue(.bounds, Rect(origin: .zero, size: final.size).vector)
        container.add(presented.view)
      } else {
        presented.view.removeFromSuperview()
        container.add(cover)
      }
    }
    let done: (Bool) -> Void = { _ in
      cover.removeFromSuperview()
      backdrop.removeFromSuperview()
      context.completeTransition(!context.transitionWasCancelled)
    }
    let ran = engine.transition(
      with: container, duration: 0.6, options: option << 20, body: swap, completion: done)
    if !ran {
      swap()
      done(true)
    }
  }

  package func animationEnded(completed: Bool) {}
}
