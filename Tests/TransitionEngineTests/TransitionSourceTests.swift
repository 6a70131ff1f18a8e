import Testing
import TransitionEngine

/// The source of a presentation: the element that triggered it, its frame in the container,
/// and a snapshot of it, as the first seed's startFrame needs.
@Suite struct TransitionSourceTests {
  @Test(arguments: [Size.phone, Size.tablet])
  func sourceIsTheTappedButton(size: Size) throws {
    var snapshotContent: String?
    let probe = TransitionProbe { context in
      if let source = context.sourceView {
        snapshotContent =
          context.engine.snapshot(of: source, afterScreenUpdates: false).snapshotContent?.name
      }
      _ = context.completeTransition(true)
    }
    _ = try probe.run(style: .custom, size: size)
    let context = try #require(probe.contexts.first)
    let button = try #require(context.sourceView)
    #expect(button.name == "tapMe")
    #expect(context.sourceFrame == button.convert(button.bounds, to: nil))
    #expect(context.sourceFrame?.width == 120 && context.sourceFrame?.height == 48)
    #expect(snapshotContent == "tapMe")
  }
}
