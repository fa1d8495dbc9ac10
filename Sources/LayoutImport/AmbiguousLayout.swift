@_spi(Internals) import LayoutEngine
import SafeAreaSupport

/// Notes on views that Auto Layout places and no constraint positions along an axis: UIKit's
/// layout is ambiguous there (Interface Builder warns "Missing constraints"), and the resolver keeps
/// the view at its design position, which may not be where the running app shows it.
enum AmbiguousLayout {
    /// A note for each view of `document` laid out by constraints that none positions vertically or
    /// horizontally; `file` names the file when a view has no source.
    static func notes(in document: ScreenDocument, file: String) -> [ImportNote] {
        guard document.capture == nil else { return [] }
        var notes: [ImportNote] = []
        func check(_ controller: ViewController) {
            switch controller.content {
            case .view(let root): notes += Self.notes(inTreeOf: root, file: file)
            case .navigation(let navigation): navigation.viewControllers.forEach(check)
            case .tabBar(let tabs): tabs.viewControllers.forEach(check)
            case .split(let split): split.viewControllers.forEach(check)
            }
        }
        check(document.root)
        return notes
    }

    private static func notes(inTreeOf root: ViewNode, file: String) -> [ImportNote] {
        var positioned: [String: (vertical: Bool, horizontal: Bool)] = [:]
        func record(_ anchor: Anchor?) {
            guard let anchor, case .view(let id) = anchor.item else { return }
            var entry = positioned[id] ?? (false, false)
            if verticalPositions.contains(anchor.attribute) { entry.vertical = true }
            if horizontalPositions.contains(anchor.attribute) { entry.horizontal = true }
            positioned[id] = entry
        }
        var embedded: [ViewController] = []
        func collect(_ node: ViewNode) {
            for constraint in node.constraints {
                record(constraint.first)
                record(constraint.second)
            }
            node.subviews.forEach(collect)
            if let child = node.embeddedController { embedded.append(child) }
        }
        collect(root)
        var notes: [ImportNote] = []
        func visit(_ node: ViewNode, placedByParent: Bool) {
            if !node.translatesAutoresizingMaskIntoConstraints, !placedByParent {
                let entry = node.id.flatMap { positioned[$0] } ?? (false, false)
                let missing = [entry.vertical ? nil : "vertical", entry.horizontal ? nil : "horizontal"].compactMap { $0 }
                if !missing.isEmpty {
                    let location = node.source ?? DocumentLocation(file: file, position: "$")
                    notes.append(
                        ImportNote(
                            location: location,
                            element: "<\(node.attributes.kind.rawValue)\(node.id.map { " id=\"\($0)\"" } ?? "")>",
                            message: "no constraint gives it a \(missing.joined(separator: " or ")) position: its layout is "
                                + "ambiguous, and it is kept where its design frame puts it"))
                }
            }
            let arranges = node.stack != nil || [.tableView, .collectionView].contains(node.attributes.kind)
            for subview in node.subviews { visit(subview, placedByParent: arranges) }
        }
        visit(root, placedByParent: true)
        return notes
            + embedded.flatMap { child in
                if case .view(let view) = child.content { return Self.notes(inTreeOf: view, file: file) }
                return []
            }
    }

    private static let verticalPositions: Set<LayoutAttribute> = [
        .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins,
    ]

    private static let horizontalPositions: Set<LayoutAttribute> = [
        .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins,
    ]
}
