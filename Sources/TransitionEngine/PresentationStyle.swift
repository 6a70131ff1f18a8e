/// UIModalPresentationStyle: how a presented view controller is laid out and what stays behind.
package enum PresentationStyle: Int, CaseIterable, Sendable {
  case fullScreen = 0
  case custom = 1
  case overFullScreen = 2
  case formSheet = 3
  case pageSheet = 4
  /// Covers the presenting context: the view controller that defines it, here the whole
  /// screen, so it lays out as fullScreen (**chosen**).
  case currentContext = 5
  /// Covers the presenting context, the presenter's view staying behind: overFullScreen here.
  case overCurrentContext = 6

  /// The CLI and JSON name.
  package var name: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .formSheet: "formSheet"
    case .pageSheet: "pageSheet"
    case .currentContext: "currentContext"
    case .overCurrentContext: "overCurrentContext"
    }
  }

  /// The style with this name, or nil.
  package init?(name: String) {
    guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = style
  }

  /// The names of all styles, in declaration order.
  package static var names: [String] { allCases.map(\.name) }

  /// Whether this is one of the two sheet styles, which adapt to the size class.
  package var isSheet: Bool { self == .formSheet || self == .pageSheet }
}
