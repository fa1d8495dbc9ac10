import DeviceGeometry

extension LayoutRegion {
    /// The region's insets from the edges of a view at `frame` (window coordinates), whose safe
    /// area, margins and readable guide have the insets given, in `window`.
    ///
    /// A corner-adapted region moves its edges on the adapted axis to at least the window's
    /// corner insets (``WindowGeometry/cornerInsets``), measured from the window's edges: an inset
    /// already larger stays, as the printed 84 beside the Duo's bar column does. A bar region is
    /// the strip `extent` wide centred on the column's bar region, which lies 6 pt from the edge
    /// and skips the occlusion regions (devices-2026.md §1: t170 b34 l376 r6 on the outer display
    /// for an extent of 84; x 875–931 on the inner for 56). On an edge without a bar column it is
    /// an empty strip at the safe area's edge.
    func insets(
        of frame: Rect, safeArea: EdgeInsets, margins: EdgeInsets, readable: EdgeInsets, in window: WindowGeometry
    ) -> EdgeInsets {
        switch self {
        case .safeArea(let axis): Self.adapting(safeArea, along: axis, of: frame, in: window)
        case .margins(let axis): Self.adapting(margins, along: axis, of: frame, in: window)
        case .readableContent(let axis): Self.adapting(readable, along: axis, of: frame, in: window)
        case .bar(let edge, let extent): Self.barInsets(on: edge.edge, extent: extent, of: frame, safeArea: safeArea, in: window)
        }
    }

    private static func adapting(
        _ base: EdgeInsets, along axis: AdaptivityAxis, of frame: Rect, in window: WindowGeometry
    ) -> EdgeInsets {
        let corners = window.cornerInsets, bounds = window.windowFrame
        var insets = base
        switch axis {
        case .none:
            break
        case .horizontal:
            insets.left = max(base.left, min(frame.width, bounds.minX + corners.left - frame.minX))
            insets.right = max(base.right, min(frame.width, frame.maxX - (bounds.maxX - corners.right)))
        case .vertical:
            insets.top = max(base.top, min(frame.height, bounds.minY + corners.top - frame.minY))
            insets.bottom = max(base.bottom, min(frame.height, frame.maxY - (bounds.maxY - corners.bottom)))
        }
        return insets
    }

    private static func barInsets(
        on edge: Edge, extent: Double?, of frame: Rect, safeArea: EdgeInsets, in window: WindowGeometry
    ) -> EdgeInsets {
        guard let column = window.barColumn, column.edge == edge else {
            var insets = safeArea
            if edge == .left { insets.right = frame.width - safeArea.left } else { insets.left = frame.width - safeArea.right }
            return insets
        }
        let region = column.barRegion, width = extent ?? region.width
        let strip = Rect(x: region.midX - width / 2, y: region.minY, width: width, height: region.height)
        return InsetPropagation.overlap(of: frame, with: strip)
    }
}
