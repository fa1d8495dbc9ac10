import Testing

@_spi(Internals) @testable import DeviceGeometry

/// The iPhone Duo's two displays against `../shared/reference/devices-2026.md` §1: every value the
/// reference marks as printed (P) by the simulator, quoted here, for each display, orientation and
/// SDK. What it marks as not found is an estimate in the catalog.
@Suite("iPhone Duo matches devices-2026.md")
struct DuoGeometryTests {
    static let displayNames: Set<String> = ["iPhone Duo (outer display)", "iPhone Duo (inner display)"]
    let outer = DeviceCatalog.standard.device(named: "iphone-duo-outer")!
    let inner = DeviceCatalog.standard.device(named: "iphone-duo-inner")!

    func window(
        _ device: Device, _ orientation: Orientation, _ conditions: SystemConditions = SystemConditions()
    )
        -> WindowGeometry
    {
        WindowGeometry(device: device, orientation: orientation, conditions: conditions)
    }

    func region(_ id: String, _ device: Device, _ orientation: Orientation, posture: Posture = .flat) -> PlacedRegion? {
        window(device, orientation, SystemConditions(posture: posture)).reservedRegions.first { $0.id == id }
    }

    @Test func identityAndDisplays() {
        #expect(outer.modelIdentifiers == ["iPhone19,4"] && inner.modelIdentifiers == ["iPhone19,4"])
        #expect(DeviceCatalog.standard.device(named: "iPhone19,4")?.id == "iphone-duo-outer")
        #expect(outer.display.screenSize == Size(width: 466, height: 678) && outer.display.scale == 3)
        #expect(outer.display.renderedPixelSize == PixelSize(width: 1398, height: 2034))
        #expect(inner.screenSize(in: .portrait) == Size(width: 669, height: 951))
        #expect(inner.screenSize(in: .landscapeLeft) == Size(width: 951, height: 669))
        #expect(inner.display.renderedPixelSize == PixelSize(width: 2007, height: 2853))
        #expect(inner.display.nativePixelSize == PixelSize(width: 1878, height: 2670))
        #expect(abs(inner.display.nativeScale - 2.807) < 0.001)
        #expect(outer.family == .phone && inner.family == .phone)
    }

    @Test func sizeClasses() {
        let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
        let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
        let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
        #expect(window(outer, .portrait).sizeClasses == compactRegular)
        #expect(window(outer, .landscapeLeft).sizeClasses == compactCompact)
        for orientation in inner.supportedOrientations {
            #expect(window(inner, orientation).sizeClasses == regularRegular)
        }
    }

    /// GS's live probe: t0 b34 l0 r84 on the outer display in portrait and the inner in landscape.
    @Test func windowInsetsWithTheNewestSDK() {
        #expect(window(outer, .portrait).safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(window(inner, .landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(window(inner, .landscapeRight).safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        // KL: the column follows the rotation on the outer display.
        #expect(window(outer, .landscapeLeft).safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(window(outer, .landscapeRight).safeAreaInsets == EdgeInsets(top: 0, left: 84, bottom: 34, right: 0))
        #expect(window(inner, .portrait).barColumn == nil)
    }

    @Test func barColumns() {
        let column = window(outer, .portrait).barColumn
        #expect(column?.frame == Rect(x: 382, y: 0, width: 84, height: 678))
        #expect(column?.holdsBars == true)
        // KL: bar(onEdge: .right, extent: 84) insets t170 b34 l376 r6 (outer portrait), t120 b34 l861 r6 (inner landscape).
        #expect(
            column.map {
                Rect(x: 0, y: 0, width: 466, height: 678).inset(by: EdgeInsets(top: 170, left: 376, bottom: 34, right: 6))
                    == $0.barRegion
            } == true)
        let innerColumn = window(inner, .landscapeLeft).barColumn
        #expect(
            innerColumn?.barRegion
                == Rect(x: 0, y: 0, width: 951, height: 669).inset(by: EdgeInsets(top: 120, left: 861, bottom: 34, right: 6)))
        // VB: bar(onEdge: .trailing, extent: 56) is x 875–931 from y 120, centred in the same 84-pt region.
        #expect(innerColumn.map { $0.barRegion.midX - 28 == 875 && $0.barRegion.minY == 120 } == true)
        // GS: the native tab bar's pill, x 393–442 inside the column x 382–466.
        #expect(column.map { ($0.barRegion.midX - 24.5, $0.barRegion.midX + 24.5) == (393.5, 442.5) } == true)
    }

    @Test func occlusionRegions() {
        #expect(region("camera", outer, .portrait)?.frame == Rect(x: 399.7, y: 29.3, width: 37, height: 37))
        #expect(region("camera", outer, .landscapeLeft)?.frame == Rect(x: 611.7, y: 399.7, width: 37, height: 37))
        #expect(region("camera", outer, .landscapeRight)?.frame == Rect(x: 29.3, y: 29.3, width: 37, height: 37))
        #expect(region("status-column", outer, .portrait)?.frame == Rect(x: 382, y: 0, width: 84, height: 170))
        #expect(region("status-column", outer, .landscapeLeft)?.frame == Rect(x: 594, y: 384, width: 84, height: 82))
        #expect(region("status-column", outer, .landscapeRight)?.frame == Rect(x: 0, y: 0, width: 84, height: 82))
        #expect(region("status", inner, .portrait)?.frame == Rect(x: 535, y: 0, width: 134, height: 82))
        #expect(region("status", inner, .landscapeLeft)?.frame == Rect(x: 867, y: 0, width: 84, height: 120))
        #expect(region("status", inner, .portrait)?.isActive == true)
        let camera = region("camera", inner, .portrait)
        #expect(camera?.frame == Rect(x: 21, y: 215.7, width: 37, height: 58) && camera?.isActive == false)
        #expect(region("camera", inner, .landscapeLeft)?.frame == Rect(x: 677.3, y: 21, width: 58, height: 37))
        // The outer camera is hardware: its landscape frames are its portrait frame turned.
        let turned = Path(rect: Rect(x: 399.7, y: 29.3, width: 37, height: 37)).applying(
            Orientation.landscapeLeft.transform(portrait: outer.display.screenSize)
        ).boundingBox
        #expect(abs(turned.minX - 611.7) < 1e-9 && abs(turned.minY - 399.7) < 1e-9)
    }

    @Test func theFoldDividesOnlyWhenPartiallyFolded() {
        let partial = region("fold", inner, .portrait, posture: .partial)
        #expect(partial?.frame == Rect(x: 0, y: 455.5, width: 669, height: 40))
        #expect(partial?.margin == 20 && partial?.kind == .division && partial?.isActive == true)
        #expect(partial?.line == Rect(x: 0, y: 475.5, width: 669, height: 0))
        #expect(region("fold", inner, .landscapeLeft, posture: .partial)?.frame == Rect(x: 455.5, y: 0, width: 40, height: 669))
        let flat = region("fold", inner, .portrait)
        #expect(flat?.isActive == false && flat?.frame == Rect(x: 0, y: 475.5, width: 669, height: 0))
        #expect(region("fold", outer, .portrait, posture: .partial) == nil)
        // KL: a two-pane arrangement leaves 40 at the fold, panes x 0–456 and 496–867 in landscape.
        let landscape = region("fold", inner, .landscapeLeft, posture: .partial)!.frame
        #expect((landscape.minX.rounded(.up), landscape.maxX.rounded(.up)) == (456, 496))
    }

    @Test func anAppBuiltWithTheIOS26SDKIsLetterboxed() {
        let conditions = SystemConditions(sdk: .iOS26)
        for device in [outer, inner] {
            let geometry = window(device, .portrait, conditions)
            #expect(geometry.windowFrame.size == Size(width: 375, height: 667))
            #expect(geometry.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
            #expect(geometry.barColumn == nil)
            // A navigation bar's 44 under the 20-pt status bar gives the printed top of 64.
            #expect(geometry.safeAreaInsets.top + 44 == 64)
        }
        // Even on the inner display in landscape, the window stays upright and compact.
        let landscape = window(inner, .landscapeLeft, conditions)
        #expect(landscape.windowFrame.size == Size(width: 375, height: 667))
        // On the outer display the status bar's column stays beside the window, on the right.
        #expect(window(outer, .portrait, conditions).windowFrame.maxX <= 382)
        // Turned, the window is wider than the 594 pt beside the column: it is centred on the
        // screen, never beyond it.
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let turned = window(outer, orientation, conditions).windowFrame
            #expect(turned == Rect(x: 5, y: 45, width: 667, height: 375))
        }
        // It reaches into the status column, which becomes a side inset, as a notch does.
        #expect(window(outer, .landscapeRight, conditions).safeAreaInsets.left == 79)
        #expect(window(outer, .landscapeLeft, conditions).safeAreaInsets.right == 78)
    }

    @Test func theSDK27_0KeepsTheColumnButNotTheBars() {
        let geometry = window(inner, .landscapeLeft, SystemConditions(sdk: .iOS27_0))
        #expect(geometry.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(geometry.barColumn?.holdsBars == false)
    }

    @Test func turningVerticalBarsOffPutsTheStatusBarOnTop() {
        let geometry = WindowGeometry(device: outer, orientation: .portrait, allowsVerticalBars: false)
        #expect(geometry.barColumn == nil)
        #expect(geometry.safeAreaInsets == EdgeInsets(top: 74, left: 0, bottom: 34, right: 0))
        #expect(geometry.statusBarFrame == Rect(x: 0, y: 0, width: 466, height: 74))
    }

    @Test func everyUnprintedValueIsAnEstimate() {
        for device in [outer, inner] {
            #expect(device.isEstimated(.displayCornerRadius))
            #expect(device.isEstimated(.homeIndicatorPortrait))
            #expect(device.isEstimated(.compatibilityWindow))
        }
        #expect(outer.isEstimated(.verticalBars))
        #expect(inner.isEstimated(.portraitSafeArea))
    }
}
