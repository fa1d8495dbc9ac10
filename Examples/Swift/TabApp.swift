import LayoutEngine

extension Example {
    /// A tab bar app: a navigation controller with a large title, a stack of cards, and a Play All
    /// button pinned above the tab bar. Everything is placed by constraints against the safe area
    /// and the layout margins.
    public static let tabApp = ScreenDocument(name: "tab-app") {
        let root: ViewID = "root", cards: ViewID = "cards", play: ViewID = "play"
        return TabBarController {
            NavigationController(prefersLargeTitles: true) {
                ViewController(title: "Library") {
                    View {
                        StackView(axis: .vertical, spacing: 12) {
                            Label("Recently added").font(size: 20, weight: .bold).id("heading")
                            card("card1")
                            card("card2")
                        }
                        .id(cards)
                        Button("Play all")
                            .id(play)
                            .backgroundColor(.systemBlue)
                            .textColor(.white)
                            .cornerRadius(12, curve: .continuous)
                            .accessibilityIdentifier("play-all")
                    }
                    .id(root)
                    .backgroundColor(.systemGroupedBackground)
                    .constraints {
                        cards.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16)
                        cards.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        cards.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                        play.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        play.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                        play.heightAnchor.constraint(equalToConstant: 50)
                        play.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16)
                    }
                }
                .navigationItem(rightBarButtonItems: ["Edit"])
                .tabBarItem("Library")
            }
            ViewController(title: "Search") { View().backgroundColor(.systemBackground) }
            ViewController(title: "Settings") { View().backgroundColor(.systemBackground) }
        }
    }

    /// A rounded card 88 points tall that takes the stack's width.
    private static func card(_ id: ViewID) -> View {
        View()
            .id(id)
            .backgroundColor(.systemBackground)
            .cornerRadius(12)
            .intrinsicContentSize(width: -1, height: 88)
    }
}
