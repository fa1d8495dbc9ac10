@_spi(Internals) import LayoutEngine
import SafeAreaDecoding

/// What the constraints of one controller's view tree may name, gathered while the tree is read:
/// its views, the guides Interface Builder gives ids to, and the content views that stand for
/// their cells. Constraints are read after the whole tree, because they name items anywhere in it.
struct IBItemTable {
    /// The ids of the views read.
    private(set) var views: Set<String> = []
    /// The layout item each guide or stand-in id means.
    private(set) var items: [String: LayoutItem] = [:]
    /// The `<constraint>` elements, each with the id of the view that holds it.
    private(set) var constraints: [(owner: String, element: XMLTree)] = []

    /// Records a view.
    mutating func addView(_ id: String) {
        views.insert(id)
    }

    /// Records that `id` (a guide, or a cell's content view) means `item`.
    mutating func add(_ id: String, means item: LayoutItem) {
        items[id] = item
    }

    /// Records the constraints `owner` holds.
    mutating func addConstraints(_ elements: [XMLTree], owner: String) {
        constraints += elements.map { (owner, $0) }
    }

    /// The item `id` names, or nil when it names nothing in the tree.
    func item(_ id: String) -> LayoutItem? {
        items[id] ?? (views.contains(id) ? .view(id) : nil)
    }
}
