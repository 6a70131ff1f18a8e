import AnimHostTestSupport
import Foundation
import Testing

/// Auto Layout from a Swift plugin, as iOS code writes it: anchors, activate, a constant
/// changed and layoutIfNeeded() inside UIView.animate, layoutSubviews() overridden, the tint
/// inherited from the superview.
@Suite struct AutoLayoutPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "layout-fixture",
    animator: """
      /// A card whose label fills it, placed by its own layoutSubviews.
      final class CardView: UIView {
        let label = UILabel(frame: .zero)
        override func layoutSubviews() {
          label.frame = bounds.insetBy(dx: 10, dy: 10)
        }
      }

      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 0.4 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          let container = ctx.containerView
          container.addSubview(to)
          container.tintColor = .red
          let card = CardView(frame: .zero)
          card.addSubview(card.label)
          card.label.text = "card"
          card.translatesAutoresizingMaskIntoConstraints = false
          container.addSubview(card)
          card.label.textColor = card.tintColor
          let top = card.topAnchor.constraint(equalTo: container.bottomAnchor)
          NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: 200), top,
          ])
          container.layoutIfNeeded()
          top.constant = -250
          UIView.animate(withDuration: 0.4, animations: { container.layoutIfNeeded() }) { _ in
            card.removeFromSuperview()
            ctx.completeTransition(true)
          }
        }
      }
      """)

  @Test("the card slides up as its constraint's constant changes inside the animation")
  func animatedConstant() throws {
    let directory = try TestDirectory("layout-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "layout-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
    func card(_ frame: Int) -> (frame: [Double], label: [String: Any])? {
      for node in RenderedTimeline.nodes(in: timeline.tree(0, frame)) {
        let children = node["children"] as? [[String: Any]] ?? []
        if let label = children.first(where: { $0["text"] as? String == "card" }),
          let frame = node["frame"] as? [Double]
        {
          return (frame, label)
        }
      }
      return nil
    }
    let start = try #require(card(0))
    #expect(start.frame == [16, 844, 358, 200], "\(start.frame)")
    #expect(start.label["frame"] as? [Double] == [10, 10, 338, 180], "layoutSubviews placed it")
    #expect(start.label["textColor"] as? String == "#FF0000FF", "the tint is the container's")
    let middle = try #require(card(4))
    #expect(middle.frame[1] > 594 && middle.frame[1] < 844, "\(middle.frame)")
    let end = try #require(card(7))
    #expect(end.frame[1] < middle.frame[1] && end.frame[1] - 594 < 10, "\(end.frame)")
  }
}
