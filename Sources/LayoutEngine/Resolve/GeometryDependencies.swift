/// The parts of a pass's geometry that the next pass's constraints are built from: the insets of
/// the guides that constraints name, and the margins of stacks arranged within them. (Cell frames
/// and cell content insets are read for every cell.) When a pass leaves these as they were, solving
/// again would give the same frames, so the layout is stable.
struct GeometryDependencies {
    private(set) var safeAreas: Set<Int> = []
    private(set) var margins: Set<Int> = []
    private(set) var readable: Set<Int> = []
    /// Views whose layout regions constraints name: a region depends on where the view is.
    private(set) var regions: Set<Int> = []

    init(tree: FlatTree) {
        for index in tree.indices {
            let node = tree[index].node
            if node.stack?.isLayoutMarginsRelativeArrangement == true { margins.insert(index) }
            for constraint in node.constraints {
                note(constraint.first, in: tree)
                if let second = constraint.second { note(second, in: tree) }
            }
        }
    }

    private mutating func note(_ anchor: Anchor, in tree: FlatTree) {
        guard let id = anchor.item.viewID, let index = tree.viewIndex[id] else { return }
        switch anchor.item {
        case .view: if anchor.attribute.marginFree != nil { margins.insert(index) }
        case .safeArea: safeAreas.insert(index)
        case .layoutMargins: margins.insert(index)
        case .readableContent: readable.insert(index)
        case .region(let region, _):
            regions.insert(index)
            safeAreas.insert(index)
            switch region {
            case .margins: margins.insert(index)
            case .readableContent: readable.insert(index)
            case .safeArea, .bar: break
            }
        case .topLayoutGuide, .bottomLayoutGuide, .guide: break
        }
    }
}
