/// What UIKit's presentation controller for a style decides on a screen of a given size.
///
/// The numbers are the engine's choices where UIKit does not publish them; docs/transition-model.md
/// lists each with its source.
package struct PresentationLayout: Equatable, Sendable {
  /// UIUserInterfaceSizeClass, as the engine derives it from a window size.
  package enum SizeClass: String, Sendable {
    case compact, regular
  }

  /// How the style behaves after adapting to the size class.
  package enum Appearance: String, Sendable {
    /// Covers the screen; the presenter's view is removed (fullScreen, or a sheet in compact
    /// height).
    case fullScreen
    /// Covers the screen; the presenter's view stays (overFullScreen, custom).
    case overFullScreen
    /// The iOS 13+ card: full width, below the status bar, presenter visible at the top.
    case card
    /// A centred sheet of UIKit's default form-sheet content size.
    case formSheet
    /// A page-width sheet below the status bar.
    case pageSheet
  }

  /// The requested style.
  package let style: PresentationStyle
  /// The screen in points.
  package let screen: Rect
  /// The horizontal size class.
  package let horizontalSizeClass: SizeClass
  /// The vertical size class.
  package let verticalSizeClass: SizeClass
  /// How the style behaves on this screen.
  package let appearance: Appearance
  /// frameOfPresentedViewInContainerView: where the presented view sits when presented (a
  /// custom presentation controller's answer for `.custom`).
  package internal(set) var presentedFrame: Rect
  /// A custom presentation controller's shouldRemovePresentersView, or nil for the style's.
  package internal(set) var removesPresentersViewOverride: Bool?

  /// Widths from this many points up are regular width (iPad full screen is 744 or more; iPhones
  /// in portrait are 440 or less).
  package static let regularWidthMinimum = 600.0
  /// Heights from this many points up are regular height (iPhones in landscape are 440 or less).
  package static let regularHeightMinimum = 500.0
  /// The gap between the status bar and the top of a sheet.
  package static let sheetTopGap = 10.0
  /// UIKit's default preferredContentSize for a form sheet on iPad.
  package static let formSheetSize = Size(width: 540, height: 620)
  /// The width of a page sheet in a regular-width window.
  package static let pageSheetWidth = 704.0

  /// Lays out a style on a screen of this size.
  package init(style: PresentationStyle, screen size: Size) {
    self.style = style
    screen = Rect(origin: .zero, size: size)
    horizontalSizeClass = size.width >= Self.regularWidthMinimum ? .regular : .compact
    verticalSizeClass = size.height >= Self.regularHeightMinimum ? .regular : .compact
    appearance =
      switch style {
      case .fullScreen, .currentContext: .fullScreen
      case .custom, .overFullScreen, .overCurrentContext: .overFullScreen
      case .formSheet, .pageSheet:
        if verticalSizeClass == .compact {
          .fullScreen
        } else if horizontalSizeClass == .compact {
          .card
        } else {
          style == .formSheet ? .formSheet : .pageSheet
        }
      }
    let top = Self.safeAreaTop(for: size) + Self.sheetTopGap
    presentedFrame =
      switch appearance {
      case .fullScreen, .overFullScreen: screen
      case .card: Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
      case .formSheet:
        Self.centred(
          Size(
            width: min(Self.formSheetSize.width, size.width),
            height: min(Self.formSheetSize.height, size.height)),
          in: size)
      case .pageSheet:
        Rect(
          x: (size.width - min(Self.pageSheetWidth, size.width)) / 2, y: top,
          width: min(Self.pageSheetWidth, size.width), height: max(0, size.height - top))
      }
  }

  /// The bottom safe-area inset of a full-screen view: the home indicator's 34 points on
  /// screens without a home button (those whose status bar is taller than 20 points).
  package static func safeAreaBottom(for size: Size) -> Double {
    safeAreaTop(for: size) > 20 ? 34 : 0
  }

  /// A navigation bar's height below the status bar.
  package static let navigationBarHeight = 44.0
  /// A tab bar's height above the home indicator.
  package static let tabBarHeight = 49.0

  /// The status bar height (safe-area top inset) the engine assumes for a screen size.
  ///
  /// Compact-height windows (iPhone landscape) have none; compact-width windows 812 points or
  /// taller are notched iPhones (47, as on the iPhone 12 to 14); shorter ones have the classic
  /// 20; regular-width windows are iPads with rounded corners (24).
  package static func safeAreaTop(for size: Size) -> Double {
    if size.height < regularHeightMinimum { return 0 }
    if size.width >= regularWidthMinimum { return 24 }
    return size.height >= 812 ? 47 : 20
  }

  private static func centred(_ box: Size, in size: Size) -> Rect {
    Rect(
      x: (size.width - box.width) / 2, y: (size.height - box.height) / 2, width: box.width,
      height: box.height)
  }

  /// shouldRemovePresentersView: whether the presenter's view leaves the window once presented.
  package var removesPresentersView: Bool {
    removesPresentersViewOverride ?? (appearance == .fullScreen)
  }

  /// Whether view(forKey:) returns the presenter's view: only when the presentation moves it.
  package var presenterViewTakesPart: Bool { appearance == .fullScreen }

  /// Whether UIKit sends the presenter appearance callbacks (only when its view is removed).
  package var presenterGetsAppearanceCallbacks: Bool { removesPresentersView }
}
