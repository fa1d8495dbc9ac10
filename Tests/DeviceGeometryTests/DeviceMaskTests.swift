import Testing

@_spi(Internals) @testable import DeviceGeometry

@Suite("Device masks")
struct DeviceMaskTests {
    let catalog = DeviceCatalog.standard

    func mask(_ id: String, _ orientation: Orientation, systemVersion: Int? = nil) throws -> DeviceMask {
        DeviceMask(
            device: try #require(catalog.device(named: id)), orientation: orientation,
            conditions: SystemConditions(systemVersion: systemVersion))
    }

    func expectRect(
        _ actual: Rect?, _ expected: Rect, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
            return
        }
        let deltas = [
            actual.minX - expected.minX, actual.minY - expected.minY,
            actual.width - expected.width, actual.height - expected.height,
        ]
        #expect(deltas.allSatisfy { abs($0) <= tolerance }, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func dynamicIslandInPortrait() throws {
        // The iPhone 14 Pro island: x 133.5, y 11, 126 × 37.33.
        expectRect(
            try mask("iphone-14-pro", .portrait).sensorHousing?.boundingBox,
            Rect(x: 133.5, y: 11, width: 126, height: 37.33))
    }

    @Test func dynamicIslandTurnsToTheLeftEdgeInLandscapeRight() throws {
        // In landscapeRight the top of the device is on the left: the island hangs 11 pt from the
        // left edge, centred vertically on the 393-pt-tall screen.
        let landscape = try mask("iphone-14-pro", .landscapeRight)
        #expect(landscape.bounds.size == Size(width: 852, height: 393))
        expectRect(landscape.sensorHousing?.boundingBox, Rect(x: 11, y: 133.5, width: 37.33, height: 126))
    }

    @Test func dynamicIslandTurnsToTheRightEdgeInLandscapeLeft() throws {
        let landscape = try mask("iphone-14-pro", .landscapeLeft)
        expectRect(landscape.sensorHousing?.boundingBox, Rect(x: 852 - 11 - 37.33, y: 133.5, width: 37.33, height: 126))
    }

    @Test func notchIncludesItsEarsAndIsFlushWithTheTop() throws {
        let portrait = try mask("iphone-x", .portrait)
        // Body 83…292 plus a 6-pt ear on each side, 30 deep.
        expectRect(portrait.sensorHousing?.boundingBox, Rect(x: 77, y: 0, width: 221, height: 30))
        #expect(portrait.sensorHousing!.contains(Point(x: 80, y: 0.5)), "inside the left ear")
        #expect(!portrait.sensorHousing!.contains(Point(x: 78, y: 5)), "below the ear's curve")
        #expect(!portrait.sensorHousing!.contains(Point(x: 84, y: 29.5)), "outside the rounded bottom corner")
        #expect(portrait.sensorHousing!.contains(Point(x: 187.5, y: 29.5)))
    }

    @Test func safeAreasAndBands() throws {
        let x = try mask("iphone-x", .portrait)
        #expect(x.safeArea == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(x.unsafeBands.map(\.edge) == [.top, .bottom])
        let landscape = try mask("iphone-x", .landscapeLeft)
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(
            landscape.unsafeBands.map(\.rect) == [
                Rect(x: 0, y: 354, width: 812, height: 21),
                Rect(x: 0, y: 0, width: 44, height: 354),
                Rect(x: 768, y: 0, width: 44, height: 354),
            ])
        #expect(try mask("iphone-8", .landscapeLeft).unsafeBands.isEmpty)
    }

    @Test func statusBarHiddenInPhoneLandscapeShownOnPads() throws {
        #expect(try mask("iphone-14-pro", .portrait).statusBar == Rect(x: 0, y: 0, width: 393, height: 54))
        #expect(try mask("iphone-14-pro", .landscapeLeft).statusBar == nil)
        #expect(try mask("ipad-pro-11", .landscapeRight).statusBar == Rect(x: 0, y: 0, width: 1194, height: 24))
        #expect(try mask("iphone-11", .portrait, systemVersion: 13).statusBar?.height == 44)
    }

    @Test func homeIndicatorAndItsRegion() throws {
        let x = try mask("iphone-x", .portrait)
        #expect(x.homeIndicator?.rect == Rect(x: 120.5, y: 799, width: 134, height: 5))
        #expect(x.homeIndicatorRegion == Rect(x: 0, y: 778, width: 375, height: 34))
        let pad = try mask("ipad-pro-11", .landscapeLeft)
        #expect(pad.homeIndicator?.rect == Rect(x: (1194 - 315) / 2, y: 834 - 7.5 - 5.5, width: 315, height: 5.5))
        #expect(try mask("iphone-8", .portrait).homeIndicator == nil)
        #expect(try mask("iphone-8", .portrait).homeIndicatorRegion == nil)
    }

    @Test func displayCornersAreOnlyOutsideTheRoundedDisplay() throws {
        let corners = try mask("iphone-16-pro", .portrait).outsideDisplayCorners
        #expect(corners.contains(Point(x: 1, y: 1)))
        #expect(corners.contains(Point(x: 401, y: 873)))
        #expect(!corners.contains(Point(x: 201, y: 437)))
        #expect(!corners.contains(Point(x: 0.5, y: 437)), "straight edges are lit to the very edge")
        #expect(try mask("iphone-8", .portrait).outsideDisplayCorners.isEmpty)
    }

    @Test func systemVersionOption() throws {
        #expect(
            try mask("iphone-16-pro", .landscapeLeft, systemVersion: 18).safeAreaInsets
                == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(
            try mask("iphone-16-pro", .landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 20, right: 62),
            "the newest the device runs: iOS 27")
        #expect(
            try mask("iphone-16-pro", .landscapeLeft, systemVersion: 26).safeAreaInsets
                == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))
        #expect(try mask("iphone-17-pro", .landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
        #expect(
            try mask("iphone-17-pro", .landscapeLeft, systemVersion: 18).safeAreaInsets
                == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62), "it runs iOS 26 at the earliest")
    }

    /// The example in the article "Devices", value for value.
    @Test func readmeExample() throws {
        let device = try #require(DeviceCatalog.standard.device(named: "iPhone 14 Pro"))
        let mask = DeviceMask(device: device, orientation: .landscapeRight)
        #expect(mask.sensorHousing?.boundingBox.description == "(11, 133.5, 37.33, 126)")
        #expect(mask.safeArea.description == "(59, 0, 734, 372)")
        #expect(mask.sensorHousing!.intersects(Rect(x: 0, y: 150, width: 44, height: 44)))
    }
}
