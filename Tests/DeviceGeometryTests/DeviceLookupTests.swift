import SafeAreaSupport
import Testing

@testable import DeviceGeometry

@Suite("Catalog lookup, groups and orientations")
struct DeviceLookupTests {
    let catalog = DeviceCatalog.standard

    @Test(arguments: ["iPhone 16 Pro", "iphone16pro", "iphone-16-pro", "IPHONE 16 PRO", "iPhone17,1"])
    func forgivingLookup(_ query: String) {
        #expect(catalog.device(named: query)?.id == "iphone-16-pro")
    }

    @Test func unknownNamesSuggestNeighbours() {
        #expect(catalog.device(named: "iPhone 99") == nil)
        #expect(throws: DeviceCatalogError.self) { try catalog.select("iphone-16-por") }
        #expect(catalog.suggestions(for: "iphone-16-por").first == "iphone-16-pro")
    }

    @Test func groups() throws {
        #expect(catalog.devices(in: .all).count == 58)
        #expect(catalog.devices(in: .phones).count == 43)
        #expect(catalog.devices(in: .foldable).map(\.id) == ["iphone-duo-outer", "iphone-duo-inner"])
        #expect(catalog.devices(in: .pads).count == 15)
        #expect(
            catalog.devices(in: .homeButton).map(\.id) == [
                "iphone-se-1", "ipod-touch-7", "iphone-8", "iphone-8-plus", "iphone-se-2", "iphone-se-3", "ipad-9",
            ])
        let reference = ReferenceTable.devices.rows
        #expect(
            Set(catalog.devices(in: .dynamicIsland).map(\.name))
                == Set(reference.filter { $0["sensor_housing"] == "dynamic_island" }.map { $0["model"]! })
                .union(["iPhone 18 Pro", "iPhone 18 Pro Max"]))
        #expect(
            Set(catalog.devices(in: .notch).map(\.name))
                == Set(reference.filter { $0["sensor_housing"] == "notch" }.map { $0["model"]! }))
        #expect(
            Set(catalog.devices(in: .homeButton).map(\.name))
                == Set(reference.filter { $0["home_indicator_w_x_h_pt"]!.hasPrefix("none") }.map { $0["model"]! })
                .union(Catalog4InchTests.models.map(\.name)))
        #expect(try catalog.select("home-button,iphone-x").count == 8)
        #expect(try catalog.select("iphone-x, iPhone 8").map(\.id) == ["iphone-8", "iphone-x"], "catalog order")
    }

    @Test func supportedOrientationsAndSizeClasses() throws {
        let x = try #require(catalog.device(named: "iphone-x"))
        #expect(!x.supports(.portraitUpsideDown))
        #expect(try #require(catalog.device(named: "iphone-8")).supports(.portraitUpsideDown))
        #expect(try #require(catalog.device(named: "ipad-pro-11")).supportedOrientations.count == 4)
        #expect(x.sizeClasses(in: .portrait).description == "wC hR")
        #expect(x.sizeClasses(in: .landscapeLeft).description == "wC hC")
        #expect(try #require(catalog.device(named: "iphone-xs-max")).sizeClasses(in: .landscapeRight).description == "wR hC")
        #expect(try #require(catalog.device(named: "ipad-mini-6")).sizeClasses(in: .portrait).description == "wR hR")
    }

    @Test func orientationTransformsAreQuarterTurns() {
        let size = Size(width: 390, height: 844)
        let corner = Point(x: 390, y: 0) // the device's top-right corner
        #expect(Orientation.landscapeRight.transform(portrait: size).apply(corner) == Point(x: 0, y: 0))
        #expect(Orientation.landscapeLeft.transform(portrait: size).apply(corner) == Point(x: 844, y: 390))
        #expect(Orientation.portraitUpsideDown.transform(portrait: size).apply(corner) == Point(x: 0, y: 844))
        #expect(Orientation(parsing: "landscape-left") == .landscapeLeft)
        #expect(Orientation(parsing: "UPSIDEDOWN") == .portraitUpsideDown)
        #expect(Orientation(parsing: "sideways") == nil)
    }

    @Test func valueFormatting() {
        #expect(EdgeInsets(top: 59, left: 0, bottom: 34, right: 0).description == "{59, 0, 34, 0}")
        #expect(Size(width: 402, height: 874).description == "402×874")
        #expect(PointFormatting.string(53.666666) == "53.67")
        #expect(PointFormatting.string(37.3) == "37.3")
        #expect(PointFormatting.string(-0.04) == "-0.04")
        #expect(PointFormatting.string(1e300) == "1e+300", "beyond an integer's range, printed as it is")
        #expect(PointFormatting.string(-.infinity) == "-inf")
        #expect(PointFormatting.string(.nan) == "nan")
        #expect(Color(parsing: "#0a8")?.hexString == "#00AA88")
        #expect(Color(parsing: "systemBlue") == Color(light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0A84FF)))
        #expect(Color(parsing: "systemBlue")?.resolved(in: .light) == Color(rgb: 0x007AFF))
        #expect(Color(parsing: "#F2F2F7 dark #1C1C1E")?.resolved(in: .dark) == Color(rgb: 0x1C1C1E))
        #expect(Color(parsing: "#F2F2F7 dark") == nil && Color(parsing: "#F2F2F7 light #1C1C1E") == nil)
        #expect(Color(parsing: "#12345") == nil)
    }

    /// A model identifier keeps its comma in a selection: the command-line article's `--device iPhone17,1`.
    @Test func modelIdentifiersKeepTheirComma() throws {
        let catalog = DeviceCatalog.standard
        #expect(try catalog.select("iPhone17,1").map(\.id) == ["iphone-16-pro"])
        #expect(
            try catalog.select("iPhone17,1, ipad-10,iPhone19,4").map(\.id) == ["iphone-16-pro", "iphone-duo-outer", "ipad-10"])
        #expect(try catalog.select("iphone-16,iphone-8").map(\.id) == ["iphone-8", "iphone-16"])
        #expect(throws: DeviceCatalogError.self) { try catalog.select("iPhone99,1") }
    }
}
