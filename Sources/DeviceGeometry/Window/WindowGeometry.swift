/// Where the system puts an app's window on a device in one orientation: the window's frame, its
/// safe-area insets, the status bar, the bar column and the reserved regions, under the run's
/// conditions and the screen's own two choices (a hidden status bar, vertical bars turned off).
///
/// Both the layout and the mask start from it, so that they never disagree about the window.
package struct WindowGeometry: Hashable, Sendable {
    /// The screen's size in this orientation.
    package var screenSize: Size
    /// The window in screen points: the whole screen, a window the run asked for, or a
    /// compatibility window inside the screen.
    package var windowFrame: Rect
    /// The window's safe-area insets, from the window's edges.
    package var safeAreaInsets: EdgeInsets
    /// The status bar's band in screen points, or nil where it is hidden or is not a band across
    /// the top (on the iPhone Duo it sits in a corner or in the bar column, an occlusion region).
    package var statusBarFrame: Rect?
    /// Where a navigation bar starts in screen points: from iOS 26 on iPhone the safe area's top
    /// (24 pt down in a Dynamic Island iPhone's landscape); before, the status bar's bottom, a
    /// device's measured origin where one differs (53.67 or 56.33 on the Dynamic Island iPhones),
    /// and never above the safe area's top on a notch iPhone (uikit-semantics.md R2.8, R2.12).
    /// nil where there is nothing to stack under.
    package var topBarOrigin: Double?
    /// The window's size classes.
    package var sizeClasses: SizeClasses
    /// The bar column, where the display reserves one.
    package var barColumn: PlacedBarColumn?
    /// The reserved regions in this orientation, active or not.
    package var reservedRegions: [PlacedRegion]
    /// Whether the app runs full screen on a display with a bar column, so that even its
    /// horizontal bars take that display's sizes.
    package var hasColumnDisplayBars: Bool
    /// How far iOS 26's corner-adapted layout regions keep from each of the window's edges: the
    /// display's corner insets on the edges the window shares with the screen, 0 on the others.
    package var cornerInsets: EdgeInsets
    /// The screen's pixels per point (`UIScreen.scale`): the grid Auto Layout aligns frames to.
    package var scale: Double
    /// The idiom the app's interface takes: the device's family, except for an iPhone-only app
    /// on an iPad.
    package var idiom: Device.Family
    /// The iOS major version the device runs: the one the run asked for, within the ones the
    /// device runs, else the newest it runs. The bars' metrics follow it.
    package var systemVersion: Int

    /// The landscape status band of a Dynamic Island iPhone from iOS 26, above which a navigation
    /// bar starts: 78 = 24 + 54 printed as a bar's bottom on an iPhone 17 Pro
    /// (react-navigation PR #13256), 24 stated by GKNavigationBarSwift's configuration.
    package static let landscapeBarBand = 24.0

    /// Where a navigation bar starts (uikit-semantics.md R2.8). From iOS 26 on iPhone: at the
    /// safe area's top in portrait (62 on the 402-pt phones, printed), below the landscape band on
    /// a Dynamic Island iPhone. Before: at the status bar's bottom, a device's measured origin
    /// where one differs (53.67 and 56.33 on the Dynamic Island iPhones), and never above the
    /// safe area's top on a notch iPhone.
    private static func topBarOrigin(
        on device: Device, in orientation: Orientation, systemVersion: Int, statusBar: Rect?, safeTop: Double
    ) -> Double? {
        if systemVersion >= 26, device.family == .phone {
            if orientation.isLandscape {
                guard case .dynamicIsland = device.sensorHousing else { return nil }
                return landscapeBarBand
            }
            return statusBar == nil ? nil : safeTop
        }
        guard let status = statusBar else { return nil }
        if let origin = device.topBarOrigin, !orientation.isLandscape { return origin }
        // The 12 and 13 mini on iOS 14 report a 44-pt status bar, but put the bar at their
        // 50-pt safe-area top (Tencent/QMUI_iOS #1326, QuintGao/GKNavigationBar #68).
        if case .notch = device.sensorHousing { return max(status.maxY, safeTop) }
        return status.maxY
    }

    /// The geometry of `device` in `orientation` under `conditions`, for a screen that shows or
    /// hides the status bar and allows vertical bars or turns them off
    /// (`preferredVerticalBarBehavior`).
    package init(
        device: Device, orientation: Orientation, conditions: SystemConditions = SystemConditions(),
        isStatusBarVisible: Bool = true, allowsVerticalBars: Bool = true
    ) {
        let screen = device.screenSize(in: orientation)
        screenSize = screen
        reservedRegions = device.reservedRegions.compactMap { $0.placed(in: orientation, conditions: conditions) }
        barColumn = nil
        hasColumnDisplayBars = false
        idiom = device.family
        scale = device.display.scale
        systemVersion = device.systemVersion(for: conditions.systemVersion)
        cornerInsets = device.regionCornerInsets(in: orientation)
        if let window = device.compatibilityWindow, window.applies(to: conditions.sdk) {
            // The status bar stays in the bar column, beside the letterboxed window, where the window
            // fits beside it; a turned window wider than that (667 on the outer display's 594 in
            // landscape) is centred on the whole screen (an estimate: no source shows it).
            var beside = EdgeInsets.zero
            if let column = device.verticalBars, let side = column.side(in: orientation) { beside[side.edge] = column.width }
            let whole = Rect(origin: .zero, size: screen)
            let frame =
                window.fits(in: whole.inset(by: beside)) ? window.frame(in: whole.inset(by: beside)) : window.frame(in: whole)
            let isLandscape = frame.width > frame.height
            windowFrame = frame
            cornerInsets = Self.cornerInsets(cornerInsets, of: frame, on: screen)
            safeAreaInsets = isLandscape ? window.safeAreas.landscape : window.safeAreas.portrait
            statusBarFrame =
                isStatusBarVisible && !isLandscape
                ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: window.statusBarHeight) : nil
            topBarOrigin = statusBarFrame?.maxY
            if statusBarFrame == nil && !isLandscape { safeAreaInsets.top = 0 }
            // An occlusion region the window reaches into is unsafe, as a notch is in landscape:
            // the window's inset on the side nearest it covers it.
            for region in reservedRegions.of(.occlusion) {
                guard let overlap = region.frame.intersection(frame) else { continue }
                let edge: Edge =
                    isLandscape
                    ? (overlap.midX < frame.midX ? .left : .right) : (overlap.midY < frame.midY ? .top : .bottom)
                let depth: Double =
                    switch edge {
                    case .left: overlap.maxX - frame.minX
                    case .right: frame.maxX - overlap.minX
                    case .top: overlap.maxY - frame.minY
                    case .bottom: frame.maxY - overlap.minY
                    }
                safeAreaInsets[edge] = max(safeAreaInsets[edge], depth)
            }
            sizeClasses = SizeClasses(horizontal: .compact, vertical: isLandscape ? .compact : .regular)
            return
        }
        windowFrame = Rect(origin: .zero, size: screen)
        sizeClasses = device.sizeClasses(in: orientation)
        safeAreaInsets = device.safeAreaInsets(
            in: orientation, systemVersion: systemVersion, isStatusBarVisible: isStatusBarVisible)
        var statusBarHeight =
            isStatusBarVisible ? device.statusBarHeight(in: orientation, systemVersion: systemVersion) : nil
        if let column = device.verticalBars, conditions.sdk >= .iOS27_0 {
            hasColumnDisplayBars = true
            if let side = column.side(in: orientation) {
                if conditions.sdk >= .iOS27_1 && !allowsVerticalBars {
                    if statusBarHeight != nil { statusBarHeight = column.statusBarHeightWhenDisabled }
                    safeAreaInsets.top = max(safeAreaInsets.top, statusBarHeight ?? 0)
                } else {
                    safeAreaInsets[side.edge] += column.width
                    barColumn = PlacedBarColumn(
                        side: side, column: column, screen: screen, holdsBars: conditions.sdk >= .iOS27_1)
                }
            }
        }
        statusBarFrame = statusBarHeight.flatMap { $0 > 0 ? Rect(x: 0, y: 0, width: screen.width, height: $0) : nil }
        topBarOrigin = Self.topBarOrigin(
            on: device, in: orientation, systemVersion: systemVersion, statusBar: statusBarFrame, safeTop: safeAreaInsets.top)
        if let frame = conditions.window.frame(on: device, screen: screen) {
            confine(to: frame, on: device, conditions: conditions, isStatusBarVisible: isStatusBarVisible)
        }
    }

    /// The least width of a regular-width window beside another app: an iPad Pro's half of a
    /// landscape screen is regular, every portrait split and the smaller iPads' halves compact
    /// (Apple, "Adopting Multitasking Enhancements on iPad").
    package static let regularWidthMinimum = 678.0

    /// The top inset of an iPad window that does not fill the screen while the status bar shows,
    /// from iPadOS 26: it holds the window controls (devices-2026.md §2, printed twice).
    package static let padWindowTopInset = 32.0

    /// The display's corner insets `corners` on the edges `frame` shares with the screen.
    private static func cornerInsets(_ corners: EdgeInsets, of frame: Rect, on screen: Size) -> EdgeInsets {
        EdgeInsets(
            top: frame.minY == 0 ? corners.top : 0, left: frame.minX == 0 ? corners.left : 0,
            bottom: frame.maxY == screen.height ? corners.bottom : 0, right: frame.maxX == screen.width ? corners.right : 0)
    }

    /// Narrows the full-screen geometry to a window `frame` inside the screen. Its insets are its
    /// overlap with the screen's unsafe bands and bar column, except that from iPadOS 26 an iPad
    /// window at the top of the screen keeps 32 pt for its controls while the status bar shows,
    /// and none while it is hidden (devices-2026.md §2).
    private mutating func confine(
        to frame: Rect, on device: Device, conditions: SystemConditions, isStatusBarVisible: Bool
    ) {
        let safe = safeArea
        safeAreaInsets = EdgeInsets(
            top: min(max(safe.minY - frame.minY, 0), frame.height),
            left: min(max(safe.minX - frame.minX, 0), frame.width),
            bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
            right: min(max(frame.maxX - safe.maxX, 0), frame.width))
        statusBarFrame = statusBarFrame?.intersection(frame)
        if device.family == .pad, systemVersion >= 26, frame.minY == 0 {
            // The strip holds the status bar's items and the window controls.
            safeAreaInsets.top = isStatusBarVisible ? max(safeAreaInsets.top, Self.padWindowTopInset) : 0
            statusBarFrame =
                isStatusBarVisible
                ? Rect(x: frame.minX, y: 0, width: frame.width, height: safeAreaInsets.top) : nil
        }
        if statusBarFrame == nil { topBarOrigin = nil } else if device.family == .pad { topBarOrigin = statusBarFrame?.maxY }
        windowFrame = frame
        cornerInsets = Self.cornerInsets(cornerInsets, of: frame, on: screenSize)
        if let column = barColumn, column.frame.intersection(frame) == nil { barColumn = nil }
        if conditions.window == .phoneAppOnPad {
            idiom = .phone
            sizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)
        } else if frame.width < Self.regularWidthMinimum {
            sizeClasses.horizontal = .compact
        }
    }

    /// Whether the window is the whole screen.
    package var isFullScreen: Bool { windowFrame == Rect(origin: .zero, size: screenSize) }

    /// The safe area in screen points.
    package var safeArea: Rect { windowFrame.inset(by: safeAreaInsets) }
}

/// A display's bar column in one orientation.
package struct PlacedBarColumn: Hashable, Sendable {
    /// The edge it runs along.
    package var edge: Edge
    /// The whole column, top to bottom, in screen points.
    package var frame: Rect
    /// The region the bars' items are laid out in.
    package var barRegion: Rect
    /// Whether the bars are in it (apps built with the 27.1 SDK) or it only holds the status bar
    /// beside a full-screen app (27.0).
    package var holdsBars: Bool
    /// The width of the column a sheet gets of its own, or nil where sheets keep horizontal bars.
    package var sheetColumnWidth: Double?

    /// Creates a placed column.
    package init(edge: Edge, frame: Rect, barRegion: Rect, holdsBars: Bool, sheetColumnWidth: Double? = nil) {
        self.edge = edge
        self.frame = frame
        self.barRegion = barRegion
        self.holdsBars = holdsBars
        self.sheetColumnWidth = sheetColumnWidth
    }

    init(side: VerticalBarColumn.Side, column: VerticalBarColumn, screen: Size, holdsBars: Bool) {
        let x = side.edge == .left ? 0 : screen.width - column.width
        self.init(
            edge: side.edge, frame: Rect(x: x, y: 0, width: column.width, height: screen.height),
            barRegion: side.barRegion, holdsBars: holdsBars, sheetColumnWidth: column.sheetColumnWidth)
    }

    /// The column a sheet at `sheet` gets of its own on this column's edge, or nil where sheets
    /// keep horizontal bars. Its items keep 8 pt from the sheet's top and bottom and, like the
    /// display's, start below the occlusion regions (an estimate).
    package func sheetColumn(for sheet: Rect) -> PlacedBarColumn? {
        guard let width = sheetColumnWidth else { return nil }
        let frame = Rect(x: edge == .left ? sheet.minX : sheet.maxX - width, y: sheet.minY, width: width, height: sheet.height)
        let top = max(frame.minY + 8, barRegion.minY), bottom = min(frame.maxY - 8, barRegion.maxY)
        let region = Rect(x: frame.minX, y: top, width: width, height: max(0, bottom - top))
        return PlacedBarColumn(edge: edge, frame: frame, barRegion: region, holdsBars: holdsBars)
    }
}

extension EdgeInsets {
    /// The inset on `edge`.
    package subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }
}
