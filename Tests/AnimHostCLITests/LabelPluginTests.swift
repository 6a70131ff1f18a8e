import AnimHostTestSupport
import Foundation
import Testing

/// Labels and buttons from a Swift plugin: fonts by weight, numberOfLines, a button's title in
/// the tint colour.
@Suite struct LabelPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "label-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 0.2 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          ctx.containerView.addSubview(to)
          let title = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
          title.text = "Bold title"
          title.font = .systemFont(ofSize: 28, weight: .bold)
          let body = UILabel(frame: CGRect(x: 20, y: 150, width: 200, height: 80))
          body.text = "A long text that wraps over two lines and is cut short after that"
          body.numberOfLines = 2
          let button = UIButton(type: .system)
          button.frame = CGRect(x: 20, y: 250, width: 120, height: 44)
          to.tintColor = .red
          to.addSubview(button)
          button.setTitle("Continue", for: .normal)
          button.titleLabel?.font = .boldSystemFont(ofSize: 17)
          for view in [title, body] { to.addSubview(view) }
          let weight = title.font.weight == .bold && body.numberOfLines == 2
          UIView.animate(withDuration: 0.2, animations: { to.alpha = weight ? 1 : 0.5 }) { _ in
            ctx.completeTransition(true)
          }
        }
      }
      """)

  @Test("a bold title, a two-line label and a tinted button title reach the frames")
  func labels() throws {
    let directory = try TestDirectory("label-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "label-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    let nodes = RenderedTimeline.nodes(in: timeline.tree(0, -1))
    func node(_ text: String) -> [String: Any]? { nodes.first { $0["text"] as? String == text } }
    #expect(node("Bold title")?["fontWeight"] as? Double == 0.4)
    #expect(
      node("A long text that wraps over two lines and is cut short after that")?["numberOfLines"]
        as? Int == 2)
    let button = try #require(node("Continue"))
    #expect(button["textColor"] as? String == "#FF0000FF", "the tint of its superview")
    #expect(button["fontWeight"] as? Double == 0.4)
    let screen = try #require(timeline.node("VCYellow.view", transition: 0, frame: -1))
    #expect((screen["alpha"] as? Double ?? 1) == 1, "the font and lines read back")
    let png = directory.file("f.png")
    let frame = try AnimHostProcess.run([
      "render", "label-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--at", "100%", "-o", png,
    ])
    #expect(frame.status == 0, "\(frame.stderr)")
  }
}
