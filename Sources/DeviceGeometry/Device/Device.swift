/// One iPhone or iPad model, with the geometry that decides where content is safe.
///
/// Values come from `devices.csv` in the project's reference material; where that file marks a
/// value as inferred or has none, the value is SafeAreaKit's documented estimate and `estimates`
/// says so. Geometry is in portrait points unless a method takes an orientation.
public struct Device: Hashable, Sendable, Identifiable {
    /// Phone or pad.
    public enum Family: String, Hashable, Sendable, Codable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// A stable slug such as `iphone-16-pro`.
    public var id: String
    /// The marketing name, such as `iPhone 16 Pro`.
    public var name: String
    /// Phone or pad.
    public var family: Family
    /// Apple's model identifiers, such as `iPhone17,1`, as the reference lists them.
    public var modelIdentifiers: [String]
    /// The display's diagonal in inches.
    public var diagonalInches: Double
    /// The display's pixel density.
    package var pixelsPerInch: Int
    /// The screen.
    public var display: Display
    /// The notch, the Dynamic Island, or none.
    public var sensorHousing: SensorHousing
    /// The home indicator, or `nil` on a device with a Home button.
    package var homeIndicator: HomeIndicator?
    /// The status bar's height in portrait; 0 where it is not a band across the top (the iPhone
    /// Duo keeps it in a corner or in its bar column).
    package var statusBarHeight: Double
    /// The window's safe-area insets by orientation.
    package var safeAreas: SafeAreaTable
    /// The values that are estimates rather than measurements.
    package var estimates: [Estimate]
    /// The size classes by orientation, where they do not follow the family's rule.
    package var sizeClassTable: SizeClassTable?
    /// iOS 27.1's vertical bar column, on a display that has one.
    package var verticalBars: VerticalBarColumn?
    /// The regions the system reserves: cameras, a status corner, a fold.
    package var reservedRegions: [ReservedRegion]
    /// The window apps built with older SDKs run in, on a display that letterboxes them.
    package var compatibilityWindow: CompatibilityWindow?
    /// The printed corner adaptation of iOS 26's layout regions, where a simulator printed it.
    package var cornerInsetTable: CornerInsetTable?
    /// Where a navigation bar starts in portrait before iOS 26, where a source measured it apart
    /// from the status bar's reported height: 53.67 and 56.33 on the Dynamic Island models, whose
    /// status bar reports 54 (uikit-semantics.md R2.8).
    package var topBarOrigin: Double?
    /// The iOS major versions the device runs: from the one it shipped with to the newest it got.
    /// A run lays it out with the newest unless told otherwise (`systemVersion(for:)`).
    public var systemVersions: ClosedRange<Int>

    /// The newest iOS major version the catalog knows, which a team's device runs unless its
    /// file says otherwise.
    package static let newestSystemVersion = 27

    /// Creates a device.
    package init(
        id: String, name: String, family: Family, modelIdentifiers: [String], diagonalInches: Double,
        pixelsPerInch: Int, display: Display, sensorHousing: SensorHousing, homeIndicator: HomeIndicator?,
        statusBarHeight: Double, safeAreas: SafeAreaTable, estimates: [Estimate] = [],
        sizeClassTable: SizeClassTable? = nil, verticalBars: VerticalBarColumn? = nil,
        reservedRegions: [ReservedRegion] = [], compatibilityWindow: CompatibilityWindow? = nil,
        cornerInsetTable: CornerInsetTable? = nil, topBarOrigin: Double? = nil,
        systemVersions: ClosedRange<Int> = newestSystemVersion...newestSystemVersion
    ) {
        self.id = id
        self.name = name
        self.family = family
        self.modelIdentifiers = modelIdentifiers
        self.diagonalInches = diagonalInches
        self.pixelsPerInch = pixelsPerInch
        self.display = display
        self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator
        self.statusBarHeight = statusBarHeight
        self.safeAreas = safeAreas
        self.estimates = estimates
        self.sizeClassTable = sizeClassTable
        self.verticalBars = verticalBars
        self.reservedRegions = reservedRegions
        self.compatibilityWindow = compatibilityWindow
        self.cornerInsetTable = cornerInsetTable
        self.topBarOrigin = topBarOrigin
        self.systemVersions = systemVersions
    }

    /// The iOS major version a run lays the device out with when it asks for `requested`: that
    /// version kept within the ones the device runs, or the newest it runs when nil.
    package func systemVersion(for requested: Int?) -> Int {
        min(max(requested ?? systemVersions.upperBound, systemVersions.lowerBound), systemVersions.upperBound)
    }

    /// Whether the device has a Home button (and so no home indicator).
    public var hasHomeButton: Bool { homeIndicator == nil }

    /// The interface orientations the device supports. Face ID iPhones do not rotate upside down.
    public var supportedOrientations: [Orientation] {
        family == .phone && !hasHomeButton
            ? [.portrait, .landscapeLeft, .landscapeRight]
            : Orientation.allCases
    }

    /// Whether the device supports `orientation`.
    public func supports(_ orientation: Orientation) -> Bool {
        supportedOrientations.contains(orientation)
    }

    /// The screen's size in points in `orientation`.
    public func screenSize(in orientation: Orientation) -> Size {
        orientation.screenSize(portrait: display.screenSize)
    }

    /// The window's size classes in `orientation`.
    ///
    /// An iPad is regular in both. An iPhone is compact-width, regular-height in portrait; in
    /// landscape it is compact-height, and regular-width only when it is at least 414 pt wide in
    /// portrait (the Plus, Max, XR/11 and Air models). A ``sizeClassTable`` overrides the rule.
    package func sizeClasses(in orientation: Orientation) -> SizeClasses {
        if let table = sizeClassTable { return orientation.isLandscape ? table.landscape : table.portrait }
        return switch (family, orientation.isLandscape) {
        case (.pad, _):
            SizeClasses(horizontal: .regular, vertical: .regular)
        case (.phone, false):
            SizeClasses(horizontal: .compact, vertical: .regular)
        case (.phone, true):
            SizeClasses(horizontal: display.screenSize.width >= 414 ? .regular : .compact, vertical: .compact)
        }
    }

    /// The window's safe-area insets in `orientation` on iOS `systemVersion` (nil: the newest the
    /// device runs).
    public func safeAreaInsets(in orientation: Orientation, systemVersion: Int? = nil) -> EdgeInsets {
        safeAreas.insets(in: orientation, systemVersion: self.systemVersion(for: systemVersion))
    }

    /// The window's safe-area insets when the app hides the status bar, or keeps it, in portrait. A
    /// hidden status bar frees the top edge unless a sensor housing is there (uikit-semantics.md R1.14).
    package func safeAreaInsets(
        in orientation: Orientation, systemVersion: Int? = nil,
        isStatusBarVisible: Bool
    ) -> EdgeInsets {
        var insets = safeAreaInsets(in: orientation, systemVersion: systemVersion)
        if !isStatusBarVisible, !orientation.isLandscape, sensorHousing == .none {
            insets.top = 0
        }
        return insets
    }

    /// The status bar's height in `orientation`, or `nil` where it is hidden: UIKit hides it in
    /// iPhone landscape (vertically compact), and keeps it on iPad.
    package func statusBarHeight(in orientation: Orientation, systemVersion: Int? = nil) -> Double? {
        if family == .phone && orientation.isLandscape { return nil }
        return safeAreas.revision(for: self.systemVersion(for: systemVersion))?.statusBarHeight ?? statusBarHeight
    }

    /// Whether the catalog's value for `field` is an estimate.
    package func isEstimated(_ field: Estimate.Field) -> Bool {
        estimates.contains { $0.field == field }
    }
}
