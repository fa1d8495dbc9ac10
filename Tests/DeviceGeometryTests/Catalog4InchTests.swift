import Testing

@testable import DeviceGeometry

/// The 4-inch models, which `devices.csv` leaves out, against their own sources: Apple's technical
/// specifications (support.apple.com/kb/SP738 for the iPhone SE, SP796 for the iPod touch (7th
/// generation): a 4-inch 1136 × 640-pixel display at 326 ppi, a Home button), swift-snapshot-testing's
/// `ViewImageConfig.iPhoneSe` (Sources/SnapshotTesting/Common/View.swift @ 6bb6c9a: 320 × 568, safe
/// area top 20 in portrait, zero in landscape) and its `testTraits` recording of that configuration,
/// where a label pinned to the safe area's top sits at y 20 and one pinned to its bottom ends at 568.
@Suite("Catalog matches the 4-inch models' sources")
struct Catalog4InchTests {
    /// A model's facts as its sources state them.
    struct Model: Sendable, CustomTestStringConvertible {
        var id: String
        var name: String
        var identifier: String

        var testDescription: String { name }
    }

    static let models = [
        Model(id: "iphone-se-1", name: "iPhone SE (1st generation)", identifier: "iPhone8,4"),
        Model(id: "ipod-touch-7", name: "iPod touch (7th generation)", identifier: "iPod9,1"),
    ]

    @Test(arguments: models)
    func screenInsetsAndBars(_ model: Model) throws {
        let device = try #require(DeviceCatalog.standard.device(named: model.id))
        #expect(device.name == model.name && device.family == .phone)
        #expect(device.modelIdentifiers == [model.identifier])
        #expect(device.diagonalInches == 4 && device.pixelsPerInch == 326)
        #expect(device.display.screenSize == SupportedPlacements.legacyScreenSize)
        #expect(device.display.renderedPixelSize == PixelSize(width: 640, height: 1136))
        #expect(device.display.cornerRadius == 0 && device.sensorHousing == .none && device.hasHomeButton)
        #expect(device.safeAreaInsets(in: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(device.safeAreaInsets(in: .landscapeLeft) == .zero)
        #expect(device.statusBarHeight(in: .portrait) == 20 && device.statusBarHeight(in: .landscapeRight) == nil)
        #expect(device.sizeClasses(in: .landscapeLeft) == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(device.supportedOrientations == Orientation.allCases)
        #expect(device.estimates.isEmpty)
    }
}
