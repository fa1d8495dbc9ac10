extension Device: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, name, family, modelIdentifiers, diagonalInches, pixelsPerInch, display, sensorHousing, homeIndicator
        case statusBarHeight, safeAreas, supportedOrientations, orientations, estimates
        case sizeClassTable, verticalBars, reservedRegions, compatibilityWindow, cornerInsetTable, topBarOrigin
        case systemVersions
    }

    private struct SystemVersions: Encodable {
        let first: Int
        let newest: Int
    }

    /// What the device looks like in one orientation, derived from its portrait geometry.
    private struct OrientationSummary: Encodable {
        let orientation: Orientation
        let screenSize: Size
        let safeAreaInsets: EdgeInsets
        let statusBarHeight: Double?
        let sizeClasses: SizeClasses
    }

    private struct DisplaySummary: Encodable {
        let display: Display
        func encode(to encoder: any Encoder) throws {
            try display.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(display.renderedPixelSize, forKey: .renderedPixelSize)
        }
        enum Keys: String, CodingKey { case renderedPixelSize }
    }

    /// Encodes every stored field (the foldable's only where present; the iOS versions as
    /// `{first, newest}`), plus the rendered pixel size and, per supported orientation, the screen
    /// size, safe-area insets, status-bar height and size classes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(family, forKey: .family)
        try container.encode(modelIdentifiers, forKey: .modelIdentifiers)
        try container.encode(diagonalInches, forKey: .diagonalInches)
        try container.encode(pixelsPerInch, forKey: .pixelsPerInch)
        try container.encode(DisplaySummary(display: display), forKey: .display)
        try container.encode(sensorHousing, forKey: .sensorHousing)
        try container.encodeIfPresent(homeIndicator, forKey: .homeIndicator)
        try container.encode(statusBarHeight, forKey: .statusBarHeight)
        try container.encode(safeAreas, forKey: .safeAreas)
        try container.encode(supportedOrientations, forKey: .supportedOrientations)
        try container.encode(
            supportedOrientations.map {
                OrientationSummary(
                    orientation: $0, screenSize: screenSize(in: $0), safeAreaInsets: safeAreaInsets(in: $0),
                    statusBarHeight: statusBarHeight(in: $0), sizeClasses: sizeClasses(in: $0))
            }, forKey: .orientations)
        try container.encode(estimates, forKey: .estimates)
        try container.encodeIfPresent(sizeClassTable, forKey: .sizeClassTable)
        try container.encodeIfPresent(verticalBars, forKey: .verticalBars)
        if !reservedRegions.isEmpty { try container.encode(reservedRegions, forKey: .reservedRegions) }
        try container.encodeIfPresent(compatibilityWindow, forKey: .compatibilityWindow)
        try container.encodeIfPresent(cornerInsetTable, forKey: .cornerInsetTable)
        try container.encodeIfPresent(topBarOrigin, forKey: .topBarOrigin)
        try container.encode(
            SystemVersions(first: systemVersions.lowerBound, newest: systemVersions.upperBound), forKey: .systemVersions)
    }
}

extension SensorHousing: Encodable {
    private enum CodingKeys: String, CodingKey { case kind, frame, notch }

    /// Encodes `{kind, frame}`, plus the notch's full shape for a notch.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(frame, forKey: .frame)
        if case .notch(let notch) = self { try container.encode(notch, forKey: .notch) }
    }
}
