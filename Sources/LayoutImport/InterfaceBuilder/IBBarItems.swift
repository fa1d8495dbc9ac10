import LayoutEngine
import SafeAreaDecoding

/// `<barButtonItem>` and `<tabBarItem>` elements as ``BarItem``s.
enum IBBarItems {
    /// The item an element stands for: its title, else the title of its system item, else its
    /// image's name.
    static func item(_ element: XMLTree) -> BarItem {
        BarItem(
            title(of: element), isEnabled: element.flag("enabled") ?? true,
            accessibilityIdentifier: element.child(key: "accessibilityConfiguration")?["identifier"])
    }

    /// The title an item shows, or the name that stands for its image.
    static func title(of element: XMLTree) -> String {
        if let title = element["title"], !title.isEmpty { return title }
        if let system = element["systemItem"] {
            return systemTitles[system] ?? system.prefix(1).uppercased() + system.dropFirst()
        }
        return element["image"] ?? "Item"
    }

    /// The title of the back button that leads to `controller`: its navigation item's back button
    /// title, else its title, else "Back". A pushed controller without leading items shows it.
    static func backTitle(toward controller: XMLTree) -> String {
        let navigationItem = controller.child(key: "navigationItem", named: "navigationItem")
        let titles = [navigationItem?["backButtonTitle"], controller["title"], navigationItem?["title"]]
        return titles.compactMap { $0 }.first { !$0.isEmpty } ?? "Back"
    }

    /// A navigation item's leading items, first to last.
    static func leftItems(of navigationItem: XMLTree?) -> [XMLTree] {
        items(of: navigationItem, single: "leftBarButtonItem", list: "leftBarButtonItems")
    }

    /// A navigation item's trailing items, trailing first, as UIKit orders them.
    static func rightItems(of navigationItem: XMLTree?) -> [XMLTree] {
        items(of: navigationItem, single: "rightBarButtonItem", list: "rightBarButtonItems")
    }

    private static func items(of navigationItem: XMLTree?, single: String, list: String) -> [XMLTree] {
        guard let navigationItem else { return [] }
        if let item = navigationItem.child(key: single, named: "barButtonItem") { return [item] }
        return navigationItem.child(key: list)?.children(named: "barButtonItem") ?? []
    }

    /// The titles UIKit shows for the system items that are words.
    private static let systemTitles: [String: String] = [
        "add": "Add", "edit": "Edit", "done": "Done", "cancel": "Cancel", "save": "Save", "undo": "Undo",
        "redo": "Redo", "action": "Share", "compose": "Compose", "reply": "Reply", "search": "Search",
        "refresh": "Refresh", "trash": "Trash", "bookmarks": "Bookmarks", "camera": "Camera", "organize": "Organize",
        "play": "Play", "pause": "Pause", "stop": "Stop", "rewind": "Rewind", "fastForward": "Forward", "close": "Close",
    ]
}
