import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// A required constraint the layout breaks, as UIKit breaks it at run time, is reported on the view
/// it places, with what it conflicts with and where it was written.
@Suite("Audit: conflicting constraints")
struct ConflictingConstraintTests {
    static let conflicting = AuditFixture.screen {
        Button("Pay").id("pay").accessibilityIdentifier("pay")
    } constraints: {
        ViewID("pay").topAnchor.constraint(equalTo: ViewID("root").safeAreaLayoutGuide.topAnchor, constant: 20)
        ViewID("pay").centerXAnchor.constraint(equalTo: ViewID("root").centerXAnchor)
        ViewID("pay").heightAnchor.constraint(equalToConstant: 44)
        ViewID("pay").widthAnchor.constraint(equalToConstant: 200)
        ViewID("pay").widthAnchor.constraint(equalToConstant: 300)
    }

    @Test func aBrokenConstraintIsAWarningOnTheViewItPlaces() throws {
        let findings = try AuditFixture.findings(Self.conflicting, on: "iphone-16-pro")
        let conflict = try #require(findings.first { $0.rule == .conflictingConstraints })
        #expect(conflict.severity == .warning)
        #expect(conflict.accessibilityIdentifier == "pay")
        #expect(conflict.detail?.hasPrefix("broke pay.width == 300") == true, "\(conflict.detail ?? "")")
        #expect(conflict.detail?.contains("it conflicts with: pay.width == 200") == true)
        #expect(conflict.source?.file.hasSuffix("ConflictingConstraintTests.swift") == true)
        let quiet = try AuditFixture.findings(
            Self.conflicting, on: "iphone-16-pro", configuration: AuditConfiguration(disabledRules: [.conflictingConstraints]))
        #expect(!quiet.contains { $0.rule == .conflictingConstraints })
    }
}
