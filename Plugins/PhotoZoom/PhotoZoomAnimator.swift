import AnimatorKit

/// Zooms a copy of the thumbnail's picture between the thumbnail and the detail's picture.
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: PhotoZoomStyle
  /// Whether the detail arrives (present, push) rather than leaves (dismiss, pop).
  let zoomsIn: Bool

  init(style: PhotoZoomStyle, zoomsIn: Bool) {
    self.style = style
    self.zoomsIn = zoomsIn
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let detailKey: UITransitionContextViewControllerKey = zoomsIn ? .to : .from
    guard let detailVC = context.viewController(forKey: detailKey), let detail = detailVC.view
    else {
      context.completeTransition(false)
      return
    }
    if zoomsIn {
      detail.frame = context.finalFrame(for: detailVC)
      container.addSubview(detail)
    } else if let below = context.view(forKey: .to) {
      container.insertSubview(below, belowSubview: detail)
    }
    let thumbnail = context.namedView(style.thumbnail) as? UIImageView
    let photo = context.namedView(style.photo) as? UIImageView
    // Without both pictures (another scene) the detail simply fades.
    guard let thumbnail, let photo, let image = thumbnail.image ?? photo.image else {
      fade(detail, context)
      return
    }
    let small = thumbnail.convert(thumbnail.bounds, to: container)
    let large = photo.convert(photo.bounds, to: container)
    let zoom = UIImageView(image: image)
    zoom.contentMode = .scaleAspectFill
    zoom.clipsToBounds = true
    zoom.layer.cornerRadius = zoomsIn ? thumbnail.layer.cornerRadius : photo.layer.cornerRadius
    zoom.frame = zoomsIn ? small : large
    container.addSubview(zoom)
    thumbnail.alpha = 0
    photo.alpha = 0
    detail.alpha = zoomsIn ? 0 : 1
    UIView.animate(
      withDuration: style.duration, delay: 0, usingSpringWithDamping: zoomsIn ? 0.85 : 1,
      initialSpringVelocity: 0, options: [.curveEaseInOut],
      animations: {
        zoom.frame = self.zoomsIn ? large : small
        zoom.layer.cornerRadius =
          self.zoomsIn ? photo.layer.cornerRadius : thumbnail.layer.cornerRadius
        detail.alpha = self.zoomsIn ? 1 : 0
      },
      completion: { _ in
        zoom.removeFromSuperview()
        thumbnail.alpha = 1
        photo.alpha = 1
        detail.alpha = 1
        context.completeTransition(!context.transitionWasCancelled)
      })
  }

  private func fade(_ detail: UIView, _ context: any UIViewControllerContextTransitioning) {
    detail.alpha = zoomsIn ? 0 : 1
    UIView.animate(
      withDuration: style.duration, animations: { detail.alpha = self.zoomsIn ? 1 : 0 },
      completion: { _ in
        detail.alpha = 1
        context.completeTransition(!context.transitionWasCancelled)
      })
  }
}
