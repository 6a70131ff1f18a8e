import Testing
import TransitionEngine

@Suite("Screen layouts")
struct LayoutScreenTests {
  @Test(
    "A view centred in its container gets the left edge (W - w) / 2",
    arguments: [(390.0, 100.0, 0.0), (844, 200, 16), (320, 320, -8), (100, 150, 0)])
  func centredView(containerWidth: Double, width: Double, containerLeft: Double) throws {
    let container = LayoutTestView(0)
    let view = LayoutTestView(1)
    let solver = LayoutSolver()
    try solver.add([
      LayoutTestConstraint(.init(container.left), .equal, .init(containerLeft)),
      LayoutTestConstraint(.init(container.width), .equal, .init(containerWidth)),
      LayoutTestConstraint(view.centerX, .equal, container.centerX),
      LayoutTestConstraint(.init(view.width), .equal, .init(width)),
    ])
    let expected = containerLeft + (containerWidth - width) / 2
    #expect(isClose(solver.value(of: view.left), expected))
  }

  /// The frames `[x, y, width, height]` of a typical screen for a container size.
  struct Screen: Sendable {
    let width: Double
    let height: Double
    let header: [Double]
    let content: [Double]
    let button: [Double]
  }

  static let screens = [
    Screen(
      width: 390, height: 844, header: [0, 0, 390, 44], content: [16, 60, 358, 768],
      button: [97.5, 762, 195, 50]),
    Screen(
      width: 200, height: 400, header: [0, 0, 200, 44], content: [16, 60, 168, 324],
      button: [40, 318, 120, 50]),
    Screen(
      width: 1024, height: 768, header: [0, 0, 1024, 44], content: [16, 60, 992, 692],
      button: [256, 686, 512, 50]),
  ]

  @Test("A typical UIKit screen lays out every frame", arguments: screens)
  func typicalScreen(screen: Screen) throws {
    let container = LayoutTestView(0)
    let header = LayoutTestView(1)
    let content = LayoutTestView(2)
    let button = LayoutTestView(3)
    let solver = LayoutSolver()
    try solver.add([
      // The container is the 390×844 (or other) screen.
      .init(.init(container.left), .equal, 0),
      .init(.init(container.top), .equal, 0),
      .init(.init(container.width), .equal, .init(screen.width)),
      .init(.init(container.height), .equal, .init(screen.height)),
      // The header is pinned top, left and right, 44 points tall.
      .init(.init(header.top), .equal, .init(container.top)),
      .init(.init(header.left), .equal, .init(container.left)),
      .init(header.right, .equal, container.right),
      .init(.init(header.height), .equal, 44),
      // The content fills the rest with 16-point margins.
      .init(.init(content.top), .equal, header.bottom + 16),
      .init(.init(content.left), .equal, container.left + 16),
      .init(content.right, .equal, container.right - 16),
      .init(content.bottom, .equal, container.bottom - 16),
      // The button is centred at the bottom of the content, at least 120 wide, ideally half
      // the container, and hugs a zero intrinsic width weakly.
      .init(button.centerX, .equal, content.centerX),
      .init(button.bottom, .equal, content.bottom - 16),
      .init(.init(button.height), .equal, 50),
      .init(.init(button.width), .greaterThanOrEqual, 120),
      .init(.init(button.width), .equal, 0.5 * container.width, priority: 750),
      .init(.init(button.width), .equal, 0, priority: 250),
    ])
    #expect(header.frame(in: solver) == screen.header)
    #expect(content.frame(in: solver) == screen.content)
    #expect(isClose(button.frame(in: solver), screen.button))
  }
}
