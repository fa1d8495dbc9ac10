/// A device's window safe-area insets by orientation, with the values of other iOS versions
/// where those are known to differ.
package struct SafeAreaTable: Hashable, Sendable, Codable {
    /// The insets in portrait (and, where supported, upside down).
    package var portrait: EdgeInsets
    /// The insets in both landscape orientations.
    package var landscape: EdgeInsets
    /// Values for particular iOS versions that differ from the defaults above.
    package var revisions: [SafeAreaRevision]

    /// Creates a table.
    package init(portrait: EdgeInsets, landscape: EdgeInsets, revisions: [SafeAreaRevision] = []) {
        self.portrait = portrait
        self.landscape = landscape
        self.revisions = revisions
    }

    /// The revision that applies to `systemVersion` (an iOS major version), if any.
    package func revision(for systemVersion: Int?) -> SafeAreaRevision? {
        guard let systemVersion else { return nil }
        return revisions.first { $0.systemVersions.contains(systemVersion) }
    }

    /// The insets in `orientation` on `systemVersion` (nil: the table's default values, those of
    /// the versions no revision covers).
    package func insets(in orientation: Orientation, systemVersion: Int? = nil) -> EdgeInsets {
        let revision = revision(for: systemVersion)
        return orientation.isLandscape
            ? revision?.landscape ?? landscape
            : revision?.portrait ?? portrait
    }

    /// Returns a copy with `revisions` in place of the current ones.
    package func with(revisions: [SafeAreaRevision]) -> SafeAreaTable {
        SafeAreaTable(portrait: portrait, landscape: landscape, revisions: revisions)
    }
}

/// Values that a range of iOS versions reports differently from a device's defaults.
package struct SafeAreaRevision: Hashable, Sendable, Codable {
    /// The iOS major versions this revision covers.
    package var systemVersions: ClosedRange<Int>
    /// The portrait insets on those versions, when they differ.
    package var portrait: EdgeInsets?
    /// The landscape insets on those versions, when they differ.
    package var landscape: EdgeInsets?
    /// The portrait status-bar height on those versions, when it differs.
    package var statusBarHeight: Double?
    /// Where the values come from.
    package var source: String

    /// Creates a revision.
    package init(
        systemVersions: ClosedRange<Int>, portrait: EdgeInsets? = nil, landscape: EdgeInsets? = nil,
        statusBarHeight: Double? = nil, source: String
    ) {
        self.systemVersions = systemVersions
        self.portrait = portrait
        self.landscape = landscape
        self.statusBarHeight = statusBarHeight
        self.source = source
    }
}
