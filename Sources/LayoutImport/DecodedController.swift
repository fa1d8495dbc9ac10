import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// A view controller: `view` for a content controller, `navigation` or `tabBar` for a container,
/// and the properties that shape its safe area.
struct DecodedController: Decodable {
    let controller: ViewController

    private static let keys = [
        "view", "navigation", "tabBar", "title", "additionalSafeAreaInsets", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "prefersStatusBarHidden", "prefersHomeIndicatorAutoHidden",
        "automaticallyAdjustsScrollViewInsets", "viewRespectsSystemMinimumLayoutMargins", "navigationItem",
        "toolbarItems", "tabBarItem", "comment",
    ]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: Self.keys)
        let content: ViewController.Content
        switch (c.has("view"), c.has("navigation"), c.has("tabBar")) {
        case (true, false, false): content = .view(try c.decode(DecodedView.self, "view").node)
        case (false, true, false): content = .navigation(try c.decode(DecodedNavigation.self, "navigation").navigation)
        case (false, false, true): content = .tabBar(try c.decode(DecodedTabs.self, "tabBar").tabs)
        case (false, false, false): throw c.missing("view")
        default: throw c.invalid("view", "a controller has one of view, navigation or tabBar")
        }
        var controller = ViewController(content, title: try c.decodeIfPresent(String.self, "title"))
        controller.additionalSafeAreaInsets = try c.decodeIfPresent(DecodedInsets.self, "additionalSafeAreaInsets")?.insets ?? .zero
        controller.edgesForExtendedLayout = try c.decodeIfPresent(DecodedRectEdges.self, "edgesForExtendedLayout")?.edges ?? .all
        controller.extendedLayoutIncludesOpaqueBars = try c.decodeIfPresent(Bool.self, "extendedLayoutIncludesOpaqueBars") ?? false
        controller.prefersStatusBarHidden = try c.decodeIfPresent(Bool.self, "prefersStatusBarHidden")
        controller.prefersHomeIndicatorAutoHidden = try c.decodeIfPresent(Bool.self, "prefersHomeIndicatorAutoHidden") ?? false
        controller.automaticallyAdjustsScrollViewInsets = try c.decodeIfPresent(Bool.self, "automaticallyAdjustsScrollViewInsets") ?? true
        controller.viewRespectsSystemMinimumLayoutMargins = try c.decodeIfPresent(Bool.self, "viewRespectsSystemMinimumLayoutMargins") ?? true
        controller.navigationItem = try c.decodeIfPresent(DecodedNavigationItem.self, "navigationItem")?.item ?? NavigationItem()
        controller.toolbarItems = (try c.decodeIfPresent([DecodedBarItem].self, "toolbarItems") ?? []).map(\.item)
        controller.tabBarItem = try c.decodeIfPresent(DecodedBarItem.self, "tabBarItem")?.item
        self.controller = controller
    }
}

/// `navigation`: a navigation controller's stack and bars.
struct DecodedNavigation: Decodable {
    let navigation: NavigationController

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["viewControllers", "navigationBarHidden", "translucent",
                                                       "prefersLargeTitles", "toolbarHidden", "comment"])
        let stack = try c.decode([DecodedController].self, "viewControllers").map(\.controller)
        guard !stack.isEmpty else { throw c.invalid("viewControllers", "a navigation controller needs at least one view controller") }
        navigation = NavigationController(stack, isNavigationBarHidden: try c.decodeIfPresent(Bool.self, "navigationBarHidden") ?? false,
                                          isTranslucent: try c.decodeIfPresent(Bool.self, "translucent") ?? true,
                                          prefersLargeTitles: try c.decodeIfPresent(Bool.self, "prefersLargeTitles") ?? false,
                                          isToolbarHidden: try c.decodeIfPresent(Bool.self, "toolbarHidden") ?? true)
    }
}

/// `tabBar`: a tab bar controller's tabs.
struct DecodedTabs: Decodable {
    let tabs: TabBarController

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["viewControllers", "selectedIndex", "translucent", "comment"])
        let tabs = try c.decode([DecodedController].self, "viewControllers").map(\.controller)
        guard !tabs.isEmpty else { throw c.invalid("viewControllers", "a tab bar controller needs at least one view controller") }
        let selected = Int(try c.decodeNumber("selectedIndex", minimum: 0, maximum: Double(tabs.count - 1), default: 0))
        self.tabs = TabBarController(tabs, selectedIndex: selected, isTranslucent: try c.decodeIfPresent(Bool.self, "translucent") ?? true)
    }
}

/// `navigationItem`.
struct DecodedNavigationItem: Decodable {
    let item: NavigationItem

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: ["title", "largeTitleDisplayMode", "leftItems", "rightItems", "comment"])
        item = NavigationItem(title: try c.decodeIfPresent(String.self, "title"),
                              largeTitleDisplayMode: try c.decodeCase(NavigationItem.LargeTitleDisplayMode.self, "largeTitleDisplayMode") ?? .automatic,
                              leftItems: (try c.decodeIfPresent([DecodedBarItem].self, "leftItems") ?? []).map(\.item),
                              rightItems: (try c.decodeIfPresent([DecodedBarItem].self, "rightItems") ?? []).map(\.item))
    }
}
