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
/// buttons sit under the status bar (the display's corners only cut slivers off them), and whose
/// bottom button meets the home indicator. Compared pixel for pixel with `Snapshots/GoldenRenderTests/findings/`.
@Suite("Golden renders: findings")
struct FindingRenderTests {
    @Test(arguments: [Orientation.portrait, .landscapeLeft])
    func findingsAreOutlinedFilledAndLabelled(_ orientation: Orientation) throws {
        let document = try ScreenFile.read(contentsOf: Golden.packageRoot.appendingPathComponent("Examples/sign-in.json"))
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-14-pro"))
        let screen = LayoutResolver.resolve(document, on: device, in: orientation)
        let mask = DeviceMask(device: device, orientation: orientation, isStatusBarVisible: screen.statusBarFrame != nil)
        let findings = SafeAreaAuditor().findings(in: screen, mask: mask)
        #expect(!findings.isEmpty)
        let bitmap = ScreenRenderer.render(screen, mask: mask, scale: 1, findings: findings)
        let plain = ScreenRenderer.render(screen, mask: mask, scale: 1)
        #expect(bitmap != plain)
        if let failure = Golden.check(
            bitmap, suite: "GoldenRenderTests", test: "findings",
            name: "iphone-14-pro.\(orientation.rawValue)@1x")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
