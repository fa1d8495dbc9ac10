import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// The rules the iPhone Duo needs: a control under the bar column, under an occlusion region, or
/// across the fold of a partially folded display is a finding that names the region.
@Suite("Audit: foldable rules")
struct FoldableRuleTests {
    static func button(_ id: String, _ frame: Rect) -> ScreenDocument {
        AuditFixture.screen { Button(id).frame(frame).accessibilityIdentifier(id) }
    }

    @Test func aControlUnderTheColumnOrTheCamera() throws {
        let findings = try AuditFixture.findings(
            Self.button("pay", Rect(x: 360, y: 300, width: 80, height: 44)), on: "iphone-duo-outer")
        let column = try #require(findings.first { $0.rule == .verticalBars })
        #expect(column.severity == .error && column.detail == "under the right bar column")
        #expect(column.region == Rect(x: 382, y: 300, width: 58, height: 44))
        #expect(!findings.rules(of: "pay").contains(.occlusionRegion))

        // The camera's region lies inside the bar column: the column's rule judges it, once.
        let camera = try AuditFixture.findings(
            Self.button("camera", Rect(x: 395, y: 30, width: 44, height: 44)), on: "iphone-duo-outer")
        #expect(camera.rules(of: "camera").contains(.verticalBars))
        #expect(!camera.rules(of: "camera").contains(.occlusionRegion))
    }

    @Test func theInnerCameraIsNeverJudgedAndTheStatusCornerIs() throws {
        let camera = try AuditFixture.findings(
            Self.button("near", Rect(x: 20, y: 220, width: 44, height: 44)), on: "iphone-duo-inner")
        #expect(!camera.rules(of: "near").contains(.occlusionRegion))
        let corner = try AuditFixture.findings(
            Self.button("menu", Rect(x: 560, y: 40, width: 44, height: 44)), on: "iphone-duo-inner")
        #expect(corner.first { $0.rule == .occlusionRegion }?.detail == "under the occlusion region 'status'")
    }

    @Test func theFoldCountsOnlyWhenPartiallyFolded() throws {
        let across = Self.button("across", Rect(x: 100, y: 460, width: 200, height: 44))
        #expect(!(try AuditFixture.findings(across, on: "iphone-duo-inner")).rules(of: "across").contains(.divisionRegion))
        let partial = SystemConditions(posture: .partial)
        let finding = try #require(
            try AuditFixture.findings(across, on: "iphone-duo-inner", conditions: partial).first { $0.rule == .divisionRegion })
        #expect(finding.detail == "across the division region 'fold'")
        #expect(finding.region == Rect(x: 100, y: 460, width: 200, height: 35.5))
        let near = Self.button("near", Rect(x: 100, y: 420, width: 200, height: 44))
        #expect(
            try AuditFixture.findings(near, on: "iphone-duo-inner", conditions: partial).first { $0.rule == .divisionRegion }?
                .detail
                == "within 20 pt of the division region 'fold'")
        let clear = Self.button("clear", Rect(x: 100, y: 400, width: 200, height: 44))
        #expect(
            !(try AuditFixture.findings(clear, on: "iphone-duo-inner", conditions: partial)).rules(of: "clear").contains(
                .divisionRegion))
    }

    @Test func barItemsInTheColumnAreNotFindings() throws {
        let document = ScreenDocument(name: "bars") {
            NavigationController {
                ViewController { View {}.id("root") }.title("Inbox").navigationItem(
                    rightBarButtonItems: [BarItem("Compose")])
            }
        }
        let findings = try AuditFixture.findings(document, on: "iphone-duo-outer")
        #expect(!findings.contains { $0.rule == .verticalBars })
    }

    /// A control the app puts wholly inside the bar region, as `bar(onEdge:extent:)` places it, is
    /// its own bar content; one that reaches out of the region into the column is not.
    @Test func aControlInTheBarRegionIsTheAppsBarContent() throws {
        let inside = try AuditFixture.findings(
            Self.button("mine", Rect(x: 394, y: 300, width: 48, height: 48)), on: "iphone-duo-outer")
        #expect(!inside.rules(of: "mine").contains(.verticalBars))
        let reaching = try AuditFixture.findings(
            Self.button("wide", Rect(x: 340, y: 300, width: 100, height: 48)), on: "iphone-duo-outer")
        #expect(reaching.rules(of: "wide").contains(.verticalBars))
        let above = try AuditFixture.findings(
            Self.button("high", Rect(x: 394, y: 100, width: 48, height: 48)), on: "iphone-duo-outer")
        #expect(above.rules(of: "high").contains(.verticalBars), "above the bar region, under the status column")
    }
}
