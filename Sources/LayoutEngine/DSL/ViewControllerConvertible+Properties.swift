import DeviceGeometry

/// The `UIViewController` properties that decide a controller's safe area and bars.
///
/// On a navigation or tab bar controller they set the container's own properties: a tab's title
/// and `tabBarItem` belong to the navigation controller in that tab.
extension ViewControllerConvertible {
    /// A copy with `change` applied to its controller.
    func updating(_ change: (inout ViewController) -> Void) -> ViewController {
        var controller = viewController
        change(&controller)
        return controller
    }

    /// `title`.
    public func title(_ title: String) -> ViewController {
        updating { $0.title = title }
    }

    /// `additionalSafeAreaInsets`.
    public func additionalSafeAreaInsets(_ insets: EdgeInsets) -> ViewController {
        updating { $0.additionalSafeAreaInsets = insets }
    }

    /// `edgesForExtendedLayout`.
    public func edgesForExtendedLayout(_ edges: RectEdges) -> ViewController {
        updating { $0.edgesForExtendedLayout = edges }
    }

    /// `extendedLayoutIncludesOpaqueBars`.
    public func extendedLayoutIncludesOpaqueBars(_ includes: Bool = true) -> ViewController {
        updating { $0.extendedLayoutIncludesOpaqueBars = includes }
    }

    /// `prefersStatusBarHidden`.
    public func prefersStatusBarHidden(_ hidden: Bool = true) -> ViewController {
        updating { $0.prefersStatusBarHidden = hidden }
    }

    /// `preferredVerticalBarBehavior`: `.disabled` keeps the bars horizontal on a display with a
    /// vertical bar column.
    public func preferredVerticalBarBehavior(_ behavior: VerticalBarBehavior) -> ViewController {
        updating { $0.preferredVerticalBarBehavior = behavior }
    }

    /// `prefersHomeIndicatorAutoHidden`.
    public func prefersHomeIndicatorAutoHidden(_ hidden: Bool = true) -> ViewController {
        updating { $0.prefersHomeIndicatorAutoHidden = hidden }
    }

    /// `automaticallyAdjustsScrollViewInsets`.
    public func automaticallyAdjustsScrollViewInsets(_ adjusts: Bool) -> ViewController {
        updating { $0.automaticallyAdjustsScrollViewInsets = adjusts }
    }

    /// `viewRespectsSystemMinimumLayoutMargins`.
    public func viewRespectsSystemMinimumLayoutMargins(_ respects: Bool) -> ViewController {
        updating { $0.viewRespectsSystemMinimumLayoutMargins = respects }
    }

    /// `navigationItem`: the title and bar button items the navigation bar shows, and where a
    /// search controller's field goes when it has one.
    public func navigationItem(
        title: String? = nil,
        largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic,
        leftBarButtonItems: [BarItem] = [], rightBarButtonItems: [BarItem] = [],
        searchBarPlacement: NavigationItem.SearchBarPlacement? = nil
    ) -> ViewController {
        updating {
            $0.navigationItem = NavigationItem(
                title: title, largeTitleDisplayMode: largeTitleDisplayMode,
                leftItems: leftBarButtonItems, rightItems: rightBarButtonItems, searchBarPlacement: searchBarPlacement)
        }
    }

    /// `toolbarItems`.
    public func toolbarItems(_ items: [BarItem]) -> ViewController {
        updating { $0.toolbarItems = items }
    }

    /// `tabBarItem`.
    public func tabBarItem(_ item: BarItem) -> ViewController {
        updating { $0.tabBarItem = item }
    }
}
