import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import ScreenRenderer
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// The renderer's output compared byte for byte with references recorded under
/// `Snapshots/GoldenRenderTests/` (see ``GoldenFile`` for recording).
@Suite("Golden renders")
struct GoldenRenderTests {
    static let cases: [GoldenCase] = [
        GoldenCase("iphone-8", .portrait), GoldenCase("iphone-x", .portrait), GoldenCase("iphone-14-pro", .portrait),
        GoldenCase("iphone-14-pro", .landscapeRight), GoldenCase("iphone-16-pro", .landscapeLeft),
        GoldenCase("ipad-pro-11", .portrait), GoldenCase("iphone-x", .landscapeLeft, scale: 1, hidden: [.bands, .statusBar]),
    ]

    @Test(arguments: cases)
    func matchesTheRecordedReference(_ golden: GoldenCase) throws {
        let png = try golden.render()
        if let failure = try GoldenFile("Snapshots/GoldenRenderTests/every-kind/\(golden.fileName)").check(png) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func renderingIsRepeatable() throws {
        #expect(try Self.cases[2].render() == Self.cases[2].render())
    }
}

/// One golden image: the fixture screen on a device in an orientation.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let deviceID: String
    let orientation: Orientation
    let scale: Double?
    let hidden: Set<MaskOverlay>

    init(_ deviceID: String, _ orientation: Orientation, scale: Double? = nil, hidden: Set<MaskOverlay> = []) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.scale = scale
        self.hidden = hidden
    }

    var fileName: String {
        "\(deviceID).\(orientation.rawValue)" + (scale.map { "@\(Int($0))x" } ?? "") + ".png"
    }

    var testDescription: String { fileName }

    func render() throws -> [UInt8] {
        let fixture = GoldenFile.packageRoot.appendingPathComponent("Tests/Fixtures/screens/every-kind.json")
        let document = try ScreenFile.read(contentsOf: fixture)
        let device = try #require(DeviceCatalog.standard.device(named: deviceID))
        let screen = LayoutResolver.resolve(document, on: device, in: orientation)
        let bitmap = ScreenRenderer.render(screen, mask: DeviceMask(device: device, orientation: orientation),
                                           scale: scale ?? device.display.scale,
                                           overlays: Set(MaskOverlay.allCases).subtracting(hidden))
        return try PNG.encode(bitmap)
    }
}
