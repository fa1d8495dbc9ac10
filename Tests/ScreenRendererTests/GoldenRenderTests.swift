import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import ScreenRenderer
import SnapshotRunner
import Testing

/// The renderer's output compared byte for byte with references recorded under
/// `Snapshots/GoldenRenderTests/`. A missing or different reference fails; references are written
/// only when `SAFEAREA_RECORD` is `missing` (write absent ones) or `all` (rewrite every one).
@Suite("Golden renders")
struct GoldenRenderTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let cases: [GoldenCase] = [
        GoldenCase("iphone-8", .portrait), GoldenCase("iphone-x", .portrait), GoldenCase("iphone-14-pro", .portrait),
        GoldenCase("iphone-14-pro", .landscapeRight), GoldenCase("iphone-16-pro", .landscapeLeft),
        GoldenCase("ipad-pro-11", .portrait), GoldenCase("iphone-x", .landscapeLeft, scale: 1, hidden: [.bands, .statusBar]),
    ]

    @Test(arguments: cases)
    func matchesTheRecordedReference(_ golden: GoldenCase) throws {
        let png = try golden.render()
        let reference = Self.packageRoot.appendingPathComponent("Snapshots/GoldenRenderTests/every-kind/\(golden.fileName)")
        let mode = ProcessInfo.processInfo.environment["SAFEAREA_RECORD"]
        let recorded = try? Data(contentsOf: reference)
        if mode == "all" || (mode == "missing" && recorded == nil) {
            if recorded.map(Array.init) != png { try AtomicFile.write(png, to: reference) }
            return
        }
        guard let recorded else {
            Issue.record("no reference at \(reference.path); record it with SAFEAREA_RECORD=missing swift test --filter GoldenRenderTests")
            return
        }
        guard Array(recorded) != png else { return }
        let failure = Self.packageRoot.appendingPathComponent(".build/golden-failures/\(golden.fileName)")
        try AtomicFile.write(png, to: failure)
        let difference = try Self.describeDifference(PNG.decode(Array(recorded)), PNG.decode(png))
        Issue.record("\(golden.fileName) differs from \(reference.path): \(difference); the new render is at \(failure.path)")
    }

    @Test func renderingIsRepeatable() throws {
        #expect(try Self.cases[2].render() == Self.cases[2].render())
    }

    static func describeDifference(_ a: Bitmap, _ b: Bitmap) -> String {
        guard a.size == b.size else { return "size \(a.size) became \(b.size)" }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return count == 0 ? "same pixels, different bytes (the encoder changed)"
            : "\(count) pixels differ within x \(minX)…\(maxX), y \(minY)…\(maxY)"
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
        let fixture = GoldenRenderTests.packageRoot.appendingPathComponent("Tests/Fixtures/screens/every-kind.json")
        let document = try ScreenFile.read(contentsOf: fixture)
        let device = try #require(DeviceCatalog.standard.device(named: deviceID))
        let screen = LayoutResolver.resolve(document, on: device, in: orientation)
        let bitmap = ScreenRenderer.render(screen, mask: DeviceMask(device: device, orientation: orientation),
                                           scale: scale ?? device.display.scale,
                                           overlays: Set(MaskOverlay.allCases).subtracting(hidden))
        return try PNG.encode(bitmap)
    }
}
