/// A `UIBarButtonItem` or `UITabBarItem`: a title, and whether it takes taps.
public struct BarItem: Hashable, Sendable {
    /// The title, or a short name of the image.
    public var title: String
    /// `isEnabled`.
    public var isEnabled: Bool
    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?

    /// Creates an item.
    public init(_ title: String, isEnabled: Bool = true, accessibilityIdentifier: String? = nil) {
        self.title = title
        self.isEnabled = isEnabled
        self.accessibilityIdentifier = accessibilityIdentifier
    }
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

    /// The title; nil uses the controller's title.
    public var title: String?
    /// `largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// `leftBarButtonItems`, leading first.
    public var leftItems: [BarItem]
    /// `rightBarButtonItems`, trailing first, as UIKit orders them.
    public var rightItems: [BarItem]

    /// Creates a navigation item.
    public init(
        title: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        leftItems: [BarItem] = [], rightItems: [BarItem] = []
    ) {
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}
