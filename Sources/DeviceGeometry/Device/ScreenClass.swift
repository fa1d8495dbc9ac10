/// The geometry shared by every model built around one screen: several iPhones share a display,
/// housing and insets, and the catalog states each such class once.
struct ScreenClass: Sendable {
    var display: Display
    var sensorHousing: SensorHousing
    var homeIndicator: HomeIndicator?
    var statusBarHeight: Double
    var safeAreas: SafeAreaTable
    var estimates: [Estimate] = []
    var topBarOrigin: Double?

    /// A copy with other safe areas (the 17 family ships with iOS 26 landscape insets).
    func with(safeAreas: SafeAreaTable, statusBarHeight: Double? = nil) -> ScreenClass {
        var copy = self
        copy.safeAreas = safeAreas
        copy.statusBarHeight = statusBarHeight ?? self.statusBarHeight
        return copy
    }

    /// A copy with more estimates.
    func estimating(_ more: Estimate...) -> ScreenClass {
        var copy = self
        copy.estimates += more
        return copy
    }

    /// This class for a successor whose corners and safe areas no source has printed yet: the
    /// predecessor's, each marked as an estimate that names it.
    func inherited(by successor: String, from predecessor: String) -> ScreenClass {
        let note = "not found for the \(successor): the \(predecessor)'s"
        return estimating(
            Estimate(.displayCornerRadius, note), Estimate(.portraitSafeArea, note), Estimate(.landscapeSafeArea, note))
    }
}

extension Device {
    /// A catalog entry: identity plus the geometry of its screen class.
    init(
        _ id: String, _ name: String, _ family: Family, identifiers: String, diagonal: Double, ppi: Int,
        runs systemVersions: ClosedRange<Int>, _ screen: ScreenClass
    ) {
        self.init(
            id: id, name: name, family: family,
            modelIdentifiers: identifiers.split(separator: ";").map(String.init),
            diagonalInches: diagonal, pixelsPerInch: ppi, display: screen.display,
            sensorHousing: screen.sensorHousing, homeIndicator: screen.homeIndicator,
            statusBarHeight: screen.statusBarHeight, safeAreas: screen.safeAreas,
            estimates: screen.estimates, topBarOrigin: screen.topBarOrigin, systemVersions: systemVersions)
    }
}

extension EdgeInsets {
    /// Shorthand for catalog tables: top, left, bottom, right.
    init(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}

extension Size {
    /// Shorthand for catalog tables.
    init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }
}
