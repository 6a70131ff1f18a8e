import Testing
import TransitionEngine

@Suite struct PresentationStyleTests {
  /// One row: a style on a screen and what UIKit's presentation controller does there.
  struct Row: Sendable, CustomTestStringConvertible {
    var style: PresentationStyle
    var size: Size
    var presentedFrame: Rect
    var removesPresenter: Bool
    var testDescription: String { "\(style.name) on \(Int(size.width))x\(Int(size.height))" }
  }

  static let card = Rect(x: 0, y: 57, width: 390, height: 787)
  static let phone = Rect(x: 0, y: 0, width: 390, height: 844)
  static let tablet = Rect(x: 0, y: 0, width: 820, height: 1180)
  static let classic = Size(width: 375, height: 667)
  static let landscape = Size(width: 844, height: 390)
  static let narrowTablet = Size(width: 678, height: 1024)

  static let rows: [Row] = [
    Row(style: .fullScreen, size: .phone, presentedFrame: phone, removesPresenter: true),
    Row(style: .custom, size: .phone, presentedFrame: phone, removesPresenter: false),
    Row(style: .overFullScreen, size: .phone, presentedFrame: phone, removesPresenter: false),
    Row(style: .formSheet, size: .phone, presentedFrame: card, removesPresenter: false),
    Row(style: .pageSheet, size: .phone, presentedFrame: card, removesPresenter: false),
    Row(style: .fullScreen, size: .tablet, presentedFrame: tablet, removesPresenter: true),
    Row(style: .custom, size: .tablet, presentedFrame: tablet, removesPresenter: false),
    Row(style: .overFullScreen, size: .tablet, presentedFrame: tablet, removesPresenter: false),
    Row(
      style: .formSheet, size: .tablet,
      presentedFrame: Rect(x: 140, y: 280, width: 540, height: 620),
      removesPresenter: false),
    Row(
      style: .pageSheet, size: .tablet,
      presentedFrame: Rect(x: 58, y: 34, width: 704, height: 1146),
      removesPresenter: false),
    Row(
      style: .formSheet, size: classic, presentedFrame: Rect(x: 0, y: 30, width: 375, height: 637),
      removesPresenter: false),
    Row(
      style: .pageSheet, size: narrowTablet,
      presentedFrame: Rect(x: 0, y: 34, width: 678, height: 990),
      removesPresenter: false),
    Row(
      style: .formSheet, size: landscape, presentedFrame: Rect(x: 0, y: 0, width: 844, height: 390),
      removesPresenter: true),
    Row(
      style: .pageSheet, size: landscape, presentedFrame: Rect(x: 0, y: 0, width: 844, height: 390),
      removesPresenter: true),
  ]

  private static func landing(_ context: TransitionContext) {
    let presented = context.presented
    if context.isPresenting {
      let frame = context.finalFrame(for: presented)
      context.containerView.add(presented.view)
      presented.view.setModelValue(.position, frame.center.vector)
      presented.view.setModelValue(.bounds, Rect(origin: .zero, size: frame.size).vector)
    }
    TransitionProbe.fade(
      presented.view, in: context, to: context.isPresenting ? 1 : 0, complete: true)
  }

  @Test(arguments: rows)
  func presentingFramesFollowTheStyle(row: Row) throws {
    let probe = TransitionProbe(Self.landing)
    _ = try probe.run(style: row.style, size: row.size)
    let context = try #require(probe.contexts.first)
    let screen = Rect(origin: .zero, size: row.size)
    #expect(context.initialFrame(for: context.presented) == .zero)
    #expect(context.finalFrame(for: context.presented) == row.presentedFrame)
    #expect(context.initialFrame(for: context.presenter) == screen)
    #expect(context.finalFrame(for: context.presenter) == (row.removesPresenter ? .zero : screen))
  }

  @Test(arguments: rows)
  func dismissingFramesFollowTheStyle(row: Row) throws {
    let probe = TransitionProbe(Self.landing)
    _ = try probe.run(style: row.style, size: row.size, direction: .dismiss)
    let context = try #require(probe.contexts.first)
    let screen = Rect(origin: .zero, size: row.size)
    #expect(!context.isPresenting)
    #expect(context.initialFrame(for: context.presented) == row.presentedFrame)
    #expect(context.finalFrame(for: context.presented) == .zero)
    #expect(context.initialFrame(for: context.presenter) == (row.removesPresenter ? .zero : screen))
    #expect(context.finalFrame(for: context.presenter) == screen)
  }

  @Test(arguments: rows)
  func presenterViewIsRemovedOnlyWhenTheStyleCoversIt(row: Row) throws {
    let timeline = try TransitionProbe(Self.landing).run(style: row.style, size: row.size)
    let final = try #require(timeline.segments[0].frames.last).root
    #expect(
      final.children.compactMap(\.name)
        == (row.removesPresenter ? ["container"] : ["VCMain.view", "container"]))
    let presented = try #require(final.children.last?.children.first)
    #expect(presented.frame == row.presentedFrame)
  }

  @Test(arguments: rows, [DirectionChoice.present, .dismiss])
  func viewForKeyIsNilForThePresenterUnlessItsViewIsMoved(row: Row, direction: DirectionChoice)
    throws
  {
    let probe = TransitionProbe(Self.landing)
    _ = try probe.run(style: row.style, size: row.size, direction: direction)
    let context = try #require(probe.contexts.first)
    let presenterKey: TransitionKey = direction == .present ? .from : .to
    let presentedKey: TransitionKey = direction == .present ? .to : .from
    #expect(context.view(forKey: presentedKey) === context.presented.view)
    #expect((context.view(forKey: presenterKey) != nil) == row.removesPresenter)
    #expect(context.viewController(forKey: presenterKey) === context.presenter)
  }

  @Test(arguments: rows)
  func coverVerticalLandsOnThePresentedFrame(row: Row) throws {
    let timeline = try TransitionProbe(nil).run(style: row.style, size: row.size, direction: .both)
    #expect(timeline.segments.map(\.animator) == ["coverVertical", "coverVertical"])
    let presented = try #require(
      timeline.segments[0].frames.last?.root.children.last?.children.first)
    #expect(presented.name == "VCYellow.view")
    #expect(presented.frame == row.presentedFrame)
    let start = try #require(timeline.segments[0].frames.first?.root.children.last?.children.first)
    #expect(
      start.frame.origin.y == row.presentedFrame.origin.y + row.size.height,
      "starts one screen lower")
    let dismissed = try #require(timeline.segments[1].frames.last).root
    #expect(dismissed.children.compactMap(\.name) == ["VCMain.view"])
  }

  @Test(arguments: [
    (Size.phone, PresentationLayout.SizeClass.compact, PresentationLayout.SizeClass.regular, 47.0),
    (Size.tablet, .regular, .regular, 24),
    (Size(width: 375, height: 667), .compact, .regular, 20),
    (Size(width: 844, height: 390), .regular, .compact, 0),
  ])
  func sizeClassesAndSafeAreaFollowTheWindowSize(
    size: Size, horizontal: PresentationLayout.SizeClass, vertical: PresentationLayout.SizeClass,
    top: Double
  ) {
    let layout = PresentationLayout(style: .formSheet, screen: size)
    #expect(layout.horizontalSizeClass == horizontal)
    #expect(layout.verticalSizeClass == vertical)
    #expect(PresentationLayout.safeAreaTop(for: size) == top)
  }

  @Test(arguments: PresentationStyle.allCases)
  func namesRoundTrip(style: PresentationStyle) {
    #expect(PresentationStyle(name: style.name) == style)
  }
}
