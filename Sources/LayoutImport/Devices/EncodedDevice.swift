import DeviceGeometry
import SafeAreaDecoding

/// A device as `safearea devices --json` prints it and a devices file gives it, written with the
/// keys ``DecodedDevice`` reads: every stored field (the foldable's only where present; the iOS
/// versions as `{first, newest}`), plus what the reader accepts and ignores because the command
/// derives it: the rendered pixel size and, per supported orientation, the screen size, safe-area
/// insets, status-bar height and size classes.
package struct EncodedDevice: Encodable {
    /// The device.
    package var device: Device

    /// Writes `device`.
    package init(_ device: Device) {
        self.device = device
    }

    package func encode(to encoder: any Encoder) throws {
        typealias Key = DecodedDevice.Key
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(device.id, forKey: .id)
        try container.encode(device.name, forKey: .name)
        try container.encode(device.family, forKey: .family)
        try container.encode(device.modelIdentifiers, forKey: .modelIdentifiers)
        try container.encode(device.diagonalInches, forKey: .diagonalInches)
        try container.encode(device.pixelsPerInch, forKey: .pixelsPerInch)
        try container.encode(EncodedDisplay(display: device.display), forKey: .display)
        try container.encode(EncodedHousing(housing: device.sensorHousing), forKey: .sensorHousing)
        try container.encodeIfPresent(device.homeIndicator, forKey: .homeIndicator)
        try container.encode(device.statusBarHeight, forKey: .statusBarHeight)
        try container.encode(device.safeAreas, forKey: .safeAreas)
        try container.encode(device.supportedOrientations, forKey: .supportedOrientations)
        try container.encode(device.supportedOrientations.map { OrientationSummary(device, $0) }, forKey: .orientations)
        try container.encode(device.estimates, forKey: .estimates)
        try container.encodeIfPresent(device.sizeClassTable, forKey: .sizeClassTable)
        try container.encodeIfPresent(device.verticalBars, forKey: .verticalBars)
        if !device.reservedRegions.isEmpty { try container.encode(device.reservedRegions, forKey: .reservedRegions) }
        try container.encodeIfPresent(device.compatibilityWindow, forKey: .compatibilityWindow)
        try container.encodeIfPresent(device.cornerInsetTable, forKey: .cornerInsetTable)
        try container.encodeIfPresent(device.topBarOrigin, forKey: .topBarOrigin)
        var versions = container.nestedContainer(keyedBy: DecodedSystemVersions.Key.self, forKey: .systemVersions)
        try versions.encode(device.systemVersions.lowerBound, forKey: .first)
        try versions.encode(device.systemVersions.upperBound, forKey: .newest)
    }
}

/// `display`, with the pixel size a screenshot has.
private struct EncodedDisplay: Encodable {
    var display: Display

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DecodedDisplay.Key.self)
        try container.encode(display.screenSize, forKey: .screenSize)
        try container.encode(display.scale, forKey: .scale)
        try container.encode(display.nativeScale, forKey: .nativeScale)
        try container.encode(display.nativePixelSize, forKey: .nativePixelSize)
        try container.encode(display.renderedPixelSize, forKey: .renderedPixelSize)
        try container.encode(display.cornerRadius, forKey: .cornerRadius)
    }
}

/// `sensorHousing`: `{kind, frame}`, plus the notch's whole shape for a notch.
private struct EncodedHousing: Encodable {
    var housing: SensorHousing

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DecodedHousing.Key.self)
        try container.encode(housing.kind, forKey: .kind)
        try container.encodeIfPresent(housing.frame, forKey: .frame)
        if case .notch(let notch) = housing { try container.encode(notch, forKey: .notch) }
    }
}

/// What the device looks like in one orientation, derived from its portrait geometry.
private struct OrientationSummary: Encodable {
    let orientation: Orientation
    let screenSize: Size
    let safeAreaInsets: EdgeInsets
    let statusBarHeight: Double?
    let sizeClasses: SizeClasses

    init(_ device: Device, _ orientation: Orientation) {
        self.orientation = orientation
        screenSize = device.screenSize(in: orientation)
        safeAreaInsets = device.safeAreaInsets(in: orientation)
        statusBarHeight = device.statusBarHeight(in: orientation)
        sizeClasses = device.sizeClasses(in: orientation)
    }
}
