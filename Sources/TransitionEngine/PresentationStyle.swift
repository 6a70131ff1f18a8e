/// UIModalPresentationStyle: how a presented view controller is laid out and what stays behind.
package enum PresentationStyle: Int, CaseIterable, Sendable {
  case fullScreen = 0
  case custom = 1
  case overFullScreen = 2
  case formSheet = 3
  case pageSheet = 4

  /// The CLI and JSON name.
  package var name: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .formSheet: "formSheet"
    case .pageSheet: "pageSheet"
    }
  }

  /// The style with this name, or nil.
  package init?(name: String) {
    guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = style
  }

  /// Whether UIKit removes the presenter's view when the presentation completes.
  ///
  /// Only `fullScreen` does; `custom` leaves it (UIPresentationController.shouldRemovePresentersView
  /// defaults to false), and the `over` and sheet styles keep it visible behind.
  package var removesPresentersView: Bool { self == .fullScreen }

  /// Whether the presenter's view takes part in the transition, so view(forKey:) returns it.
  ///
  /// For `custom`, UIKit returns nil for the presenter's side (`.from` when presenting, `.to`
  /// when dismissing) because the presentation controller does not move that view.
  package var presenterViewTakesPart: Bool { self != .custom }
}
