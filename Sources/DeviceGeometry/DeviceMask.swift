/// The hardware's unsafe regions for one device in one interface orientation, as exact shapes in
/// screen points of that orientation.
public struct DeviceMask: Hashable, Sendable {
    /// The interface orientation the shapes are in.
    public var orientation: Orientation
    /// The whole screen: origin zero, the screen's size in this orientation.
    public var bounds: Rect
    /// The lit display: the screen with its continuous rounded corners.
    public var display: RoundedRect
    /// The part of the screen rectangle outside the rounded display corners (empty for a
    /// rectangular display).
    public var outsideDisplayCorners: Path
    /// The notch or Dynamic Island, rotated into this orientation, or `nil`.
    public var sensorHousing: Path?
    /// The home indicator's capsule, or `nil` on a device with a Home button.
    public var homeIndicator: RoundedRect?
    /// The band along the bottom of the interface where the home-indicator gesture wins: the full
    /// width, as tall as the bottom safe-area inset. `nil` where there is none.
    public var homeIndicatorRegion: Rect?
    /// The status bar's band at the top, or `nil` where it is hidden (iPhone landscape).
    public var statusBar: Rect?
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets

    /// Builds the mask of `device` in `orientation`, with the insets of iOS `systemVersion`
    /// (nil: the catalog default); `isStatusBarVisible` false is an app that hides the status bar.
    public init(device: Device, orientation: Orientation, systemVersion: Int? = nil, isStatusBarVisible: Bool = true) {
        let portrait = device.display.screenSize
        let size = device.screenSize(in: orientation)
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
        safeAreaInsets = device.safeAreaInsets(
            in: orientation, systemVersion: systemVersion,
            isStatusBarVisible: isStatusBarVisible)
        homeIndicator = device.homeIndicator.map { .capsule($0.frame(in: orientation, screenSize: size)) }
        homeIndicatorRegion =
            device.hasHomeButton || safeAreaInsets.bottom <= 0
            ? nil
            : Rect(x: 0, y: size.height - safeAreaInsets.bottom, width: size.width, height: safeAreaInsets.bottom)
        statusBar = device.statusBarHeight(in: orientation, systemVersion: systemVersion).flatMap { height in
            isStatusBarVisible ? height : nil
        }.map {
            Rect(x: 0, y: 0, width: size.width, height: $0)
        }
    }

    /// The safe area: the screen inset by the window's safe-area insets.
    public var safeArea: Rect { bounds.inset(by: safeAreaInsets) }

    /// The unsafe bands between the screen's edges and the safe area, one per edge with a
    /// non-zero inset. The top and bottom bands span the full width; the side bands fill the
    /// height between them, so the bands never overlap.
    public var unsafeBands: [UnsafeBand] {
        let insets = safeAreaInsets, b = bounds
        let middle = b.height - insets.top - insets.bottom
        let bands = [
            UnsafeBand(edge: .top, rect: Rect(x: 0, y: 0, width: b.width, height: insets.top)),
            UnsafeBand(edge: .bottom, rect: Rect(x: 0, y: b.height - insets.bottom, width: b.width, height: insets.bottom)),
            UnsafeBand(edge: .left, rect: Rect(x: 0, y: insets.top, width: insets.left, height: middle)),
            UnsafeBand(edge: .right, rect: Rect(x: b.width - insets.right, y: insets.top, width: insets.right, height: middle)),
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
    public init(edge: Edge, rect: Rect) {
        self.edge = edge
        self.rect = rect
    }
}
