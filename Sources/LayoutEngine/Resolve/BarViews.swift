import DeviceGeometry

/// The views a container draws for its bars, with their items laid out the way UIKit spaces them:
/// bar button items (their title plus 8 pt each side) inside the bar's margins (16 pt, 20 pt at
/// regular width, from the safe area), tab bar items sharing the safe width equally.
enum BarViews {
    /// A navigation bar. Its view reaches up under the status bar to `top`, as the bar's background
    /// does; items sit in the bar's first row and the title in its last 44 points.
    static func navigationBar(
        _ bar: Rect, reachingUpTo top: Double, item: NavigationItem, title: String?,
        insets: EdgeInsets, environment: LayoutEnvironment, path: String
    ) -> ResolvedView {
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: environment.navigationBarHeight(largeTitle: false))
        let margin = environment.systemMinimumLayoutMargins.left
        var items: [ResolvedView] = []
        var x = row.minX + insets.left + margin
        for (index, barItem) in item.leftItems.enumerated() {
            let view = itemView(barItem, x: x, width: itemWidth(barItem), row: row, path: "\(path)/barButtonItem[\(index)]")
            items.append(view)
            x = view.frame.maxX + 8
        }
        var right = row.maxX - insets.right - margin
        for (index, barItem) in item.rightItems.enumerated() {
            right -= itemWidth(barItem)
            items.append(
                itemView(
                    barItem, x: right, width: itemWidth(barItem), row: row,
                    path: "\(path)/barButtonItem[\(item.leftItems.count + index)]"))
            right -= 8
        }
        let frame = Rect(corner: Point(x: bar.minX, y: min(top, bar.minY)), Point(x: bar.maxX, y: bar.maxY))
        return ResolvedView(
            attributes: ViewAttributes(kind: .navigationBar, text: title), frame: frame, path: path,
            subviews: items)
    }

    /// A toolbar whose items share its width with flexible space between them, at least 8 pt; items
    /// that do not fit shrink alike, as UIKit truncates their titles.
    static func toolbar(
        _ bar: Rect, items: [BarItem], insets: EdgeInsets, environment: LayoutEnvironment,
        path: String
    ) -> ResolvedView {
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height - insets.bottom)
        let margin = environment.systemMinimumLayoutMargins.left
        let available = row.width - insets.left - insets.right - 2 * margin
        let minimumGaps = 8 * Double(max(items.count - 1, 0))
        let natural = items.map(itemWidth)
        let shrink = min(1, max(0, available - minimumGaps) / max(natural.reduce(0, +), 1))
        let widths = natural.map { $0 * shrink }
        let gap = items.count > 1 ? max(8, (available - widths.reduce(0, +)) / Double(items.count - 1)) : 0
        var x = row.minX + insets.left + margin + (items.count == 1 ? (available - widths[0]) / 2 : 0)
        var views: [ResolvedView] = []
        for (index, item) in items.enumerated() {
            views.append(itemView(item, x: x, width: widths[index], row: row, path: "\(path)/barButtonItem[\(index)]"))
            x += widths[index] + gap
        }
        return ResolvedView(attributes: ViewAttributes(kind: .toolbar), frame: bar, path: path, subviews: views)
    }

    /// A tab bar whose items share the safe width equally in its top `contentHeight` points.
    static func tabBar(
        _ bar: Rect, items: [BarItem], selectedIndex: Int, insets: EdgeInsets, contentHeight: Double,
        path: String
    ) -> ResolvedView {
        let width = (bar.width - insets.left - insets.right) / Double(max(items.count, 1))
        let views = items.enumerated().map { index, item in
            let frame = Rect(x: bar.minX + insets.left + Double(index) * width, y: bar.minY, width: width, height: contentHeight)
            return ResolvedView(
                attributes: ViewAttributes(
                    kind: .tabBarItem, text: item.title, isOn: index == selectedIndex,
                    isEnabled: item.isEnabled,
                    accessibilityIdentifier: item.accessibilityIdentifier),
                frame: frame, path: "\(path)/tabBarItem[\(index)]", isInteractive: item.isEnabled)
        }
        return ResolvedView(attributes: ViewAttributes(kind: .tabBar), frame: bar, path: path, subviews: views)
    }

    private static func itemWidth(_ item: BarItem) -> Double {
        IntrinsicSize.textSize(item.title, fontSize: 17).width + 16
    }

    private static func itemView(_ item: BarItem, x: Double, width: Double, row: Rect, path: String) -> ResolvedView {
        ResolvedView(
            attributes: ViewAttributes(
                kind: .barButtonItem, text: item.title, isEnabled: item.isEnabled,
                accessibilityIdentifier: item.accessibilityIdentifier),
            frame: Rect(x: x, y: row.minY, width: width, height: row.height), path: path,
            isInteractive: item.isEnabled)
    }
}
