import AnimHostTestSupport
import Foundation

/// A seed article from ../shared/seeds, and its code assembled as the article instructs.
///
/// The articles give their code in fragments ("add this method", "replace that line"); the
/// assembly below follows those instructions and changes nothing else, except `import UIKit`,
/// which becomes `import AnimatorKit`, and the line breaks the scraped fourth article lost
/// (`case resetvar` was `case reset` + `var`), which are put back.
struct SeedArticle {
  static let directory = BuiltProducts.packageRoot + "/../shared/seeds"

  let file: String
  let blocks: [String]

  init(_ file: String) throws {
    self.file = file
    let text = try String(contentsOfFile: Self.directory + "/" + file, encoding: .utf8)
    blocks = text.components(separatedBy: "```").enumerated().compactMap { index, part in
      guard index % 2 == 1 else { return nil }
      // Drop the info string (`swift`) on the opening fence's line.
      return part.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst()
        .joined()
    }
  }

  /// The first block that contains a marker.
  func block(containing marker: String) -> String {
    blocks.first { $0.contains(marker) } ?? ""
  }

  /// The first seed: AnimatorPresent and AnimatorDismiss as written.
  static func first() throws -> String {
    let seed = try SeedArticle("000_6c1b4e76f7b4f13b.txt")
    return "import AnimatorKit\n"
      + seed.block(containing: "class AnimatorPresent").replacingOccurrences(
        of: "import UIKit", with: "")
      + seed.block(containing: "class AnimatorDismiss").replacingOccurrences(
        of: "import UIKit", with: "")
  }

  /// The third seed: ScalePresentAnimator with the ViewScaleable lookup spliced in.
  static func third() throws -> String {
    let seed = try SeedArticle("003_fad4027c26af9741.txt")
    var animate = seed.block(containing: "func animateTransition")
    let from = seed.block(containing: "var fromViewController")
    animate = animate.replacingOccurrences(
      of: "    let toViewController", with: from + "\n    let toViewController")
    animate = animate.replacingOccurrences(
      of: "toView?.frame = .zero", with: seed.block(containing: "var startFrame"))
    return "import AnimatorKit\n" + seed.block(containing: "protocol ViewScaleable")
      + "class ScalePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {\n"
      + seed.block(containing: "func transitionDuration") + animate + "}\n"
  }

  /// The fourth seed: CustomAnimatedController and CustomTransitioningController.
  static func fourth() throws -> String {
    let seed = try SeedArticle("004_e15f265e4f032b0e.txt")
    let repairs = [
      ("case resetvar", "case reset\nvar"), ("Boolinit(", "Bool\ninit("),
      ("containerView.addSubview(toVC.view)UIView", "containerView.addSubview(toVC.view)\nUIView"),
      (
        "containerView.addSubview(fromVC.view)UIView",
        "containerView.addSubview(fromVC.view)\nUIView"
      ),
      (
        "endAppearanceTransition()transitionContext", "endAppearanceTransition()\ntransitionContext"
      ),
    ]
    func repaired(_ marker: String) -> String {
      repairs.reduce(seed.block(containing: marker)) {
        $0.replacingOccurrences(of: $1.0, with: $1.1)
      }
    }
    // The article leaves transitionDuration's body empty ("{}"); its text says it returns the
    // duration, and the class keeps the transitioning controller's animator in a private var.
    return "import AnimatorKit\n" + repaired("enum ViewControlerScale")
      + "class CustomAnimatedController: NSObject, UIViewControllerAnimatedTransitioning {\n"
      + repaired("let estimatedFinalHeight")
      + "\nfunc transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)"
      + " -> TimeInterval { animationDuration }\n"
      + "func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {\n"
      + repaired("guard let fromVC") + repaired("if isPresenting {") + repaired("else {// 1")
      + "}\n}\n"
      + "class CustomTransitioningController: NSObject, UIViewControllerTransitioningDelegate {\n"
      + "private let animatorController = CustomAnimatedController("
      + "estimatedFinalHeight: 54, animationDuration: 0.5, isPresenting: true)\n"
      + repaired("func animationController(forPresented") + "}\n"
  }
}
