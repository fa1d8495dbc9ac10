import DeviceGeometry
import LayoutEngine

/// A view controller as ``DecodedController`` reads it.
struct EncodedController: Encodable {
    let controller: ViewController

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedController.Key>(encoder)
        let standard = ViewController(controller.content)
        try c.encodeIfPresent(controller.title, .title)
        if controller.additionalSafeAreaInsets != standard.additionalSafeAreaInsets {
            try c.encode(SpecInlineList(controller.additionalSafeAreaInsets), .additionalSafeAreaInsets)
        }
        if controller.edgesForExtendedLayout != standard.edgesForExtendedLayout {
            let names = RectEdges.named.filter { $0.edge != .all && controller.edgesForExtendedLayout.contains($0.edge) }.map(
                \.name)
            try c.encode(SpecInlineList(elements: names), .edgesForExtendedLayout)
        }
        try c.encode(
            controller.extendedLayoutIncludesOpaqueBars, .extendedLayoutIncludesOpaqueBars,
            unless: standard.extendedLayoutIncludesOpaqueBars)
        try c.encodeIfPresent(controller.prefersStatusBarHidden, .prefersStatusBarHidden)
        try c.encode(
            controller.prefersHomeIndicatorAutoHidden, .prefersHomeIndicatorAutoHidden,
            unless: standard.prefersHomeIndicatorAutoHidden)
        try c.encodeCase(
            controller.preferredVerticalBarBehavior, .preferredVerticalBarBehavior,
            unless: standard.preferredVerticalBarBehavior)
        try c.encode(
            controller.automaticallyAdjustsScrollViewInsets, .automaticallyAdjustsScrollViewInsets,
            unless: standard.automaticallyAdjustsScrollViewInsets)
        try c.encode(
            controller.viewRespectsSystemMinimumLayoutMargins, .viewRespectsSystemMinimumLayoutMargins,
            unless: standard.viewRespectsSystemMinimumLayoutMargins)
        if controller.navigationItem != standard.navigationItem {
            try c.encode(EncodedNavigationItem(item: controller.navigationItem), .navigationItem)
        }
        try c.encodeList(controller.toolbarItems.map(EncodedBarItem.init), .toolbarItems)
        try c.encodeIfPresent(controller.tabBarItem.map(EncodedBarItem.init), .tabBarItem)
        switch controller.content {
        case .view(let view): try c.encode(EncodedView(node: view), .view)
        case .navigation(let navigation): try c.encode(EncodedNavigation(navigation: navigation), .navigation)
        case .tabBar(let tabs): try c.encode(EncodedTabs(tabs: tabs), .tabBar)
        case .split(let split): try c.encode(EncodedSplit(split: split), .split)
        }
    }
}

/// `navigation`, as ``DecodedNavigation`` reads it.
struct EncodedNavigation: Encodable {
    let navigation: NavigationController

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedNavigation.Key>(encoder)
        let standard = NavigationController { [] }
        try c.encode(navigation.isNavigationBarHidden, .navigationBarHidden, unless: standard.isNavigationBarHidden)
        try c.encode(navigation.isTranslucent, .translucent, unless: standard.isTranslucent)
        try c.encode(navigation.prefersLargeTitles, .prefersLargeTitles, unless: standard.prefersLargeTitles)
        try c.encode(navigation.isToolbarHidden, .toolbarHidden, unless: standard.isToolbarHidden)
        try c.encodeIfPresent(navigation.tintColor, .tintColor)
        try c.encode(navigation.viewControllers.map(EncodedController.init), .viewControllers)
    }
}

/// `split`, as ``DecodedSplit`` reads it.
struct EncodedSplit: Encodable {
    let split: SplitViewController

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSplit.Key>(encoder)
        try c.encodeCase(split.preferredCompactColumn, .preferredCompactColumn, unless: .primary)
        try c.encode(split.viewControllers.map(EncodedController.init), .viewControllers)
    }
}

/// `tabBar`, as ``DecodedTabs`` reads it.
struct EncodedTabs: Encodable {
    let tabs: TabBarController

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedTabs.Key>(encoder)
        let standard = TabBarController { [] }
        try c.encode(tabs.selectedIndex, .selectedIndex, unless: standard.selectedIndex)
        try c.encode(tabs.isTranslucent, .translucent, unless: standard.isTranslucent)
        try c.encodeIfPresent(tabs.bottomAccessory.map(EncodedBarItem.init), .bottomAccessory)
        try c.encodeCase(tabs.mode, .mode, unless: standard.mode)
        if tabs.sidebar != standard.sidebar { try c.encode(EncodedSidebar(sidebar: tabs.sidebar), .sidebar) }
        try c.encode(tabs.viewControllers.map(EncodedController.init), .viewControllers)
    }
}

/// `sidebar`, as ``DecodedSidebar`` reads it.
struct EncodedSidebar: Encodable {
    let sidebar: TabBarController.Sidebar

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedSidebar.Key>(encoder)
        try c.encodeIfPresent(sidebar.isHidden, .hidden)
        try c.encodeCase(sidebar.preferredLayout, .layout, unless: TabBarController.Sidebar().preferredLayout)
    }
}

/// `navigationItem`, as ``DecodedNavigationItem`` reads it.
struct EncodedNavigationItem: Encodable {
    let item: NavigationItem

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedNavigationItem.Key>(encoder)
        try c.encodeIfPresent(item.title, .title)
        try c.encodeCase(item.largeTitleDisplayMode, .largeTitleDisplayMode, unless: NavigationItem().largeTitleDisplayMode)
        try c.encodeList(item.leftItems.map(EncodedBarItem.init), .leftItems)
        try c.encodeList(item.rightItems.map(EncodedBarItem.init), .rightItems)
        try c.encodeIfPresent(item.searchBarPlacement?.rawValue, .searchBarPlacement)
    }
}

/// A bar item as its title, or as an object when it says more.
struct EncodedBarItem: Encodable {
    let item: BarItem

    func encode(to encoder: any Encoder) throws {
        let standard = BarItem(item.title)
        if item == standard {
            var container = encoder.singleValueContainer()
            try container.encode(item.title)
        } else {
            var c = SpecContainer<DecodedBarItem.Key>(encoder)
            if !item.title.isEmpty || item.image == nil { try c.encode(item.title, .title) }
            try c.encodeIfPresent(item.image, .image)
            try c.encode(item.isEnabled, .isEnabled, unless: standard.isEnabled)
            try c.encodeIfPresent(item.accessibilityIdentifier, .accessibilityIdentifier)
        }
    }
}
