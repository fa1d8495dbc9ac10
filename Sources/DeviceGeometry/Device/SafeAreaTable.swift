/// A device's window safe-area insets by orientation, with the values of other iOS versions
/// where those are known to differ.
public struct SafeAreaTable: Hashable, Sendable, Codable {
    /// The insets in portrait (and, where supported, upside down).
    public var portrait: EdgeInsets
    /// The insets in both landscape orientations.
    public var landscape: EdgeInsets
    /// Values for particular iOS versions that differ from the defaults above.
    public var revisions: [SafeAreaRevision]

    /// Creates a table.
    public init(portrait: EdgeInsets, landscape: EdgeInsets, revisions: [SafeAreaRevision] = []) {
        self.portrait = portrait
        self.landscape = landscape
        self.revisions = revisions
    }

    /// The revision that applies to `systemVersion` (an iOS major version), if any.
    public func revision(for systemVersion: Int?) -> SafeAreaRevision? {
        guard let systemVersion else { return nil }
        return revisions.first { $0.systemVersions.contains(systemVersion) }
    }

    /// The insets in `orientation` on `systemVersion` (nil: the table's default values, those of
    /// the versions no revision covers).
    public func insets(in orientation: Orientation, systemVersion: Int? = nil) -> EdgeInsets {
        let revision = revision(for: systemVersion)
        return orientation.isLandscape
            ? revision?.landscape ?? landscape
            : revision?.portrait ?? portrait
    }

    /// Returns a copy with `revisions` in place of the current ones.
    public func with(revisions: [SafeAreaRevision]) -> SafeAreaTable {
        SafeAreaTable(portrait: portrait, landscape: landscape, revisions: revisions)
    }
}

/// Values that a range of iOS versions reports differently from a device's defaults.
public struct SafeAreaRevision: Hashable, Sendable, Codable {
    /// The iOS major versions this revision covers.
    public var systemVersions: ClosedRange<Int>
    /// The portrait insets on those versions, when they differ.
    public var portrait: EdgeInsets?
    /// The landscape insets on those versions, when they differ.
    public var landscape: EdgeInsets?
    /// The portrait status-bar height on those versions, when it differs.
    public var statusBarHeight: Double?
    /// Where the values come from.
    public var source: String

    /// Creates a revision.
    public init(
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
