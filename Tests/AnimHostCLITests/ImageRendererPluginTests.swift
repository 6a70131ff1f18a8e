import AnimHostTestSupport
import Foundation
import Testing

/// Snapshots as iOS transition code makes them: `drawHierarchy(in:afterScreenUpdates:)` in a
/// `UIGraphicsImageRenderer` (and the older image-context functions) shown by a
/// `UIImageView`, and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
@Suite struct ImageRendererPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "image-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 0.5 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          ctx.containerView.addSubview(to)
          let size = to.bounds.size
          let renderer = UIGraphicsImageRenderer(size: size)
          let picture = renderer.image { _ in
            to.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
          }
          UIGraphicsBeginImageContextWithOptions(size, false, 0)
          to.layer.render(in: UIGraphicsGetCurrentContext()!)
          let old = UIGraphicsGetImageFromCurrentImageContext()
          UIGraphicsEndImageContext()
          let thumb = UIImageView(image: picture)
          thumb.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
          thumb.contentMode = .scaleAspectFit
          ctx.containerView.addSubview(thumb)
          let second = UIImageView(image: old)
          second.frame = CGRect(x: 200, y: 20, width: 50, height: 50)
          ctx.containerView.addSubview(second)
          if let strip = to.resizableSnapshotView(
            from: CGRect(x: 0, y: 0, width: size.width, height: 60), afterScreenUpdates: true,
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
          {
            strip.frame = CGRect(x: 0, y: 400, width: size.width, height: 120)
            to.addSubview(strip)
          }
          UIView.animate(withDuration: 0.5, animations: { thumb.alpha = 0.5 }) { _ in
            thumb.removeFromSuperview()
            second.removeFromSuperview()
            ctx.completeTransition(true)
          }
        }
      }
      """)

  @Test("images of a view hierarchy are shown scaled by content mode; region snapshots stretch")
  func imagesAndRegionSnapshots() throws {
    let directory = try TestDirectory("image-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "image-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "10", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(timeline.didComplete(0) == true)
    let nodes = RenderedTimeline.nodes(in: timeline.tree(0, 0))
    let images = nodes.filter { $0["kind"] as? String == "image" }
    #expect(images.count == 2, "two image views: \(images.count)")
    let fit = try #require(images.first?["transform"] as? [Double])
    #expect(abs(fit[0] - 100.0 / 844) < 1e-3 && abs(fit[5] - 100.0 / 844) < 1e-3, "aspect fit")
    let strip = try #require(nodes.first { $0["snapshotRegion"] != nil })
    let region = try #require(strip["snapshotRegion"] as? [String: Any])
    #expect(region["capInsets"] as? [Double] == [10, 10, 10, 10])
    #expect((strip["frame"] as? [Double])?[3] == 120, "stretched to its new height")
  }
}
