import DeviceGeometry

/// Safe areas, margins, scroll-view insets and cell placement, computed top-down from solved frames
/// by the rules of uikit-semantics.md §1, §3 and §4.
struct InsetPropagation {
    let tree: FlatTree
    let context: TreeContext
    let previous: ViewGeometry

    /// The geometry of a pass whose solver found `solved` frames (before scroll offsets).
    func geometry(solved: [Rect]) -> ViewGeometry {
        var geometry = ViewGeometry(count: tree.indices.count, rootSafeAreaInsets: context.rootSafeAreaInsets)
        geometry.cellContentInsets = previous.cellContentInsets
        var shifts = Array(repeating: Point.zero, count: tree.indices.count)
        var childLimits = Array(repeating: EdgeInsets.zero, count: tree.indices.count)
        for index in tree.indices {
            let entry = tree[index]
            let shift = shifts[index]
            let frame = solved[index].offsetBy(dx: shift.x, dy: shift.y)
            geometry.frames[index] = frame
            if entry.node.attributes.kind == .label, entry.node.attributes.numberOfLines != 1 {
                geometry.wrapWidths[index] = frame.width
            }
            if let parent = entry.parent {
                geometry.safeAreaInsets[index] = Self.overlap(
                    of: frame, with: geometry.frames[parent].inset(by: childLimits[parent]),
                    limit: childLimits[parent])
            }
            geometry.layoutMargins[index] = margins(of: index, frame: frame, geometry: geometry)
            geometry.readableInsets[index] = readableInsets(margins: geometry.layoutMargins[index], width: frame.width)
            var limit = geometry.safeAreaInsets[index]
            var contentShift = shift
            if entry.node.attributes.kind.isScrollView {
                let contentSize = self.contentSize(of: index, solved: solved)
                let (adjusted, absorbed) = adjustedContentInset(
                    of: index, frame: frame, contentSize: contentSize,
                    safeArea: geometry.safeAreaInsets[index])
                geometry.adjustedContentInsets[index] = adjusted
                geometry.scrollRanges[index] = ScrollRange(
                    atRestWith: contentSize, adjusted: adjusted, bounds: frame.size,
                    isScrollEnabled: entry.node.scroll.isScrollEnabled)
                limit = EdgeInsets(
                    top: absorbed.contains(.top) ? 0 : limit.top,
                    left: absorbed.contains(.left) ? 0 : limit.left,
                    bottom: absorbed.contains(.bottom) ? 0 : limit.bottom,
                    right: absorbed.contains(.right) ? 0 : limit.right)
                contentShift = Point(x: shift.x + adjusted.left, y: shift.y + adjusted.top)
                placeCells(of: index, frame: frame, adjusted: adjusted, solved: solved, geometry: &geometry)
            }
            childLimits[index] = limit
            for child in entry.children { shifts[child] = contentShift }
        }
        return geometry
    }

    /// R1.8: a view's inset on each edge is the part of it that lies outside `safeRect` on that
    /// edge, never more than the view's own extent, nor, for a subview, more than its superview's
    /// inset there (`limit`). A container giving a child its bars has no limit.
    static func overlap(of frame: Rect, with safeRect: Rect, limit: EdgeInsets? = nil) -> EdgeInsets {
        let limit = limit ?? EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
        func clamp(_ value: Double, _ upper: Double, _ extent: Double) -> Double {
            min(max(value, 0), upper, max(extent, 0))
        }
        return EdgeInsets(
            top: clamp(safeRect.minY - frame.minY, limit.top, frame.height),
            left: clamp(safeRect.minX - frame.minX, limit.left, frame.width),
            bottom: clamp(frame.maxY - safeRect.maxY, limit.bottom, frame.height),
            right: clamp(frame.maxX - safeRect.maxX, limit.right, frame.width))
    }

    /// §3: requested margins (8, a table cell's content view's, or the system minimum for a root
    /// view; directional unless given as left and right, so mirrored in a right-to-left view),
    /// measured from the safe
    /// area when `insetsLayoutMarginsFromSafeArea`, widened to the superview's margins when
    /// `preservesSuperviewLayoutMargins`.
    private func margins(of index: Int, frame: Rect, geometry: ViewGeometry) -> EdgeInsets {
        let entry = tree[index]
        let options = entry.node.layout
        let isRoot = index == 0
        var requested =
            options.directionalLayoutMargins
            ?? (isRoot
                ? .zero : tree.isCell(index) ? context.environment.cellMargins : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // Directional margins are {top, leading, bottom, trailing}: leading is the right edge in a
        // view that lays out right to left. Margins given as left and right stay on their sides.
        if entry.layoutDirection == .rightToLeft, !options.layoutMarginsArePhysical {
            requested = requested.swappingLeftAndRight
        }
        if isRoot, context.controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = context.environment.systemMinimumLayoutMargins
            requested = EdgeInsets(
                top: max(requested.top, minimum.top), left: max(requested.left, minimum.left),
                bottom: max(requested.bottom, minimum.bottom), right: max(requested.right, minimum.right))
        }
        var margins = requested
        if options.insetsLayoutMarginsFromSafeArea {
            let safe = geometry.safeAreaInsets[index]
            margins = EdgeInsets(
                top: safe.top + requested.top, left: safe.left + requested.left,
                bottom: safe.bottom + requested.bottom, right: safe.right + requested.right)
        }
        if options.preservesSuperviewLayoutMargins, let parent = entry.parent {
            let superRect = geometry.frames[parent].inset(by: geometry.layoutMargins[parent])
            // Content moves under a scroll view's margins along the axes it scrolls: a row does
            // not take them wherever it happens to rest, or the last rows in sight would shrink.
            let range = geometry.scrollRanges[parent] ?? .none
            let scroll = tree[parent].node.scroll
            let vertical = range.up + range.down > 0 || scroll.alwaysBounceVertical
            let horizontal = range.left + range.right > 0 || scroll.alwaysBounceHorizontal
            margins = EdgeInsets(
                top: vertical ? margins.top : max(margins.top, superRect.minY - frame.minY),
                left: horizontal ? margins.left : max(margins.left, superRect.minX - frame.minX),
                bottom: vertical ? margins.bottom : max(margins.bottom, frame.maxY - superRect.maxY),
                right: horizontal ? margins.right : max(margins.right, frame.maxX - superRect.maxX))
        }
        return margins
    }

    /// R3.6: the margins, narrowed to the readable width and centred; beside a bar column, kept
    /// clear of the side away from it.
    private func readableInsets(margins: EdgeInsets, width: Double) -> EdgeInsets {
        if let minimum = context.environment.readableContentMinimum {
            return EdgeInsets(
                top: margins.top, left: max(margins.left, minimum.left), bottom: margins.bottom,
                right: max(margins.right, minimum.right))
        }
        guard let readable = context.environment.readableWidth else { return margins }
        let extra = max(0, (width - margins.left - margins.right - readable) / 2)
        return EdgeInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }

    /// The content size given, or what the content takes: the subviews' extent for a scroll view,
    /// the rows of a table, the items of a collection.
    private func contentSize(of index: Int, solved: [Rect]) -> Size {
        let node = tree[index].node
        if let size = node.scroll.contentSize { return size }
        let origin = solved[index].origin
        let extent = tree[index].children.reduce(Size(width: 0, height: 0)) { size, child in
            let frame = solved[child]
            return Size(width: max(size.width, frame.maxX - origin.x), height: max(size.height, frame.maxY - origin.y))
        }
        switch node.attributes.kind {
        case .tableView, .collectionView:
            let cells = tree[index].children.compactMap { previous.cellFrames[$0] }
            let bottom = cells.map(\.maxY).max() ?? 0
            let sectionBottom = node.attributes.kind == .collectionView ? node.flowLayout.sectionInset.bottom : 0
            return Size(width: solved[index].width, height: max(extent.height, bottom + sectionBottom))
        default:
            return extent
        }
    }

    /// §4.2: the adjusted content inset and the edges whose safe-area inset it absorbed.
    private func adjustedContentInset(
        of index: Int, frame: Rect, contentSize: Size,
        safeArea: EdgeInsets
    ) -> (EdgeInsets, RectEdges) {
        let scroll = tree[index].node.scroll
        let scrollsVertically = scroll.isScrollEnabled && (contentSize.height > frame.height || scroll.alwaysBounceVertical)
        let scrollsHorizontally = scroll.isScrollEnabled && (contentSize.width > frame.width || scroll.alwaysBounceHorizontal)
        var edges: RectEdges = []
        switch scroll.contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            edges = .all
        case .scrollableAxes, .automatic:
            if scrollsVertically { edges.formUnion([.top, .bottom]) }
            if scrollsHorizontally { edges.formUnion([.left, .right]) }
            if scroll.contentInsetAdjustmentBehavior == .automatic, isControllerScrollView(index),
                context.isInNavigationOrTabController, context.controller.automaticallyAdjustsScrollViewInsets
            {
                edges.formUnion([.top, .bottom])
            }
        }
        let inset = scroll.contentInset
        let adjusted = EdgeInsets(
            top: inset.top + (edges.contains(.top) ? safeArea.top : 0),
            left: inset.left + (edges.contains(.left) ? safeArea.left : 0),
            bottom: inset.bottom + (edges.contains(.bottom) ? safeArea.bottom : 0),
            right: inset.right + (edges.contains(.right) ? safeArea.right : 0))
        return (adjusted, edges)
    }

    /// Whether the scroll view is its controller's content: the root view, or the root's first
    /// subview (R4.6, R4.8).
    private func isControllerScrollView(_ index: Int) -> Bool {
        index == 0 || (tree[index].parent == 0 && tree[0].children.first == index)
    }

    /// Places the rows of a table (R4.9, R4.13) or the items of a flow layout (R4.12), in content
    /// coordinates relative to the scroll view's frame.
    private func placeCells(
        of index: Int, frame: Rect, adjusted: EdgeInsets, solved: [Rect], geometry: inout ViewGeometry
    ) {
        let node = tree[index].node
        let cells = tree[index].children.filter { tree.isCell($0) && !tree[$0].node.attributes.isHidden }
        switch node.attributes.kind {
        case .tableView:
            let safe = geometry.safeAreaInsets[index]
            let contentInsets =
                node.table.insetsContentViewsToSafeArea
                ? EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right) : .zero
            var y = 0.0
            for cell in cells {
                let declared = tree[cell].node.frame.height
                var height = declared > 0 ? declared : node.table.rowHeight ?? IntrinsicSize.standardRowHeight
                if node.table.rowHeight == nil, sizesItself(cell, solved: solved) {
                    geometry.selfSizingCells.insert(cell)
                    if previous.cellFrames[cell] != nil { height = solved[cell].height }
                }
                geometry.cellFrames[cell] = Rect(x: 0, y: y, width: frame.width, height: height)
                geometry.cellContentInsets[cell] = contentInsets
                y += height
            }
        case .collectionView:
            let flow = FlowLayoutPlacement(
                options: node.flowLayout, width: frame.width, adjusted: adjusted,
                safeArea: geometry.safeAreaInsets[index], margins: geometry.layoutMargins[index])
            let sizes = cells.map { cell -> Size in
                let declared = tree[cell].node.frame.size
                return declared.width > 0 && declared.height > 0 ? declared : node.flowLayout.itemSize
            }
            for (cell, rect) in zip(cells, flow.frames(for: sizes)) { geometry.cellFrames[cell] = rect }
        default:
            break
        }
    }

    /// Whether the next solve chooses `cell`'s height in an automatic-height table: before the
    /// first solve, and after every solve that left it taller than nothing (R4.13).
    private func sizesItself(_ cell: Int, solved: [Rect]) -> Bool {
        guard previous.cellFrames[cell] != nil else { return true }
        return previous.selfSizingCells.contains(cell) && solved[cell].height > 1e-3
    }
}
