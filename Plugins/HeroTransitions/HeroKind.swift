import AnimatorKit

/// One of Hero's default animation types (`HeroDefaultAnimationType`), or Presentr's
/// cover-from-corner and its way back; the raw value is the animator id.
enum HeroKind: String {
  case push, pull, cover, uncover, slide
  case zoomSlide = "zoom-slide"
  case pageIn = "page-in"
  case pageOut = "page-out"
  case fade, zoom
  case zoomOut = "zoom-out"
  case coverFromCorner = "cover-from-corner"
  /// Presentr's dismissal of cover-from-corner: back out to the corner. Only a way back, not
  /// an animator of its own (Hero's `uncover` already is one).
  case uncoverToCorner = "uncover-to-corner"

  /// The kinds vended as animators, in the catalogue's order.
  static let animators: [HeroKind] = [
    .push, .pull, .cover, .uncover, .slide, .zoomSlide, .pageIn, .pageOut, .fade, .zoom, .zoomOut,
    .coverFromCorner,
  ]

  /// The kind that undoes this one, as Hero's `reversed()` (the direction reverses too).
  var reversed: HeroKind {
    switch self {
    case .push: .pull
    case .pull: .push
    case .cover: .uncover
    case .uncover: .cover
    case .pageIn: .pageOut
    case .pageOut: .pageIn
    case .zoom: .zoomOut
    case .zoomOut: .zoom
    case .coverFromCorner: .uncoverToCorner
    case .uncoverToCorner: .coverFromCorner
    case .slide, .zoomSlide, .fade: self
    }
  }

  /// The words its `direction` parameter takes, or none for the kinds that have no direction
  /// (Hero's fade, zoom and zoomOut take none).
  var directions: [(name: String, direction: HeroDirection)] {
    switch self {
    case .fade, .zoom, .zoomOut: []
    case .coverFromCorner, .uncoverToCorner: HeroDirection.corners
    default: HeroDirection.sides
    }
  }

  /// The default direction's word: Hero's default for pushes and tabs (`left`, the leading
  /// edge's way in a left-to-right language); Presentr has no default corner.
  var defaultDirection: String {
    directions.isEmpty ? "" : self == .coverFromCorner ? "bottom-right" : "left"
  }

  /// The default duration in seconds: Hero's 0.35 s; for fade Hero's duration for a screen
  /// that does not move (0.208 s, rounded); Presentr's 0.4 s.
  var defaultDuration: Double {
    switch self {
    case .fade: 0.21
    case .coverFromCorner, .uncoverToCorner: 0.4
    default: 0.35
    }
  }
}
