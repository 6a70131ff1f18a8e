extension Scene {
  /// The pets the PamperedPets grid shows: name, kind and the colour standing in for the photo.
  static let pets: [(name: String, kind: String, color: Color)] = [
    ("Bella", "Beagle", .systemOrange), ("Luna", "Siamese cat", .systemIndigo),
    ("Nemo", "Goldfish", .systemTeal), ("Coco", "Parrot", .systemGreen),
    ("Thumper", "Rabbit", .systemPink), ("Shelly", "Tortoise", .systemBrown),
    ("Pip", "Hamster", .systemYellow), ("Max", "Boxer", .systemRed),
  ]

  /// The pet whose tile is tapped: the seed scales "our fish".
  static let tappedPet = 2
  /// The match id of the tapped tile and the detail picture, which a magic move morphs into
  /// each other (Hero's `hero.id`).
  package static let petMatch = "pet"
  /// The match id of the tapped tile's caption and the detail's name label.
  package static let petNameMatch = "pet-name"

  /// The third seed: the PamperedPets grid presents a pet's detail screen with ScaleSegue.
  ///
  /// The tapped tile is the view named `scaleView` (the seed's `ViewScaleable.scaleView`) and
  /// the source element. The seed sets the segue to Form Sheet, so the style is `formSheet`; the
  /// detail is laid out for the frame PresentationLayout gives it (a card on a phone, a 540×620
  /// sheet on a tablet, the whole screen in compact height).
  package static func pets(size: Size) -> Scene {
    let m = SceneLayout.margin(size)
    let top = SceneLayout.statusBarHeight(size)
    let bar = SceneLayout.navigationBar(title: "Pampered Pets", width: size.width, top: top)
    let spacing = 12.0
    let columns = max(2, Int((size.width - 2 * m + spacing) / (160 + spacing)))
    let tileWidth = max((size.width - 2 * m - Double(columns - 1) * spacing) / Double(columns), 0)
    let caption = 28.0
    let gridTop = bar.frame.height + m
    let rowsToTapped = Double(tappedPet / columns + 1)
    let roomPerRow = (size.height - gridTop - m) / rowsToTapped - caption - spacing
    let tileHeight = max(min(tileWidth * 0.75, roomPerRow), 0)
    var cells: [SceneView] = []
    for (index, pet) in pets.enumerated() {
      let x = m + Double(index % columns) * (tileWidth + spacing)
      let y = gridTop + Double(index / columns) * (tileHeight + caption + spacing)
      guard y + tileHeight + caption <= size.height else { break }
      var tile = SceneView(
        name: index == tappedPet ? "scaleView" : nil,
        frame: Rect(x: x, y: y, width: tileWidth, height: tileHeight),
        color: pet.color, cornerRadius: 12)
      tile.image = PetPicture.all[index]
      tile.contentMode = .scaleAspectFill
      tile.clipsToBounds = true
      var label = SceneView(
        frame: Rect(x: x, y: y + tileHeight + 6, width: tileWidth, height: 22), text: pet.name,
        textColor: .black)
      if index == tappedPet {
        tile.matchID = petMatch
        label.matchID = petNameMatch
      }
      cells += [tile, label]
    }
    let grid = SceneView(
      name: "AnimalsViewController.view", frame: Rect(origin: .zero, size: size), color: .white,
      children: cells + [bar])
    var scene = Scene(
      name: "pets", presenter: ("AnimalsViewController", grid),
      presented: ("AnimalDetailViewController", petDetail(pets[tappedPet], screen: size)),
      sourceName: "scaleView", style: .formSheet)
    let categories = SceneScreen(
      name: "CategoriesViewController",
      view: list(
        "CategoriesViewController", title: "Categories",
        rows: ["All pets", "Dogs", "Cats", "Fish", "Birds"],
        size: size))
    let favourites = SceneScreen(
      name: "FavoritesViewController",
      view: list("FavoritesViewController", title: "Favorites", rows: ["Nemo", "Luna"], size: size))
    scene.navigationStack = [categories]
    scene.tabs = [.presenter, .presented, .screen(favourites)]
    scene.titles = [
      "CategoriesViewController": "Categories", "AnimalsViewController": "Pampered Pets",
      "AnimalDetailViewController": pets[tappedPet].name, "FavoritesViewController": "Favorites",
    ]
    return scene
  }

  /// A plain list screen under a navigation bar: 44-point rows of 17 pt text with hairlines.
  private static func list(_ name: String, title: String, rows: [String], size: Size) -> SceneView {
    let m = SceneLayout.margin(size)
    let bar = SceneLayout.navigationBar(
      title: title, width: size.width, top: SceneLayout.statusBarHeight(size))
    var children: [SceneView] = []
    for (index, row) in rows.enumerated() {
      let y = bar.frame.height + Double(index) * 44
      guard y + 44 <= size.height else { break }
      children.append(
        SceneView(
          frame: Rect(x: m, y: y, width: max(size.width - 2 * m, 0), height: 44), text: row,
          textColor: .black, fontSize: 17, textAlignment: .left))
      children.append(
        SceneView(
          frame: Rect(x: m, y: y + 43.5, width: max(size.width - m, 0), height: 0.5),
          color: .separator))
    }
    return SceneView(
      name: "\(name).view", frame: Rect(origin: .zero, size: size), color: .white,
      children: children + [bar])
  }

  /// The detail screen: a navigation bar with Close, the big photo tile, the name and kind.
  private static func petDetail(_ pet: (name: String, kind: String, color: Color), screen: Size)
    -> SceneView
  {
    let frame = PresentationLayout(style: .formSheet, screen: screen).presentedFrame
    let isFullScreen = frame.y == 0
    let width = frame.width
    let m = SceneLayout.margin(screen)
    let close = SceneView(
      name: "close",
      frame: Rect(
        x: m, y: isFullScreen ? SceneLayout.statusBarHeight(screen) : 0, width: 60, height: 44),
      text: "Close", textColor: .systemBlue, textAlignment: .left)
    let bar = SceneLayout.navigationBar(
      title: pet.name, width: width, top: isFullScreen ? SceneLayout.statusBarHeight(screen) : 0,
      leading: close)
    let imageTop = bar.frame.height + m
    let imageWidth = max(width - 2 * m, 0)
    let imageHeight = max(min(imageWidth * 0.75, frame.height - imageTop - 100), 0)
    let textTop = imageTop + imageHeight + 16
    var image = SceneView(
      name: "imageView", frame: Rect(x: m, y: imageTop, width: imageWidth, height: imageHeight),
      color: pet.color, cornerRadius: 12)
    image.image = PetPicture.all[tappedPet]
    image.contentMode = .scaleAspectFill
    image.clipsToBounds = true
    image.matchID = petMatch
    var name = SceneView(
      name: "nameLabel", frame: Rect(x: m, y: textTop, width: imageWidth, height: 34),
      text: pet.name,
      textColor: .black, fontSize: 28, textAlignment: .left)
    name.matchID = petNameMatch
    let kind = SceneView(
      name: "kindLabel", frame: Rect(x: m, y: textTop + 38, width: imageWidth, height: 22),
      text: pet.kind,
      textColor: .secondaryLabel, fontSize: 17, textAlignment: .left)
    return SceneView(
      name: "AnimalDetailViewController.view", frame: frame, color: .white,
      children: [image, name, kind, bar])
  }
}
