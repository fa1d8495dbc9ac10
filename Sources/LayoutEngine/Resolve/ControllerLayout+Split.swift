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
        let columns =
            environment.sizeClasses.horizontal == .regular
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
            subviews.append(
                layOut(
                    split.viewControllers[index], frame: column, insets: InsetPropagation.overlap(of: column, with: safe),
                    container: .none, path: "\(path)/view[\(index)]"))
        }
        return containerView(frame: frame, insets: insets, path: path, subviews: subviews)
    }
}
