/// A `UIBarButtonItem` or `UITabBarItem`: a title or an image, and whether it takes taps.
public struct BarItem: Hashable, Sendable {
    /// The title; empty for an item that shows only its image.
    package var title: String
    /// The image the item shows instead of a title, by name (an SF Symbol, an asset, or a system
    /// item such as `add`); drawn as an icon 24 pt across.
    package var image: String?
    /// `isEnabled`.
    package var isEnabled: Bool
    /// `accessibilityIdentifier`.
    package var accessibilityIdentifier: String?

    /// Creates an item showing `title`, or `image` when the title is empty.
    public init(_ title: String, image: String? = nil, isEnabled: Bool = true, accessibilityIdentifier: String? = nil) {
        self.title = title
        self.image = image
        self.isEnabled = isEnabled
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// Whether the item shows an image and no title.
    package var showsImageOnly: Bool { title.isEmpty && image != nil }
}

/// A controller's `navigationItem`: what the navigation bar shows while it is on top.
public struct NavigationItem: Hashable, Sendable {
    /// `largeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, CaseIterable, Hashable, Sendable {
        /// Large when the navigation controller prefers large titles.
        case automatic
        /// Always large (where the bar can show it).
        case always
        /// Never large.
        case never
    }

    /// Where a search controller's field goes (`preferredSearchBarPlacement`).
    public enum SearchBarPlacement: String, CaseIterable, Hashable, Sendable {
        /// UIKit's choice: in the toolbar on an iPhone from iOS 26, stacked below the bar before
        /// and on iPad.
        case automatic
        /// In its own row below the navigation bar's title.
        case stacked
        /// In the bar: on an iPhone from iOS 26 the toolbar at the bottom.
        case integrated
    }

    /// The title; nil uses the controller's title.
    package var title: String?
    /// `largeTitleDisplayMode`.
    package var largeTitleDisplayMode: LargeTitleDisplayMode
    /// `leftBarButtonItems`, leading first.
    package var leftItems: [BarItem]
    /// `rightBarButtonItems`, trailing first, as UIKit orders them.
    package var rightItems: [BarItem]
    /// Where the `searchController`'s field goes; nil when the item has none.
    package var searchBarPlacement: SearchBarPlacement?

    /// Creates a navigation item.
    package init(
        title: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        leftItems: [BarItem] = [], rightItems: [BarItem] = [], searchBarPlacement: SearchBarPlacement? = nil
    ) {
        self.searchBarPlacement = searchBarPlacement
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}
