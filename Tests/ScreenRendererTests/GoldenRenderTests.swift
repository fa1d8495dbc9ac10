import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import ScreenRenderer
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// The renderer's output compared pixel for pixel with references recorded under
/// `Snapshots/GoldenRenderTests/every-kind/` (``Golden``; record with `SAFEAREA_RECORD`).
@Suite("Golden renders")
struct GoldenRenderTests {
    static let cases: [GoldenCase] = [
        GoldenCase("iphone-8", .portrait), GoldenCase("iphone-x", .portrait), GoldenCase("iphone-14-pro", .portrait),
        GoldenCase("iphone-14-pro", .landscapeRight), GoldenCase("iphone-16-pro", .landscapeLeft),
        GoldenCase("ipad-pro-11", .portrait), GoldenCase("iphone-x", .landscapeLeft, scale: 1, hidden: [.bands, .statusBar]),
    ]

    @Test(arguments: cases)
    func matchesTheRecordedReference(_ golden: GoldenCase) throws {
        if let failure = Golden.check(try golden.render(), suite: "GoldenRenderTests", test: "every-kind", name: golden.name) {
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

    /// The reference's name: `device-id.orientation`, with `@Nx` for a scale of its own.
    var name: String {
        "\(deviceID).\(orientation.rawValue)" + (scale.map { "@\(Int($0))x" } ?? "")
    }

    var testDescription: String { name }

    func render() throws -> Bitmap {
        let fixture = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/screens/every-kind.json")
        let document = try ScreenFile.read(contentsOf: fixture)
        let device = try #require(DeviceCatalog.standard.device(named: deviceID))
        let screen = LayoutResolver.resolve(document, on: device, in: orientation)
        return ScreenRenderer.render(
            screen, mask: DeviceMask(device: device, orientation: orientation),
            scale: scale ?? device.display.scale, overlays: Set(MaskOverlay.allCases).subtracting(hidden))
    }
}
