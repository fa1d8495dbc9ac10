import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaAudit
import Testing

/// The matrix audit, its grouping and the baseline.
@Suite("Audit: matrix and reports")
struct AuditReportTests {
    static let placements = ["iphone-8", "iphone-14-pro", "iphone-15"]
        .map { Placement(DeviceCatalog.standard.device(named: $0)!, .portrait) }

    static func report(baseline: Baseline? = nil) -> AuditReport {
        MatrixAudit.run([HardwareRuleTests.topButton], on: placements, baseline: baseline)
    }

    @Test func theSameFindingOnManyDevicesIsOneGroup() throws {
        let report = Self.report()
        let island = try #require(report.groups.first { $0.rule == .sensorHousing })
        #expect(island.placements.map(\.description) == ["iphone-14-pro.portrait", "iphone-15.portrait"])
        #expect(report.groups.first { $0.rule == .statusBar }?.placements.count == 3)
        #expect(report.groups.map(\.severity) == report.groups.map(\.severity).sorted(by: >), "errors come first")
        #expect(report.placements.map(\.description) == ["iphone-8.portrait", "iphone-14-pro.portrait", "iphone-15.portrait"])
        #expect(report.fails(at: .error))
    }

    @Test func aBaselineLetsKnownFindingsPassAndCatchesNewOnes() throws {
        let known = Baseline(recording: Self.report())
        let again = try Baseline(decoding: known.encoded())
        #expect(again == known)
        let rerun = Self.report(baseline: again)
        #expect(rerun.newGroups.isEmpty)
        #expect(!rerun.fails(at: .warning))
        let wider = MatrixAudit.run(
            [HardwareRuleTests.topButton],
            on: Self.placements + [Placement(DeviceCatalog.standard.device(named: "iphone-16-pro")!, .portrait)],
            baseline: again)
        #expect(wider.newGroups.map(\.rule).contains(.sensorHousing), "a new device's findings are new")
        #expect(wider.fails(at: .error))
    }

    /// A baseline recorded in parts, one per placement as the audit records a screen at a time,
    /// knows every finding the whole one knows, and the file it writes reads back the same.
    @Test func aBaselineRecordedInPartsKnowsWhatTheWholeOneKnows() throws {
        var parts = Baseline()
        for placement in Self.placements {
            parts.record(MatrixAudit.run([HardwareRuleTests.topButton], on: [placement]))
        }
        let whole = Baseline(recording: Self.report())
        let read = try Baseline(decoding: parts.encoded())
        let findings = Self.report().findings
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(parts.contains(finding) && whole.contains(finding) && read.contains(finding))
            var elsewhere = finding
            elsewhere.placement = Placement(DeviceCatalog.standard.device(named: "ipad-pro-13-m4")!, .portrait).id
            #expect(!read.contains(elsewhere), "a placement not recorded is new")
            var otherView = finding
            otherView.accessibilityIdentifier = "other"
            #expect(!read.contains(otherView), "another view is new")
        }
    }
}
