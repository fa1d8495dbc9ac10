import DeviceGeometry
import SafeAreaSupport

/// A content view controller in the containers a screen puts it in, asked what it meets on a
/// device: its safe-area insets, layout margins and the system bars. What `safearea insets`
/// answers, in place of hand-written status-bar-height macros.
package struct InsetsQuery: Hashable, Sendable {
    /// Whether the controller is in a navigation controller with its bar shown.
    package var navigationBar: Bool
    /// Whether the navigation bar has a large title; implies ``navigationBar``.
    package var largeTitle: Bool
    /// Whether the navigation controller shows its toolbar.
    package var toolbar: Bool
    /// Whether the controller is in a tab bar controller.
    package var tabBar: Bool
    /// Whether the tab bar controller has a bottom accessory (iOS 26); implies ``tabBar``.
    package var tabBottomAccessory: Bool
    /// Whether the tab bar controller is in `.tabSidebar` mode with its sidebar shown, which it
    /// is on an iPad at regular width from iPadOS 18; implies ``tabBar``.
    package var sidebar: Bool
    /// Whether the answer gives the height of a toolbar above the keyboard.
    package var keyboardToolbar: Bool
    /// Whether the controller prefers the status bar hidden.
    package var prefersStatusBarHidden: Bool
    /// The controller's `additionalSafeAreaInsets`.
    package var additionalSafeAreaInsets: EdgeInsets
    /// The controller's `preferredVerticalBarBehavior`.
    package var verticalBarBehavior: VerticalBarBehavior
    /// Where the navigation item's search controller puts its field; nil for none. Implies
    /// ``navigationBar``.
    package var searchBarPlacement: NavigationItem.SearchBarPlacement?

    /// A query; the defaults are a full-screen controller in no container.
    package init(
        navigationBar: Bool = false, largeTitle: Bool = false, toolbar: Bool = false, tabBar: Bool = false,
        tabBottomAccessory: Bool = false, sidebar: Bool = false, keyboardToolbar: Bool = false,
        prefersStatusBarHidden: Bool = false,
        additionalSafeAreaInsets: EdgeInsets = .zero,
        verticalBarBehavior: VerticalBarBehavior = .automatic, searchBarPlacement: NavigationItem.SearchBarPlacement? = nil
    ) {
        self.searchBarPlacement = searchBarPlacement
        self.navigationBar = navigationBar
        self.largeTitle = largeTitle
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.tabBottomAccessory = tabBottomAccessory
        self.sidebar = sidebar
        self.keyboardToolbar = keyboardToolbar
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.verticalBarBehavior = verticalBarBehavior
    }

    /// The answer on `placement` under `conditions` (the iOS version, the SDK, a foldable's posture).
    package func answer(on placement: Placement, conditions: SystemConditions = SystemConditions()) -> InsetsAnswer {
        let document = ScreenDocument(name: "insets", canvas: placement.device.screenSize(in: .portrait), root: controller)
        let screen = LayoutResolver.resolve(document, on: placement.device, in: placement.orientation, conditions: conditions)
        // The query's own document always lays its content view out.
        let content = screen.view(id: Self.contentID)!
        func bar(_ kind: ResolvedBar.Kind) -> Rect? { screen.bars.first { $0.kind == kind }?.frame }
        return InsetsAnswer(
            device: placement.device.id, orientation: placement.orientation,
            window: screen.window.isFullScreen ? nil : screen.window.windowFrame,
            safeAreaInsets: content.safeAreaInsets, layoutMargins: content.layoutMargins,
            bars: InsetsAnswer.Bars(
                statusBar: screen.statusBarFrame, navigationBar: bar(.navigationBar),
                toolbar: bar(.toolbar), tabBar: bar(.tabBar), tabAccessory: bar(.tabAccessory), sidebar: bar(.sidebar),
                verticalBars: screen.window.barColumn?.frame,
                searchField: screen.allViews.first { $0.attributes.kind == .searchBar }?.frame),
            keyboardToolbarHeight: keyboardToolbar
                ? LayoutEnvironment.keyboardToolbarHeight(systemVersion: screen.window.systemVersion) : nil)
    }

    private static let contentID = "content"

    /// The content controller in the containers asked for.
    private var controller: ViewController {
        var content = ViewController(.view(ViewNode(id: Self.contentID, attributes: ViewAttributes(kind: .view))))
        content.prefersStatusBarHidden = prefersStatusBarHidden ? true : nil
        content.additionalSafeAreaInsets = additionalSafeAreaInsets
        content.preferredVerticalBarBehavior = verticalBarBehavior
        content.navigationItem.searchBarPlacement = searchBarPlacement
        var root = content
        let showsNavigationBar = navigationBar || largeTitle || searchBarPlacement != nil
        if showsNavigationBar || toolbar {
            root =
                NavigationController(
                    isNavigationBarHidden: !showsNavigationBar, prefersLargeTitles: largeTitle,
                    isToolbarHidden: !toolbar
                ) { content }.viewController
        }
        if tabBar || tabBottomAccessory || sidebar {
            root =
                TabBarController(
                    bottomAccessory: tabBottomAccessory ? BarItem("Accessory") : nil, mode: sidebar ? .tabSidebar : .automatic,
                    sidebar: TabBarController.Sidebar(isHidden: sidebar ? false : nil)
                ) { root }.viewController
        }
        return root
    }
}

/// What a content controller meets on one device in one orientation: `safearea insets` prints it
/// as text (``description``) or JSON, in points.
package struct InsetsAnswer: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The system bars' frames, nil where a bar is not shown.
    package struct Bars: Hashable, Sendable, Encodable {
        /// The status bar.
        package var statusBar: Rect?
        /// The navigation bar.
        package var navigationBar: Rect?
        /// The toolbar.
        package var toolbar: Rect?
        /// The tab bar.
        package var tabBar: Rect?
        /// The tab bar controller's bottom accessory's band.
        package var tabAccessory: Rect?
        /// The tab bar controller's sidebar, where it shows.
        package var sidebar: Rect?
        /// The bar column, on a display that reserves one.
        package var verticalBars: Rect?
        /// A search controller's field, where the navigation item has one: below the title or in
        /// the toolbar.
        package var searchField: Rect?

        /// The bars' frames.
        package init(
            statusBar: Rect? = nil, navigationBar: Rect? = nil, toolbar: Rect? = nil, tabBar: Rect? = nil,
            tabAccessory: Rect? = nil, sidebar: Rect? = nil, verticalBars: Rect? = nil, searchField: Rect? = nil
        ) {
            self.sidebar = sidebar
            self.searchField = searchField
            self.statusBar = statusBar
            self.navigationBar = navigationBar
            self.toolbar = toolbar
            self.tabBar = tabBar
            self.tabAccessory = tabAccessory
            self.verticalBars = verticalBars
        }

        private enum CodingKeys: String, CodingKey {
            case statusBar, navigationBar, toolbar, tabBar, tabAccessory, sidebar, verticalBars, searchField
        }

        /// Absent bars are written as null, so every key is always there; the sidebar and the
        /// search field only where they show.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(statusBar, forKey: .statusBar)
            try container.encode(navigationBar, forKey: .navigationBar)
            try container.encode(toolbar, forKey: .toolbar)
            try container.encode(tabBar, forKey: .tabBar)
            try container.encode(tabAccessory, forKey: .tabAccessory)
            try container.encodeIfPresent(sidebar, forKey: .sidebar)
            try container.encode(verticalBars, forKey: .verticalBars)
            try container.encodeIfPresent(searchField, forKey: .searchField)
        }
    }

    /// The device's id.
    package var device: String
    /// The interface orientation.
    package var orientation: Orientation
    /// The window's frame in screen points, or nil when the app has the whole screen.
    package var window: Rect?
    /// The content view's `safeAreaInsets`.
    package var safeAreaInsets: EdgeInsets
    /// The content view's effective `layoutMargins`.
    package var layoutMargins: EdgeInsets
    /// The bars.
    package var bars: Bars
    /// The height of a toolbar above the keyboard, when the query asked for it.
    package var keyboardToolbarHeight: Double?

    /// The device and orientation, then insets as `{top, left, bottom, right}` and frames as
    /// `(x, y, width, height)`, one a line.
    package var description: String {
        var lines = ["\(device) \(orientation.rawValue)"]
        if let window { lines.append("window            \(window)") }
        lines += ["safe area insets  \(safeAreaInsets)", "layout margins    \(layoutMargins)"]
        var named: [(String, Rect?)] = [
            ("status bar", bars.statusBar), ("navigation bar", bars.navigationBar),
            ("toolbar", bars.toolbar), ("tab bar", bars.tabBar),
        ]
        // A bottom accessory and a bar column print only where there is one.
        if let accessory = bars.tabAccessory { named.append(("tab accessory", accessory)) }
        if let sidebar = bars.sidebar { named.append(("sidebar", sidebar)) }
        if let column = bars.verticalBars { named.append(("bar column", column)) }
        if let field = bars.searchField { named.append(("search field", field)) }
        for (name, frame) in named {
            lines.append(name.padding(toLength: 18, withPad: " ", startingAt: 0) + (frame?.description ?? "none"))
        }
        if let height = keyboardToolbarHeight {
            lines.append("keyboard toolbar  \(PointFormatting.string(height)) pt tall, above the keyboard")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
