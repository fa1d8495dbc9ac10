/// iOS 27.1's vertical bars: a column along one side of a display that holds the status bar, the
/// navigation bar's buttons, the toolbar and the tab bar, on the displays and in the orientations
/// that have one (the iPhone Duo's outer display, and its inner display in landscape).
package struct VerticalBarColumn: Hashable, Sendable, Codable {
    /// The column's width, which the window's safe area leaves out on its side: 84 pt on the Duo.
    package var width: Double
    /// Where the column is in each orientation that has one.
    package var sides: [Side]
    /// The status bar's height along the top edge when an app opts out of vertical bars.
    package var statusBarHeightWhenDisabled: Double
    /// The width of the column a sheet gets of its own on the column's side, or nil where sheets
    /// keep horizontal bars: 76 on the Duo's outer display, none on its inner (devices-2026.md §1).
    package var sheetColumnWidth: Double?

    /// Creates a column.
    package init(width: Double, sides: [Side], statusBarHeightWhenDisabled: Double, sheetColumnWidth: Double? = nil) {
        self.width = width
        self.sides = sides
        self.statusBarHeightWhenDisabled = statusBarHeightWhenDisabled
        self.sheetColumnWidth = sheetColumnWidth
    }

    /// The column's side in `orientation`, or nil where the bars stay horizontal.
    package func side(in orientation: Orientation) -> Side? {
        sides.first { $0.orientation == orientation }
    }

    /// The column in one orientation.
    package struct Side: Hashable, Sendable, Codable {
        /// The orientation.
        package var orientation: Orientation
        /// The screen edge the column runs along: left or right.
        package var edge: Edge
        /// The region the bars' items are laid out in, `layoutGuide(for: .bar(onEdge:extent:))`
        /// in screen points: inside the column, clear of its occlusion regions.
        package var barRegion: Rect

        /// Creates a side.
        package init(orientation: Orientation, edge: Edge, barRegion: Rect) {
            self.orientation = orientation
            self.edge = edge
            self.barRegion = barRegion
        }
    }
}
