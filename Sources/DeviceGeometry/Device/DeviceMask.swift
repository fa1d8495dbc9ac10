/// The hardware's unsafe regions for one device in one interface orientation, as exact shapes in
/// screen points of that orientation.
public struct DeviceMask: Hashable, Sendable {
    /// The interface orientation the shapes are in.
    public var orientation: Orientation
    /// The whole screen: origin zero, the screen's size in this orientation.
    public var bounds: Rect
    /// The lit display: the screen with its continuous rounded corners.
    package var display: RoundedRect
    /// The part of the screen rectangle outside the rounded display corners (empty for a
    /// rectangular display).
    @_spi(Internals) public var outsideDisplayCorners: Path
    /// The notch or Dynamic Island, rotated into this orientation, or `nil`.
    @_spi(Internals) public var sensorHousing: Path?
    /// The home indicator's capsule, or `nil` on a device with a Home button.
    package var homeIndicator: RoundedRect?
    /// The band along the bottom of the interface where the home-indicator gesture wins: the full
    /// width, as tall as the bottom safe-area inset. `nil` where there is none.
    public var homeIndicatorRegion: Rect?
    /// The status bar's band at the top, or `nil` where it is hidden (iPhone landscape).
    public var statusBar: Rect?
    /// The window in screen points: the whole screen unless the app runs in a smaller window.
    public var window: Rect
    /// The window's safe-area insets, from the window's edges.
    public var safeAreaInsets: EdgeInsets
    /// The bar column, where the display reserves one.
    package var barColumn: PlacedBarColumn?
    /// The reserved regions (cameras, a status corner, a fold), active or not.
    public var reservedRegions: [PlacedRegion]

    /// Builds the mask of `device` in `orientation` under `conditions`; `isStatusBarVisible` false
    /// is an app that hides the status bar, `allowsVerticalBars` false one that turns vertical bars off.
    public init(
        device: Device, orientation: Orientation, conditions: SystemConditions = SystemConditions(),
        isStatusBarVisible: Bool = true, allowsVerticalBars: Bool = true
    ) {
        self.init(
            device: device,
            window: WindowGeometry(
                device: device, orientation: orientation, conditions: conditions, isStatusBarVisible: isStatusBarVisible,
                allowsVerticalBars: allowsVerticalBars),
            orientation: orientation)
    }

    /// Builds the mask of `device` around the window the system gave a screen in `orientation`.
    package init(device: Device, window geometry: WindowGeometry, orientation: Orientation) {
        let portrait = device.display.screenSize
        let size = geometry.screenSize
        let rotation = orientation.transform(portrait: portrait)
        self.orientation = orientation
        bounds = Rect(origin: .zero, size: size)
        display = RoundedRect(rect: bounds, cornerRadius: device.display.cornerRadius, curve: .continuous)
        var outside = Path()
        if device.display.cornerRadius > 0 {
            outside.addRect(bounds)
            outside.addPath(display.path.reversed())
        }
        outsideDisplayCorners = outside
        sensorHousing = device.sensorHousing.outline?.applying(rotation)
        window = geometry.windowFrame
        safeAreaInsets = geometry.safeAreaInsets
        barColumn = geometry.barColumn
        reservedRegions = geometry.reservedRegions
        homeIndicator = device.homeIndicator.map { .capsule($0.frame(in: orientation, screenSize: size)) }
        // The gesture belongs to the screen's bottom edge, also below a smaller window.
        let gestureHeight =
            geometry.windowFrame == bounds ? geometry.safeAreaInsets.bottom : device.safeAreaInsets(in: orientation).bottom
        homeIndicatorRegion =
            device.hasHomeButton || gestureHeight <= 0
            ? nil
            : Rect(x: 0, y: size.height - gestureHeight, width: size.width, height: gestureHeight)
        statusBar = geometry.statusBarFrame
    }

    /// The safe area: the window inset by its safe-area insets.
    public var safeArea: Rect { window.inset(by: safeAreaInsets) }

    /// The unsafe bands between the screen's edges and the safe area, one per edge with a
    /// non-zero inset. The top and bottom bands span the full width; the side bands fill the
    /// height between them, so the bands never overlap.
    public var unsafeBands: [UnsafeBand] {
        let insets = safeAreaInsets, b = window
        let middle = b.height - insets.top - insets.bottom
        let bands = [
            UnsafeBand(edge: .top, rect: Rect(x: b.minX, y: b.minY, width: b.width, height: insets.top)),
            UnsafeBand(
                edge: .bottom, rect: Rect(x: b.minX, y: b.maxY - insets.bottom, width: b.width, height: insets.bottom)),
            UnsafeBand(edge: .left, rect: Rect(x: b.minX, y: b.minY + insets.top, width: insets.left, height: middle)),
            UnsafeBand(
                edge: .right, rect: Rect(x: b.maxX - insets.right, y: b.minY + insets.top, width: insets.right, height: middle)),
        ]
        return bands.filter { !$0.rect.isEmpty }
    }
}

/// The strip between one edge of the screen and the safe area.
public struct UnsafeBand: Hashable, Sendable {
    /// The screen edge the band runs along.
    public var edge: Edge
    /// The band's rectangle in screen points.
    public var rect: Rect

    /// Creates a band.
    package init(edge: Edge, rect: Rect) {
        self.edge = edge
        self.rect = rect
    }
}
