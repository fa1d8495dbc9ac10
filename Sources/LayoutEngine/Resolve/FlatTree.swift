internal import Cassowary
import DeviceGeometry

/// One controller's view tree as arrays, parents before children, with the solver variables of
/// each view and the ids constraints refer to.
struct FlatTree {
    struct Entry {
        var node: ViewNode
        var parent: Int?
        var children: [Int] = []
        var path: String
        /// The view's frame as the solver sees it: `left` and `top` from the superview's content
        /// origin (the window's, for the root), so that a view no constraint places stays at its
        /// superview's origin as in UIKit; `width` and `height` as they are. Before scroll offsets.
        var left, top, width, height: Variable
        /// Whether the view or an ancestor is hidden.
        var isHiddenInTree: Bool
        /// Whether the view and its ancestors take touches.
        var receivesTouches: Bool
        /// The product of the alphas down to the view.
        var treeAlpha: Double
        /// The direction the view lays out in: its own `semanticContentAttribute` in the
        /// language's direction (UIKit does not pass it down to subviews).
        var layoutDirection: LayoutDirection
    }

    private(set) var entries: [Entry] = []
    private(set) var viewIndex: [String: Int] = [:]
    /// Custom layout guides by id, with their owner's index and their variables.
    private(set) var guides: [String: (owner: Int, left: Variable, top: Variable, width: Variable, height: Variable)] = [:]

    /// The layout direction of the person's language.
    let languageDirection: LayoutDirection
    /// Whether any view lays out right to left; when none does, no constraint mirrors.
    private(set) var hasRightToLeft = false

    init(root: ViewNode, path: String, direction: LayoutDirection) {
        languageDirection = direction
        append(root, parent: nil, path: path)
    }

    private mutating func append(_ node: ViewNode, parent: Int?, path: String) {
        let index = entries.count
        let parentEntry = parent.map { entries[$0] }
        entries.append(
            Entry(
                node: node, parent: parent, path: path,
                left: Variable(), top: Variable(), width: Variable(), height: Variable(),
                isHiddenInTree: node.attributes.isHidden || (parentEntry?.isHiddenInTree ?? false),
                receivesTouches: node.attributes.isUserInteractionEnabled && (parentEntry?.receivesTouches ?? true),
                treeAlpha: node.attributes.alpha * (parentEntry?.treeAlpha ?? 1),
                layoutDirection: node.layout.semanticContentAttribute.effectiveDirection(in: languageDirection)))
        if let id = node.id { viewIndex[id] = index }
        if entries[index].layoutDirection == .rightToLeft { hasRightToLeft = true }
        for guide in node.layoutGuides {
            guides[guide] = (
                index, Variable("\(guide).left"), Variable("\(guide).top"),
                Variable("\(guide).width"), Variable("\(guide).height")
            )
        }
        if let parent { entries[parent].children.append(index) }
        var kindCounts: [ViewKind: Int] = [:]
        for child in node.subviews {
            let kind = child.attributes.kind
            let position = kindCounts[kind, default: 0]
            kindCounts[kind] = position + 1
            append(child, parent: index, path: "\(path)/\(kind.rawValue)[\(position)]")
        }
    }

    var indices: Range<Int> { entries.indices }

    subscript(index: Int) -> Entry { entries[index] }

    /// The visible subviews a stack view arranges.
    func arrangedSubviews(of index: Int) -> [Int] {
        entries[index].children.filter { !entries[$0].node.attributes.isHidden }
    }

    /// Whether the view is placed by its table or collection view rather than by itself: a cell
    /// without a fixed frame. A cell with one (as resolved-screen files give) stays where it is.
    func isCell(_ index: Int) -> Bool {
        guard let parent = entries[index].parent, !entries[index].node.translatesAutoresizingMaskIntoConstraints else {
            return false
        }
        let kind = entries[index].node.attributes.kind
        let parentKind = entries[parent].node.attributes.kind
        return (kind == .tableViewCell && parentKind == .tableView)
            || (kind == .collectionViewCell && parentKind == .collectionView)
    }

    /// Whether a stack view places the view.
    func isArranged(_ index: Int) -> Bool {
        guard let parent = entries[index].parent else { return false }
        return entries[parent].node.stack != nil && !entries[index].node.attributes.isHidden
    }
}
