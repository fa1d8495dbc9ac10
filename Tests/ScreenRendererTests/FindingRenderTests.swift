import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import SafeAreaAudit
import ScreenRenderer
import SnapshotTestSupport
import Testing

/// Findings drawn on a screen: the legacy sign-in example on an iPhone 14 Pro, whose Cancel and Help
/// buttons sit under the status bar and in the corners, and whose bottom button meets the home
/// indicator. Compared with `Snapshots/GoldenRenderTests/findings/`.
@Suite("Golden renders: findings")
struct FindingRenderTests {
    @Test(arguments: [Orientation.portrait, .landscapeLeft])
    func findingsAreOutlinedFilledAndLabelled(_ orientation: Orientation) throws {
        let document = try ScreenFile.read(contentsOf: GoldenFile.packageRoot.appendingPathComponent("Examples/sign-in.json"))
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-14-pro"))
        let screen = LayoutResolver.resolve(document, on: device, in: orientation)
        let mask = DeviceMask(device: device, orientation: orientation, isStatusBarVisible: screen.statusBarFrame != nil)
        let findings = SafeAreaAuditor().findings(in: screen, mask: mask)
        #expect(!findings.isEmpty)
        let bitmap = ScreenRenderer.render(screen, mask: mask, scale: 1, findings: findings)
        let plain = ScreenRenderer.render(screen, mask: mask, scale: 1)
        #expect(bitmap != plain)
        let golden = GoldenFile("Snapshots/GoldenRenderTests/findings/iphone-14-pro.\(orientation.rawValue)@1x.png")
        if let failure = try golden.check(try PNG.encode(bitmap, compression: .smallest)) { Issue.record(Comment(rawValue: failure)) }
    }
}
