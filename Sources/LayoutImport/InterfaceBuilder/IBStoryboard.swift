@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// A storyboard's scenes as screens. Each content controller (a view, table or collection view
/// controller, or any other controller with a view) becomes a screen, shown where the app shows
/// it: inside the navigation controller whose root it is or onto whose stack a show segue pushes
/// it, and inside the tab bar controller whose tab it is, with that tab selected; presented as a
/// page sheet, form sheet or popover when a segue presents it so. Containers are not screens of
/// their own: their bars appear on each screen they contain. A scene a container view embeds is
/// not one either: it is laid out inside the container's frame, as part of the scene that holds it.
struct IBStoryboard {
    /// A content controller found, with the name its screen gets.
    struct Scene {
        var id: String
        var name: String
    }

    private let elements: [String: XMLTree]
    private let order: [String]
    /// Each controller's container: the first one whose relationship segue leads to it.
    private var parents: [String: String] = [:]
    /// Each container's children, in the order of its relationship segues.
    private var children: [String: [String]] = [:]
    private var pushedFrom: [String: String] = [:]
    private var presentedAs: [String: String?] = [:]
    /// The scene whose container view embeds each embedded controller.
    private var embeddedBy: [String: String] = [:]

    static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// The controllers of `document`'s scenes.
    init(_ document: XMLTree, context: inout IBContext) {
        var elements: [String: XMLTree] = [:]
        var order: [String] = []
        for scene in document.child(named: "scenes")?.children(named: "scene") ?? [] {
            for object in scene.child(named: "objects")?.children ?? [] where object["sceneMemberID"] == "viewController" {
                guard let id = object["id"] else { continue }
                elements[id] = object
                order.append(id)
            }
        }
        self.elements = elements
        self.order = order
        for id in order {
            guard let element = elements[id] else { continue }
            if element.name == "splitViewController" {
                context.note(element, "split view controllers are not modelled; their columns are read as full screens")
            } else if element.name == "viewControllerPlaceholder" {
                context.note(element, "a reference to a scene of another storyboard; read that storyboard for it")
            }
            for segue in IBSegues.segues(of: element) {
                switch segue.kind {
                case "relationship":
                    children[id, default: []].append(segue.destination)
                    if parents[segue.destination] == nil { parents[segue.destination] = id }
                case "show", "push":
                    if pushedFrom[segue.destination] == nil, segue.destination != id { pushedFrom[segue.destination] = id }
                case "presentation", "modal":
                    if presentedAs[segue.destination] == nil { presentedAs[segue.destination] = segue.presentationStyle }
                case "popoverPresentation":
                    if presentedAs[segue.destination] == nil { presentedAs[segue.destination] = "popover" }
                case "embed":
                    if embeddedBy[segue.destination] == nil, segue.destination != id { embeddedBy[segue.destination] = id }
                default:
                    continue
                }
            }
        }
    }

    /// The screen of each scene, in file order; a scene a container view embeds is noted instead.
    func documents(reader: inout IBControllerReader, design: Size?, fileName: String) -> [ScreenDocument] {
        for (id, container) in embeddedBy.sorted(by: { $0.key < $1.key }) {
            guard let element = elements[id], let holder = elements[container] else { continue }
            reader.context.note(
                element,
                "embedded by a container view of \(IBNames.sceneName(of: holder)): laid out in the container's frame and "
                    + "audited there, not as a screen of its own")
        }
        return scenes.filter { embeddedBy[$0.id] == nil }.map { scene in
            let canvas = IBDesignDevice.canvas(design, root: elements[scene.id])
            return document(for: scene, reader: &reader, canvas: canvas, fileName: fileName)
        }
    }

    /// The content controllers, in file order, with unique names.
    var scenes: [Scene] {
        var used: Set<String> = []
        return order.compactMap { id in
            guard let element = elements[id], !Self.containers.contains(element.name),
                element.name != "viewControllerPlaceholder"
            else { return nil }
            var name = IBNames.sceneName(of: element)
            if used.contains(name) { name += "-\(id)" }
            used.insert(name)
            return Scene(id: id, name: name)
        }
    }

    /// The screen of `scene`: its controller inside the containers that show it.
    private func document(for scene: Scene, reader: inout IBControllerReader, canvas: Size, fileName: String) -> ScreenDocument {
        guard let element = elements[scene.id] else { preconditionFailure("scenes come from the elements") }
        var controller = reader.contentController(element)
        var id = scene.id
        var hidesTabBar = false
        var visited: Set<String> = [id]
        while true {
            if let parent = parents[id], visited.insert(parent).inserted, let container = elements[parent] {
                switch container.name {
                case "navigationController":
                    controller = IBControllerReader.properties(
                        of: container, content: .navigation(IBControllerReader.navigation(container, stack: [controller])))
                case "tabBarController" where !hidesTabBar:
                    let tabs = children[parent] ?? []
                    let controllers = tabs.map { $0 == id ? controller : placeholder($0) }
                    controller = IBControllerReader.properties(
                        of: container,
                        content: .tabBar(
                            IBControllerReader.tabs(container, controllers: controllers, selected: tabs.firstIndex(of: id) ?? 0)))
                case "tabBarController":
                    break
                default:
                    return ScreenDocument(name: "\(fileName)/\(scene.name)", canvas: canvas, root: controller)
                }
                id = parent
            } else if parents[id] == nil, let (navigation, stack) = pushStack(below: id, visited: &visited),
                let container = elements[navigation], visited.insert(navigation).inserted
            {
                hidesTabBar = hidesTabBar || elements[id]?.flag("hidesBottomBarWhenPushed") == true
                if controller.navigationItem.leftItems.isEmpty, let previous = stack.last.flatMap({ elements[$0] }) {
                    controller.navigationItem.leftItems = [BarItem(IBBarItems.backTitle(toward: previous))]
                }
                controller = IBControllerReader.properties(
                    of: container,
                    content: .navigation(IBControllerReader.navigation(container, stack: stack.map(placeholder) + [controller])))
                id = navigation
            } else {
                break
            }
        }
        var document = ScreenDocument(
            name: "\(fileName)/\(scene.name)", canvas: canvas, root: controller, presentation: presentation(of: id))
        document.preferredContentSize =
            preferredContentSize(of: id, presentation: document.presentation)
            ?? preferredContentSize(of: scene.id, presentation: document.presentation)
        return document
    }

    /// The navigation controller a show segue pushes `id` onto, and the stack below it, bottom
    /// first; nil when no show segue from a controller in a navigation controller leads to it.
    private func pushStack(below id: String, visited: inout Set<String>) -> (navigation: String, stack: [String])? {
        guard let source = pushedFrom[id], visited.insert(source).inserted else { return nil }
        if let parent = parents[source], elements[parent]?.name == "navigationController" {
            return (parent, [source])
        }
        guard let (navigation, stack) = pushStack(below: source, visited: &visited) else { return nil }
        return (navigation, stack + [source])
    }

    private func placeholder(_ id: String) -> ViewController {
        guard let element = elements[id] else { return ViewController(.view(ViewNode(attributes: ViewAttributes(kind: .view)))) }
        if element.name == "navigationController", let root = children[id]?.first, let rootElement = elements[root] {
            var controller = IBControllerReader.placeholder(for: rootElement)
            controller.tabBarItem = element.child(key: "tabBarItem", named: "tabBarItem").map(IBBarItems.item)
            return controller
        }
        return IBControllerReader.placeholder(for: element)
    }

    /// How the outermost controller is shown: a modal segue's style, else the controller's own, else
    /// full screen. Since iOS 13 a presentation without a style is a page sheet.
    private func presentation(of id: String) -> ScreenDocument.Presentation {
        guard let segueStyle = presentedAs[id] else { return .fullScreen }
        switch segueStyle ?? elements[id]?["modalPresentationStyle"] {
        case "formSheet": return .formSheet
        case "popover": return .popover
        case "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom": return .fullScreen
        default: return .pageSheet
        }
    }

    /// The size the controller asks a popover or form sheet for: Interface Builder's "Content Size"
    /// (`contentSizeForViewInPopover`, kept whatever the presentation, since code or the settings
    /// may present it as a popover), else, for a popover, its freeform design size.
    private func preferredContentSize(of id: String, presentation: ScreenDocument.Presentation) -> Size? {
        guard let element = elements[id] else { return nil }
        if let value = element.children.first(where: { $0.name == "value" && $0["key"] == "contentSizeForViewInPopover" }),
            let width = value.length("width"), let height = value.length("height"), width > 0, height > 0
        {
            return Size(width: width, height: height)
        }
        return presentation == .popover ? element.size(key: "freeformSize") : nil
    }
}
