import DeviceGeometry

/// The items iOS 27.1 stacks down a bar column (devices-2026.md §1): under the status bar, the
/// navigation bar's items (its first trailing item prominent), then each toolbar's, from the top of
/// the bar region; the tab bar's pill at its bottom.
struct BarColumnItems {
    let column: PlacedBarColumn
    private(set) var items: [ResolvedView] = []
    private var tabBar: ResolvedView?
    private var nextY: Double

    init(column: PlacedBarColumn) {
        self.column = column
        nextY = column.barRegion.minY
    }

    /// Stacks a navigation item's bar buttons, leading then trailing, the first trailing one as the
    /// prominent action.
    mutating func append(navigationItem item: NavigationItem, path: String) {
        let ordered = item.leftItems.map { ($0, false) } + item.rightItems.enumerated().map { ($1, $0 == 0) }
        for (index, (barItem, prominent)) in ordered.enumerated() {
            append(barItem, prominent: prominent, path: "\(path)/barButtonItem[\(index)]")
        }
    }

    /// Stacks a toolbar's items and returns the span they take, or nil when there are none.
    mutating func append(toolbarItems items: [BarItem], path: String) -> Rect? {
        let frames = items.enumerated().map { index, item in
            append(item, prominent: false, path: "\(path)/barButtonItem[\(index)]")
        }
        guard let first = frames.first, let last = frames.last else { return nil }
        return Rect(corner: first.origin, Point(x: last.maxX, y: last.maxY))
    }

    /// Stacks `item` below the items before it and returns its frame.
    @discardableResult
    private mutating func append(_ item: BarItem, prominent: Bool, path: String) -> Rect {
        let size = ColumnBarMetrics.itemSize
        let height = prominent ? ColumnBarMetrics.prominentItemHeight : size.height
        let frame = Rect(x: column.barRegion.midX - size.width / 2, y: nextY, width: size.width, height: height)
        nextY = frame.maxY + ColumnBarMetrics.itemGap
        items.append(
            ResolvedView(
                attributes: ViewAttributes(
                    kind: .barButtonItem, text: item.title, isEnabled: item.isEnabled,
                    accessibilityIdentifier: item.accessibilityIdentifier),
                frame: frame, path: path, isInteractive: item.isEnabled))
        return frame
    }

    /// The tab bar's pill for `count` items, at the bottom of the bar region.
    func tabBarFrame(count: Int) -> Rect {
        let width = ColumnBarMetrics.tabBarWidth
        let height = min(column.barRegion.height, width * Double(max(count, 1)))
        return Rect(x: column.barRegion.midX - width / 2, y: column.barRegion.maxY - height, width: width, height: height)
    }

    /// Puts the tab bar's view, built for ``tabBarFrame(count:)``, at the bottom of the column.
    mutating func setTabBar(_ tabBar: ResolvedView) {
        self.tabBar = tabBar
    }

    /// The column's view: the bar material down the whole column, holding the stacked items and
    /// the tab bar.
    func view(path: String) -> ResolvedView {
        ResolvedView(
            attributes: ViewAttributes(kind: .toolbar), frame: column.frame, path: path,
            subviews: items + (tabBar.map { [$0] } ?? []))
    }
}
