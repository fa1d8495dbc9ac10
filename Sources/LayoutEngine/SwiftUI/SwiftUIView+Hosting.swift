import DeviceGeometry

/// SwiftUI's containers are UIKit's (swiftui-layout.md S7): a `NavigationStack` is a navigation
/// controller whose root is a hosting controller, its bar showing the root's title and toolbar.
extension SwiftUIView {
    /// The controller that shows the view: a hosting controller, a navigation controller around
    /// one for a `NavigationStack`, a tab bar controller of those for a `TabView`, each tab with
    /// its `tabItem`, or a split view controller of navigation controllers for a
    /// `NavigationSplitView`. A container's modifiers apply to what it shows.
    package func hostingController() -> ViewController {
        if case .splitView(let split) = unwrapped {
            // Each column is a navigation stack of its own, as SwiftUI hosts it.
            let columns = split.columns.map(carrying).map { column in
                if case .navigationStack = column.unwrapped { return column.hostingController() }
                return SwiftUIView.navigationStack(column).hostingController()
            }
            return ViewController(.split(SplitViewController(columns, preferredCompactColumn: split.preferredCompactColumn)))
        }
        if case .tabView(let tabs) = unwrapped {
            let controllers = tabs.map(carrying).enumerated().map { index, tab in
                var controller = tab.hostingController()
                controller.tabBarItem = tab.tabItem ?? BarItem("Tab \(index + 1)")
                return controller
            }
            return ViewController(.tabBar(TabBarController { controllers }))
        }
        guard case .navigationStack(let stackRoot) = unwrapped else { return Self.hosting(self) }
        let root = carrying(into: stackRoot)
        var bars = NavigationBars()
        root.collectBars(into: &bars)
        var child = Self.hosting(root)
        child.title = bars.title
        child.navigationItem.largeTitleDisplayMode =
            switch bars.displayMode {
            case .automatic: .automatic
            case .inline: .never
            case .large: .always
            }
        let items = bars.items
        child.navigationItem.leftItems = items.filter { $0.placement == .topBarLeading }.map {
            BarItem($0.title, image: $0.image)
        }
        child.navigationItem.rightItems = items.filter { $0.placement == .topBarTrailing }.map {
            BarItem($0.title, image: $0.image)
        }
        child.toolbarItems = items.filter { $0.placement == .bottomBar }.map { BarItem($0.title, image: $0.image) }
        var navigation = NavigationController(prefersLargeTitles: true, isToolbarHidden: child.toolbarItems.isEmpty) { child }
        navigation.tintColor = bars.tint
        return ViewController(.navigation(navigation))
    }

    /// `content` inside the modifiers this view applies around the view they wrap, but `tabItem`,
    /// which names the tab the view is: what a container shows takes the container's modifiers,
    /// its environment, its sheets (S7).
    private func carrying(into content: SwiftUIView) -> SwiftUIView {
        guard case .modified(let inner, let modifier) = self else { return content }
        let carried = inner.carrying(into: content)
        if case .tabItem = modifier { return carried }
        return .modified(carried, modifier)
    }

    /// The view its modifiers wrap.
    package var unwrapped: SwiftUIView {
        if case .modified(let content, _) = self { return content.unwrapped }
        return self
    }

    /// Whether the view is a `NavigationStack`, `TabView` or `NavigationSplitView`, which UIKit's
    /// containers show.
    package var isContainer: Bool {
        switch unwrapped {
        case .navigationStack, .tabView, .splitView: true
        default: false
        }
    }

    /// The item a tab's `tabItem` gives it.
    private var tabItem: BarItem? {
        guard case .modified(let content, let modifier) = self else { return nil }
        if case .tabItem(let item) = modifier { return item }
        return content.tabItem
    }

    /// A hosting controller showing `view` on the system background.
    private static func hosting(_ view: SwiftUIView) -> ViewController {
        var host = ViewNode(attributes: ViewAttributes(kind: .view, backgroundColor: .systemBackground))
        host.hostedView = view
        return ViewController(.view(host))
    }

    /// What the bars of the navigation stack around a view show.
    private struct NavigationBars {
        var title: String?
        var displayMode = SwiftUITitleDisplayMode.automatic
        var items: [SwiftUIToolbarItem] = []
        var tint: Color?
    }

    /// The first title and display mode, and every toolbar item, that the view and the views in it
    /// give the stack around them, as SwiftUI's preferences carry them up.
    private func collectBars(into bars: inout NavigationBars) {
        switch self {
        case .modified(let content, let modifier):
            switch modifier {
            case .navigationTitle(let title): bars.title = bars.title ?? title
            case .navigationBarTitleDisplayMode(let mode) where bars.displayMode == .automatic: bars.displayMode = mode
            case .toolbar(let items): bars.items += items
            case .tint(let color): bars.tint = bars.tint ?? color
            default: break
            }
            content.collectBars(into: &bars)
        case .stack(let stack):
            for child in stack.children { child.collectBars(into: &bars) }
        case .scrollView(_, let content):
            content.collectBars(into: &bars)
        default:
            break
        }
    }
}
