import LayoutEngine

extension Example {
    /// A settings list: a table in a navigation controller with a large title. Each row's title and
    /// accessory follow the cell's layout margins, which include the safe area, so in landscape
    /// they move in from the notch while the row backgrounds still reach the screen edges.
    public static let settingsList = ScreenDocument(name: "settings-list") {
        NavigationController(prefersLargeTitles: true) {
            ViewController(title: "Settings") {
                TableView {
                    row("airplane", "Airplane Mode", accessory: Switch(isOn: false).accessibilityIdentifier("airplane-mode"))
                    row("wifi", "Wi-Fi", accessory: Label("Home").textColor(.secondaryLabel))
                    row("bluetooth", "Bluetooth", accessory: Label("On").textColor(.secondaryLabel))
                    row("notifications", "Notifications", accessory: Switch(isOn: true).accessibilityIdentifier("notifications"))
                    row("sounds", "Sounds & Haptics", accessory: Label("Default").textColor(.secondaryLabel))
                    row("focus", "Focus", accessory: Stepper().accessibilityIdentifier("focus-level"))
                }
                .id("table")
                .backgroundColor(.systemGroupedBackground)
            }
        }
    }

    /// A row `id` titled `title`, with `accessory` on its trailing margin.
    private static func row(_ id: String, _ title: String, accessory: some ViewDeclaration) -> TableViewCell {
        let cell = ViewID(id), titleLabel = ViewID(id + "Title"), accessoryView = ViewID(id + "Accessory")
        return TableViewCell {
            Label(title).id(titleLabel)
            accessory.id(accessoryView)
        }
        .id(cell)
        .backgroundColor(.secondarySystemGroupedBackground)
        .constraints {
            titleLabel.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor)
            titleLabel.centerYAnchor.constraint(equalTo: cell.centerYAnchor)
            accessoryView.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor)
            accessoryView.centerYAnchor.constraint(equalTo: cell.centerYAnchor)
        }
    }
}
