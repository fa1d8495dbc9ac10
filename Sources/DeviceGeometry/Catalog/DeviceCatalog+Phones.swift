// iPhone geometry from devices.csv (the project's reference data); see DEVICES.md for the table
// and the estimate notes, and devices.md in the reference for every source.

extension ScreenClass {
    // MARK: Home button

    /// The 4-inch screen of the first iPhone SE and the last iPod touch, and the window iOS lays
    /// out an app in that names no launch screen but has a 4-inch launch image
    /// (``SupportedPlacements/legacyScreenSize``). Its insets are the ones swift-snapshot-testing's
    /// `iPhoneSe` configuration gives and its `testTraits` recording shows (a label pinned to the
    /// safe area's top at y 20).
    static let homeButton4_0 = ScreenClass(
        display: Display(screenSize: Size(320, 568), scale: 2, cornerRadius: 0),
        sensorHousing: .none, homeIndicator: nil, statusBarHeight: 20,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(20, 0, 0, 0), landscape: .zero))

    static let homeButton4_7 = ScreenClass(
        display: Display(screenSize: Size(375, 667), scale: 2, cornerRadius: 0),
        sensorHousing: .none, homeIndicator: nil, statusBarHeight: 20,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(20, 0, 0, 0), landscape: .zero))

    static let homeButton5_5 = ScreenClass(
        display: Display(
            screenSize: Size(414, 736), scale: 3, nativeScale: 1080.0 / 414.0,
            nativePixelSize: PixelSize(width: 1080, height: 1920), cornerRadius: 0),
        sensorHousing: .none, homeIndicator: nil, statusBarHeight: 20,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(20, 0, 0, 0), landscape: .zero))

    // MARK: Notch

    /// The phone home indicator: 5 pt tall, 8 pt above the bottom edge. Only its portrait width
    /// has been measured; the landscape capsule is taken to be the same size.
    static func phoneIndicator(width: Double) -> HomeIndicator {
        HomeIndicator(portraitSize: Size(width, 5), landscapeSize: Size(width, 5), bottomGap: 8)
    }

    static func notch(x: Double, width: Double, depth: Double, bottomRadius: Double, earRadius: Double = 6) -> SensorHousing {
        .notch(Notch(x: x, width: width, depth: depth, bottomRadius: bottomRadius, earRadius: earRadius))
    }

    static func notchRadiusEstimate(_ range: String) -> Estimate {
        Estimate(.sensorHousing, "notch bottom-corner radius is the middle of the sources' \(range) pt range")
    }

    static func phoneSafeAreas(top: Double, revisions: [SafeAreaRevision] = []) -> SafeAreaTable {
        SafeAreaTable(portrait: EdgeInsets(top, 0, 34, 0), landscape: EdgeInsets(0, top, 21, top), revisions: revisions)
    }

    static let notch5_8 = ScreenClass(
        display: Display(screenSize: Size(375, 812), scale: 3, cornerRadius: 39),
        sensorHousing: notch(x: 83, width: 209, depth: 30, bottomRadius: 21),
        homeIndicator: phoneIndicator(width: 134), statusBarHeight: 44, safeAreas: phoneSafeAreas(top: 44),
        estimates: [notchRadiusEstimate("20–22"), .landscapeIndicator])

    static let notch6_5 = ScreenClass(
        display: Display(screenSize: Size(414, 896), scale: 3, cornerRadius: 39),
        sensorHousing: notch(x: 102.5, width: 209, depth: 30, bottomRadius: 21),
        homeIndicator: phoneIndicator(width: 148), statusBarHeight: 44, safeAreas: phoneSafeAreas(top: 44),
        estimates: [notchRadiusEstimate("20–22"), .landscapeIndicator])

    static let notch6_1LCD = ScreenClass(
        display: Display(screenSize: Size(414, 896), scale: 2, cornerRadius: 41.5),
        sensorHousing: notch(x: 92, width: 230, depth: 33, bottomRadius: 24.5),
        homeIndicator: phoneIndicator(width: 148), statusBarHeight: 48,
        safeAreas: phoneSafeAreas(
            top: 48,
            revisions: [
                SafeAreaRevision(
                    systemVersions: 12...13, portrait: EdgeInsets(44, 0, 34, 0),
                    landscape: EdgeInsets(0, 44, 21, 44), statusBarHeight: 44,
                    source: "iOS 12–13 values in pointfreeco/swift-snapshot-testing and playbook-ios")
            ]),
        estimates: [notchRadiusEstimate("24–25"), .landscapeIndicator])

    static let mini = Display(
        screenSize: Size(375, 812), scale: 3, nativeScale: 1080.0 / 375.0,
        nativePixelSize: PixelSize(width: 1080, height: 2340), cornerRadius: 44)

    static let notch5_4 = ScreenClass(
        display: mini,
        sensorHousing: notch(x: 74.5, width: 226, depth: 34, bottomRadius: 24),
        homeIndicator: phoneIndicator(width: 134), statusBarHeight: 50,
        safeAreas: phoneSafeAreas(
            top: 50,
            revisions: [
                SafeAreaRevision(
                    systemVersions: 14...14, statusBarHeight: 44,
                    source: "QMUI_iOS status-bar rule: 44 on iOS 14, 50 from iOS 15")
            ]),
        estimates: [
            Estimate(.sensorHousing, "notch bottom-corner radius ~24 pt (approximate in the sources)"),
            .landscapeIndicator,
        ])

    static let notch5_4Narrow = ScreenClass(
        display: mini,
        sensorHousing: notch(x: 100.125, width: 174.75, depth: 37, bottomRadius: 24.5),
        homeIndicator: phoneIndicator(width: 134), statusBarHeight: 50, safeAreas: phoneSafeAreas(top: 50),
        estimates: [
            Estimate(.sensorHousing, "13-era notch from a single fitted source; bottom radius ~24.5 pt"),
            Estimate(.homeIndicatorPortrait, "width inferred from the same 375-pt-wide screens"),
            .landscapeIndicator,
        ])

    static let notch6_1 = ScreenClass(
        display: Display(screenSize: Size(390, 844), scale: 3, cornerRadius: 47.33),
        sensorHousing: notch(x: 90, width: 210, depth: 32, bottomRadius: 21.5),
        homeIndicator: phoneIndicator(width: 139), statusBarHeight: 47, safeAreas: phoneSafeAreas(top: 47),
        estimates: [notchRadiusEstimate("21–22"), .landscapeIndicator])

    static let notch6_7 = ScreenClass(
        display: Display(screenSize: Size(428, 926), scale: 3, cornerRadius: 53.33),
        sensorHousing: notch(x: 109, width: 210, depth: 32, bottomRadius: 21.5),
        homeIndicator: phoneIndicator(width: 153), statusBarHeight: 47, safeAreas: phoneSafeAreas(top: 47),
        estimates: [notchRadiusEstimate("21–22"), .landscapeIndicator])

    static let notch6_1Narrow = ScreenClass(
        display: Display(screenSize: Size(390, 844), scale: 3, cornerRadius: 47.33),
        sensorHousing: notch(x: 114.375, width: 161.25, depth: 33, bottomRadius: 22),
        homeIndicator: phoneIndicator(width: 139), statusBarHeight: 47, safeAreas: phoneSafeAreas(top: 47),
        estimates: [
            Estimate(.sensorHousing, "notch bottom-corner radius ~22 pt (approximate in the sources)"),
            .inferredIndicator, .landscapeIndicator,
        ])

    static let notch6_7Narrow = ScreenClass(
        display: Display(screenSize: Size(428, 926), scale: 3, cornerRadius: 53.33),
        sensorHousing: notch(x: 133.375, width: 161.25, depth: 33, bottomRadius: 22),
        homeIndicator: phoneIndicator(width: 153), statusBarHeight: 47, safeAreas: phoneSafeAreas(top: 47),
        estimates: [
            Estimate(.sensorHousing, "notch bottom-corner radius ~22 pt (approximate in the sources)"),
            .inferredIndicator, .landscapeIndicator,
        ])

    /// The 16e/17e notch from Apple's dimensional drawing (26.79 × 5.58 mm, ears 0.82 mm, bottom
    /// corners 3.72 mm, at 6.0388 pt/mm).
    static let notch6_1e = ScreenClass(
        display: Display(screenSize: Size(390, 844), scale: 3, cornerRadius: 47.33),
        sensorHousing: notch(x: 114.1, width: 161.8, depth: 33.7, bottomRadius: 22.5, earRadius: 5),
        homeIndicator: phoneIndicator(width: 139), statusBarHeight: 47,
        safeAreas: phoneSafeAreas(
            top: 47,
            revisions: [
                SafeAreaRevision(
                    systemVersions: 27...27, landscape: EdgeInsets(0, 47, 20, 47),
                    source: "iOS 27 simulator (safearea.info, via a review)")
            ]),
        estimates: [
            Estimate(.sensorHousing, "notch radii ~22.5 pt and ~5 pt from millimetre drawings"),
            .inferredIndicator, .landscapeIndicator,
            Estimate(.statusBarHeight, "status bar 47 inferred from the 14's geometry"),
        ])

    // MARK: Dynamic Island

    static func island(x: Double, y: Double) -> SensorHousing {
        .dynamicIsland(Rect(x: x, y: y, width: 126, height: 37.33))
    }

    /// Before iOS 26 the navigation bar starts one pixel higher than the 54-pt status bar
    /// reports, at 161 px, on the phones whose safe area starts at 59: uikit-semantics.md R2.8 (K6)
    /// and a printed `UINavigationBar` frame of (0, 53.6667, 430, 44) with `statusBarFrame`
    /// (0, 0, 430, 54) (QuintGao/GKNavigationBarSwift #41).
    static let island6_1 = ScreenClass(
        display: Display(screenSize: Size(393, 852), scale: 3, cornerRadius: 55),
        sensorHousing: island(x: 133.5, y: 11), homeIndicator: phoneIndicator(width: 140),
        statusBarHeight: 54, safeAreas: phoneSafeAreas(top: 59),
        estimates: [.landscapeIndicator], topBarOrigin: 161.0 / 3)

    static let island6_7 = ScreenClass(
        display: Display(screenSize: Size(430, 932), scale: 3, cornerRadius: 55),
        sensorHousing: island(x: 152, y: 11), homeIndicator: phoneIndicator(width: 154),
        statusBarHeight: 54, safeAreas: phoneSafeAreas(top: 59),
        estimates: [.landscapeIndicator], topBarOrigin: 161.0 / 3)

    static let iOS26Landscape62 = EdgeInsets(20, 62, 20, 62)

    static let iOS27Landscape62 = SafeAreaRevision(
        systemVersions: 27...27, landscape: EdgeInsets(0, 62, 20, 62),
        source: "iOS 27 simulator (safearea.info, via a review)")

    /// Before iOS 26 the navigation bar starts at 169 px, 56.33 pt: a printed `UINavigationBar`
    /// frame of (0, 56.3333, 402, 44) (SHcommit/BibleAsIs `Modules/App/README.md` @ 61851e5).
    static let island6_3 = ScreenClass(
        display: Display(screenSize: Size(402, 874), scale: 3, cornerRadius: 62),
        sensorHousing: island(x: 138, y: 13.67), homeIndicator: phoneIndicator(width: 144),
        statusBarHeight: 54,
        safeAreas: phoneSafeAreas(
            top: 62,
            revisions: [
                SafeAreaRevision(
                    systemVersions: 26...26, landscape: iOS26Landscape62,
                    source: "useyourloaf iOS 26 measurements, via swift-snapshot-testing PR #1046"),
                iOS27Landscape62,
            ]),
        estimates: [.landscapeIndicator], topBarOrigin: 169.0 / 3)

    static let island6_9 = island6_3.with(
        display: Display(screenSize: Size(440, 956), scale: 3, cornerRadius: 62),
        housing: island(x: 157, y: 13.67), indicatorWidth: 157)

    /// The 17 family ships with iOS 26, whose landscape insets are the catalog default there.
    static let iOS26Phones = SafeAreaTable(
        portrait: EdgeInsets(62, 0, 34, 0), landscape: iOS26Landscape62,
        revisions: [iOS27Landscape62])

    static let island6_3iOS26 = island6_3.with(safeAreas: iOS26Phones).estimating(
        .inferredIndicator, Estimate(.statusBarHeight, "status bar 54 from one secondary table (Telegram-iOS DeviceMetrics)"))

    static let island6_9iOS26 = island6_9.with(safeAreas: iOS26Phones).estimating(
        .inferredIndicator, Estimate(.statusBarHeight, "status bar 54 from one secondary table (Telegram-iOS DeviceMetrics)"))

    /// The 18 Pro family (devices-2026.md §4): the screens of the 17 Pro and Pro Max, whose safe
    /// areas, corners and bars the sources have not printed for the 18 yet. Its Dynamic Island is
    /// reported narrower: 13.49 mm or 15.66 mm, about 81.5 or 95 pt; the wider is taken, centred at
    /// the 17 Pro's height, so that the audit errs towards finding a control under it.
    static func island2026(_ base: ScreenClass) -> ScreenClass {
        let width = 95.0, screen = base.display.screenSize.width
        var copy = base.inherited(by: "18 Pro", from: "17 Pro").estimating(
            Estimate(.sensorHousing, "island 95 pt wide, the wider of two press reports (81.5 or 95 pt), at the 17 Pro's height"))
        if case .dynamicIsland(let frame) = base.sensorHousing {
            copy.sensorHousing = .dynamicIsland(Rect(x: (screen - width) / 2, y: frame.minY, width: width, height: frame.height))
        }
        return copy
    }

    static let islandAir = ScreenClass(
        display: Display(screenSize: Size(420, 912), scale: 3, cornerRadius: 62),
        sensorHousing: island(x: 147, y: 19.67), homeIndicator: phoneIndicator(width: 150), statusBarHeight: 59,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(68, 0, 34, 0), landscape: EdgeInsets(20, 68, 29, 68)),
        estimates: [
            .landscapeIndicator,
            Estimate(.statusBarHeight, "status bar 59 from one secondary table (Telegram-iOS DeviceMetrics)"),
        ])

    /// A copy with another screen size, island position and indicator width: the Pro Max models
    /// are their Pro siblings scaled up.
    func with(display: Display, housing: SensorHousing, indicatorWidth: Double) -> ScreenClass {
        var copy = self
        copy.display = display
        copy.sensorHousing = housing
        copy.homeIndicator = Self.phoneIndicator(width: indicatorWidth)
        return copy
    }
}

extension DeviceCatalog {
    static let phones: [Device] = [
        Device(
            "iphone-se-1", "iPhone SE (1st generation)", .phone, identifiers: "iPhone8,4", diagonal: 4, ppi: 326, runs: 9...15,
            .homeButton4_0),
        Device(
            "ipod-touch-7", "iPod touch (7th generation)", .phone, identifiers: "iPod9,1", diagonal: 4, ppi: 326, runs: 12...15,
            .homeButton4_0),
        Device(
            "iphone-8", "iPhone 8", .phone, identifiers: "iPhone10,1;iPhone10,4", diagonal: 4.7, ppi: 326, runs: 11...16,
            .homeButton4_7),
        Device(
            "iphone-8-plus", "iPhone 8 Plus", .phone, identifiers: "iPhone10,2;iPhone10,5", diagonal: 5.5, ppi: 401,
            runs: 11...16,
            .homeButton5_5),
        Device(
            "iphone-se-2", "iPhone SE (2nd generation)", .phone, identifiers: "iPhone12,8", diagonal: 4.7, ppi: 326,
            runs: 13...27,
            .homeButton4_7),
        Device(
            "iphone-se-3", "iPhone SE (3rd generation)", .phone, identifiers: "iPhone14,6", diagonal: 4.7, ppi: 326,
            runs: 15...27,
            .homeButton4_7),
        Device(
            "iphone-x", "iPhone X", .phone, identifiers: "iPhone10,3;iPhone10,6", diagonal: 5.8, ppi: 458, runs: 11...16,
            .notch5_8),
        Device("iphone-xs", "iPhone XS", .phone, identifiers: "iPhone11,2", diagonal: 5.8, ppi: 458, runs: 12...18, .notch5_8),
        Device(
            "iphone-11-pro", "iPhone 11 Pro", .phone, identifiers: "iPhone12,3", diagonal: 5.8, ppi: 458, runs: 13...27, .notch5_8
        ),
        Device(
            "iphone-xs-max", "iPhone XS Max", .phone, identifiers: "iPhone11,4;iPhone11,6", diagonal: 6.5, ppi: 458,
            runs: 12...18, .notch6_5),
        Device(
            "iphone-11-pro-max", "iPhone 11 Pro Max", .phone, identifiers: "iPhone12,5", diagonal: 6.5, ppi: 458, runs: 13...27,
            .notch6_5),
        Device("iphone-xr", "iPhone XR", .phone, identifiers: "iPhone11,8", diagonal: 6.1, ppi: 326, runs: 12...18, .notch6_1LCD),
        Device("iphone-11", "iPhone 11", .phone, identifiers: "iPhone12,1", diagonal: 6.1, ppi: 326, runs: 13...27, .notch6_1LCD),
        Device(
            "iphone-12-mini", "iPhone 12 mini", .phone, identifiers: "iPhone13,1", diagonal: 5.4, ppi: 476, runs: 14...27,
            .notch5_4),
        Device(
            "iphone-13-mini", "iPhone 13 mini", .phone, identifiers: "iPhone14,4", diagonal: 5.4, ppi: 476, runs: 15...27,
            .notch5_4Narrow),
        Device("iphone-12", "iPhone 12", .phone, identifiers: "iPhone13,2", diagonal: 6.1, ppi: 460, runs: 14...27, .notch6_1),
        Device(
            "iphone-12-pro", "iPhone 12 Pro", .phone, identifiers: "iPhone13,3", diagonal: 6.1, ppi: 460, runs: 14...27, .notch6_1
        ),
        Device(
            "iphone-12-pro-max", "iPhone 12 Pro Max", .phone, identifiers: "iPhone13,4", diagonal: 6.7, ppi: 458, runs: 14...27,
            .notch6_7),
        Device(
            "iphone-13", "iPhone 13", .phone, identifiers: "iPhone14,5", diagonal: 6.1, ppi: 460, runs: 15...27, .notch6_1Narrow),
        Device(
            "iphone-13-pro", "iPhone 13 Pro", .phone, identifiers: "iPhone14,2", diagonal: 6.1, ppi: 460, runs: 15...27,
            .notch6_1Narrow),
        Device(
            "iphone-14", "iPhone 14", .phone, identifiers: "iPhone14,7", diagonal: 6.1, ppi: 460, runs: 16...27, .notch6_1Narrow),
        Device(
            "iphone-13-pro-max", "iPhone 13 Pro Max", .phone, identifiers: "iPhone14,3", diagonal: 6.7, ppi: 458, runs: 15...27,
            .notch6_7Narrow),
        Device(
            "iphone-14-plus", "iPhone 14 Plus", .phone, identifiers: "iPhone14,8", diagonal: 6.7, ppi: 458, runs: 16...27,
            .notch6_7Narrow),
        Device(
            "iphone-14-pro", "iPhone 14 Pro", .phone, identifiers: "iPhone15,2", diagonal: 6.1, ppi: 460, runs: 16...27,
            .island6_1.estimating(.inferredIndicator)),
        Device(
            "iphone-14-pro-max", "iPhone 14 Pro Max", .phone, identifiers: "iPhone15,3", diagonal: 6.7, ppi: 458, runs: 16...27,
            .island6_7),
        Device(
            "iphone-15", "iPhone 15", .phone, identifiers: "iPhone15,4", diagonal: 6.1, ppi: 460, runs: 17...27,
            .island6_1.estimating(.inferredIndicator)),
        Device(
            "iphone-15-plus", "iPhone 15 Plus", .phone, identifiers: "iPhone15,5", diagonal: 6.7, ppi: 460, runs: 17...27,
            .island6_7.estimating(.inferredIndicator)),
        Device(
            "iphone-15-pro", "iPhone 15 Pro", .phone, identifiers: "iPhone16,1", diagonal: 6.1, ppi: 460, runs: 17...27,
            .island6_1),
        Device(
            "iphone-15-pro-max", "iPhone 15 Pro Max", .phone, identifiers: "iPhone16,2", diagonal: 6.7, ppi: 460, runs: 17...27,
            .island6_7.estimating(.inferredIndicator)),
        Device(
            "iphone-16", "iPhone 16", .phone, identifiers: "iPhone17,3", diagonal: 6.1, ppi: 460, runs: 18...27,
            .island6_1.estimating(.inferredIndicator)),
        Device(
            "iphone-16-plus", "iPhone 16 Plus", .phone, identifiers: "iPhone17,4", diagonal: 6.7, ppi: 460, runs: 18...27,
            .island6_7.estimating(.inferredIndicator)),
        Device(
            "iphone-16-pro", "iPhone 16 Pro", .phone, identifiers: "iPhone17,1", diagonal: 6.3, ppi: 460, runs: 18...27,
            .island6_3),
        Device(
            "iphone-16-pro-max", "iPhone 16 Pro Max", .phone, identifiers: "iPhone17,2", diagonal: 6.9, ppi: 460, runs: 18...27,
            .island6_9),
        Device("iphone-16e", "iPhone 16e", .phone, identifiers: "iPhone17,5", diagonal: 6.1, ppi: 460, runs: 18...27, .notch6_1e),
        Device(
            "iphone-17", "iPhone 17", .phone, identifiers: "iPhone18,3", diagonal: 6.3, ppi: 460, runs: 26...27, .island6_3iOS26),
        Device(
            "iphone-17-pro", "iPhone 17 Pro", .phone, identifiers: "iPhone18,1", diagonal: 6.3, ppi: 460, runs: 26...27,
            .island6_3iOS26),
        Device(
            "iphone-17-pro-max", "iPhone 17 Pro Max", .phone, identifiers: "iPhone18,2", diagonal: 6.9, ppi: 460, runs: 26...27,
            .island6_9iOS26),
        Device("iphone-air", "iPhone Air", .phone, identifiers: "iPhone18,4", diagonal: 6.5, ppi: 460, runs: 26...27, .islandAir),
        Device(
            "iphone-18-pro", "iPhone 18 Pro", .phone, identifiers: "iPhone19,2", diagonal: 6.3, ppi: 460, runs: 27...27,
            .island2026(.island6_3iOS26)),
        Device(
            "iphone-18-pro-max", "iPhone 18 Pro Max", .phone, identifiers: "iPhone19,3;iPhone19,7", diagonal: 6.9, ppi: 460,
            runs: 27...27,
            .island2026(.island6_9iOS26)),
        Device(
            "iphone-17e", "iPhone 17e", .phone, identifiers: "iPhone18,5", diagonal: 6.1, ppi: 460, runs: 26...27,
            .notch6_1e.with(safeAreas: ScreenClass.notch6_1e.safeAreas.with(revisions: [])).estimating(
                Estimate(.landscapeSafeArea, "no source: taken from the 16e, whose drawing is identical"),
                Estimate(.portraitSafeArea, "single secondary source (a review of the 17e drawing)"))),
    ]
}
