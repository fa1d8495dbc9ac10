// iPad geometry from devices.csv (the project's reference data); see DEVICES.md for the table
// and the estimate notes, and devices.md in the reference for every source.

extension ScreenClass {
    /// Insets of every iPad without a Home button: status bar 24, home indicator 20, in every
    /// orientation.
    static let padSafeAreas = SafeAreaTable(portrait: EdgeInsets(24, 0, 20, 0), landscape: EdgeInsets(24, 0, 20, 0))

    /// The iPad home indicator's width where no screenshot measured it: interpolated linearly in
    /// the screen's width between the measured widths (834 → 273, 1180 → 315, 1194 → 315,
    /// 1366 → 345 pt), extrapolated from the nearest pair outside them, rounded to whole points.
    static func padIndicatorWidth(forScreenWidth width: Double) -> Double {
        let measured: [(width: Double, indicator: Double)] = [(834, 273), (1180, 315), (1194, 315), (1366, 345)]
        let upper = measured.firstIndex { $0.width >= width } ?? measured.count - 1
        let index = min(max(upper, 1), measured.count - 1)
        let (a, b) = (measured[index - 1], measured[index])
        return (a.indicator + (width - a.width) * (b.indicator - a.indicator) / (b.width - a.width)).rounded()
    }

    /// A home indicator 5.5 pt tall with its bottom 7.5 pt above the screen's bottom edge, as
    /// measured on every iPad; widths that no source measured come from `padIndicatorWidth`.
    static func padClass(
        screen: Size, cornerRadius: Double, portraitIndicator: Double?, landscapeIndicator: Double?,
        estimates: [Estimate]
    ) -> ScreenClass {
        var estimates = estimates
        if portraitIndicator == nil {
            estimates.append(Estimate(.homeIndicatorPortrait, "portrait width interpolated from the measured iPads' widths"))
        }
        if landscapeIndicator == nil {
            estimates.append(Estimate(.homeIndicatorLandscape, "landscape width interpolated from the measured iPads' widths"))
        }
        let indicator = HomeIndicator(
            portraitSize: Size(portraitIndicator ?? padIndicatorWidth(forScreenWidth: screen.width), 5.5),
            landscapeSize: Size(landscapeIndicator ?? padIndicatorWidth(forScreenWidth: screen.height), 5.5),
            bottomGap: 7.5)
        return ScreenClass(
            display: Display(screenSize: screen, scale: 2, cornerRadius: cornerRadius),
            sensorHousing: .none, homeIndicator: indicator, statusBarHeight: 24,
            safeAreas: padSafeAreas, estimates: estimates)
    }

    static let padHomeButton10_2 = ScreenClass(
        display: Display(screenSize: Size(810, 1080), scale: 2, cornerRadius: 0),
        sensorHousing: .none, homeIndicator: nil, statusBarHeight: 20,
        safeAreas: SafeAreaTable(portrait: EdgeInsets(20, 0, 0, 0), landscape: EdgeInsets(20, 0, 0, 0)))

    /// The corner radius is the one the iPad (10th generation) simulator printed, 25
    /// (flutter/flutter #97349, `"iPad13,18": 25.0`); devices.csv's 22 was a fit of the screen mask.
    static let pad10_9 = padClass(
        screen: Size(820, 1180), cornerRadius: 25, portraitIndicator: nil, landscapeIndicator: 315, estimates: [])

    static let pad10_9Air = padClass(
        screen: Size(820, 1180), cornerRadius: 18, portraitIndicator: nil, landscapeIndicator: 315,
        estimates: [.inferredPadIndicator, .inferredPadGap])

    static let pad12_9 = padClass(
        screen: Size(1024, 1366), cornerRadius: 18, portraitIndicator: nil,
        landscapeIndicator: 345, estimates: [])

    static let pad11Pro = padClass(
        screen: Size(834, 1194), cornerRadius: 18, portraitIndicator: 273,
        landscapeIndicator: 315, estimates: [])

    static let pad11ProM4 = padClass(
        screen: Size(834, 1210), cornerRadius: 30, portraitIndicator: 273, landscapeIndicator: nil,
        estimates: [
            .unsourcedM4Corner, .inferredPadGap,
            Estimate(.homeIndicatorPortrait, "portrait width inferred in devices.csv from the same-width Pro 11"),
        ])

    static let pad13ProM4 = padClass(
        screen: Size(1032, 1376), cornerRadius: 30, portraitIndicator: nil,
        landscapeIndicator: nil, estimates: [.unsourcedM4Corner, .inferredPadGap])

    static let padMini = padClass(
        screen: Size(744, 1133), cornerRadius: 21.5, portraitIndicator: nil, landscapeIndicator: nil,
        estimates: [
            Estimate(.displayCornerRadius, "no source: 21.5 pt, the mock-up default devices.md notes for the mini (unverified)"),
            .inferredPadGap,
        ])
}

extension DeviceCatalog {
    static let pads: [Device] = [
        Device(
            "ipad-9", "iPad (9th generation)", .pad, identifiers: "iPad12,1;iPad12,2", diagonal: 10.2, ppi: 264, runs: 15...27,
            .padHomeButton10_2),
        Device(
            "ipad-10", "iPad (10th generation)", .pad, identifiers: "iPad13,18;iPad13,19", diagonal: 10.9, ppi: 264,
            runs: 16...27, .pad10_9),
        Device(
            "ipad-a16", "iPad (A16)", .pad, identifiers: "iPad15,7;iPad15,8", diagonal: 10.9, ppi: 264, runs: 18...27,
            .pad10_9.estimating(
                .inferredPadIndicator, .inferredPadGap,
                Estimate(.displayCornerRadius, "25 printed by the iPad (10th generation), whose display it shares"))),
        Device(
            "ipad-mini-6", "iPad mini (6th generation)", .pad, identifiers: "iPad14,1;iPad14,2", diagonal: 8.3, ppi: 326,
            runs: 15...27, .padMini
        ),
        Device(
            "ipad-mini-a17-pro", "iPad mini (A17 Pro)", .pad, identifiers: "iPad16,1;iPad16,2", diagonal: 8.3, ppi: 326,
            runs: 18...27, .padMini),
        Device(
            "ipad-air-4", "iPad Air (4th generation)", .pad, identifiers: "iPad13,1;iPad13,2", diagonal: 10.9, ppi: 264,
            runs: 14...27,
            .pad10_9Air),
        Device(
            "ipad-air-5", "iPad Air (5th generation)", .pad, identifiers: "iPad13,16;iPad13,17", diagonal: 10.9, ppi: 264,
            runs: 15...27,
            .pad10_9Air),
        Device(
            "ipad-air-11-m2", "iPad Air 11-inch (M2)", .pad, identifiers: "iPad14,8;iPad14,9", diagonal: 10.9, ppi: 264,
            runs: 17...27,
            .pad10_9Air),
        Device(
            "ipad-air-13-m2", "iPad Air 13-inch (M2)", .pad, identifiers: "iPad14,10;iPad14,11", diagonal: 12.9, ppi: 264,
            runs: 17...27,
            .pad12_9.estimating(.inferredPadIndicator, .inferredPadGap)),
        Device(
            "ipad-air-11-m4", "iPad Air 11-inch (M4)", .pad, identifiers: "iPad16,8;iPad16,9", diagonal: 10.9, ppi: 264,
            runs: 26...27,
            .pad10_9Air.inherited(by: "M4", from: "M2")),
        Device(
            "ipad-air-13-m4", "iPad Air 13-inch (M4)", .pad, identifiers: "iPad16,10;iPad16,11", diagonal: 12.9, ppi: 264,
            runs: 26...27,
            .pad12_9.estimating(.inferredPadIndicator, .inferredPadGap).inherited(by: "M4", from: "M2")),
        Device(
            "ipad-pro-11", "iPad Pro 11-inch (1st-4th generation)", .pad,
            identifiers: "iPad8,1-4;iPad8,9-10;iPad13,4-7;iPad14,3-4", diagonal: 11.0, ppi: 264, runs: 12...27, .pad11Pro),
        Device(
            "ipad-pro-11-m4", "iPad Pro 11-inch (M4/M5)", .pad, identifiers: "iPad16,3;iPad16,4;iPad17,1;iPad17,2",
            diagonal: 11.0, ppi: 264, runs: 17...27, .pad11ProM4),
        Device(
            "ipad-pro-12-9", "iPad Pro 12.9-inch (3rd-6th generation)", .pad,
            identifiers: "iPad8,5-8;iPad8,11-12;iPad13,8-11;iPad14,5-6", diagonal: 12.9, ppi: 264, runs: 12...27, .pad12_9),
        Device(
            "ipad-pro-13-m4", "iPad Pro 13-inch (M4/M5)", .pad, identifiers: "iPad16,5;iPad16,6;iPad17,3;iPad17,4",
            diagonal: 13.0, ppi: 264, runs: 17...27, .pad13ProM4),
    ]
}
