import DeviceGeometry

extension ControllerLayout {
    /// The leading column's width at regular width: 320 pt, as printed on 11- and 12.9-inch iPads
    /// with iPadOS 15 and 16 in both orientations (uikit-semantics.md R2.17).
    static let splitColumnWidth = 320.0

    /// A split view controller (R2.17): at compact width its compact column fills `frame`, as
    /// the navigation stack it collapses into shows it; at regular width its visible columns
    /// stand side by side from the leading edge, each but the last 320 pt wide, each with the
    /// part of the safe area its frame overlaps.
    mutating func layOutSplit(_ split: SplitViewController, frame: Rect, insets: EdgeInsets, path: String) -> ResolvedView {
        let isRegular = environment.sizeClasses.horizontal == .regular
        let columns =
            isRegular
            ? split.visibleColumns(isLandscape: environment.isLandscape)
            : split.viewControllers.isEmpty ? [] : [split.index(of: split.preferredCompactColumn)]
        let safe = frame.inset(by: insets)
        var subviews: [ResolvedView] = []
        var x = frame.minX
        for (position, index) in columns.enumerated() {
            let width = position == columns.count - 1 ? frame.maxX - x : min(Self.splitColumnWidth, frame.maxX - x)
            var column = Rect(x: x, y: frame.minY, width: width, height: frame.height)
            x += width
            if environment.layoutDirection == .rightToLeft { column = column.mirrored(across: frame.midX) }
            var controller = split.viewControllers[index]
            if let item = systemItem(of: split, leading: index, isRegular: isRegular) {
                var top = controller.visibleContent
                top.navigationItem.leftItems.insert(item, at: 0)
                controller.visibleContent = top
            }
            subviews.append(
                layOut(
                    controller, frame: column, insets: InsetPropagation.overlap(of: column, with: safe), container: .none,
                    path: "\(path)/view[\(index)]"))
        }
        return containerView(frame: frame, insets: insets, path: path, subviews: subviews)
    }

    /// The button a split view adds to the leading column it shows: at regular width the sidebar
    /// button, which shows or hides the sidebar; at compact width, on a column after the first,
    /// the back button to the column before, titled with its title (from iOS 26 a chevron alone,
    /// as iOS 26 draws back buttons); none on the first column at compact width.
    private func systemItem(of split: SplitViewController, leading index: Int, isRegular: Bool) -> BarItem? {
        if isRegular {
            return index == split.visibleColumns(isLandscape: environment.isLandscape).first
                ? BarItem("", image: "sidebar.left") : nil
        }
        guard index > 0 else { return nil }
        if environment.window.systemVersion >= 26 { return BarItem("", image: "chevron.backward") }
        let previous = split.viewControllers[index - 1].visibleContent
        return BarItem(previous.navigationItem.title ?? previous.title ?? "Back")
    }
}
