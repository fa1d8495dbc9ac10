import LayoutEngine
import SafeAreaDecoding

/// `<barButtonItem>` and `<tabBarItem>` elements as ``BarItem``s.
enum IBBarItems {
    /// The item an element stands for: its title, else the word of its system item, else its image
    /// (an image, or a system item UIKit draws as an icon).
    static func item(_ element: XMLTree) -> BarItem {
        let title = title(of: element)
        let image = title.isEmpty ? element["image"] ?? element["systemItem"] ?? "item" : nil
        return BarItem(
            title, image: image, isEnabled: element.flag("enabled") ?? true,
            accessibilityIdentifier: element.child(key: "accessibilityConfiguration")?["identifier"])
    }

    /// The title an item shows: its own, or the word of a system item that is a word; empty for an
    /// item that shows an image.
    static func title(of element: XMLTree) -> String {
        if let title = element["title"], !title.isEmpty { return title }
        if let system = element["systemItem"], let word = systemTitles[system] { return word }
        return ""
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
        // Interface Builder writes the lists as elements named for them, not as keyed children.
        return (navigationItem.child(key: list) ?? navigationItem.child(named: list))?.children(named: "barButtonItem") ?? []
    }

    /// The titles UIKit shows for the system items that are words; the others (add, action, trash,
    /// close, …) are icons.
    private static let systemTitles: [String: String] = [
        "edit": "Edit", "done": "Done", "cancel": "Cancel", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]
}
