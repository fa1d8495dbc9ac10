import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// A view controller: `view` for a content controller, `navigation`, `tabBar` or `split` for a container,
/// and the properties that shape its safe area.
struct DecodedController: Decodable {
    let controller: ViewController

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case view, navigation, tabBar, split, title, additionalSafeAreaInsets, edgesForExtendedLayout,
            extendedLayoutIncludesOpaqueBars,
            prefersStatusBarHidden, prefersHomeIndicatorAutoHidden, preferredVerticalBarBehavior,
            automaticallyAdjustsScrollViewInsets, viewRespectsSystemMinimumLayoutMargins, navigationItem, toolbarItems,
            tabBarItem, comment
    }

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let content: ViewController.Content
        switch (c.has(.view), c.has(.navigation), c.has(.tabBar), c.has(.split)) {
        case (true, false, false, false): content = .view(try c.decode(DecodedView.self, .view).node)
        case (false, true, false, false): content = .navigation(try c.decode(DecodedNavigation.self, .navigation).navigation)
        case (false, false, true, false): content = .tabBar(try c.decode(DecodedTabs.self, .tabBar).tabs)
        case (false, false, false, true): content = .split(try c.decode(DecodedSplit.self, .split).split)
        case (false, false, false, false): throw c.missing(.view)
        default: throw c.invalid(.view, "a controller has one of view, navigation, tabBar or split")
        }
        var controller = ViewController(content, title: try c.decodeIfPresent(String.self, .title))
        if let insets = try c.decodeIfPresent(DecodedInsets.self, .additionalSafeAreaInsets) {
            controller.additionalSafeAreaInsets = insets.insets
        }
        if let edges = try c.decodeIfPresent(DecodedRectEdges.self, .edgesForExtendedLayout) {
            controller.edgesForExtendedLayout = edges.edges
        }
        try c.decode(.extendedLayoutIncludesOpaqueBars, into: &controller.extendedLayoutIncludesOpaqueBars)
        try c.decode(.prefersStatusBarHidden, into: &controller.prefersStatusBarHidden)
        try c.decode(.prefersHomeIndicatorAutoHidden, into: &controller.prefersHomeIndicatorAutoHidden)
        try c.decodeCase(.preferredVerticalBarBehavior, into: &controller.preferredVerticalBarBehavior)
        try c.decode(.automaticallyAdjustsScrollViewInsets, into: &controller.automaticallyAdjustsScrollViewInsets)
        try c.decode(.viewRespectsSystemMinimumLayoutMargins, into: &controller.viewRespectsSystemMinimumLayoutMargins)
        if let item = try c.decodeIfPresent(DecodedNavigationItem.self, .navigationItem) {
            controller.navigationItem = item.item
        }
        if let items = try c.decodeIfPresent([DecodedBarItem].self, .toolbarItems) {
            controller.toolbarItems = items.map(\.item)
        }
        controller.tabBarItem = try c.decodeIfPresent(DecodedBarItem.self, .tabBarItem)?.item
        self.controller = controller
    }
}

/// `navigation`: a navigation controller's stack and bars.
struct DecodedNavigation: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case viewControllers, navigationBarHidden, translucent, prefersLargeTitles, toolbarHidden, tintColor, comment
    }

    let navigation: NavigationController

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let stack = try c.decode([DecodedController].self, .viewControllers).map(\.controller)
        guard !stack.isEmpty else {
            throw c.invalid(.viewControllers, "a navigation controller needs at least one view controller")
        }
        var navigation = NavigationController { stack }
        try c.decode(.navigationBarHidden, into: &navigation.isNavigationBarHidden)
        try c.decode(.translucent, into: &navigation.isTranslucent)
        try c.decode(.prefersLargeTitles, into: &navigation.prefersLargeTitles)
        try c.decode(.toolbarHidden, into: &navigation.isToolbarHidden)
        navigation.tintColor = try c.decodeIfPresent(Color.self, .tintColor)
        self.navigation = navigation
    }
}

/// `tabBar`: a tab bar controller's tabs.
struct DecodedTabs: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case viewControllers, selectedIndex, translucent, bottomAccessory, mode, sidebar, comment
    }

    let tabs: TabBarController

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let controllers = try c.decode([DecodedController].self, .viewControllers).map(\.controller)
        guard !controllers.isEmpty else {
            throw c.invalid(.viewControllers, "a tab bar controller needs at least one view controller")
        }
        var tabs = TabBarController { controllers }
        tabs.selectedIndex = Int(
            try c.decodeNumber(
                .selectedIndex, minimum: 0, maximum: Double(controllers.count - 1),
                default: Double(tabs.selectedIndex)))
        try c.decode(.translucent, into: &tabs.isTranslucent)
        tabs.bottomAccessory = try c.decodeIfPresent(DecodedBarItem.self, .bottomAccessory)?.item
        try c.decodeCase(.mode, into: &tabs.mode)
        if let sidebar = try c.decodeIfPresent(DecodedSidebar.self, .sidebar) { tabs.sidebar = sidebar.sidebar }
        self.tabs = tabs
    }
}

/// `split`: a split view controller's columns, leading first (two or three), and the column
/// shown at compact width.
struct DecodedSplit: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case viewControllers, preferredCompactColumn, comment
    }

    let split: SplitViewController

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let controllers = try c.decode([DecodedController].self, .viewControllers).map(\.controller)
        guard (2...3).contains(controllers.count) else {
            throw c.invalid(
                .viewControllers,
                "a split view controller has two or three columns, leading first; this one has \(controllers.count)")
        }
        split = SplitViewController(
            controllers,
            preferredCompactColumn: try c.decodeCase(SplitViewController.Column.self, .preferredCompactColumn) ?? .primary)
    }
}

/// `sidebar`: a tab bar controller's sidebar, `hidden` and `layout`.
struct DecodedSidebar: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case hidden, layout, comment
    }

    var sidebar = TabBarController.Sidebar()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        sidebar.isHidden = try c.decodeIfPresent(Bool.self, .hidden)
        try c.decodeCase(.layout, into: &sidebar.preferredLayout)
    }
}

/// `navigationItem`.
struct DecodedNavigationItem: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case title, largeTitleDisplayMode, leftItems, rightItems, searchBarPlacement, comment
    }

    var item = NavigationItem()

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        item.title = try c.decodeIfPresent(String.self, .title)
        try c.decodeCase(.largeTitleDisplayMode, into: &item.largeTitleDisplayMode)
        item.searchBarPlacement = try c.decodeCase(NavigationItem.SearchBarPlacement.self, .searchBarPlacement)
        if let items = try c.decodeIfPresent([DecodedBarItem].self, .leftItems) { item.leftItems = items.map(\.item) }
        if let items = try c.decodeIfPresent([DecodedBarItem].self, .rightItems) { item.rightItems = items.map(\.item) }
    }
}
