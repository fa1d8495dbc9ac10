import DeviceGeometry

/// Walks the controller tree top-down (uikit-semantics.md §9 step 2): containers place their bars
/// under the status bar, size each child's view by `edgesForExtendedLayout` and the bars'
/// translucency, and give the child's root view the insets its frame has under the unsafe area and
/// the bars, plus its `additionalSafeAreaInsets`.
struct ControllerLayout {
    /// What holds a controller.
    enum Container {
        case none, navigation, tabBar
    }

    let environment: LayoutEnvironment
    let canvas: Size
    private(set) var bars: [ResolvedBar] = []
    private(set) var broken: [BrokenConstraint] = []
    /// The bar column's items, where the bars are vertical.
    private(set) var column: BarColumnItems?

    /// A layout in `environment` whose bars stack down `column` where there is one: the
    /// display's, or a sheet's own.
    init(environment: LayoutEnvironment, canvas: Size, column: PlacedBarColumn?) {
        self.environment = environment
        self.canvas = canvas
        self.column = column.map(BarColumnItems.init)
    }

    /// Lays out `controller` in `frame` (window coordinates), whose view receives `insets` from its
    /// parent.
    mutating func layOut(
        _ controller: ViewController, frame: Rect, insets received: EdgeInsets, container: Container, path: String
    ) -> ResolvedView {
        let insets = received + controller.additionalSafeAreaInsets
        switch controller.content {
        case .view(let root):
            // From iOS 11 the legacy guides' lengths are the safe area's top and bottom insets,
            // which is why Xcode 9 turns their constraints into safe-area ones (R1.13).
            let context = TreeContext(
                environment: environment, canvas: canvas, rootFrame: frame,
                rootSafeAreaInsets: insets, controller: controller,
                isInNavigationOrTabController: container != .none,
                legacyTopLength: insets.top, legacyBottomLength: insets.bottom)
            let layout = ViewTreeLayout(root: root, path: path, context: context)
            broken += layout.broken
            return layout.resolvedView { child, childFrame, childInsets, childPath in
                layOut(child, frame: childFrame, insets: childInsets, container: .none, path: childPath)
            }
        case .navigation(let navigation):
            return layOutNavigation(navigation, controller: controller, frame: frame, insets: insets, path: path)
        case .tabBar(let tabs):
            return layOutTabs(tabs, frame: frame, insets: insets, path: path)
        case .split(let split):
            return layOutSplit(split, frame: frame, insets: insets, path: path)
        }
    }

    private mutating func layOutNavigation(
        _ navigation: NavigationController, controller: ViewController, frame: Rect,
        insets: EdgeInsets, path: String
    ) -> ResolvedView {
        guard let top = navigation.viewControllers.last else { return containerView(frame: frame, insets: insets, path: path) }
        var safe = frame.inset(by: insets)
        var childFrame = frame
        var barViews: [ResolvedView] = []
        let search =
            navigation.isNavigationBarHidden ? nil : top.navigationItem.searchBarPlacement.map(environment.searchPlacement)
        if !navigation.isNavigationBarHidden {
            let item = top.navigationItem
            let large = isLarge(item, in: navigation)
            let title = item.title ?? top.title
            let bar: Rect
            if column != nil {
                bar = verticalNavigationBar(item, large: large, frame: frame, insets: insets, path: path)
                barViews.append(
                    ResolvedView(
                        attributes: ViewAttributes(kind: .navigationBar, text: title), frame: bar,
                        path: "\(path)/navigationBar[0]"))
            } else {
                let y =
                    environment.window.topBarOrigin.map { frame.minY < $0 ? $0 : frame.minY + insets.top }
                    ?? frame.minY + insets.top
                let titleBar = Rect(
                    x: frame.minX, y: y, width: frame.width, height: environment.navigationBarHeight(largeTitle: large))
                let searchRow = search == .stacked ? environment.searchRowHeight : 0
                bar = Rect(origin: titleBar.origin, size: Size(width: titleBar.width, height: titleBar.height + searchRow))
                barViews.append(
                    inLanguageDirection(insets: insets, across: frame) { insets in
                        BarViews.navigationBar(
                            titleBar, reachingUpTo: frame.minY, item: item, title: title,
                            insets: insets, environment: environment, path: "\(path)/navigationBar[0]")
                    })
                if searchRow > 0 {
                    barViews.append(
                        inLanguageDirection(insets: insets, across: frame) { insets in
                            BarViews.searchRow(
                                Rect(x: frame.minX, y: titleBar.maxY, width: frame.width, height: searchRow), insets: insets,
                                environment: environment, path: "\(path)/navigationBar[1]")
                        })
                }
                if !(top.edgesForExtendedLayout.contains(.top)
                    && (navigation.isTranslucent || top.extendedLayoutIncludesOpaqueBars))
                {
                    childFrame = Rect(corner: Point(x: frame.minX, y: bar.maxY), Point(x: frame.maxX, y: frame.maxY))
                }
            }
            bars.append(ResolvedBar(kind: .navigationBar, frame: bar))
            safe = Rect(
                corner: Point(x: safe.minX, y: max(safe.minY, bar.maxY)), Point(x: safe.maxX, y: max(safe.maxY, bar.maxY)))
        }
        let toolbarSearch = search == .integrated
        if !navigation.isToolbarHidden, column != nil {
            if let span = column?.append(toolbarItems: top.toolbarItems, path: "\(path)/toolbar[0]") {
                bars.append(ResolvedBar(kind: .toolbar, frame: span))
            }
        } else if !navigation.isToolbarHidden || toolbarSearch {
            let height = environment.toolbarHeight
            let bar = Rect(
                x: frame.minX, y: frame.maxY - insets.bottom - height, width: frame.width, height: height + insets.bottom)
            bars.append(ResolvedBar(kind: .toolbar, frame: bar))
            barViews.append(
                inLanguageDirection(insets: insets, across: frame) { insets in
                    BarViews.toolbar(
                        bar, items: top.toolbarItems, search: toolbarSearch, insets: insets, environment: environment,
                        path: "\(path)/toolbar[0]")
                })
            safe = Rect(corner: safe.origin, Point(x: safe.maxX, y: min(safe.maxY, bar.minY)))
            if !(top.edgesForExtendedLayout.contains(.bottom)
                && (navigation.isTranslucent || top.extendedLayoutIncludesOpaqueBars))
            {
                childFrame = Rect(corner: childFrame.origin, Point(x: childFrame.maxX, y: bar.minY))
            }
        }
        let child = layOut(
            top, frame: childFrame, insets: InsetPropagation.overlap(of: childFrame, with: safe), container: .navigation,
            path: "\(path)/view[0]")
        let tinted = barViews.map { bar in
            var bar = bar
            bar.attributes.tintColor = bar.attributes.tintColor ?? navigation.tintColor
            return bar
        }
        return containerView(frame: frame, insets: insets, path: path, subviews: [child] + tinted)
    }

    private mutating func layOutTabs(_ tabs: TabBarController, frame: Rect, insets: EdgeInsets, path: String) -> ResolvedView {
        if environment.floatsTabBar { return layOutFloatingTabs(tabs, frame: frame, insets: insets, path: path) }
        let vertical = column?.tabBarFrame(count: tabs.viewControllers.count)
        let height = vertical?.height ?? environment.tabBarHeight(bottomInset: insets.bottom)
        let bar =
            vertical
            ?? Rect(x: frame.minX, y: frame.maxY - insets.bottom - height, width: frame.width, height: height + insets.bottom)
        // A vertical tab bar sits in the column, beside the content rather than below it.
        let contentBottom = vertical == nil ? bar.minY : frame.maxY
        // The accessory sits above the tab bar; beside a bar column it stays across the bottom of
        // the content.
        let accessory = tabs.bottomAccessory.map { _ in
            Self.accessoryBand(above: vertical == nil ? bar.minY : frame.maxY - insets.bottom, frame: frame, insets: insets)
        }
        let safeBottom = min(contentBottom, accessory?.minY ?? contentBottom)
        var subviews: [ResolvedView] = []
        if let selected = tabs.selectedViewController {
            let extendsUnder =
                selected.edgesForExtendedLayout.contains(.bottom)
                && (tabs.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
            let childFrame = extendsUnder ? frame : Rect(corner: frame.origin, Point(x: frame.maxX, y: contentBottom))
            let safeArea = frame.inset(by: insets)
            let safe = Rect(corner: safeArea.origin, Point(x: safeArea.maxX, y: min(safeArea.maxY, safeBottom)))
            subviews.append(
                layOut(
                    selected, frame: childFrame, insets: InsetPropagation.overlap(of: childFrame, with: safe),
                    container: .tabBar, path: "\(path)/view[0]"))
        }
        bars.append(ResolvedBar(kind: .tabBar, frame: bar))
        appendAccessory(of: tabs, in: accessory, to: &subviews, path: path)
        let titles = Self.tabItems(of: tabs)
        if vertical != nil {
            column?.setTabBar(
                BarViews.verticalTabBar(
                    bar, items: titles, selectedIndex: tabs.selectedIndex, path: "\(path)/tabBar[0]"))
        } else {
            subviews.append(
                inLanguageDirection(insets: insets, across: frame) { [environment] insets in
                    environment.hasTabBarPlatter
                        ? BarViews.platterTabBar(bar, items: titles, selectedIndex: tabs.selectedIndex, path: "\(path)/tabBar[0]")
                        : BarViews.tabBar(
                            bar, items: titles, selectedIndex: tabs.selectedIndex, insets: insets,
                            contentHeight: height, path: "\(path)/tabBar[0]")
                })
        }
        return containerView(frame: frame, insets: insets, path: path, subviews: subviews)
    }

    /// Whether `controller` is a navigation controller whose bar shows.
    private static func showsNavigationBar(_ controller: ViewController) -> Bool {
        if case .navigation(let navigation) = controller.content { !navigation.isNavigationBarHidden } else { false }
    }

    /// A tab bar controller's bottom accessory band: the safe width, its height above `bottom`.
    private static func accessoryBand(above bottom: Double, frame: Rect, insets: EdgeInsets) -> Rect {
        let height = LayoutEnvironment.tabBottomAccessoryHeight
        return Rect(
            x: frame.minX + insets.left, y: bottom - height, width: frame.width - insets.left - insets.right, height: height)
    }

    /// Records the bottom accessory's band as a bar and adds its view, where the controller has one.
    private mutating func appendAccessory(
        of tabs: TabBarController, in band: Rect?, to subviews: inout [ResolvedView], path: String
    ) {
        guard let band, let item = tabs.bottomAccessory else { return }
        bars.append(ResolvedBar(kind: .tabAccessory, frame: band))
        subviews.append(BarViews.tabAccessory(band, item: item, path: "\(path)/bottomAccessory[0]"))
    }

    /// A container's item comes from the controllers it shows, as a navigation controller takes
    /// its root controller's title.
    private static func tabItems(of tabs: TabBarController) -> [BarItem] {
        tabs.viewControllers.enumerated().map { index, controller in
            let chain = controller.visibleChain
            return chain.lazy.compactMap(\.tabBarItem).first
                ?? BarItem(chain.lazy.compactMap(\.title).first ?? "Tab \(index + 1)")
        }
    }

    /// iPadOS 18's tabs at regular width. Without a sidebar (R2.13): a pill centred in the
    /// navigation bar's row below the status bar, the content below that row unless a navigation
    /// bar of its own shares it, and nothing along the bottom but the home indicator. With one
    /// (R2.15): the tabs are its rows, and the content reaches under it with the sidebar in its
    /// leading inset (the right one in a right-to-left language), or is narrowed to the space
    /// beside it when the layout tiles. A bottom
    /// accessory stays above the bottom inset, across the content.
    private mutating func layOutFloatingTabs(
        _ tabs: TabBarController, frame: Rect, insets: EdgeInsets, path: String
    ) -> ResolvedView {
        let items = Self.tabItems(of: tabs)
        // The sidebar is on the leading edge: the right one in a right-to-left language.
        let isRightToLeft = environment.layoutDirection == .rightToLeft
        let sidebarView =
            environment.showsSidebar(of: tabs)
            ? inLanguageDirection(insets: insets, across: frame) { [environment] insets in
                let sidebar = environment.sidebarFrame(in: frame, insets: insets)
                return BarViews.sidebar(
                    sidebar, items: items, selectedIndex: tabs.selectedIndex,
                    rowsTop: max(sidebar.minY, frame.minY + insets.top) + environment.navigationBarHeight(largeTitle: false),
                    floating: environment.hasGlassBars, path: "\(path)/sidebar[0]")
            } : nil
        var contentFrame = frame, childInsets = insets
        var tabBar: ResolvedView
        if let sidebarView {
            let sidebar = sidebarView.frame
            if tabs.sidebar.preferredLayout == .tile {
                contentFrame =
                    isRightToLeft
                    ? Rect(corner: Point(x: frame.minX, y: frame.minY), Point(x: sidebar.minX, y: frame.maxY))
                    : Rect(corner: Point(x: sidebar.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY))
                childInsets = InsetPropagation.overlap(of: contentFrame, with: frame.inset(by: insets))
            } else if isRightToLeft {
                childInsets.right = max(insets.right, frame.maxX - sidebar.minX)
            } else {
                childInsets.left = max(insets.left, sidebar.maxX - frame.minX)
            }
            bars.append(ResolvedBar(kind: .sidebar, frame: sidebar))
            tabBar = sidebarView
        } else {
            let row = Rect(
                x: frame.minX, y: frame.minY + insets.top, width: frame.width,
                height: environment.navigationBarHeight(largeTitle: false))
            let pill = BarViews.floatingTabBarFrame(in: row, items: items, scale: environment.window.scale)
            // A navigation bar of the child's own takes the same row, the tabs in its middle.
            if !(tabs.selectedViewController.map(Self.showsNavigationBar) ?? false) { childInsets.top = row.maxY - frame.minY }
            bars.append(ResolvedBar(kind: .tabBar, frame: pill))
            tabBar = inLanguageDirection(insets: insets, across: frame) { _ in
                BarViews.floatingTabBar(pill, items: items, selectedIndex: tabs.selectedIndex, path: "\(path)/tabBar[0]")
            }
        }
        let accessory = tabs.bottomAccessory.map { _ in
            Self.accessoryBand(above: contentFrame.maxY - childInsets.bottom, frame: contentFrame, insets: childInsets)
        }
        if let accessory { childInsets.bottom = contentFrame.maxY - accessory.minY }
        var subviews: [ResolvedView] = []
        if let selected = tabs.selectedViewController {
            subviews.append(
                layOut(selected, frame: contentFrame, insets: childInsets, container: .tabBar, path: "\(path)/view[0]"))
        }
        subviews.append(tabBar)
        appendAccessory(of: tabs, in: accessory, to: &subviews, path: path)
        return containerView(frame: frame, insets: insets, path: path, subviews: subviews)
    }

    /// A bar as UIKit lays it out in the language's direction: `build` lays it out left to right
    /// with the container's `insets`; in a right-to-left language, with the insets exchanged and
    /// then mirrored across `frame`, so that its leading items are on the right and its tabs run
    /// from the right.
    private func inLanguageDirection(
        insets: EdgeInsets, across frame: Rect, _ build: (EdgeInsets) -> ResolvedView
    ) -> ResolvedView {
        guard environment.layoutDirection == .rightToLeft else { return build(insets) }
        return build(insets.swappingLeftAndRight).mirrored(across: frame.midX)
    }

    private func isLarge(_ item: NavigationItem, in navigation: NavigationController) -> Bool {
        item.largeTitleDisplayMode == .always || (navigation.prefersLargeTitles && item.largeTitleDisplayMode == .automatic)
    }

    /// The navigation bar where the bars are vertical: its title strip stays across the top of the
    /// content, beside the column, and its items move into the column.
    private mutating func verticalNavigationBar(
        _ item: NavigationItem, large: Bool, frame: Rect, insets: EdgeInsets, path: String
    ) -> Rect {
        let safe = frame.inset(by: insets)
        column?.append(navigationItem: item, path: "\(path)/navigationBar[0]")
        return Rect(
            x: safe.minX, y: frame.minY + insets.top, width: safe.width,
            height: large ? ColumnBarMetrics.largeTitleStrip : ColumnBarMetrics.inlineTitleStrip)
    }

    func containerView(frame: Rect, insets: EdgeInsets, path: String, subviews: [ResolvedView] = []) -> ResolvedView {
        ResolvedView(
            attributes: ViewAttributes(kind: .view), frame: frame, path: path, safeAreaInsets: insets,
            layoutMargins: insets + environment.systemMinimumLayoutMargins, isControllerRoot: true,
            subviews: subviews)
    }
}
