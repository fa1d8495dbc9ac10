/// A `UITabBarController`'s tabs.
public struct TabBarController: Hashable, Sendable {
    /// `UITabBarController.Mode` (iPadOS 18): whether the tabs may also show as a sidebar.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// The system decides: a sidebar only for tabs with groups, which the model does not hold,
        /// so a tab bar.
        case automatic
        /// A tab bar only.
        case tabBar
        /// A tab bar or, on an iPad at regular width, a sidebar.
        case tabSidebar
    }

    /// `UITabBarController.Sidebar`: whether the sidebar shows and how the content makes room.
    public struct Sidebar: Hashable, Sendable {
        /// `UITabBarController.Sidebar.Layout`: how the selected controller makes room.
        public enum Layout: String, CaseIterable, Hashable, Sendable {
            /// `.overlap` on iOS.
            case automatic
            /// The content stays full width and the sidebar's width joins its leading safe-area
            /// inset.
            case overlap
            /// The content is narrowed to the space beside the sidebar.
            case tile
        }

        /// `isHidden`; nil keeps UIKit's default: shown in landscape, hidden in portrait.
        package var isHidden: Bool?
        /// `preferredLayout`.
        package var preferredLayout: Layout

        /// A sidebar with UIKit's defaults unless stated.
        public init(isHidden: Bool? = nil, preferredLayout: Layout = .automatic) {
            self.isHidden = isHidden
            self.preferredLayout = preferredLayout
        }
    }

    /// The tabs' controllers.
    package var viewControllers: [ViewController]
    /// `selectedIndex`.
    package var selectedIndex: Int
    /// `tabBar.isTranslucent`.
    package var isTranslucent: Bool
    /// iOS 26's `bottomAccessory`, shown as its item: a capsule above the tab bar, such as a
    /// player's "Now Playing", that adds its height to the tabs' bottom inset.
    package var bottomAccessory: BarItem?
    /// `mode`.
    package var mode: Mode
    /// `sidebar`, which shows only in `.tabSidebar` mode.
    package var sidebar: Sidebar

    /// `selectedViewController`: the tab on screen, or nil when `selectedIndex` names none.
    package var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// A tab bar controller with these tabs and UIKit's defaults: the first tab selected, a
    /// translucent bar, no bottom accessory, no sidebar.
    public init(
        selectedIndex: Int = 0, isTranslucent: Bool = true, bottomAccessory: BarItem? = nil, mode: Mode = .automatic,
        sidebar: Sidebar = Sidebar(), @ViewControllerBuilder _ viewControllers: () -> [ViewController]
    ) {
        self.viewControllers = viewControllers()
        self.selectedIndex = selectedIndex
        self.isTranslucent = isTranslucent
        self.bottomAccessory = bottomAccessory
        self.mode = mode
        self.sidebar = sidebar
    }
}
