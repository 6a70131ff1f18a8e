/// Finds what an animator left in the container view after its transition finished.
enum LeftBehindCheck {
  /// Records a `left-behind` warning when the container holds views or layers the animator added:
  /// after a completed presentation anything but the presented view (and, with a custom
  /// presentation controller, what was there before the animator ran: its chrome), after a
  /// cancel anything that was not there before.
  ///
  /// A completed dismissal discards the container.
  static func run(_ context: TransitionContext, containerBefore: [Int]) {
    guard let completed = context.completion else { return }
    let container = context.containerView
    let left: [ViewNode]
    switch (context.isPresenting, completed) {
    case (true, true):
      left = container.subviews.filter {
        $0 !== context.presented.view
          && !(context.hasPresentationController && containerBefore.contains($0.id))
      }
    case (_, false):
      left = container.subviews.filter { !containerBefore.contains($0.id) }
    case (false, true):
      return
    }
    guard !left.isEmpty else { return }
    let names = left.map { view in view.name.map { "'\($0)'" } ?? describe(view) }
    let when =
      completed
      ? "presentation" : "cancelled \(context.isPresenting ? "presentation" : "dismissal")"
    context.engine.diagnose(
      .warning, "left-behind",
      "animator '\(context.animatorName)' left \(left.count) view(s) in the container "
        + "after the \(when): "
        + names.joined(separator: ", ") + "; remove what it added in its completion")
  }

  /// A short description of an unnamed view: its kind and id.
  private static func describe(_ view: ViewNode) -> String {
    let kind = view.emitter != nil ? "emitter" : view.shape != nil ? "shape" : "view"
    return "\(kind) #\(view.id)"
  }
}
