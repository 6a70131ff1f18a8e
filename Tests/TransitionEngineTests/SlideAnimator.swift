import TransitionEngine

/// A test animator that slides the presented view 100 points right over 1 s, linearly.
///
/// With `interruptible` it animates on a property animator it vends (UIKit's
/// interruptibleAnimator(using:) pattern), else in a UIView.animate block. Its completion calls
/// completeTransition(!transitionWasCancelled).
final class SlideAnimator: TransitionAnimator {
  let name = "slide"
  let interruptible: Bool
  let duration: Double
  private(set) var propertyAnimator: PropertyAnimatorNode?
  /// The positions the property animator ended at.
  private(set) var positions: [AnimatingPosition] = []
  /// How often animationEnded was called, and with what.
  private(set) var ended: [Bool] = []

  init(interruptible: Bool, duration: Double = 1) {
    self.interruptible = interruptible
    self.duration = duration
  }

  func transitionDuration(context: TransitionContext) -> Double { duration }

  func interruptibleAnimator(context: TransitionContext) -> PropertyAnimatorNode? {
    guard interruptible else { return nil }
    if let propertyAnimator { return propertyAnimator }
    let engine = context.engine
    let view = context.presented.view
    if context.isPresenting { context.containerView.add(view) }
    let target = view.modelValue(.position) + PropertyValue(100, 0)
    let animator = engine.makePropertyAnimator(duration: duration, timing: .cubic(.linear))
    engine.addAnimations(to: animator, delayFactor: 0) {
      engine.set(.position, of: view, to: target)
    }
    animator.onFinish = { [unowned self] position in
      positions.append(position)
      context.completeTransition(!context.transitionWasCancelled)
    }
    propertyAnimator = animator
    return animator
  }

  func animateTransition(context: TransitionContext) {
    let engine = context.engine
    if let animator = interruptibleAnimator(context: context) {
      engine.startAnimation(animator, afterDelay: 0)
      return
    }
    let view = context.presented.view
    if context.isPresenting { context.containerView.add(view) }
    engine.beginTransaction(AnimationParameters(duration: duration, curve: .linear))
    engine.set(.position, of: view, to: view.modelValue(.position) + PropertyValue(100, 0))
    engine.commitTransaction { _ in context.completeTransition(!context.transitionWasCancelled) }
  }

  func animationEnded(completed: Bool) { ended.append(completed) }
}

/// A bare transition context for tests that drive it by hand: A presents B (a 100-point view
/// at the origin) in a container, custom style.
enum ContextFixture {
  static func make(_ engine: Engine, duration: Double = 1) -> TransitionContext {
    let presenter = ViewControllerNode(
      id: engine.makeID(), name: "A",
      view: engine.makeView(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let presented = ViewControllerNode(id: engine.makeID(), name: "B", view: view)
    let container = engine.makeView(frame: engine.screen, kind: .container)
    engine.window.add(container)
    let context = TransitionContext(
      id: engine.makeID(), engine: engine, isPresenting: true, presenter: presenter,
      presented: presented, containerView: container,
      layout: PresentationLayout(style: .custom, screen: .phone), sourceFrame: nil)
    context.animatorName = "slide"
    context.duration = duration
    return context
  }
}
