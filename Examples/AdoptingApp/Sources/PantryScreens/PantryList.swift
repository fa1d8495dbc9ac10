import SafeAreaKit

/// The screens of Pantry, a made-up grocery app, written with SafeAreaKit's DSL beside the app.
public enum PantryScreens {
    /// The list of what is in the pantry: a large-title navigation stack in a tab bar, with an
    /// "Add item" button pinned above the tab bar.
    public static let list = ScreenDocument(name: "pantry-list") {
        TabBarController {
            NavigationController(prefersLargeTitles: true) {
                ViewController(title: "Pantry") {
                    View {
                        Label("Running low").font(size: 20, weight: .bold).id(heading)
                        Button("Add item")
                            .id(add)
                            .backgroundColor(.systemGreen)
                            .textColor(.white)
                            .cornerRadius(12, curve: .continuous)
                            .accessibilityIdentifier("add-item")
                    }
                    .id(root)
                    .backgroundColor(.systemGroupedBackground)
                    .constraints {
                        heading.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16)
                        heading.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                        add.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor)
                        add.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor)
                        add.heightAnchor.constraint(equalToConstant: 50)
                        add.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16)
                    }
                }
                .tabBarItem("Pantry")
            }
            ViewController(title: "Recipes") { View {}.backgroundColor(.systemBackground) }
        }
    }

    private static let root: ViewID = "root", heading: ViewID = "heading", add: ViewID = "add"
}
