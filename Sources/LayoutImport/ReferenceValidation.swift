@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Checks that ids are unique and that every constraint names a view or guide of its own
/// controller's view tree, and turns names of layout guides into guide items.
struct ReferenceValidation {
    private var seenIDs: [String: String] = [:]

    /// The document with guide names resolved, or the first problem.
    static func resolve(_ document: ScreenDocument) throws(DecodingProblem) -> ScreenDocument {
        var validation = ReferenceValidation()
        var resolved = document
        resolved.root = try validation.resolve(document.root)
        return resolved
    }

    private mutating func resolve(_ controller: ViewController) throws(DecodingProblem) -> ViewController {
        var controller = controller
        switch controller.content {
        case .view(let root):
            var views: Set<String> = []
            var guides: Set<String> = []
            try collect(root, views: &views, guides: &guides)
            controller.content = .view(try resolve(root, views: views, guides: guides))
        case .navigation(var navigation):
            for index in navigation.viewControllers.indices {
                navigation.viewControllers[index] = try resolve(navigation.viewControllers[index])
            }
            controller.content = .navigation(navigation)
        case .tabBar(var tabs):
            for index in tabs.viewControllers.indices { tabs.viewControllers[index] = try resolve(tabs.viewControllers[index]) }
            controller.content = .tabBar(tabs)
        case .split(var split):
            for index in split.viewControllers.indices {
                split.viewControllers[index] = try resolve(split.viewControllers[index])
            }
            controller.content = .split(split)
        }
        return controller
    }

    /// The ids of a view tree, stopping at embedded controllers, which are trees of their own.
    private mutating func collect(_ node: ViewNode, views: inout Set<String>, guides: inout Set<String>) throws(DecodingProblem) {
        let position = node.source?.position ?? "$"
        for id in (node.id.map { [$0] } ?? []) + node.layoutGuides {
            if let first = seenIDs[id] {
                throw DecodingProblem(
                    position: position, problem: "the id '\(id)' is already used at \(first); ids must be unique")
            }
            seenIDs[id] = position
        }
        if let id = node.id { views.insert(id) }
        guides.formUnion(node.layoutGuides)
        for child in node.subviews { try collect(child, views: &views, guides: &guides) }
    }

    private mutating func resolve(_ node: ViewNode, views: Set<String>, guides: Set<String>) throws(DecodingProblem) -> ViewNode {
        var node = node
        node.constraints = try node.constraints.map { constraint throws(DecodingProblem) in
            var constraint = constraint
            constraint.first = try Self.resolve(constraint.first, key: "first", of: constraint, views: views, guides: guides)
            if let second = constraint.second {
                constraint.second = try Self.resolve(second, key: "second", of: constraint, views: views, guides: guides)
            }
            return constraint
        }
        node.subviews = try node.subviews.map { child throws(DecodingProblem) in try resolve(child, views: views, guides: guides)
        }
        if let embedded = node.embeddedController { node.embeddedController = try resolve(embedded) }
        return node
    }

    private static func resolve(
        _ anchor: Anchor, key: String, of constraint: LayoutConstraint, views: Set<String>,
        guides: Set<String>
    ) throws(DecodingProblem) -> Anchor {
        let position = "\(constraint.source?.position ?? "$").\(key)"
        guard let id = anchor.item.viewID else { return anchor }
        if case .view = anchor.item, guides.contains(id) {
            if anchor.attribute.isViewOnly {
                throw DecodingProblem(position: position, problem: "layout guide '\(id)' has no \(anchor.attribute.rawValue)")
            }
            return Anchor(.guide(id), anchor.attribute)
        }
        guard views.contains(id) else {
            let hint =
                NameMatching.closest(to: id, among: Array(views.union(guides)).sorted(), limit: 1).first
                .map { "; did you mean '\($0)'?" } ?? ""
            throw DecodingProblem(
                position: position,
                problem: "'\(id)' names no view or layout guide in this controller's views\(hint)")
        }
        return anchor
    }
}
