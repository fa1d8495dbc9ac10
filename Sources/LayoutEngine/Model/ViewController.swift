import DeviceGeometry

/// A `UIViewController`: a root view, or a container of other controllers, and the properties that
/// decide its safe area.
public struct ViewController: Hashable, Sendable {
    /// What the controller shows.
    package indirect enum Content: Hashable, Sendable {
        /// A content controller with this root view.
        case view(ViewNode)
        /// A `UINavigationController`.
        case navigation(NavigationController)
        /// A `UITabBarController`.
        case tabBar(TabBarController)
        /// A `UISplitViewController`.
        case split(SplitViewController)
    }

    /// What the controller shows.
    package var content: Content
    /// `title`, shown by navigation bars and tab bar items.
    package var title: String?
    /// `additionalSafeAreaInsets`, added to the insets the controller's view receives.
    package var additionalSafeAreaInsets: EdgeInsets
    /// `edgesForExtendedLayout`: the edges whose bars the view extends under.
    package var edgesForExtendedLayout: RectEdges
    /// `extendedLayoutIncludesOpaqueBars`.
    package var extendedLayoutIncludesOpaqueBars: Bool
    /// `prefersStatusBarHidden`; nil keeps the system default (hidden in iPhone landscape).
    package var prefersStatusBarHidden: Bool?
    /// `prefersHomeIndicatorAutoHidden`. The indicator fades, but the safe area keeps its inset.
    package var prefersHomeIndicatorAutoHidden: Bool
    /// The deprecated `automaticallyAdjustsScrollViewInsets`; false turns off `.automatic`'s
    /// extra top and bottom insets.
    package var automaticallyAdjustsScrollViewInsets: Bool
    /// `viewRespectsSystemMinimumLayoutMargins`.
    package var viewRespectsSystemMinimumLayoutMargins: Bool
    /// `navigationItem`.
    package var navigationItem: NavigationItem
    /// `toolbarItems`, shown when a navigation controller's toolbar is visible.
    package var toolbarItems: [BarItem]
    /// `tabBarItem`; nil uses the title.
    package var tabBarItem: BarItem?
    /// `preferredVerticalBarBehavior` (iOS 27.1): `.disabled` keeps the bars on the horizontal
    /// axis on a display with a bar column.
    package var preferredVerticalBarBehavior: VerticalBarBehavior

    /// Creates a controller with UIKit's defaults.
    package init(
        _ content: Content, title: String? = nil, additionalSafeAreaInsets: EdgeInsets = .zero,
        edgesForExtendedLayout: RectEdges = .all, extendedLayoutIncludesOpaqueBars: Bool = false,
        prefersStatusBarHidden: Bool? = nil, prefersHomeIndicatorAutoHidden: Bool = false,
        automaticallyAdjustsScrollViewInsets: Bool = true, viewRespectsSystemMinimumLayoutMargins: Bool = true,
        navigationItem: NavigationItem = NavigationItem(), toolbarItems: [BarItem] = [],
        tabBarItem: BarItem? = nil, preferredVerticalBarBehavior: VerticalBarBehavior = .automatic
    ) {
        self.content = content
        self.title = title
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.navigationItem = navigationItem
        self.toolbarItems = toolbarItems
        self.tabBarItem = tabBarItem
        self.preferredVerticalBarBehavior = preferredVerticalBarBehavior
    }

    /// The kind of the controller's root view: a container's view is a plain view.
    package var rootViewKind: ViewKind {
        if case .view(let root) = content { return root.attributes.kind }
        return .view
    }

    /// The controllers on screen from this one down: the top of a navigation stack, the selected
    /// tab, a split view's compact column, and so on.
    package var visibleChain: [ViewController] {
        switch content {
        case .view: [self]
        case .navigation(let navigation): [self] + (navigation.viewControllers.last?.visibleChain ?? [])
        case .tabBar(let tabs):
            [self] + (tabs.selectedViewController?.visibleChain ?? [])
        case .split(let split):
            [self] + (split.compactViewController?.visibleChain ?? [])
        }
    }

    /// The content controller on screen: the last of ``visibleChain``. Setting it replaces that
    /// controller where it sits, in its navigation stack or tab.
    package var visibleContent: ViewController {
        get { visibleChain.last ?? self }
        set {
            switch content {
            case .navigation(var navigation) where !navigation.viewControllers.isEmpty:
                navigation.viewControllers[navigation.viewControllers.count - 1].visibleContent = newValue
                content = .navigation(navigation)
            case .tabBar(var tabs) where tabs.viewControllers.indices.contains(tabs.selectedIndex):
                tabs.viewControllers[tabs.selectedIndex].visibleContent = newValue
                content = .tabBar(tabs)
            case .split(var split) where !split.viewControllers.isEmpty:
                split.viewControllers[split.index(of: split.preferredCompactColumn)].visibleContent = newValue
                content = .split(split)
            default:
                self = newValue
            }
        }
    }
}

/// Whether a controller's bars may move into a display's vertical bar column (iOS 27.1).
public enum VerticalBarBehavior: String, CaseIterable, Hashable, Sendable {
    /// The system decides: vertical where the display has a column.
    case automatic
    /// Horizontal bars, and the status bar back along the top edge.
    case disabled
}

/// A `UINavigationController`'s stack and bars.
public struct NavigationController: Hashable, Sendable {
    /// The stack, bottom first; the last one is on screen.
    package var viewControllers: [ViewController]
    /// `isNavigationBarHidden`.
    package var isNavigationBarHidden: Bool
    /// `navigationBar.isTranslucent`.
    package var isTranslucent: Bool
    /// `navigationBar.prefersLargeTitles`.
    package var prefersLargeTitles: Bool
    /// `isToolbarHidden`.
    package var isToolbarHidden: Bool
    /// `navigationBar.tintColor`, and the toolbar's: the colour of the bars' items; nil inherits
    /// system blue.
    package var tintColor: Color?

    /// A navigation controller with this stack, bottom first, and UIKit's defaults: a translucent
    /// bar, no large titles, no toolbar.
    public init(
        isNavigationBarHidden: Bool = false, isTranslucent: Bool = true, prefersLargeTitles: Bool = false,
        isToolbarHidden: Bool = true, @ViewControllerBuilder _ viewControllers: () -> [ViewController]
    ) {
        self.viewControllers = viewControllers()
        self.isNavigationBarHidden = isNavigationBarHidden
        self.isTranslucent = isTranslucent
        self.prefersLargeTitles = prefersLargeTitles
        self.isToolbarHidden = isToolbarHidden
    }
}
