@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// Reads view controller elements: a content controller's view tree with its constraints, the
/// properties that shape its safe area, and the controllers its container views embed.
struct IBControllerReader {
    var context: IBContext
    /// Every controller element of the file, by id, for container views' embed segues.
    let controllers: [String: XMLTree]
    /// The controllers being read, outermost first, so that an embed cycle ends.
    private var reading: [String] = []

    init(context: IBContext, controllers: [String: XMLTree]) {
        self.context = context
        self.controllers = controllers
    }

    /// The content controller `element` stands for: its root view (the child keyed `view`) and its
    /// properties. A controller whose view is made in code gets an empty view.
    mutating func contentController(_ element: XMLTree) -> ViewController {
        let root: ViewNode
        if let view = element.child(key: "view") {
            root = viewTree(view, controller: element)
        } else {
            context.note(element, "the controller's view is made in code; the screen shows only its bars")
            root = ViewNode(id: element["id"].map { "\($0)-view" }, attributes: ViewAttributes(kind: .view))
        }
        return Self.properties(of: element, content: .view(root))
    }

    /// A content controller whose root view is the top-level view `element`, as a xib's owner loads it.
    mutating func contentController(view element: XMLTree) -> ViewController {
        ViewController(.view(viewTree(element, controller: element)))
    }

    /// A controller `element` stands for when a container view embeds it: a content controller, or
    /// a navigation or tab bar controller with its first child.
    private mutating func embedded(_ id: String, by container: ViewNode) -> ViewController? {
        guard let element = controllers[id], !reading.contains(id) else {
            context.note(
                at: container.source, element: "<containerView id=\"\(container.id ?? "")\">",
                "the embedded controller '\(id)' is not in this file, or embeds itself; the container stays empty")
            return nil
        }
        reading.append(id)
        defer { reading.removeLast() }
        let children = IBSegues.relationships(of: element).compactMap { controllers[$0.destination] }
        switch element.name {
        case "navigationController":
            guard let first = children.first else { return nil }
            let top = contentController(first)
            return Self.properties(of: element, content: .navigation(Self.navigation(element, stack: [top])))
        case "tabBarController":
            guard let first = children.first else { return nil }
            let tabs = [contentController(first)] + children.dropFirst().map { Self.placeholder(for: $0) }
            return Self.properties(of: element, content: .tabBar(Self.tabs(element, controllers: tabs, selected: 0)))
        default:
            return contentController(element)
        }
    }

    // MARK: View trees

    private mutating func viewTree(_ view: XMLTree, controller: XMLTree) -> ViewNode {
        let excluded = IBVariations.excludedIDs(in: controller, context: &context)
        var reader = IBViewReader(context: context, excluded: excluded)
        reader.addLegacyGuides(of: controller)
        let root = reader.view(view) ?? ViewNode(id: view["id"], attributes: ViewAttributes(kind: .view))
        context = reader.context
        let constraints = IBConstraintReader(table: reader.items, excluded: excluded).constraints(context: &context)
        return attach(constraints, embeds: reader.embeds, to: root)
    }

    private mutating func attach(
        _ constraints: [String: [LayoutConstraint]], embeds: [String: String], to node: ViewNode
    ) -> ViewNode {
        var node = node
        if let id = node.id {
            node.constraints += constraints[id] ?? []
            if let destination = embeds[id] { node.embeddedController = embedded(destination, by: node) }
        }
        node.subviews = node.subviews.map { attach(constraints, embeds: embeds, to: $0) }
        return node
    }

    // MARK: Properties

    /// `content` with the properties `element` gives its controller.
    static func properties(of element: XMLTree, content: ViewController.Content) -> ViewController {
        var controller = ViewController(content, title: element["title"])
        let navigationItem = element.child(key: "navigationItem", named: "navigationItem")
        controller.title = controller.title ?? navigationItem?["title"]
        if let edges = element.child(key: "edgesForExtendedLayout", named: "extendedEdge") {
            controller.edgesForExtendedLayout = RectEdges(
                RectEdges.named.filter { $0.name != "all" && edges.flag($0.name) == true }.map(\.edge))
        }
        controller.extendedLayoutIncludesOpaqueBars = element.flag("extendedLayoutIncludesOpaqueBars") ?? false
        controller.automaticallyAdjustsScrollViewInsets = element.flag("automaticallyAdjustsScrollViewInsets") ?? true
        if let navigationItem {
            controller.navigationItem = NavigationItem(
                title: navigationItem["title"],
                largeTitleDisplayMode: navigationItem["largeTitleDisplayMode"].flatMap(
                    NavigationItem.LargeTitleDisplayMode.init(rawValue:)) ?? .automatic,
                leftItems: IBBarItems.leftItems(of: navigationItem).map(IBBarItems.item),
                rightItems: IBBarItems.rightItems(of: navigationItem).map(IBBarItems.item))
        }
        controller.toolbarItems =
            element.child(key: "toolbarItems")?.children(named: "barButtonItem")
            .filter { IBBarLayout.Entry($0).isItem }.map(IBBarItems.item) ?? []
        controller.tabBarItem = element.child(key: "tabBarItem", named: "tabBarItem").map(IBBarItems.item)
        return controller
    }

    /// A controller that is not on screen, standing in a navigation stack or among tabs: an empty
    /// view, with the properties (title, tab bar item) the file gives it.
    static func placeholder(for element: XMLTree) -> ViewController {
        properties(of: element, content: .view(ViewNode(attributes: ViewAttributes(kind: .view))))
    }

    /// A navigation controller with `stack` and the bars `element` sets up.
    static func navigation(_ element: XMLTree, stack: [ViewController]) -> NavigationController {
        var navigation = NavigationController { stack }
        let bar = element.child(key: "navigationBar", named: "navigationBar")
        navigation.isNavigationBarHidden = element.flag("navigationBarHidden") ?? false
        navigation.isTranslucent = bar?.flag("translucent") ?? true
        navigation.prefersLargeTitles = bar?.flag("largeTitles") ?? false
        navigation.isToolbarHidden = element.flag("toolbarHidden") ?? true
        return navigation
    }

    /// A tab bar controller with `controllers`, showing the one at `selected`.
    static func tabs(_ element: XMLTree, controllers: [ViewController], selected: Int) -> TabBarController {
        var tabs = TabBarController { controllers }
        tabs.selectedIndex = selected
        tabs.isTranslucent = element.child(key: "tabBar", named: "tabBar")?.flag("translucent") ?? true
        return tabs
    }
}
