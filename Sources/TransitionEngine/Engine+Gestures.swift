extension Engine {
  /// Makes a gesture recognizer, not attached to any view.
  package func makeGestureRecognizer(kind: GestureKind, edges: UInt32) -> GestureRecognizerNode {
    let recognizer = GestureRecognizerNode(id: makeID(), kind: kind, edges: edges)
    gestureRecognizers[recognizer.id] = recognizer
    return recognizer
  }

  /// The gesture recognizer with this id.
  package func gestureRecognizer(id: Int) -> GestureRecognizerNode? { gestureRecognizers[id] }

  /// The recognizers attached to a view (gestureRecognizers), in the order they were made.
  package func gestureRecognizers(on view: ViewNode) -> [GestureRecognizerNode] {
    gestureRecognizers.values.filter { $0.view === view }.sorted { $0.id < $1.id }
  }

  /// addGestureRecognizer (a view) or removeGestureRecognizer (nil); a recognizer taken off its
  /// view in the middle of a gesture is cancelled.
  package func attach(_ recognizer: GestureRecognizerNode, to view: ViewNode?) {
    if recognizer.view !== view { cancelGesture(recognizer) }
    recognizer.view = view
  }

  /// setTranslation(_:in: nil): the translation is now this vector, measured from where the
  /// finger is.
  package func setTranslation(_ recognizer: GestureRecognizerNode, _ translation: Point) {
    recognizer.translationBase = translation
    recognizer.translationOrigin = recognizer.location
  }

  /// isEnabled; disabling a recognizer in the middle of a gesture cancels it.
  package func setEnabled(_ recognizer: GestureRecognizerNode, _ enabled: Bool) {
    recognizer.isEnabled = enabled
    if !enabled { cancelGesture(recognizer) }
  }

  /// dismiss(animated:completion:) from a gesture handler, or a pop or a switch back to an
  /// earlier tab: the runner starts the dismissal of the presented view controller (the pop,
  /// the switch) when the handler returns; `target` is where a pop goes (popToRoot), nil for
  /// the view controller below.
  package func requestDismiss(
    _ viewController: ViewControllerNode, to target: ViewControllerNode? = nil
  ) {
    dismissRequests.append(BackRequest(viewController: viewController, target: target))
  }

  /// The oldest dismissal a handler asked for, taken off the list.
  package func takeDismissRequest() -> BackRequest? {
    dismissRequests.isEmpty ? nil : dismissRequests.removeFirst()
  }

  /// A finger goes down for a scripted gesture: the recognizers it reaches are asked in turn,
  /// and the first that may begin takes the touch.
  ///
  /// A recognizer is reached when it is enabled, matches the gesture (`accepts`) and is
  /// attached to a visible view in the window whose frame contains the point; deeper views are
  /// asked first. One whose shouldBegin says no fails. A tap ends at once; the others begin.
  /// - Returns: the recognizer that took the touch, or nil.
  package func touchDown(
    _ gesture: DragScript.Gesture, at point: Point, velocity: Point = .zero
  ) -> GestureRecognizerNode? {
    let reached = gestureRecognizers.values.compactMap {
      recognizer -> (GestureRecognizerNode, Int)? in
      guard recognizer.isEnabled, recognizer.accepts(gesture), let view = recognizer.view,
        !view.isHidden
      else { return nil }
      let (level, top) = view.placement
      let frame = view.convert(view.bounds, to: nil)
      guard top === window, point.x >= frame.x, point.x <= frame.x + frame.width,
        point.y >= frame.y, point.y <= frame.y + frame.height
      else { return nil }
      return (recognizer, level)
    }.sorted { ($1.1, $0.0.id) < ($0.1, $1.0.id) }
    for (recognizer, _) in reached {
      // The delegate is asked with the touch in place and moving, as UIKit asks a pan once it
      // has moved: velocity(in:) already tells the direction of the drag.
      recognizer.state = .possible
      recognizer.touches = gesture == .pinch ? 2 : 1
      recognizer.location = point
      recognizer.velocity = velocity
      recognizer.scale = 1
      recognizer.scaleVelocity = 0
      setTranslation(recognizer, .zero)
      guard recognizer.callback?(.shouldBegin) ?? true else {
        recognizer.state = .failed
        recognizer.touches = 0
        continue
      }
      if recognizer.kind == .tap {
        deliver(recognizer, .ended, "gestureEnded")
      } else {
        deliver(recognizer, .began, "gestureBegan")
      }
      return recognizer
    }
    return nil
  }

  /// The finger moves: the recognizer's location, velocity and scale change and it reports
  /// `.changed`; nothing happens once it ended or was cancelled.
  package func touchMove(
    _ recognizer: GestureRecognizerNode, to point: Point, velocity: Point, scale: Double,
    scaleVelocity: Double
  ) {
    guard recognizer.state == .began || recognizer.state == .changed else { return }
    recognizer.location = point
    recognizer.velocity = velocity
    recognizer.scale = scale
    recognizer.scaleVelocity = scaleVelocity
    deliver(recognizer, .changed, nil)
  }

  /// The finger lifts (`.ended`) or the system cancels the touch (`.cancelled`).
  package func touchUp(_ recognizer: GestureRecognizerNode, released: Bool) {
    guard recognizer.state == .began || recognizer.state == .changed else { return }
    deliver(
      recognizer, released ? .ended : .cancelled, released ? "gestureEnded" : "gestureCancelled")
  }

  /// Cancels a recognizer in the middle of a gesture.
  private func cancelGesture(_ recognizer: GestureRecognizerNode) {
    guard recognizer.state == .began || recognizer.state == .changed else { return }
    deliver(recognizer, .cancelled, "gestureCancelled")
  }

  /// Moves a recognizer to a state, records the event, calls its action; a recognizer that
  /// ended or was cancelled is ready again (possible) once its action returns.
  private func deliver(_ recognizer: GestureRecognizerNode, _ state: GestureState, _ event: String?)
  {
    recognizer.state = state
    if let event { record(event, recognizer.kind.name) }
    _ = recognizer.callback?(.action)
    if state == .ended || state == .cancelled {
      recognizer.touches = 0
      if recognizer.state == state { recognizer.state = .possible }
    }
  }
}

/// A gesture handler's request to go back: dismiss, pop (to a target) or switch back a tab.
package struct BackRequest {
  /// The view controller that asked (or is dismissed).
  package let viewController: ViewControllerNode
  /// Where a pop goes, or nil for the view controller below the top one.
  package let target: ViewControllerNode?
}
