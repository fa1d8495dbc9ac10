/// How far iOS 26's corner-adapted layout regions keep from each edge of a display, by
/// orientation, where a simulator printed it (devices-2026.md §1 for the iPhone Duo). Elsewhere
/// ``Device/regionCornerInsets(in:)`` derives it from the corner radius.
package struct CornerInsetTable: Hashable, Sendable, Codable {
    /// The insets in portrait (and upside down).
    package var portrait: EdgeInsets
    /// The insets in both landscape orientations.
    package var landscape: EdgeInsets

    /// Creates a table.
    package init(portrait: EdgeInsets, landscape: EdgeInsets) {
        self.portrait = portrait
        self.landscape = landscape
    }
}

extension Device {
    /// Where the diagonal from a display corner meets its continuous outline, in units of the
    /// radius: the middle of the profile's central cubic (`ContinuousCorner`), 0.2915 r (a
    /// circle's is 0.2929 r). A region inset that far on both axes has its own square corner on
    /// the lit display.
    package static let cornerDiagonalInset = 0.29146

    /// The inset from each edge that a corner-adapted layout region keeps in `orientation`: the
    /// printed table where there is one, else the point where the corner's diagonal meets its
    /// outline. That rule is an estimate; it reproduces every printed value: the iPhone Duo's 16
    /// (inner), 2.3 and 17.3 (outer) from radii of 55, 7.9 and 59.3 pt, and iPadOS 26's 9.5 pt
    /// from 32.6 pt.
    package func regionCornerInsets(in orientation: Orientation) -> EdgeInsets {
        if let table = cornerInsetTable { return orientation.isLandscape ? table.landscape : table.portrait }
        let inset = display.cornerRadius * Self.cornerDiagonalInset
        return EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
}
