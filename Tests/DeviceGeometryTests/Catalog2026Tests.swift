import Testing

@testable import DeviceGeometry

/// The models of 2026 against `../shared/reference/devices-2026.md` §4, whose table is quoted here
/// value by value (its values hold commas, so it is not read as CSV). What the reference has not
/// found is an estimate in the catalog, each naming what it rests on.
@Suite("Catalog matches devices-2026.md")
struct Catalog2026Tests {
    /// A model's facts as the reference states them.
    struct Model: Sendable, CustomTestStringConvertible {
        var name: String
        var identifiers: [String]
        var points: Size
        var scale: Double
        var diagonal: Double?
        var ppi: Int?
        /// What the reference did not find, so the catalog must estimate.
        var estimated: Set<Estimate.Field>

        var testDescription: String { name }
    }

    static let models = [
        Model(
            name: "iPhone 18 Pro", identifiers: ["iPhone19,2"], points: Size(width: 402, height: 874), scale: 3,
            estimated: [.displayCornerRadius, .portraitSafeArea, .landscapeSafeArea, .sensorHousing]),
        Model(
            name: "iPhone 18 Pro Max", identifiers: ["iPhone19,3", "iPhone19,7"], points: Size(width: 440, height: 956), scale: 3,
            estimated: [.displayCornerRadius, .portraitSafeArea, .landscapeSafeArea, .sensorHousing]),
        Model(
            name: "iPad Air 11-inch (M4)", identifiers: ["iPad16,8", "iPad16,9"], points: Size(width: 820, height: 1180),
            scale: 2,
            diagonal: 10.9, ppi: 264, estimated: [.displayCornerRadius, .portraitSafeArea, .landscapeSafeArea]),
        Model(
            name: "iPad Air 13-inch (M4)", identifiers: ["iPad16,10", "iPad16,11"], points: Size(width: 1024, height: 1366),
            scale: 2, diagonal: 12.9, ppi: 264, estimated: [.displayCornerRadius, .portraitSafeArea, .landscapeSafeArea]),
    ]

    @Test(arguments: models)
    func identityScreenAndEstimates(_ model: Model) throws {
        let device = try #require(DeviceCatalog.standard.devices.first { $0.name == model.name })
        #expect(device.modelIdentifiers == model.identifiers)
        #expect(device.display.screenSize == model.points)
        #expect(device.display.scale == model.scale)
        #expect(
            device.display.renderedPixelSize
                == PixelSize(width: Int(model.points.width * model.scale), height: Int(model.points.height * model.scale)))
        if let diagonal = model.diagonal { #expect(device.diagonalInches == diagonal) }
        if let ppi = model.ppi { #expect(device.pixelsPerInch == ppi) }
        for field in model.estimated {
            #expect(device.isEstimated(field), "\(field) is not in the reference, so it must be an estimate")
        }
    }

    @Test func theEighteenProsIslandIsTheWiderReportCentred() throws {
        for id in ["iphone-18-pro", "iphone-18-pro-max"] {
            let device = try #require(DeviceCatalog.standard.device(named: id))
            let frame = try #require(device.sensorHousing.frame)
            #expect(frame.width == 95)
            #expect(abs(frame.midX - device.display.screenSize.width / 2) < 0.001)
            #expect(try DeviceCatalog.standard.select("dynamic-island").contains(device))
        }
    }
}
