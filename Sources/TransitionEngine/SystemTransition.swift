/// UIKit's built-in coverVertical transition, used when a delegate vends no animator.
package final class CoverVerticalAnimator: TransitionAnimator {
  package let name = "coverVertical"

  package init() {}

  package func transitionDuration(context: TransitionContext) -> Double { 0.5 }

  package func animateTransition(context: TransitionContext) {
    let engine = context.engine
    let container = context.containerView
    let offscreen = PropertyValue(0, container.bounds.height)
    let duration = transitionDuration(context: context)
    if context.isPresenting {
      let presented = context.presented
      let final = context.finalFrame(for: presented)
      container.add(presented.view)
      engine.set(.position, of: presented.view, to: Rect(final.vector + offscreen).center.vector)
      engine.set(.bounds, of: presented.view, to: Rect(origin: .zero, size: final.size).vector)
      engine.beginTransaction(AnimationParameters(duration: duration))
      engine.set(.position, of: presented.view, to: final.center.vector)
    } else {
      let view = context.presented.view
      engine.beginTransaction(AnimationParameters(duration: duration))
      engine.set(.position, of: view, to: Rect(view.frame.vector + offscreen).center.vector)
    }
    engine.commitTransaction { _ in context.completeTransition(true) }
  }

  package func animationEnded(completed: Bool) {}
}

extension Point {
  /// The point as the first two lanes of a vector.
  package var vector: PropertyValue { PropertyValue(x, y) }
}
