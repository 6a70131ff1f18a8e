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
    engine.commitTransaction { _ in context.completeTransition(!context.transitionWasCancelled) }
  }

  package func animationEnded(completed: Bool) {}
}

extension Point {
  /// The point as the first two lanes of a vector.
  package var vector: PropertyValue { PropertyValue(x, y) }
}

/// UINavigationController's built-in push and pop, for a navigation delegate vending nothing.
///
/// Pushing, the new screen slides in from the trailing edge over the old one, which moves a
/// third of the way out under a darkening overlay; popping is the reverse. 0.35 s ease-in-out
/// and a 10% black overlay (**chosen**: Apple publishes neither).
package final class NavigationSlideAnimator: TransitionAnimator {
  package let name = "navigationSlide"

  package init() {}

  package func transitionDuration(context: TransitionContext) -> Double { 0.35 }

  package func animateTransition(context: TransitionContext) {
    let engine = context.engine
    let container = context.containerView
    let from = context.viewController(forKey: .from).view
    let to = context.viewController(forKey: .to).view
    let bounds = container.bounds
    let width = bounds.width
    let pushing = context.isPresenting
    let middle = bounds.center
    func at(_ dx: Double) -> PropertyValue { PropertyValue(middle.x + dx, middle.y) }
    to.setModelValue(.bounds, Rect(origin: .zero, size: bounds.size).vector)
    let shade = engine.makeView(frame: bounds, name: "navigationShade")
    shade.setModelValue(.backgroundColor, Color(red: 0, green: 0, blue: 0, alpha: 1).vector)
    if pushing {
      to.setModelValue(.position, at(width))
      container.add(shade)
      container.add(to)
      shade.setModelValue(.alpha, .zero)
    } else {
      to.setModelValue(.position, at(-width / 3))
      let index = container.subviews.firstIndex { $0 === from } ?? 0
      container.insert(to, at: index)
      container.insert(shade, at: index + 1)
      shade.setModelValue(.alpha, PropertyValue(scalar: 0.1))
    }
    engine.beginTransaction(AnimationParameters(duration: transitionDuration(context: context)))
    engine.set(.position, of: to, to: at(0))
    engine.set(.position, of: from, to: pushing ? at(-width / 3) : at(width))
    engine.set(.alpha, of: shade, to: PropertyValue(scalar: pushing ? 0.1 : 0))
    engine.commitTransaction { _ in
      shade.removeFromSuperview()
      // The stage restores the old screen's place on a cancel; a completed one leaves it.
      if !context.transitionWasCancelled { from.setModelValue(.position, at(0)) }
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  package func animationEnded(completed: Bool) {}
}

/// UITabBarController's own tab switch, for a delegate vending no animator: the new tab's
/// view replaces the old one at once.
package final class TabSwitchAnimator: TransitionAnimator {
  package let name = "tabSwitch"

  package init() {}

  package func transitionDuration(context: TransitionContext) -> Double { 0 }

  package func animateTransition(context: TransitionContext) {
    let to = context.viewController(forKey: .to)
    to.view.setModelValue(
      .bounds, Rect(origin: .zero, size: context.containerView.bounds.size).vector)
    to.view.setModelValue(.position, context.containerView.bounds.center.vector)
    context.containerView.add(to.view)
    context.completeTransition(true)
  }

  package func animationEnded(completed: Bool) {}
}
