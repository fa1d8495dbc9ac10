// The iPhone Duo from devices-2026.md §1 (the reference's key to each source: GS, KL, MZ, DG). Each
// display is a catalog device; values no source printed are estimates, named below and in DEVICES.md.

extension ScreenClass {
    /// The window an app built with the iOS 26 SDK runs in on either display: 375 pt wide, with
    /// compact-width size classes. Its height is derived: the printed visible heights with their
    /// insets (517 + 64 + 86, 521 + 64 + 82) add to 667, the 4.7-inch iPhone's screen.
    static let duoCompatibilityWindow = CompatibilityWindow(
        size: Size(375, 667),
        safeAreas: SafeAreaTable(portrait: EdgeInsets(20, 0, 34, 0), landscape: EdgeInsets(0, 0, 21, 0)),
        statusBarHeight: 20, newestSDK: .iOS26)

    static let duoEstimates = [
        Estimate(.homeIndicatorPortrait, "pill not found: 0.357 × the screen's width, as on the phones"),
        .landscapeIndicator,
        Estimate(
            .compatibilityWindow,
            "insets of an iOS 26 app (t20 b34) assumed; the printed tops (64 = 20 + 44) hold, the bottoms printed 82 and 86"),
        Estimate(.statusBarHeight, "with vertical bars turned off: 74 on the outer display (a sheet's printed top), 24 inside"),
    ]

    /// The outer display's corners are not published: on the artwork they are tight on the hinge
    /// side (about 2% of the width) and large on the free side (about 15%), where the bar column
    /// always runs (DG). One radius per display is modelled, so the hinge side's is taken: the
    /// free side's corners lie under the column, which the audit flags already.
    static let duoOuterCorners = Estimate(
        .displayCornerRadius,
        "not published: the artwork's hinge-side corners (about 2% of the width, 10 pt) for all four; "
            + "the larger free-side corners lie under the bar column")

    /// The inner display's corners are uniform but not published: the iPad mini's, the nearest
    /// size in the catalog, are taken.
    static let duoInnerCorners = Estimate(
        .displayCornerRadius, "not published (uniform on the artwork): the iPad mini's 21.5 pt, the nearest display size")

    /// KL printed `.safeArea(cornerAdaptation: .horizontal)` as 16 on the inner display and 2.3
    /// (portrait) or 17.3 (landscape) on the outer, on the side without the bar column.
    static let duoCornerEstimate = Estimate(
        .cornerInsetTable,
        "horizontal values printed on the side without the column; the column's side and the vertical values "
            + "taken as the larger corners' 17.3 on the outer display (the free side's), 16 on the inner")

    static func duoDisplay(_ size: Size, cornerRadius: Double, nativePixels: PixelSize? = nil) -> Display {
        Display(
            screenSize: size, scale: 3, nativeScale: nativePixels.map { Double($0.width) / size.width },
            nativePixelSize: nativePixels, cornerRadius: cornerRadius)
    }
}

extension DeviceCatalog {
    static let foldables: [Device] = [duoOuter, duoInner]

    /// The outer display, 466 × 678, with the bar column on the right in portrait and on the
    /// camera's side in landscape.
    static let duoOuter = Device(
        id: "iphone-duo-outer", name: "iPhone Duo (outer display)", family: .phone, modelIdentifiers: ["iPhone19,4"],
        diagonalInches: 5.4, pixelsPerInch: 460, display: ScreenClass.duoDisplay(Size(466, 678), cornerRadius: 10),
        sensorHousing: .none, homeIndicator: ScreenClass.phoneIndicator(width: 166), statusBarHeight: 0,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(0, 0, 34, 0), landscape: EdgeInsets(0, 0, 34, 0)),
        estimates: ScreenClass.duoEstimates + [
            ScreenClass.duoOuterCorners,
            ScreenClass.duoCornerEstimate,
            Estimate(
                .verticalBars,
                "landscape bar regions derived from the portrait rule (6 pt from the edge, clear of the status column, "
                    + "82 pt from the column's other end)"),
        ],
        sizeClassTable: SizeClassTable(
            portrait: SizeClasses(horizontal: .compact, vertical: .regular),
            landscape: SizeClasses(horizontal: .compact, vertical: .compact)),
        verticalBars: VerticalBarColumn(
            width: 84,
            sides: [
                .init(orientation: .portrait, edge: .right, barRegion: Rect(x: 376, y: 170, width: 84, height: 474)),
                .init(orientation: .landscapeLeft, edge: .right, barRegion: Rect(x: 588, y: 82, width: 84, height: 302)),
                .init(orientation: .landscapeRight, edge: .left, barRegion: Rect(x: 6, y: 82, width: 84, height: 350)),
            ], statusBarHeightWhenDisabled: 74, sheetColumnWidth: 76),
        reservedRegions: [
            ReservedRegion(
                id: "camera", kind: .occlusion, activity: .always, shape: .capsule,
                frames: [
                    OrientedRect(.portrait, Rect(x: 399.7, y: 29.3, width: 37, height: 37)),
                    OrientedRect(.landscapeLeft, Rect(x: 611.7, y: 399.7, width: 37, height: 37)),
                    OrientedRect(.landscapeRight, Rect(x: 29.3, y: 29.3, width: 37, height: 37)),
                ]),
            ReservedRegion(
                id: "status-column", kind: .occlusion, activity: .always,
                frames: [
                    OrientedRect(.portrait, Rect(x: 382, y: 0, width: 84, height: 170)),
                    OrientedRect(.landscapeLeft, Rect(x: 594, y: 384, width: 84, height: 82)),
                    OrientedRect(.landscapeRight, Rect(x: 0, y: 0, width: 84, height: 82)),
                ]),
        ],
        compatibilityWindow: ScreenClass.duoCompatibilityWindow,
        cornerInsetTable: CornerInsetTable(
            portrait: EdgeInsets(top: 17.3, left: 2.3, bottom: 17.3, right: 17.3),
            landscape: EdgeInsets(top: 17.3, left: 17.3, bottom: 17.3, right: 17.3)))

    /// The inner display, 669 × 951, rendered at 3× and downsampled to its panel; the bar column on
    /// the right in landscape, horizontal bars in portrait, and the fold across the middle.
    static let duoInner = Device(
        id: "iphone-duo-inner", name: "iPhone Duo (inner display)", family: .phone, modelIdentifiers: ["iPhone19,4"],
        diagonalInches: 7.6, pixelsPerInch: 430,
        display: ScreenClass.duoDisplay(
            Size(669, 951), cornerRadius: 21.5, nativePixels: PixelSize(width: 1878, height: 2670)),
        sensorHousing: .none, homeIndicator: ScreenClass.phoneIndicator(width: 239), statusBarHeight: 0,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(34, 0, 34, 0), landscape: EdgeInsets(0, 0, 34, 0)),
        estimates: ScreenClass.duoEstimates + [
            ScreenClass.duoInnerCorners,
            ScreenClass.duoCornerEstimate,
            Estimate(
                .portraitSafeArea,
                "top 34 not printed: the 82 printed under a navigation stack less the 48-pt horizontal bar (MZ)"),
            Estimate(.reservedRegions, "landscapeRight taken as landscapeLeft for the status corner; its camera turned"),
        ],
        sizeClassTable: SizeClassTable(
            portrait: SizeClasses(horizontal: .regular, vertical: .regular),
            landscape: SizeClasses(horizontal: .regular, vertical: .regular)),
        verticalBars: VerticalBarColumn(
            width: 84,
            sides: [.landscapeLeft, .landscapeRight].map {
                .init(orientation: $0, edge: .right, barRegion: Rect(x: 861, y: 120, width: 84, height: 515))
            }, statusBarHeightWhenDisabled: 24),
        reservedRegions: [
            ReservedRegion(
                id: "status", kind: .occlusion, activity: .always,
                frames: [
                    OrientedRect(.portrait, Rect(x: 535, y: 0, width: 134, height: 82)),
                    OrientedRect(.landscapeLeft, Rect(x: 867, y: 0, width: 84, height: 120)),
                    OrientedRect(.landscapeRight, Rect(x: 867, y: 0, width: 84, height: 120)),
                ]),
            ReservedRegion(
                id: "camera", kind: .occlusion, activity: .cameraRunning, shape: .capsule,
                frames: [
                    OrientedRect(.portrait, Rect(x: 21, y: 215.7, width: 37, height: 58)),
                    OrientedRect(.landscapeLeft, Rect(x: 677.3, y: 21, width: 58, height: 37)),
                    OrientedRect(.landscapeRight, Rect(x: 215.7, y: 611, width: 58, height: 37)),
                ]),
            ReservedRegion(
                id: "fold", kind: .division, activity: .partiallyFolded, margin: 20,
                frames: [
                    OrientedRect(.portrait, Rect(x: 0, y: 455.5, width: 669, height: 40)),
                    OrientedRect(.landscapeLeft, Rect(x: 455.5, y: 0, width: 40, height: 669)),
                    OrientedRect(.landscapeRight, Rect(x: 455.5, y: 0, width: 40, height: 669)),
                ]),
        ],
        compatibilityWindow: ScreenClass.duoCompatibilityWindow,
        cornerInsetTable: CornerInsetTable(
            portrait: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
            landscape: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)))
}
