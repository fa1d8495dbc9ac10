import DeviceGeometry

/// The views a container draws for its bars, with their items laid out the way UIKit spaces them:
/// bar button items (their title plus 8 pt each side) inside the bar's margins (16 pt, 20 pt at
/// regular width, from the safe area), tab bar items sharing the safe width equally.
enum BarViews {
    /// A navigation bar. Its view reaches up under the status bar to `top`, as the bar's background
    /// does; items sit in the bar's first row. A bar taller than its row shows a large title
    /// (`.largeTitle` bold: 34 pt, growing with the text size) below the row, at the bar's leading
    /// margin; otherwise the title is 17-pt semibold in the row, at every text size. The bar's
    /// layout margins are the safe area's plus the system's.
    /// Items are 44 pt tall at the row's top: all of a classic row, the top of iOS 26's 54-pt one
    /// (a back button printed at (16, 62, 44, 44) in a bar at (0, 62, 402, 54)).
    static func navigationBar(
        _ bar: Rect, reachingUpTo top: Double, item: NavigationItem, title: String?,
        insets: EdgeInsets, environment: LayoutEnvironment, path: String
    ) -> ResolvedView {
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: environment.navigationBarHeight(largeTitle: false))
        let itemRow = Rect(x: row.minX, y: row.minY, width: row.width, height: min(row.height, 44))
        let margin = environment.systemMinimumLayoutMargins.left
        var items: [ResolvedView] = []
        var x = row.minX + insets.left + margin
        for (index, barItem) in item.leftItems.enumerated() {
            let view = itemView(
                barItem, x: x, width: itemWidth(barItem, scale: environment.window.scale), row: itemRow,
                path: "\(path)/barButtonItem[\(index)]")
            items.append(view)
            x = view.frame.maxX + 8
        }
        // Trailing items keep clear of a status corner the bar runs under (the Duo's inner display).
        let corner = environment.window.reservedRegions.of(.occlusion).filter { $0.frame.intersects(row) }.map(\.frame.minX).min()
        var right = min(row.maxX - insets.right - margin, corner.map { $0 - margin } ?? .infinity)
        for (index, barItem) in item.rightItems.enumerated() {
            right -= itemWidth(barItem, scale: environment.window.scale)
            items.append(
                itemView(
                    barItem, x: right, width: itemWidth(barItem, scale: environment.window.scale), row: itemRow,
                    path: "\(path)/barButtonItem[\(item.leftItems.count + index)]"))
            right -= 8
        }
        let frame = Rect(corner: Point(x: bar.minX, y: min(top, bar.minY)), Point(x: bar.maxX, y: bar.maxY))
        let isLarge = bar.height > row.height
        return ResolvedView(
            attributes: ViewAttributes(
                kind: .navigationBar, text: title, textStyle: isLarge ? .largeTitle : nil,
                fontSize: isLarge ? environment.largeTitleFont.size : nil, fontWeight: isLarge ? .bold : nil),
            frame: frame, path: path,
            // The bottom margin is the large title's band, or, inline, what the bar keeps below its
            // items' 44-pt row (10 pt of iOS 26's 54-pt bar).
            layoutMargins: EdgeInsets(
                top: 0, left: insets.left + margin, bottom: bar.height - (isLarge ? row.height : itemRow.height),
                right: insets.right + margin),
            subviews: items)
    }

    /// A stacked search controller's row below a navigation bar's title: the bar's material with
    /// a search field 36 pt tall, 1 pt down, between the layout margins (printed at (16, 147, 343,
    /// 36) in a row from 146 on a 375-pt phone).
    static func searchRow(_ row: Rect, insets: EdgeInsets, environment: LayoutEnvironment, path: String) -> ResolvedView {
        let margin = environment.systemMinimumLayoutMargins.left
        let field = ResolvedView(
            attributes: ViewAttributes(kind: .searchBar),
            frame: Rect(
                x: row.minX + insets.left + margin, y: row.minY + 1,
                width: max(0, row.width - insets.left - insets.right - 2 * margin), height: 36),
            path: "\(path)/searchBar[0]", isInteractive: true)
        return ResolvedView(attributes: ViewAttributes(kind: .navigationBar), frame: row, path: path, subviews: [field])
    }

    /// A toolbar whose items share its width with flexible space between them, at least 8 pt; items
    /// that do not fit shrink alike, as UIKit truncates their titles. With an integrated search
    /// field (iOS 26 on iPhone, R2.14) the field is a 48-pt capsule across the row 10 pt down,
    /// 27 pt in from the leading side and 28 from the trailing (printed (27, 798, 347, 48) in a toolbar at 788 on a 402-pt
    /// phone); beside items it shrinks to a 48-pt circle at the trailing end.
    static func toolbar(
        _ bar: Rect, items: [BarItem], search: Bool = false, insets: EdgeInsets, environment: LayoutEnvironment,
        path: String
    ) -> ResolvedView {
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height - insets.bottom)
        let margin = environment.systemMinimumLayoutMargins.left
        var searchField: ResolvedView?
        if search {
            let capsule =
                items.isEmpty
                ? Rect(
                    x: row.minX + insets.left + 27, y: row.minY + 10, width: max(0, row.width - insets.left - insets.right - 55),
                    height: 48)
                : Rect(x: row.maxX - insets.right - margin - 48, y: row.minY + 10, width: 48, height: 48)
            searchField = ResolvedView(
                attributes: ViewAttributes(kind: .searchBar, cornerRadius: 24), frame: capsule, path: "\(path)/searchBar[0]",
                isInteractive: true)
        }
        let reserved = search && !items.isEmpty ? 48.0 + 8 : 0
        let available = row.width - insets.left - insets.right - 2 * margin - reserved
        let minimumGaps = 8 * Double(max(items.count - 1, 0))
        let natural = items.map { itemWidth($0, scale: environment.window.scale) }
        let shrink = min(1, max(0, available - minimumGaps) / max(natural.reduce(0, +), 1))
        let widths = natural.map { $0 * shrink }
        let gap = items.count > 1 ? max(8, (available - widths.reduce(0, +)) / Double(items.count - 1)) : 0
        var x = row.minX + insets.left + margin + (items.count == 1 ? (available - widths[0]) / 2 : 0)
        var views: [ResolvedView] = []
        for (index, item) in items.enumerated() {
            views.append(itemView(item, x: x, width: widths[index], row: row, path: "\(path)/barButtonItem[\(index)]"))
            x += widths[index] + gap
        }
        return ResolvedView(
            attributes: ViewAttributes(kind: .toolbar), frame: bar, path: path, subviews: views + (searchField.map { [$0] } ?? [])
        )
    }

    /// A tab bar whose items share the safe width equally in its top `contentHeight` points.
    static func tabBar(
        _ bar: Rect, items: [BarItem], selectedIndex: Int, insets: EdgeInsets, contentHeight: Double,
        path: String
    ) -> ResolvedView {
        let width = (bar.width - insets.left - insets.right) / Double(max(items.count, 1))
        let views = tabBarItems(items, selectedIndex: selectedIndex, path: path) { index in
            Rect(x: bar.minX + insets.left + Double(index) * width, y: bar.minY, width: width, height: contentHeight)
        }
        return ResolvedView(attributes: ViewAttributes(kind: .tabBar), frame: bar, path: path, subviews: views)
    }

    /// A tab bar controller's bottom accessory in its `band` above the tab bar, the safe width: a
    /// capsule 48 pt tall, 20 pt in from the band's sides, that shows the item and takes taps. The
    /// capsule's size is not published; the band's 56 is (devices-2026.md §3).
    static func tabAccessory(_ band: Rect, item: BarItem, path: String) -> ResolvedView {
        let inset = 20.0, height = 48.0
        let capsule = Rect(
            x: band.minX + inset, y: band.minY + (band.height - height) / 2, width: max(0, band.width - 2 * inset),
            height: height)
        let button = ResolvedView(
            attributes: ViewAttributes(
                kind: .button, backgroundColor: .systemBackground, cornerRadius: height / 2, borderWidth: 1,
                borderColor: .separator,
                text: item.title, textColor: .label, isEnabled: item.isEnabled,
                accessibilityIdentifier: item.accessibilityIdentifier),
            frame: capsule, path: "\(path)/button[0]", isInteractive: item.isEnabled)
        return ResolvedView(attributes: ViewAttributes(kind: .view), frame: band, path: path, subviews: [button])
    }

    /// iOS 26's tab bar on iPhone: its items in a glass platter 62 pt tall at the bar's top,
    /// centred, 21 pt inside the screen's sides at most, each item 54 pt tall at 4 pt down and
    /// 8.25 pt wider than its pitch (neighbours overlap), the pitch 86 pt or what the widest
    /// platter allows. Printed on 402-pt phones (iOS 26.0.1, 26.4, 27): a 274-pt platter at x 64
    /// with three 94 × 54 items at x 68, 154 and 240; a 360-pt platter at x 21 with five 77-pt
    /// items 68.75 apart.
    static func platterTabBar(_ bar: Rect, items: [BarItem], selectedIndex: Int, path: String) -> ResolvedView {
        let count = Double(max(items.count, 1))
        let pitch = min(86, max(0, bar.width - 42 - 16.25) / count)
        let width = pitch * count + 16.25
        let platter = Rect(x: bar.midX - width / 2, y: bar.minY, width: width, height: 62)
        let background = ResolvedView(
            attributes: ViewAttributes(
                kind: .view, backgroundColor: .systemBackground, cornerRadius: 31, borderWidth: 1, borderColor: .separator),
            frame: platter, path: "\(path)/platter[0]")
        let views = tabBarItems(items, selectedIndex: selectedIndex, path: path) { index in
            Rect(x: platter.minX + 4 + Double(index) * pitch, y: platter.minY + 4, width: pitch + 8.25, height: 54)
        }
        return ResolvedView(attributes: ViewAttributes(kind: .tabBar), frame: bar, path: path, subviews: [background] + views)
    }

    /// iPadOS 18's floating tab bar in the navigation bar's `row`: a pill 4 pt inside the row's
    /// height, centred, as wide as its items (each its title's width and 16 pt each side, with a
    /// 20-pt icon and 8 pt before the title) and 4 pt each end, at most 600 pt and 20 pt inside
    /// the row's ends. The metrics are UIKit's floating tab bar constants, not printed frames
    /// (uikit-semantics.md R2.13).
    static func floatingTabBarFrame(in row: Rect, items: [BarItem], scale: Double) -> Rect {
        let itemsWidth = items.reduce(0) { width, item in
            width + IntrinsicSize.textSize(item.title, font: ViewKind.barButtonItem.defaultFont, scale: scale).width + 20 + 8 + 32
        }
        let width = min(itemsWidth + 8, 600, max(0, row.width - 40))
        return Rect(x: row.midX - width / 2, y: row.minY + 4, width: width, height: max(0, row.height - 8))
    }

    /// The floating tab bar's pill, its items sharing the width inside 4-pt ends.
    static func floatingTabBar(_ pill: Rect, items: [BarItem], selectedIndex: Int, path: String) -> ResolvedView {
        let width = max(0, pill.width - 8) / Double(max(items.count, 1))
        let views = tabBarItems(items, selectedIndex: selectedIndex, path: path) { index in
            Rect(x: pill.minX + 4 + Double(index) * width, y: pill.minY, width: width, height: pill.height)
        }
        return ResolvedView(attributes: ViewAttributes(kind: .tabBar), frame: pill, path: path, subviews: views)
    }

    /// A tab bar in a bar column: a vertical pill whose items share its height equally.
    static func verticalTabBar(_ bar: Rect, items: [BarItem], selectedIndex: Int, path: String) -> ResolvedView {
        let height = bar.height / Double(max(items.count, 1))
        let views = tabBarItems(items, selectedIndex: selectedIndex, path: path) { index in
            Rect(x: bar.minX, y: bar.minY + Double(index) * height, width: bar.width, height: height)
        }
        return ResolvedView(attributes: ViewAttributes(kind: .tabBar), frame: bar, path: path, subviews: views)
    }

    /// A tab bar controller's sidebar (R2.15): the tabs as rows 44 pt tall from `rowsTop`, below
    /// the sidebar's own navigation bar, 10 pt in from its sides; rows past its bottom are
    /// scrolled out of sight. From iPadOS 18 it is a bar's strip; from iPadOS 26 (`floating`) a
    /// platter with 22-pt corners.
    static func sidebar(
        _ frame: Rect, items: [BarItem], selectedIndex: Int, rowsTop: Double, floating: Bool, path: String
    ) -> ResolvedView {
        let rowCount = max(0, Int((frame.maxY - rowsTop) / SidebarMetrics.rowHeight))
        let rows = tabBarItems(Array(items.prefix(rowCount)), selectedIndex: selectedIndex, path: path) { index in
            Rect(
                x: frame.minX + SidebarMetrics.rowInset, y: rowsTop + Double(index) * SidebarMetrics.rowHeight,
                width: max(0, frame.width - 2 * SidebarMetrics.rowInset), height: SidebarMetrics.rowHeight)
        }
        let attributes =
            floating
            ? ViewAttributes(
                kind: .view, backgroundColor: .systemBackground, cornerRadius: SidebarMetrics.floatingCornerRadius,
                borderWidth: 1, borderColor: .separator)
            : ViewAttributes(kind: .tabBar)
        return ResolvedView(attributes: attributes, frame: frame, path: path, subviews: rows)
    }

    /// Tab bar items, the one at `selectedIndex` selected, each in the frame `frame` gives its index.
    private static func tabBarItems(
        _ items: [BarItem], selectedIndex: Int, path: String, frame: (Int) -> Rect
    ) -> [ResolvedView] {
        items.enumerated().map { index, item in
            ResolvedView(
                attributes: ViewAttributes(
                    kind: .tabBarItem, text: item.title, isOn: index == selectedIndex, isEnabled: item.isEnabled,
                    accessibilityIdentifier: item.accessibilityIdentifier),
                frame: frame(index), path: "\(path)/tabBarItem[\(index)]", isInteractive: item.isEnabled)
        }
    }

    /// An item's width: its title's, or a 24-pt icon's, with 8 pt each side.
    private static func itemWidth(_ item: BarItem, scale: Double) -> Double {
        guard !item.showsImageOnly else { return 24 + 16 }
        return IntrinsicSize.textSize(item.title, font: ViewKind.barButtonItem.defaultFont, scale: scale).width + 16
    }

    private static func itemView(_ item: BarItem, x: Double, width: Double, row: Rect, path: String) -> ResolvedView {
        var attributes = ViewAttributes(
            kind: .barButtonItem, text: item.showsImageOnly ? nil : item.title, isEnabled: item.isEnabled,
            accessibilityIdentifier: item.accessibilityIdentifier)
        attributes.image = item.image
        return ResolvedView(
            attributes: attributes,
            frame: Rect(x: x, y: row.minY, width: width, height: row.height), path: path,
            isInteractive: item.isEnabled)
    }
}
